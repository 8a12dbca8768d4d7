import { describe, expect, it } from 'vitest';
import {
  blankToUndefined,
  isAnyPostcode,
  isDutchPostcode,
  isPhone,
  isRealDate,
  isValidBsn,
  multiLine,
  normalizeBsn,
  normalizePostcode,
  parseNumeric,
  singleLine,
} from './checks';

describe('blankToUndefined', () => {
  it('trims strings and turns blanks and null into undefined', () => {
    expect(blankToUndefined('  Ana  ')).toBe('Ana');
    expect(blankToUndefined('   ')).toBeUndefined();
    expect(blankToUndefined(null)).toBeUndefined();
    expect(blankToUndefined(0)).toBe(0);
  });
});

describe('BSN', () => {
  it('accepts numbers passing the eleven-test', () => {
    expect(isValidBsn('111222333')).toBe(true);
    expect(isValidBsn('123456782')).toBe(true);
  });
  it('refuses numbers failing it, all zeros and wrong lengths', () => {
    expect(isValidBsn('123456789')).toBe(false);
    expect(isValidBsn('000000000')).toBe(false);
    expect(isValidBsn('12345678')).toBe(false);
  });
  it('normalizes separators and restores a lost leading zero', () => {
    expect(normalizeBsn('111 222 333')).toBe('111222333');
    expect(normalizeBsn('111.222.333')).toBe('111222333');
    expect(normalizeBsn('11222333')).toBe('011222333');
  });
});

describe('postcodes', () => {
  it('normalizes Dutch postcodes to "1234 AB"', () => {
    expect(normalizePostcode('3012br')).toBe('3012 BR');
    expect(normalizePostcode('3012   br')).toBe('3012 BR');
  });
  it('refuses a leading zero and the letter pairs SA, SD and SS', () => {
    expect(isDutchPostcode('0123 AB')).toBe(false);
    for (const letters of ['SA', 'SD', 'SS']) expect(isDutchPostcode(`1234 ${letters}`)).toBe(false);
    expect(isDutchPostcode('1234 AB')).toBe(true);
  });
  it('accepts foreign postcodes where any postcode is allowed, but not a bad Dutch one', () => {
    expect(isAnyPostcode('28001')).toBe(true);
    expect(isAnyPostcode('SW1A 1AA')).toBe(true);
    expect(isAnyPostcode('1234 SS')).toBe(false);
    expect(isAnyPostcode('X')).toBe(false);
  });
});

describe('isPhone', () => {
  it('accepts 6 to 15 digits with usual separators', () => {
    expect(isPhone('+31 6 12345678')).toBe(true);
    expect(isPhone('(010) 123-45.67')).toBe(true);
  });
  it('refuses letters, too few or too many digits and a + in the middle', () => {
    expect(isPhone('06-CALLME')).toBe(false);
    expect(isPhone('12345')).toBe(false);
    expect(isPhone('1234567890123456')).toBe(false);
    expect(isPhone('31+612345678')).toBe(false);
  });
});

describe('isRealDate', () => {
  it('accepts real calendar dates including 29 February of a leap year', () => {
    expect(isRealDate('2024-02-29')).toBe(true);
  });
  it('refuses impossible dates, other shapes and years outside 1900–2100', () => {
    expect(isRealDate('2025-02-30')).toBe(false);
    expect(isRealDate('2023-02-29')).toBe(false);
    expect(isRealDate('17/04/1992')).toBe(false);
    expect(isRealDate('1899-12-31')).toBe(false);
    expect(isRealDate('2101-01-01')).toBe(false);
  });
});

describe('parseNumeric', () => {
  it('reads plain numbers with a dot or comma decimal separator', () => {
    expect(parseNumeric('1200')).toBe(1200);
    expect(parseNumeric('1200,50')).toBe(1200.5);
    expect(parseNumeric('-3')).toBe(-3);
  });
  it('leaves ambiguous thousands separators and words untouched', () => {
    expect(parseNumeric('45.000')).toBe('45.000');
    expect(parseNumeric('mil')).toBe('mil');
  });
});

describe('singleLine and multiLine', () => {
  it('strips bidi controls and other format characters from a single line, and joins its lines', () => {
    expect(singleLine('Carlos \u202etxt.exe\u202c Pérez')).toBe('Carlos txt.exe Pérez');
    expect(singleLine('\u2066Ana\u2069\u200e \u200fMaría\u00ad\ufeff')).toBe('Ana María');
    expect(singleLine('Llegada\u2028en\u2029septiembre\r\n\tya')).toBe('Llegada en septiembre ya');
  });
  it('leaves NUL for the storable-text check to refuse', () => {
    expect(singleLine('a\u0000b')).toBe('a\u0000b');
  });
  it('keeps a message box’s line breaks but drops its bidi controls', () => {
    expect(multiLine('Hola\n\u202eadiós\u202c\u2028fin')).toBe('Hola\nadiós\nfin');
  });
});
