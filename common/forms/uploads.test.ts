import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, TAX_RETURN_UPLOADS, ZZP_UPLOADS, acceptAttribute, checkUploadCandidate } from './uploads';

const [income] = TAX_RETURN_UPLOADS;
const [invoices] = ZZP_UPLOADS;

describe('upload rules', () => {
  it('tie the tax documents to their yes/no questions', () => {
    expect(TAX_RETURN_UPLOADS.map((rule) => [rule.field, rule.whenField, rule.maxFiles])).toEqual([
      ['incomeStatement', 'ingresosHolanda', 1],
      ['mortgageStatement', 'hipoteca', 1],
    ]);
  });
  it('let the ZZP form send up to 5 invoices, spreadsheets included', () => {
    expect(invoices.maxFiles).toBe(5);
    expect(invoices.extensions).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xls']);
    expect(invoices.mimeTypes).toContain('application/vnd.ms-excel');
    expect(acceptAttribute(invoices)).toBe('.pdf,.jpg,.jpeg,.png,.xlsx,.xls');
  });
});

describe('checkUploadCandidate', () => {
  it('accepts allowed extensions in any case', () => {
    expect(checkUploadCandidate(income, { name: 'jaaropgaaf-2024.PDF', size: 1000, type: 'application/pdf' })).toBe(
      'ok',
    );
    expect(checkUploadCandidate(invoices, { name: 'facturas.xlsx', size: MAX_FILE_BYTES })).toBe('ok');
  });
  it('looks only at the last extension', () => {
    expect(checkUploadCandidate(income, { name: 'factura.pdf.exe', size: 10 })).toBe('fileType');
    expect(checkUploadCandidate(income, { name: 'foto.exe.jpg', size: 10 })).toBe('ok');
    expect(checkUploadCandidate(income, { name: 'sin-extension', size: 10 })).toBe('fileType');
    expect(checkUploadCandidate(income, { name: 'hoja.xlsx', size: 10 })).toBe('fileType');
  });
  it('refuses files above the size limit', () => {
    expect(checkUploadCandidate(income, { name: 'scan.png', size: MAX_FILE_BYTES + 1 })).toBe('fileTooLarge');
  });
});
