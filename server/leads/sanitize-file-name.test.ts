import { expect, test } from 'vitest';
import { sanitizeFileName } from './sanitize-file-name';

test('bidirectional controls are removed, so a name reads in the order its characters are stored', () => {
  for (const control of [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200e',
    '\u200f',
    '\u061c',
  ])
    expect(sanitizeFileName(`factura${control}gnp.exe`)).toBe('facturagnp.exe');
});

test('lone surrogates and noncharacters are removed; ordinary accents and scripts stay', () => {
  expect(sanitizeFileName('a\ud800b\ufffe\ufdd0.pdf')).toBe('ab.pdf');
  expect(sanitizeFileName('declaración ñandú 🙂 مرحبا.pdf')).toBe('declaración ñandú 🙂 مرحبا.pdf');
});
