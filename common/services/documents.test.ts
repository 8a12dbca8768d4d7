import { describe, expect, it } from 'vitest';
import { formShape } from '../forms/form-shape';
import { FORM_KEYS, FORMS } from '../forms/registry';
import en from '../locales/en/documents.json';
import es from '../locales/es/documents.json';
import {
  documentCount,
  documentField,
  documentsReceived,
  documentsStillNeeded,
  SERVICE_DOCUMENTS,
  serviceDocuments,
} from './documents';

const ids = (documents: { id: string }[]) => documents.map((document) => document.id);
const label = (texts: Record<string, Record<string, string>>, key: string) => {
  const [service = '', id = ''] = key.split('.');
  return texts[service]?.[id];
};

describe('the documents each service needs', () => {
  it('name every upload of every form once, with an answer of that form and its own choices as conditions', () => {
    for (const key of FORM_KEYS) {
      const shape = formShape(key);
      const documents = serviceDocuments(key);
      for (const rule of FORMS[key].uploads)
        expect(
          documents.filter((document) => document.upload === rule.field),
          `${key}.${rule.field}`,
        ).toHaveLength(1);
      if (key === 'contact') continue;
      for (const { id, when } of SERVICE_DOCUMENTS[key]) {
        if (!when) continue;
        const options = shape.fields[when.field]?.options;
        expect(options, `${key}.${id} depends on ${when.field}`).toBeDefined();
        expect(options).toEqual(expect.arrayContaining([...when.is]));
      }
    }
  });

  it('have a label in both languages, one per document', () => {
    for (const key of FORM_KEYS)
      for (const document of serviceDocuments(key)) {
        expect(label(es, document.label), document.label).toMatch(/\S/);
        expect(label(en, document.label), document.label).toMatch(/\S/);
      }
    expect(serviceDocuments('contact')).toEqual([]);
  });

  it('asks only what the answers make relevant: no payslips for no Dutch income, no mortgage papers without a mortgage', () => {
    expect(ids(documentsStillNeeded('taxReturn', { ingresosHolanda: 'no', hipoteca: 'no' }, []))).toEqual([
      'digid',
      'balances',
      'taxLetter',
      'bankAccount',
    ]);
    expect(ids(documentsStillNeeded('taxReturn', { ingresosHolanda: 'si', hipoteca: 'si' }, []))).toEqual([
      'digid',
      'incomeStatement',
      'mortgageStatement',
      'balances',
      'taxLetter',
      'bankAccount',
    ]);
    expect(ids(documentsStillNeeded('carImport', { certificadoCOC: 'no' }, []))).not.toContain('coc');
    expect(ids(documentsStillNeeded('carImport', { certificadoCOC: 'no-se' }, []))).toContain('coc');
    expect(documentsStillNeeded('contact', {}, [])).toEqual([]);
  });

  it('leaves out what arrived, and says what arrived with its files whatever the answers', () => {
    const files = [
      { field: 'incomeStatement', originalName: 'jaaropgaaf-a.pdf' },
      { field: 'incomeStatement', originalName: 'jaaropgaaf-b.pdf' },
    ];
    const needed = documentsStillNeeded('taxReturn', { ingresosHolanda: 'si', hipoteca: 'si' }, files);
    expect(ids(needed)).not.toContain('incomeStatement');
    expect(ids(needed)).toContain('mortgageStatement');
    expect(needed.find((document) => document.id === 'mortgageStatement')).toEqual({
      id: 'mortgageStatement',
      label: 'taxReturn.mortgageStatement',
      upload: 'mortgageStatement',
      file: 'must',
    });
    expect(documentsReceived('taxReturn', files)).toEqual([
      {
        document: {
          id: 'incomeStatement',
          label: 'taxReturn.incomeStatement',
          upload: 'incomeStatement',
          file: 'must',
        },
        files,
      },
    ]);
    // Invoices sent by a business not yet registered are still received, though not asked of it.
    const invoices = [{ field: 'invoices' }];
    expect(ids(documentsStillNeeded('zzp', { registradoKVK: 'no' }, []))).not.toContain('invoices');
    expect(documentsReceived('zzp', invoices).map(({ document }) => document.id)).toEqual(['invoices']);
  });
  it("counts a paper sent later from the request page under its own field, or the form's upload field", () => {
    const answers = { ingresosHolanda: 'si', hipoteca: 'no' };
    expect(documentCount('taxReturn', answers, [])).toEqual({ received: 0, needed: 2 });
    const fromPage = [{ field: 'balances' }, { field: 'incomeStatement' }];
    expect(ids(documentsStillNeeded('taxReturn', answers, fromPage))).toEqual(['digid', 'taxLetter', 'bankAccount']);
    expect(documentCount('taxReturn', answers, fromPage)).toEqual({ received: 2, needed: 2 });
    expect(documentsReceived('taxReturn', fromPage).map(({ document }) => document.id)).toEqual([
      'incomeStatement',
      'balances',
    ]);
  });

  it('never asks for a password or a number as a file, and counts only the papers she must send', () => {
    for (const key of FORM_KEYS)
      for (const document of serviceDocuments(key)) {
        if (document.id === 'digid' || document.id === 'bankAccount')
          expect(document.file, document.label).toBeUndefined();
        if (document.upload) expect(document.file, document.label).toBe('must');
      }
    // A letter "if you have received one" is taken but never counted as missing.
    expect(documentCount('consultation', {}, [])).toBeUndefined();
    expect(documentCount('contact', {}, [])).toBeUndefined();
    expect(documentCount('housingSearch', {}, [{ field: 'references' }])).toEqual({ received: 0, needed: 3 });
    expect(documentField({ id: 'digid' })).toBeUndefined();
  });
});
