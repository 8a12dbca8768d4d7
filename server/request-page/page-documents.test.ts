import { describe, expect, test } from 'vitest';
import { fileLabel, pageDocuments } from './page-documents';

const day = new Date(Date.UTC(2026, 10, 26, 12));

describe('the documents of a request page', () => {
  test('the papers to send carry the forms’ own rule where the form takes them, the page’s otherwise', () => {
    const { toSend, atHand } = pageDocuments('taxReturn', { ingresosHolanda: 'si', hipoteca: 'no' }, []);
    expect(toSend.map(({ rule }) => [rule.field, rule.maxFiles, rule.whenField])).toEqual([
      ['incomeStatement', 3, undefined],
      ['balances', 3, undefined],
      ['taxLetter', 3, undefined],
    ]);
    expect(toSend.map(({ file }) => file)).toEqual(['must', 'must', 'ifAny']);
    expect(atHand).toEqual(['taxReturn.digid', 'taxReturn.bankAccount']);
    expect(pageDocuments('zzp', { registradoKVK: 'si' }, []).toSend[1]?.rule.extensions).toContain('xlsx');
  });

  test('a held document leaves her list but reads as held, with its files and its last day', () => {
    const files = [
      { field: 'balances', createdAt: day, heldReason: 'unproven' },
      { field: 'incomeStatement', createdAt: day, heldReason: null },
      { field: 'incomeStatement', createdAt: new Date(day.getTime() + 86_400_000), heldReason: null },
    ];
    const { toSend, arrived } = pageDocuments('taxReturn', { ingresosHolanda: 'si' }, files);
    expect(toSend.map(({ rule }) => rule.field)).toEqual(['taxLetter']);
    expect(arrived).toEqual([
      { label: 'taxReturn.incomeStatement', files: 2, at: new Date(day.getTime() + 86_400_000), held: false },
      { label: 'taxReturn.balances', files: 1, at: day, held: true },
    ]);
  });

  test('a stored file is named by its form field, or by its document when the page took it', () => {
    expect(fileLabel('en', 'taxReturn', 'balances')).toBe('Your bank balances on 1 January');
    expect(fileLabel('es', 'taxReturn', 'incomeStatement')).toBe('Certificado anual de ingresos (jaaropgaaf)');
    expect(fileLabel('en', 'contact', 'unknown')).toBe('unknown');
  });
});
