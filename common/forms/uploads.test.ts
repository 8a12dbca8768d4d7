import { describe, expect, it } from 'vitest';
import { MAX_FILE_BYTES, TAX_RETURN_UPLOADS, ZZP_UPLOADS, acceptAttribute, type UploadRule } from './uploads';
import { checkUploadBytes, checkUploadCandidate, fileMessageParams } from './upload-checks';
import { translate } from './messages';

const [income] = TAX_RETURN_UPLOADS;
const [invoices] = ZZP_UPLOADS;

describe('upload rules', () => {
  it('tie the tax documents to their yes/no questions', () => {
    expect(TAX_RETURN_UPLOADS.map((rule) => [rule.field, rule.whenField, rule.maxFiles])).toEqual([
      ['incomeStatement', 'ingresosHolanda', 3],
      ['mortgageStatement', 'hipoteca', 2],
    ]);
  });
  it('let the ZZP form send up to 5 invoices, spreadsheets included', () => {
    expect(invoices.maxFiles).toBe(5);
    expect(invoices.extensions).toEqual(['pdf', 'jpg', 'jpeg', 'png', 'xlsx', 'xls']);
    expect(invoices.mimeTypes).toContain('application/vnd.ms-excel');
    // The image types make a phone's picker offer the camera.
    expect(acceptAttribute(invoices)).toBe('.pdf,.jpg,.jpeg,.png,.xlsx,.xls,image/jpeg,image/png');
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

describe('checkUploadBytes', () => {
  const bytes = (text: string | number[]) =>
    typeof text === 'string' ? new TextEncoder().encode(text) : Uint8Array.from(text);
  it('wants the leading bytes of the type the name claims', () => {
    expect(checkUploadBytes('jaaropgaaf.pdf', bytes('%PDF-1.7\n'))).toBe('ok');
    expect(checkUploadBytes('foto.JPG', bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('ok');
    expect(checkUploadBytes('scan.png', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe('ok');
    expect(checkUploadBytes('facturas.xlsx', bytes([0x50, 0x4b, 0x03, 0x04, 0x14]))).toBe('ok');
  });
  it('refuses a program renamed as a document, and a PDF renamed as an image', () => {
    expect(checkUploadBytes('factura.pdf', bytes('MZ\x90\x00\x03'))).toBe('fileNotReal');
    expect(checkUploadBytes('foto.jpg', bytes('%PDF-1.7'))).toBe('fileNotReal');
    expect(checkUploadBytes('vacio.pdf', bytes(''))).toBe('fileNotReal');
  });
});

describe('file messages', () => {
  it('name the file and the reason, with plural forms, in both languages', () => {
    const say = (lang: 'es' | 'en', key: string, rule: UploadRule = income, name = 'factura.pdf') =>
      translate(lang, `validation.${key}`, fileMessageParams(rule, name, lang));
    expect(say('es', 'fileNotReal')).toBe(
      '«factura.pdf»: este archivo no es un PDF real. Elige el documento original.',
    );
    expect(say('en', 'fileNotReal')).toBe(
      '“factura.pdf”: this file is not a real PDF. Please choose the original document.',
    );
    expect(say('es', 'fileType', income, 'setup.exe')).toContain('Elige un PDF, JPG o PNG.');
    expect(say('en', 'fileType', invoices, 'setup.exe')).toContain('choose a PDF, JPG, PNG, XLSX, or XLS.');
    expect(say('es', 'tooManyFiles')).toBe(
      '«factura.pdf» no se ha añadido: aquí puedes adjuntar como máximo 3 archivos.',
    );
    const single = { ...income, maxFiles: 1 };
    expect(say('es', 'tooManyFiles', single)).toBe(
      '«factura.pdf» no se ha añadido: aquí puedes adjuntar como máximo 1 archivo.',
    );
    expect(say('en', 'tooManyFiles', single)).toBe('“factura.pdf” was not added: you can attach at most 1 file here.');
  });
});
