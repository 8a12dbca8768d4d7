// fast-check generators for hostile requests to the intake (docs/SECURITY.md): bodies that
// start from a valid submission of each form and break it in every way, plus plain noise.
import fc from 'fast-check';
import { VALID_FORM_DATA } from '../fixtures/form-examples';
import { FORM_KEYS, FORMS, formFields, type FormKey } from '../../common/forms/registry';

const MAGIC = [
  Buffer.from('%PDF-1.4\n'),
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
  Buffer.from([0x50, 0x4b, 0x03, 0x04]),
  Buffer.from('MZ'),
  Buffer.alloc(0),
];
const UPLOAD_FIELDS = ['incomeStatement', 'mortgageStatement', 'invoices'];
// Characters no stored text may hold (NUL, lone surrogates, noncharacters) and a bidi override,
// mixed into ordinary text: each must give a 400 or be dropped, never a 500 from the database.
const POISON = [
  '\u0000',
  '\ud800',
  '\udbff',
  '\udfff',
  '\ufffe',
  '\uffff',
  '\ufdd0',
  '\u{1fffe}',
  '\u{10ffff}',
  '\u202e',
];
const poisonedText = fc
  .array(fc.oneof(fc.constantFrom(...POISON), fc.string({ maxLength: 4 })), { minLength: 1, maxLength: 12 })
  .map((parts) => parts.join(''));
const anyValue = fc.oneof({ weight: 3, arbitrary: fc.jsonValue({ maxDepth: 2 }) }, poisonedText);
const tricky = fc.constantFrom('__proto__', 'constructor', 'prototype', '', ' ', '\u0000', 'website', 'formType');

const formKey = fc.constantFrom(...FORM_KEYS);
const formType = (key: FormKey) =>
  fc.oneof(
    { weight: 6, arbitrary: fc.constant(FORMS[key].label) },
    fc.constant(FORMS[key].label.normalize('NFD')),
    fc.constant(` ${FORMS[key].label.toUpperCase()} `),
    fc.string({ unit: 'grapheme', maxLength: 80 }),
    fc.jsonValue({ maxDepth: 1 }),
  );

/** The form's valid data with fields removed, replaced by anything, or added. */
const formData = (key: FormKey) =>
  fc.oneof(
    {
      weight: 8,
      arbitrary: fc
        .record({
          drop: fc.subarray(formFields(key)),
          set: fc.array(
            fc.tuple(fc.oneof(fc.constantFrom(...formFields(key)), tricky, fc.string({ maxLength: 20 })), anyValue),
            { maxLength: 4 },
          ),
        })
        .map(({ drop, set }) => {
          const data: Record<string, unknown> = { ...(VALID_FORM_DATA[key] as Record<string, unknown>) };
          for (const field of drop) delete data[field];
          for (const [field, value] of set)
            Object.defineProperty(data, field, { value, enumerable: true, writable: true, configurable: true });
          return data;
        }),
    },
    fc.jsonValue({ maxDepth: 3 }),
  );

const envelopeExtras = fc.record(
  {
    userEmail: fc.oneof(fc.emailAddress(), fc.string({ maxLength: 300 }), fc.jsonValue({ maxDepth: 1 })),
    language: fc.oneof(fc.constantFrom('es', 'en'), fc.jsonValue({ maxDepth: 1 })),
    pagePath: fc.oneof(
      fc.webPath(),
      fc.string({ maxLength: 600 }),
      poisonedText.map((text) => `/${text}`),
    ),
    utm_source: fc.oneof(fc.string({ maxLength: 250 }), fc.jsonValue({ maxDepth: 1 }), poisonedText),
    utm_campaign: poisonedText,
    website: fc.oneof(fc.constant(''), fc.jsonValue({ maxDepth: 1 })),
  },
  { requiredKeys: [] },
);

export const jsonSubmission = formKey.chain((key) =>
  fc
    .record({ formType: formType(key), formData: formData(key), extras: envelopeExtras })
    .map(({ extras, ...body }) => ({ ...extras, ...body })),
);

const fileName = fc.oneof(
  fc.constantFrom(
    'factura.pdf',
    'foto.JPG',
    'hoja.xlsx',
    'a.pdf.exe',
    '../../etc/passwd',
    '..\\..\\boot.ini',
    '.pdf',
    'x'.repeat(400) + '.png',
  ),
  // eslint-disable-next-line no-control-regex -- multipart headers cannot carry NUL or control characters
  fc.string({ unit: 'grapheme', maxLength: 60 }).map((name) => name.replace(/["\r\n\u0000]/g, '_') || 'x'),
  // A multipart header carries UTF-8, so lone surrogates arrive as replacement characters.
  // eslint-disable-next-line no-control-regex -- multipart headers cannot carry NUL or control characters
  poisonedText.map((name) => `${name.replace(/["\r\n\u0000]/g, '_')}.pdf`),
);
const fileContent = fc
  .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 3000 }))
  .map(([magic, rest]) => Buffer.concat([magic, Buffer.from(rest)]));

export const multipartSubmission = formKey.chain((key) =>
  fc.record({
    fields: fc.array(
      fc.oneof(
        fc.tuple(
          fc.constant('formType'),
          formType(key).map((value) => (typeof value === 'string' ? value : JSON.stringify(value))),
        ),
        fc.tuple(
          fc.constant('formData'),
          fc.oneof(
            formData(key).map((value) => JSON.stringify(value)),
            fc.string({ maxLength: 200 }),
          ),
        ),
        fc.tuple(
          fc.constantFrom('language', 'userEmail', 'pagePath', 'website', 'formData[x]'),
          fc.oneof(fc.string({ maxLength: 100 }), poisonedText),
        ),
      ),
      { maxLength: 6 },
    ),
    files: fc.array(
      fc.record({
        field: fc.oneof(
          fc.constantFrom(...UPLOAD_FIELDS),
          // eslint-disable-next-line no-control-regex -- multipart headers cannot carry NUL or control characters
          fc.string({ minLength: 1, maxLength: 20 }).map((name) => name.replace(/["\r\n\u0000]/g, '_')),
        ),
        name: fileName,
        content: fileContent,
      }),
      { maxLength: 8 },
    ),
  }),
);

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-16',
  'application/json; charset=koi8-r',
  'multipart/form-data',
  'multipart/form-data; boundary=----x',
  'application/x-www-form-urlencoded',
  'text/plain',
  'application/xml',
  'application/octet-stream',
];

export const rawRequest = fc.record({
  contentType: fc.oneof(
    fc.constantFrom(...CONTENT_TYPES),
    // eslint-disable-next-line no-control-regex -- multipart headers cannot carry NUL or control characters
    fc.string({ maxLength: 60 }).map((value) => value.replace(/[\r\n\u0000-\u001f\u007f-\uffff]/g, '')),
  ),
  contentEncoding: fc.option(fc.constantFrom('gzip', 'deflate', 'br', 'identity', 'bogus'), { nil: undefined }),
  body: fc.oneof(
    fc.uint8Array({ maxLength: 4000 }).map((bytes) => Buffer.from(bytes)),
    fc.string({ maxLength: 2000 }).map((text) => Buffer.from(text)),
  ),
});
