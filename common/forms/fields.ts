// Field builders shared by the nine forms (docs/product.md#forms): every rule is written once, here.
import { z } from 'zod';
import { DATA_COLLECTION } from '../business';
import {
  blankToUndefined,
  isAnyPostcode,
  isDutchPostcode,
  isPhone,
  isStorableText,
  isRealDate,
  isValidBsn,
  mapString,
  multiLine,
  normalizeBsn,
  normalizePostcode,
  parseNumeric,
  singleLine,
  stripSeparators,
} from './checks';
import { dayIso, type DayBound } from './days';
import { isRealPhone } from './phone';

// In the browser zod must not compile its parsers with `new Function`: even its probe for eval
// is a Content-Security-Policy violation (script-src without 'unsafe-eval', docs/SECURITY.md). The
// server keeps the faster compiled parsers.
z.config({ jitless: 'window' in globalThis });

/** The original product set no length limits; these are our choice, picked once. */
export const LIMITS = { name: 100, email: 254, phone: 30, address: 200, short: 100, text: 200, long: 5000 } as const;

export const BIRTH_DATE_MIN = '1900-01-01';
export const YEAR_MIN = 1900;

/** Issues carry message keys (translated by messages.ts or i18next), never prose. A missing answer says
 * "required" rather than zod's "expected string"; a value of the wrong kind gets the field's own key. */
const requiredOr = (key: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'validation.required' : key;

const tooLong = { error: 'validation.tooLong' };

/** Runs `normalize` before the rules (trim; '' and null become undefined) while keeping a useful input type. */
function cleaned<T extends z.ZodType, I = z.input<T>>(
  schema: T,
  normalize: (value: unknown) => unknown = blankToUndefined,
) {
  return z.preprocess((value: I | null | undefined) => normalize(value), schema);
}

/** Text in any script, but without a character that cannot be stored (checks.ts): every free-text
 * input the server keeps goes through this, the forms' fields and the inbox's notes and search alike. */
export const storable = (schema: z.ZodString) => schema.refine(isStorableText, { error: 'validation.characters' });
const text = (max: number) => storable(z.string({ error: requiredOr('validation.invalid') }).max(max, tooLong));
/** A field allowed LIMITS.long characters is a message box (a textarea) and keeps its lines; every
 * shorter one is a single line, stripped of invisible and line-breaking characters (checks.ts). */
const toText = (max: number) => (value: unknown) =>
  blankToUndefined(mapString(value, max < LIMITS.long ? singleLine : multiLine));
export const requiredText = (max: number) => cleaned(text(max), toText(max));
export const optionalText = (max: number) => cleaned(text(max).optional(), toText(max));

const emailRule = z
  .email({ error: requiredOr('validation.email') })
  .max(LIMITS.email, tooLong)
  .toLowerCase();
export const email = () => cleaned(emailRule);

/** Only digits and the usual separators (isPhone), then a number that exists (phone.ts): the
 * library alone would also find a number inside "call me on 0612345678". */
const phoneRule = z
  .string({ error: requiredOr('validation.phone') })
  .max(LIMITS.phone, tooLong)
  .refine((value) => isPhone(value) && isRealPhone(value), { error: 'validation.phone' })
  .overwrite((value) => value.replace(/\s+/g, ' '));
export const phone = () => cleaned(phoneRule);
export const optionalPhone = () => cleaned(phoneRule.optional());

const toPostcode = (value: unknown) => mapString(value, normalizePostcode);
const postcodeRule = (isValid: (value: string) => boolean) =>
  z.string({ error: requiredOr('validation.postcode') }).refine(isValid, { error: 'validation.postcode' });
export const dutchPostcode = () => cleaned(postcodeRule(isDutchPostcode), toPostcode);
/** For people who may already live abroad (U1 applicants); a Dutch-shaped code still gets the Dutch rules. */
export const anyPostcode = () => cleaned(postcodeRule(isAnyPostcode), toPostcode);

export const bsn = () =>
  cleaned(z.string({ error: requiredOr('validation.bsn') }).refine(isValidBsn, { error: 'validation.bsn' }), (value) =>
    mapString(value, normalizeBsn),
  );

/** Optional because only a business already registered has one; formSchema's dependents require it then. */
export const optionalKvkNumber = () =>
  cleaned(
    z
      .string()
      .regex(/^\d{8}$/, { error: 'validation.kvk' })
      .optional(),
    (value) => mapString(value, stripSeparators),
  );

/** One issue per field (checks in order, first failing wins). Never `abort: true` here: an aborting
 * issue would also stop the form-level rules of formSchema(), hiding e.g. a missing nombrePareja. */
const addProblem = (ctx: z.RefinementCtx, message: string | undefined, params?: Record<string, string | number>) => {
  if (message) ctx.addIssue({ code: 'custom', message, ...(params ? { params } : {}) });
};

/** The firm's time zone: "today" for a date that may not lie in the past is the firm's today,
 * the same in the browser and on the server whatever zone either runs in. */
export const FIRM_TIME_ZONE = 'Europe/Amsterdam';

/** `min` and `max` are days counted from today; the rule carries them as its metadata, so that the
 * form's date picker offers only those days (field-options.ts). */
type DateRules = { after?: string; min?: DayBound; max?: DayBound };
const dateRule = ({ after, min, max }: DateRules = {}) =>
  z
    .string({ error: requiredOr('validation.date') })
    .superRefine((value, ctx) => {
      if (!isRealDate(value)) addProblem(ctx, 'validation.date');
      else if (after && value <= after) addProblem(ctx, 'validation.dateTooEarly', { min: after });
      else if (max && value > dayIso(max)) addProblem(ctx, 'validation.dateInFuture');
      else if (min && value < dayIso(min)) addProblem(ctx, 'validation.dateInPast');
    })
    .meta({ min, max });
export const date = () => cleaned(dateRule());
export const optionalDate = () => cleaned(dateRule().optional());
/** A date still to come (a move): today counts, in the firm's time zone. */
export const optionalFutureDate = () => cleaned(dateRule({ min: { days: 0, zone: FIRM_TIME_ZONE } }).optional());
/** Before the local "today" (yesterday at the latest) and after 1900-01-01. */
export const birthDate = () => cleaned(dateRule({ after: BIRTH_DATE_MIN, max: { days: -1 } }));

type Options = readonly [string, ...string[]];

export const choice = <const T extends Options>(values: T) =>
  cleaned(z.enum(values, { error: requiredOr('validation.option') }));
export const optionalChoice = <const T extends Options>(values: T) =>
  cleaned(z.enum(values, { error: requiredOr('validation.option') }).optional());

/** Any casing and accents are accepted ('Sí' and 'no-sé' as typed or sent by the housing form) and stored bare. */
const toAnswer = (value: unknown) =>
  mapString(value, (answer) => answer.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''));

