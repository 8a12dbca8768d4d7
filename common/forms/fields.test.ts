import { afterEach, describe, expect, it, vi } from 'vitest';
import type { z } from 'zod';
import {
  LIMITS,
  birthDate,
  bsn,
  choice,
  date,
  dutchPostcode,
  email,
  formSchema,
  optionalKvkNumber,
  multiChoice,
  mustAccept,
  optionalFutureDate,
  optionalNumber,
  optionalPhone,
  optionalText,
  phone,
  requiredText,
  year,
  yesNo,
  yesNoUnsure,
} from './fields';

/** The message key of the first issue, or 'ok' with the parsed value. */
function run(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? { ok: result.data } : { key: result.error.issues[0]?.message };
}

describe('text', () => {
  it('trims, and treats blank, null and missing as required', () => {
    expect(run(requiredText(10), '  Ana ')).toEqual({ ok: 'Ana' });
    for (const blank of ['', '   ', null, undefined])
      expect(run(requiredText(10), blank)).toEqual({ key: 'validation.required' });
    expect(run(requiredText(10), 42)).toEqual({ key: 'validation.invalid' });
  });
  it('turns a blank optional answer into undefined', () => {
    expect(run(optionalText(10), '  ')).toEqual({ ok: undefined });
    expect(run(optionalText(10), null)).toEqual({ ok: undefined });
  });
  it('limits the length after trimming and reports the maximum', () => {
    const result = requiredText(LIMITS.name).safeParse('a'.repeat(101));
    expect(result.error?.issues[0]).toMatchObject({ message: 'validation.tooLong', maximum: 100 });
    expect(run(requiredText(3), '  abc  ')).toEqual({ ok: 'abc' });
  });
});

describe('email and phone', () => {
  it('lowercases valid emails and refuses invalid ones', () => {
    expect(run(email(), ' Maria.Garcia@Example.COM ')).toEqual({ ok: 'maria.garcia@example.com' });
    expect(run(email(), 'maria@')).toEqual({ key: 'validation.email' });
    expect(run(email(), `${'a'.repeat(250)}@example.com`)).toEqual({ key: 'validation.tooLong' });
  });
  it('accepts international phone numbers and refuses text', () => {
    expect(run(phone(), '+31  6 12345678')).toEqual({ ok: '+31 6 12345678' });
    expect(run(phone(), 'llámame')).toEqual({ key: 'validation.phone' });
  });
  it('accepts real numbers only: Dutch ones without a country code, foreign ones with +', () => {
    for (const real of ['+31 6 12345678', '06 12345678', '06-12 34 56 78', '0031 6 12345678', '010 123 4567'])
      expect(run(phone(), real)).toHaveProperty('ok');
    expect(run(optionalPhone(), '+34 612 345 678')).toEqual({ ok: '+34 612 345 678' });
    expect(run(optionalPhone(), '+44 7911 123456')).toHaveProperty('ok');
    // Six digits have the shape of a phone number but no country has such a number.
    for (const unreal of ['612345', '06 1234567', '0612345678901', '+34 612 345'])
      expect(run(phone(), unreal)).toEqual({ key: 'validation.phone' });
    // The library alone would find the number inside the words.
    expect(run(phone(), 'tel 0612345678')).toEqual({ key: 'validation.phone' });
  });
});

