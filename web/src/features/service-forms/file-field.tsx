// A document upload (tax and ZZP forms): the accepted types in the picker, a check of type
// and size before anything is sent, the chosen files with a way to remove them.
import { useTranslation } from 'react-i18next';
import { MESSAGE_DEFAULTS } from '../../../../common/forms/message-defaults';
import { acceptAttribute, checkUploadCandidate, type UploadRule } from '../../../../common/forms/uploads';

type Props = { rule: UploadRule; files: File[]; error?: string; onChange: (files: File[], error?: string) => void };

export function FileField({ rule, files, error, onChange }: Props) {
  const { t } = useTranslation(['forms', 'service-forms']);
  const id = `field-${rule.field}`;
  const hint = t(rule.maxFiles > 1 ? 'service-forms:ui.fileHintInvoices' : 'service-forms:ui.fileHint', {
    maxFiles: rule.maxFiles,
    ...MESSAGE_DEFAULTS,
  });
  const add = (chosen: File[]) => {
    const problem = chosen.map((file) => checkUploadCandidate(rule, file)).find((result) => result !== 'ok');
    if (problem)
      return onChange(
        files,
        t(
          problem === 'fileType' ? 'service-forms:ui.fileTypeError' : 'service-forms:ui.fileSizeError',
          MESSAGE_DEFAULTS,
        ),
      );
    const next = [...files, ...chosen];
    if (next.length > rule.maxFiles)
      return onChange(files, t('service-forms:ui.tooManyFiles', { maxFiles: rule.maxFiles }));
    onChange(next);
  };
  return (
    <div className="sf-field">
      <label htmlFor={id}>
        {t(`fields.${rule.field}`, { defaultValue: rule.field })}
        <span className="sf-hint"> ({t('service-forms:ui.optional')})</span>
      </label>
      <p id={`${id}-hint`} className="sf-hint">
        {hint}
      </p>
      <input
        id={id}
        type="file"
        accept={acceptAttribute(rule)}
        multiple={rule.maxFiles > 1}
        aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          add([...(event.target.files ?? [])]);
          event.target.value = '';
        }}
      />
      {files.length > 0 && (
        <ul className="sf-files" aria-label={t('service-forms:ui.selectedFiles')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${index}`}>
              {file.name}{' '}
              <button
                type="button"
                className="sf-remove"
                onClick={() => onChange(files.filter((_, other) => other !== index))}
              >
                {t('service-forms:ui.removeFile', { name: file.name })}
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="sf-error">
          {error}
        </p>
      )}
    </div>
  );
}