function answers<const T extends Options>(values: T) {
  const rule = z.enum(values, { error: requiredOr('validation.option') });
  type Input = T[number] | 'sí';
  return {
    required: () => cleaned<typeof rule, Input>(rule, toAnswer),
    optional: () => cleaned<z.ZodOptional<typeof rule>, Input>(rule.optional(), toAnswer),
  };
}

export const YES_NO = ['si', 'no'] as const;
export const yesNo = answers(YES_NO).required;
export const optionalYesNo = answers(YES_NO).optional;
/** certificadoCOC and empleadorAcuerdo also allow "I don't know": a newcomer often cannot tell yet. */
export const yesNoUnsure = answers([...YES_NO, 'no-se']).required;

/** A list of checkboxes. Blanks and repeats are dropped; an empty list counts as not answered. Issues
 * land on the list itself (not on one item) because the form shows one message per checkbox group. */
export function multiChoice<const T extends Options>(
  values: T,
  rules: { max?: number; exclusive?: { value: T[number]; error: string } } = {},
) {
  const allowed = new Set<string>(values);
  const rule = z
    .array(z.string({ error: 'validation.option' }), { error: requiredOr('validation.option') })
    .superRefine((list, ctx) => {
      if (list.some((item) => !allowed.has(item))) addProblem(ctx, 'validation.option');
      else if (rules.exclusive && list.includes(rules.exclusive.value) && list.length > 1)
        addProblem(ctx, rules.exclusive.error);
      else if (rules.max !== undefined && list.length > rules.max)
        addProblem(ctx, 'validation.tooManyOptions', { count: rules.max });
    })
    // Never fails after the check above; it types the output and lets tooling read the options.
    .pipe(z.array(z.enum(values)));
  return {
    required: () => cleaned<typeof rule, T[number][]>(rule, toList),
    optional: () => cleaned<z.ZodOptional<typeof rule>, T[number][]>(rule.optional(), toList),
  };
}

function toList(value: unknown): unknown {
  if (!Array.isArray(value)) return blankToUndefined(value);
  const items = value.map(blankToUndefined).filter((item) => item !== undefined);
  return items.length === 0 ? undefined : [...new Set(items)];
}

type NumberInput = number | string;
const toNumber = (value: unknown) => mapString(value, parseNumeric);

/** A number typed in a text box or sent as a JSON number. zod's own .int() is avoided on purpose: its
 * issue aborts, which would hide the form-level rules (see addProblem). */
export function optionalNumber(rules: { min?: number; max?: number; integer?: boolean }) {
  const rule = z.number({ error: requiredOr('validation.number') }).superRefine((value, ctx) => {
    if (rules.integer && !Number.isInteger(value)) addProblem(ctx, 'validation.integer');
    else if (rules.min !== undefined && value < rules.min) addProblem(ctx, 'validation.min', { min: rules.min });
    else if (rules.max !== undefined && value > rules.max) addProblem(ctx, 'validation.max', { max: rules.max });
  });
  // The bounds travel to the input too (field-options.ts), so the browser's stepper stays within them.
  const bounded = rule.meta({ least: rules.min, most: rules.max });
  return cleaned<z.ZodOptional<typeof bounded>, NumberInput>(bounded.optional(), toNumber);
}