describe('identification numbers', () => {
  it('normalizes a BSN and checks it with the eleven-test', () => {
    expect(run(bsn(), '111 222 333')).toEqual({ ok: '111222333' });
    expect(run(bsn(), '1234.56.782')).toEqual({ ok: '123456782' });
    expect(run(bsn(), '123456789')).toEqual({ key: 'validation.bsn' });
    expect(run(bsn(), '')).toEqual({ key: 'validation.required' });
  });
  it('requires exactly 8 digits for a KvK number', () => {
    expect(run(optionalKvkNumber(), '1234 5678')).toEqual({ ok: '12345678' });
    expect(run(optionalKvkNumber(), '1234567')).toEqual({ key: 'validation.kvk' });
    expect(run(optionalKvkNumber(), '123456789')).toEqual({ key: 'validation.kvk' });
    expect(run(optionalKvkNumber(), ' ')).toEqual({ ok: undefined });
  });
  it('normalizes Dutch postcodes and refuses invalid ones', () => {
    expect(run(dutchPostcode(), ' 3012br ')).toEqual({ ok: '3012 BR' });
    expect(run(dutchPostcode(), '28001')).toEqual({ key: 'validation.postcode' });
    expect(run(dutchPostcode(), '1234 SS')).toEqual({ key: 'validation.postcode' });
  });
});

describe('dates', () => {
  it('keeps real dates as the same string and refuses impossible ones', () => {
    expect(run(date(), '2024-02-29')).toEqual({ ok: '2024-02-29' });
    expect(run(date(), '2025-02-30')).toEqual({ key: 'validation.date' });
    expect(run(date(), '30/01/2025')).toEqual({ key: 'validation.date' });
  });
  it('wants a birth date in the past and after 1900-01-01', () => {
    expect(run(birthDate(), '1990-05-01')).toEqual({ ok: '1990-05-01' });
    expect(run(birthDate(), '2099-01-01')).toEqual({ key: 'validation.dateInFuture' });
    expect(run(birthDate(), '1900-01-01')).toEqual({ key: 'validation.dateTooEarly' });
  });
  it('wants a birth date of yesterday at the latest, by the local calendar', () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 24, 0, 30), toFake: ['Date'] });
    expect(run(birthDate(), '2026-11-23')).toEqual({ ok: '2026-11-23' });
    expect(run(birthDate(), '2026-11-24')).toEqual({ key: 'validation.dateInFuture' });
    vi.useRealTimers();
  });
  describe('a moving date', () => {
    afterEach(() => void vi.useRealTimers());
    it("may be today or later in Amsterdam, whatever the runtime's time zone", () => {
      // 23:30 UTC on 24 November is already 25 November in Amsterdam.
      vi.useFakeTimers({ now: new Date('2026-11-24T23:30:00Z'), toFake: ['Date'] });
      expect(run(optionalFutureDate(), '2026-11-24')).toEqual({ key: 'validation.dateInPast' });
      expect(run(optionalFutureDate(), '2026-11-25')).toEqual({ ok: '2026-11-25' });
      expect(run(optionalFutureDate(), '2020-01-01')).toEqual({ key: 'validation.dateInPast' });
      expect(run(optionalFutureDate(), '2027-09-01')).toEqual({ ok: '2027-09-01' });
      expect(run(optionalFutureDate(), '')).toEqual({ ok: undefined });
    });
  });
});

describe('choices', () => {
  it('reads "sí" and "Sí" as "si" and refuses other values', () => {
    expect(run(yesNo(), 'sí')).toEqual({ ok: 'si' });
    expect(run(yesNo(), ' Sí ')).toEqual({ ok: 'si' });
    expect(run(yesNo(), 'quizás')).toEqual({ key: 'validation.option' });
    expect(run(yesNo(), '')).toEqual({ key: 'validation.required' });
    expect(run(yesNoUnsure(), 'no-se')).toEqual({ ok: 'no-se' });
  });
  it('gives validation.option for a value outside the list', () => {
    expect(run(choice(['llamada', 'videollamada']), 'fax')).toEqual({ key: 'validation.option' });
    expect(run(choice(['llamada', 'videollamada']), null)).toEqual({ key: 'validation.required' });
  });
  it('cleans checkbox lists and reports problems on the list itself', () => {
    const list = multiChoice(['a', 'b', 'c'], { max: 2 }).required();
    expect(run(list, ['a', ' a ', '', 'b'])).toEqual({ ok: ['a', 'b'] });
    expect(run(list, [])).toEqual({ key: 'validation.required' });
    expect(list.safeParse(['a', 'x']).error?.issues[0]).toMatchObject({ message: 'validation.option', path: [] });
    expect(list.safeParse(['a', 'b', 'c']).error?.issues[0]).toMatchObject({
      message: 'validation.tooManyOptions',
      params: { count: 2 },
    });
  });
});

