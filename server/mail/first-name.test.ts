import { expect, test } from 'vitest';
import { firstName } from './first-name';

test.each([
  ['Ana García', 'Ana'],
  ['  José-María   Pérez', 'José-María'],
  ["D'Angelo Rossi", "D'Angelo"],
  ['Ana, López', 'Ana'],
  ['Zoë\u00a0Smith', 'Zoë'],
  // Joined with no-break, narrow, ideographic or zero-width spaces: still only the first word.
  ['Ana\u00a0URGENT:\u00a0your\u00a0parcel\u00a0is\u00a0held.\u00a0Pay\u00a0at\u00a0https://spam.example/p', 'Ana'],
  ['Ana\u202fURGENT', 'Ana'],
  ['Ana\u3000URGENT', 'Ana'],
  ['Ana\u200bURGENT', 'Ana'],
  ['Ana\tURGENT\nnow', 'Ana'],
  ['Ana.URGENT:your', ''],
  ['https://spam.example/p', ''],
  ['www.spam.example', ''],
  ['4na María', ''],
  ['Ana2 López', ''],
  ['+31 6 1234 5678', ''],
  ['a'.repeat(31), ''],
  ['a'.repeat(30), 'a'.repeat(30)],
  ['', ''],
  ['   ', ''],
  [undefined, ''],
])('%j greets as %j', (input, expected) => {
  expect(firstName(input)).toBe(expected);
});
