// The lead read model opens and masks a lead's answers in one place, for each reader.
import { randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createFieldCipher } from '../security/field-cipher';
import { answerText, openAnswers, revealedBsn } from './lead-read-model';

const cipher = createFieldCipher(randomBytes(32).toString('base64'));
const stored = {
  comentarios: 'Llamar por la tarde',
  bsn: cipher.encrypt('123456782'),
  nombreCompleto: 'Sofía Martínez',
  fechaNacimiento: '1990-04-12',
  extra: 'kept',
};

describe('openAnswers', () => {
  it('decrypts the BSN and masks it for the inbox and its exports, keeping the date of birth', () => {
    const answers = openAnswers(cipher, 'health', stored, 'inbox');
    expect(answers.bsn).toBe('******782');
    expect(answers.fechaNacimiento).toBe('1990-04-12');
    expect(JSON.stringify(answers)).not.toContain('123456782');
  });

  it('masks the BSN and the date of birth for an email', () => {
    const answers = openAnswers(cipher, 'health', stored, 'email');
    expect(answers).toMatchObject({ bsn: '******782', fechaNacimiento: '1990-**-**' });
  });

  it('puts the answers in the order the form asks them, unknown fields last', () => {
    expect(Object.keys(openAnswers(cipher, 'health', stored, 'inbox'))).toEqual([
      'nombreCompleto',
      'fechaNacimiento',
      'bsn',
      'comentarios',
      'extra',
    ]);
  });

  it('leaves the stored answers as they were', () => {
    openAnswers(cipher, 'health', stored, 'email');
    expect(stored.bsn).toMatch(/^enc:v1:/);
    expect(stored.fechaNacimiento).toBe('1990-04-12');
  });

  it('reveals the full BSN only through revealedBsn', () => {
    expect(revealedBsn(cipher, stored)).toBe('123456782');
    expect(revealedBsn(cipher, { nombreCompleto: 'x' })).toBeNull();
  });
});

describe('answerText', () => {
  it('words answers in the reader’s language', () => {
    expect(answerText('es', 'hipoteca', 'si')).toBe('Sí');
    expect(answerText('en', 'hipoteca', 'no')).toBe('No');
    expect(answerText('en', 'acceptPrivacyPolicy', true)).toBe('Yes');
    expect(answerText('es', 'situacionCivil', 'pareja-registrada')).toBe('Pareja registrada');
    expect(answerText('es', 'subsidios', ['Zorgtoeslag', 'Huurtoeslag'])).toBe(
      'Zorgtoeslag (subsidio sanitario), Huurtoeslag (subsidio de alquiler)',
    );
    expect(answerText('es', 'presupuesto', 1400)).toBe('1400');
    expect(answerText('es', 'comentarios', undefined)).toBe('');
  });
});

it('is the only reader of encrypted answers on the server (key rotation aside)', () => {
  const root = path.resolve(import.meta.dirname, '..');
  const files = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('generated'),
  );
  // A file that holds the field cipher (security/field-cipher.ts) and opens with it; the backups'
  // age decryption is of another kind and holds no cipher.
  const decrypting = files.filter((file) => {
    const source = readFileSync(path.join(root, file), 'utf8');
    return /FieldCipher|createFieldCipher/.test(source) && /\.decrypt\(/.test(source);
  });
  expect(decrypting.sort()).toEqual(['leads/lead-read-model.ts', 'security/rotate-key.ts']);
});