describe('numbers', () => {
  const people = optionalNumber({ min: 1, max: 20, integer: true });
  it('accepts numbers and numeric strings, and blank as undefined', () => {
    expect(run(people, '3')).toEqual({ ok: 3 });
    expect(run(people, 4)).toEqual({ ok: 4 });
    expect(run(people, '')).toEqual({ ok: undefined });
  });
  it('refuses words, fractions and values out of range', () => {
    expect(run(people, 'dos')).toEqual({ key: 'validation.number' });
    expect(run(people, 2.5)).toEqual({ key: 'validation.integer' });
    expect(run(people, 0)).toEqual({ key: 'validation.min' });
    expect(run(people, 21)).toEqual({ key: 'validation.max' });
  });
  it('accepts a year from 1900 to next year only', () => {
    const next = new Date().getFullYear() + 1;
    expect(run(year(), String(next))).toEqual({ ok: next });
    expect(run(year(), next + 1)).toEqual({ key: 'validation.year' });
    expect(run(year(), 1899)).toEqual({ key: 'validation.year' });
    expect(run(year(), undefined)).toEqual({ key: 'validation.required' });
  });
});

describe('mustAccept', () => {
  it('passes only true', () => {
    expect(run(mustAccept(), true)).toEqual({ ok: true });
    for (const value of [false, undefined, 'true'])
      expect(run(mustAccept(), value)).toEqual({ key: 'validation.privacy' });
  });
});

describe('formSchema', () => {
  const schema = formSchema(
    { name: requiredText(20), partner: yesNo(), partnerName: optionalText(20), start: date(), end: date() },
    {
      dependents: [{ field: 'partnerName', on: 'partner', required: true }],
      dateOrder: { start: 'start', end: 'end' },
    },
  );
  const valid = { name: 'Ana', partner: 'si', partnerName: 'Leo', start: '2024-01-01', end: '2024-06-30' };

  it('reports cross-field rules together with field errors', () => {
    const issues = schema.safeParse({ ...valid, name: '', partnerName: '', end: '2023-12-31' }).error?.issues ?? [];
    expect(issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'validation.required'],
      ['partnerName', 'validation.required'],
      ['end', 'validation.dateOrder'],
    ]);
  });
  it('drops a dependent field when its question is answered no, and undefined keys', () => {
    expect(schema.parse({ ...valid, partner: 'no', extra: 'x' })).toEqual({
      name: 'Ana',
      partner: 'no',
      start: '2024-01-01',
      end: '2024-06-30',
    });
  });
  it('refuses a non-object with form.invalid', () => {
    expect(run(schema, null)).toEqual({ key: 'form.invalid' });
  });
});

describe('the BSN setting', () => {
  const shape = { nombreCompleto: requiredText(LIMITS.name), bsn: bsn() };
  it('collects the BSN by default and checks it', () => {
    expect(Object.keys(formSchema(shape).in.shape)).toEqual(['nombreCompleto', 'bsn']);
    expect(formSchema(shape).safeParse({ nombreCompleto: 'Ana', bsn: '123' }).success).toBe(false);
  });
  it('without it the field is gone from the schema and a BSN that is still sent is dropped', () => {
    const schema = formSchema(shape, {}, false);
    expect(Object.keys(schema.in.shape)).toEqual(['nombreCompleto']);
    expect(schema.parse({ nombreCompleto: 'Ana', bsn: '123456782' })).toEqual({ nombreCompleto: 'Ana' });
  });
});
