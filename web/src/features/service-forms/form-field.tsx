// One question of a service form: label (with required/optional), the input its kind calls
// for, a note where the field needs one (why the BSN is asked), and its error in the one error
// style (FieldError), wired for assistive technology (aria-invalid, aria-describedby).
import { useTranslation } from 'react-i18next';
import { FieldError } from '../../components/field-error';
import { Link } from '../../components/link';
import { useLanguage } from '../../lib/language';
import { pagePath } from '../../../../common/routes';
import type { FieldKind } from './field-kind';

export type FieldValue = string | string[] | boolean;

type Props = {
  name: string;
  /** Label key in the forms namespace when it is not `fields.<name>`. */
  labelKey?: string;
  kind: FieldKind;
  options?: readonly string[];
  required: boolean;
  value: FieldValue | undefined;
  error?: string;
  onChange: (value: FieldValue) => void;
  /** The first and last day a date may take (YYYY-MM-DD), from its rule, or the bounds of a number. */
  min?: string | number;
  max?: string | number;
};

const PLACEHOLDERS = ['codigoPostal', 'telefono', 'email'] as const;
const hasPlaceholder = (name: string): name is (typeof PLACEHOLDERS)[number] =>
  (PLACEHOLDERS as readonly string[]).includes(name);

export function FormField({ name, labelKey, kind, options = [], required, value, error, onChange, min, max }: Props) {
  const { t, i18n } = useTranslation(['forms', 'service-forms']);
  const { lang } = useLanguage();
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const noteId = `${id}-note`;
  const rich = (key: string, defaultValue = key) =>
    withPrivacyLink(t(key, { defaultValue }), pagePath('privacy', lang));
  const noteKey = `service-forms:notes.${name}`;
  const note = i18n.exists(noteKey) && (
    <p id={noteId} className="sf-hint sf-note">
      {rich(noteKey)}
    </p>
  );
  const describedBy = [note ? noteId : '', error ? errorId : ''].filter(Boolean).join(' ');
  const described = {
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
  };
  // The visitor's wording where it differs from the advisor's column name (the housing consents).
  const visitorLabel = `service-forms:visitorLabels.${name}`;
  const label = (
    <>
      {rich(i18n.exists(visitorLabel) ? visitorLabel : (labelKey ?? `fields.${name}`), name)}
      <span className="sf-hint"> ({t(required ? 'service-forms:ui.required' : 'service-forms:ui.optional')})</span>
    </>
  );
  const optionLabel = (option: string) =>
    option === 'si'
      ? t('service-forms:ui.yes')
      : option === 'no'
        ? t('service-forms:ui.no')
        : option === 'no-se'
          ? t('service-forms:ui.dontKnow')
          : t(`options.${name}.${option}`, { defaultValue: option });
  const errorText = error && <FieldError id={errorId}>{error}</FieldError>;

  if (kind === 'radio' || kind === 'checkboxes') {
    const list = Array.isArray(value) ? value : [];
    return (
      <fieldset className="sf-field sf-choices" {...described}>
        <legend>{label}</legend>
        {options.map((option) => (
          <label key={option} className="sf-choice">
            <input
              type={kind === 'radio' ? 'radio' : 'checkbox'}
              name={name}
              value={option}
              checked={kind === 'radio' ? value === option : list.includes(option)}
              onChange={(event) =>
                onChange(
                  kind === 'radio'
                    ? option
                    : event.target.checked
                      ? [...list, option]
                      : list.filter((item) => item !== option),
                )
              }
            />
            {optionLabel(option)}
          </label>
        ))}
        {errorText}
      </fieldset>
    );
  }

  if (kind === 'checkbox') {
    return (
      <div className={`sf-field${error ? ' field-invalid' : ''}`}>
        <label className="sf-choice">
          <input
            type="checkbox"
            id={id}
            name={name}
            checked={value === true}
            {...described}
            onChange={(event) => onChange(event.target.checked)}
          />
          <span>{label}</span>
        </label>
        {errorText}
      </div>
    );
  }

  const common = {
    id,
    name,
    value: typeof value === 'string' ? value : '',
    ...described,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div className="sf-field">
      <label htmlFor={id}>{label}</label>
      {note}
      {kind === 'textarea' ? (
        <textarea rows={4} {...common} />
      ) : kind === 'select' ? (
        <select {...common}>
          <option value="">{t('service-forms:ui.choose')}</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      ) : (
        <input
          type={kind}
          min={min}
          max={max}
          {...(kind === 'number' && { inputMode: 'numeric' as const })}
          {...(hasPlaceholder(name) && { placeholder: t(`service-forms:ui.placeholders.${name}`) })}
          {...common}
        />
      )}
      {errorText}
    </div>
  );
}

/** A text whose <privacyLink>…</privacyLink> part links the privacy policy. By hand rather than
 * react-i18next's <Trans>, whose HTML parser would cost 5 KB of the pages' JavaScript budget
 * (docs/decisions/0024-forgiving-fields.md). */
function withPrivacyLink(text: string, href: string) {
  const match = /<privacyLink>(.*?)<\/privacyLink>/.exec(text);
  if (!match) return text;
  return (
    <>
      {text.slice(0, match.index)}
      <Link to={href}>{match[1]}</Link>
      {text.slice(match.index + match[0].length)}
    </>
  );
}
