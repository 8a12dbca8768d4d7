// One question of a service form: label (with required/optional), the input its kind calls
// for, and its error, wired for assistive technology (aria-invalid, aria-describedby).
import { useTranslation } from 'react-i18next';
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
};

const PLACEHOLDERS = ['codigoPostal', 'telefono', 'email'] as const;
const hasPlaceholder = (name: string): name is (typeof PLACEHOLDERS)[number] =>
  (PLACEHOLDERS as readonly string[]).includes(name);

export function FormField({ name, labelKey, kind, options = [], required, value, error, onChange }: Props) {
  const { t } = useTranslation(['forms', 'service-forms']);
  const id = `field-${name}`;
  const errorId = `${id}-error`;
  const described = error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {};
  const label = (
    <>
      {t(labelKey ?? `fields.${name}`, { defaultValue: name })}
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
  const errorText = error && (
    <p id={errorId} className="sf-error">
      {error}
    </p>
  );

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
      <div className="sf-field">
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
          {...(kind === 'number' && { inputMode: 'numeric' as const })}
          {...(hasPlaceholder(name) && { placeholder: t(`service-forms:ui.placeholders.${name}`) })}
          {...common}
        />
      )}
      {errorText}
    </div>
  );
}