/** A year from 1900 to next year (a car of next year's model can already be on sale); "next year" is
 * computed at each parse because the server runs across New Year. */
export const year = () =>
  cleaned<z.ZodNumber, NumberInput>(
    z.number({ error: requiredOr('validation.year') }).superRefine((value, ctx) => {
      const max = new Date().getFullYear() + 1;
      if (!Number.isInteger(value) || value < YEAR_MIN || value > max)
        addProblem(ctx, 'validation.year', { min: YEAR_MIN, max });
    }),
    toNumber,
  );

/** A privacy checkbox: only `true` passes; missing, false or anything else gives validation.privacy. */
export const mustAccept = () =>
  cleaned<z.ZodType<true, boolean>, boolean>(
    z
      .boolean({ error: 'validation.privacy' })
      .refine((value) => value, { error: 'validation.privacy' })
      .transform((): true => true),
  );

export const optionalBoolean = () => cleaned(z.boolean({ error: 'validation.option' }).optional());

type Shape = z.core.$ZodShape;
type FieldOf<S extends Shape> = keyof S & string;

/** A field that only exists while another answer is 'si' (conditional fields, docs/product.md#forms): required
 * then if `required`, and removed from the output otherwise, so a hidden stale value is never stored. */
export type Dependent<S extends Shape> = { field: FieldOf<S>; on: FieldOf<S>; required: boolean };
export type FormRules<S extends Shape> = {
  dependents?: readonly Dependent<S>[];
  /** `end` may not be before `start` (reported on `end`). */
  dateOrder?: { start: FieldOf<S>; end: FieldOf<S> };
  /** `name` holds the full name once: the surname asked apart is added only when it is missing. */
  fullName?: { name: FieldOf<S>; surname: FieldOf<S> };
};

/** The object every form is built with: unknown keys are stripped (zod's default), cross-field rules run
 * even when other fields already failed (so the visitor sees every problem at once), and unanswered
 * optional fields leave no `undefined` keys behind. */
export function formSchema<S extends Shape>(
  shape: S,
  rules: FormRules<S> = {},
  collectBsn: boolean = DATA_COLLECTION.bsn,
) {
  const dependents = rules.dependents ?? [];
  // Without the BSN setting the field is not in the schema at all: the form does not show it
  // and zod strips it from a request that still sends it.
  const { bsn: _bsn, ...withoutBsn } = shape;
  return (
    z
      .object(collectBsn ? shape : (withoutBsn as S), { error: 'form.invalid' })
      .superRefine(
        (value, ctx) => {
          const data: Record<string, unknown> = value;
          for (const { field, on, required } of dependents) {
            if (required && data[on] === 'si' && data[field] === undefined) {
              ctx.addIssue({ code: 'custom', message: 'validation.required', path: [field] });
            }
          }
          if (rules.dateOrder) {
            const start = data[rules.dateOrder.start];
            const end = data[rules.dateOrder.end];
            if (
              typeof start === 'string' &&
              typeof end === 'string' &&
              isRealDate(start) &&
              isRealDate(end) &&
              end < start
            ) {
              ctx.addIssue({ code: 'custom', message: 'validation.dateOrder', path: [rules.dateOrder.end] });
            }
          }
        },
        { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
      )
      .transform((value) => withFullName(tidy(value, dependents), rules.fullName))
      // The schema carries its conditional fields, so the forms draw them from it (form-shape.ts).
      .meta({ dependents })
  );
}

/** The conditional fields a form schema carries (formSchema), for drawing the form. */
export function formDependents(schema: z.ZodType): readonly Dependent<Shape>[] {
  const dependents = schema.meta()?.dependents;
  return Array.isArray(dependents) ? (dependents as Dependent<Shape>[]) : [];
}

function withFullName<T extends Record<string, unknown>>(value: T, rule?: { name: string; surname: string }): T {
  const name = rule && value[rule.name];
  const surname = rule && value[rule.surname];
  if (!rule || typeof name !== 'string' || typeof surname !== 'string') return value;
  if (name.toLowerCase().endsWith(surname.toLowerCase())) return value;
  return { ...value, [rule.name]: `${name} ${surname}`.trim() };
}

function tidy<T extends Record<string, unknown>>(value: T, dependents: readonly { field: string; on: string }[]): T {
  const hidden = new Set(dependents.filter(({ on }) => value[on] !== 'si').map(({ field }) => field));
  return Object.fromEntries(Object.entries(value).filter(([key, item]) => item !== undefined && !hidden.has(key))) as T;
}
