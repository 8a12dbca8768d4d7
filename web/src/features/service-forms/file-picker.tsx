// A document upload (tax and ZZP forms), docs/decisions/0024-forgiving-fields.md: a real, labelled
// <input type=file> under a button and a drop zone (drag and drop on a laptop; on a phone the
// system picker offers the camera, as the accepted types include images). It comes with the
// form's own code, so a document field that appears with its answer is whole at once and moves
// nothing below it (docs/decisions/0070-picker-with-the-form.md). Every chosen file is
// checked at once, by name, size, count and its leading bytes, with the rules the server applies
// again; a refused file is not listed and its message names it. The chosen files are listed,
// each removable. The form runs the checks in turn and its Send waits for them (use-chosen-files.ts).
import { useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/field-error';
import { LineIcon } from '../../components/line-icon';
import { useLanguage } from '../../lib/language';
import { MESSAGE_DEFAULTS } from '../../../../common/forms/message-defaults';
import { acceptAttribute, acceptedTypes, type UploadRule } from '../../../../common/forms/uploads';
import type { FileCheck } from './use-chosen-files';

// The checks load when a file is first chosen: a page with a document field does not pay for
// them before (the JavaScript budget, docs/BENCHMARKS.md).
const loadChecks = () => import('./check-chosen-file');

export type Props = {
  rule: UploadRule;
  files: File[];
  error?: string;
  /** A file removed. */
  onChange: (files: File[]) => void;
  /** Files chosen: the form runs their check after any still running (use-chosen-files.ts). */
  onCheck: (count: number, check: FileCheck) => void;
};

const sameFile = (a: File, b: File) => a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

export function FilePicker({ rule, files, error, onChange, onCheck }: Props) {
  const { t } = useTranslation(['forms', 'service-forms']);
  const { lang } = useLanguage();
  const [over, setOver] = useState(false);
  const id = `field-${rule.field}`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  /** "1,2 MB", "12 kB": in the visitor's language. */
  const size = (bytes: number) => {
    const unit = bytes < 1024 * 1024 ? 'kilobyte' : 'megabyte';
    const amount = bytes / (unit === 'kilobyte' ? 1024 : 1024 * 1024);
    return new Intl.NumberFormat(lang, { style: 'unit', unit, maximumFractionDigits: amount < 10 ? 1 : 0 }).format(
      amount,
    );
  };

  const add = (chosen: File[]) =>
    onCheck(chosen.length, async (held) => {
      let checkChosenFile: Awaited<ReturnType<typeof loadChecks>>['checkChosenFile'];
      try {
        ({ checkChosenFile } = await loadChecks());
      } catch {
        // No file is taken unchecked, and none is dropped without a word: a lost connection
        // must not become a document she thinks she sent.
        const names = chosen.map((file) => file.name).join(', ');
        return { files: held, error: t('service-forms:ui.checkNotLoaded', { names }) };
      }
      const kept = [...held];
      const problems: string[] = [];
      for (const file of chosen) {
        if (kept.some((other) => sameFile(other, file))) continue;
        const problem = await checkChosenFile(rule, file, kept.length, lang);
        if (problem) problems.push(t(`forms:validation.${problem.code}`, { ...MESSAGE_DEFAULTS, ...problem.params }));
        else kept.push(file);
      }
      return { files: kept, error: problems.length > 0 ? problems.join('\n') : undefined };
    });

  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    add([...event.dataTransfer.files]);
  };
  const remove = (index: number) => {
    onChange(files.filter((_, other) => other !== index));
    // The removed button took the focus with it: give it to the picker.
    document.getElementById(id)?.focus();
  };

  return (
    <div className={`sf-field sf-file${error ? ' is-invalid' : ''}`}>
      <label htmlFor={id}>
        {t(`fields.${rule.field}`, { defaultValue: rule.field })}
        <span className="sf-hint"> ({t('service-forms:ui.optional')})</span>
      </label>
      <p id={hintId} className="sf-hint">
        {t('service-forms:ui.fileHint', {
          ...MESSAGE_DEFAULTS,
          types: acceptedTypes(rule, lang),
          count: rule.maxFiles,
        })}
      </p>
      <div
        className={`sf-drop${over ? ' is-over' : ''}`}
        onDragEnter={(event) => {
          event.preventDefault();
          setOver(true);
        }}
        onDragOver={(event) => {
          event.preventDefault();
          event.dataTransfer.dropEffect = 'copy';
        }}
        onDragLeave={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOver(false);
        }}
        onDrop={onDrop}
      >
        <input
          id={id}
          className="visually-hidden"
          type="file"
          accept={acceptAttribute(rule)}
          multiple={rule.maxFiles > 1}
          aria-describedby={`${hintId}${error ? ` ${errorId}` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => {
            add([...(event.target.files ?? [])]);
            event.target.value = '';
          }}
        />
        <label htmlFor={id} className="button button--secondary sf-drop__button">
          <LineIcon name="document" className="sf-drop__icon" />
          <span className="sf-drop__pointer">{t('service-forms:ui.chooseFiles', { count: rule.maxFiles })}</span>
          <span className="sf-drop__touch">{t('service-forms:ui.chooseFilesOrPhoto', { count: rule.maxFiles })}</span>
        </label>
        <span className="sf-drop__pointer sf-hint" aria-hidden="true">
          {t('service-forms:ui.dropHere', { count: rule.maxFiles })}
        </span>
      </div>
      {files.length > 0 && (
        <ul className="sf-files" aria-label={t('service-forms:ui.selectedFiles')}>
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`}>
              <LineIcon name="file-check" className="sf-files__icon" />
              <span className="sf-files__name">
                {file.name} <span className="sf-hint">{size(file.size)}</span>
              </span>
              <button
                type="button"
                className="sf-remove"
                aria-label={t('service-forms:ui.removeFile', { name: file.name })}
                onClick={() => remove(index)}
              >
                {t('service-forms:ui.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      <div id={errorId} aria-live="polite">
        {error?.split('\n').map((message) => (
          <FieldError key={message}>{message}</FieldError>
        ))}
      </div>
    </div>
  );
}
