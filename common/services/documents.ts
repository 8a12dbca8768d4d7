// The documents each service needs, once (docs/decisions/0051-service-catalogue.md): which apply
// given a request's answers, and which upload of the form carries each. The confirmation (screen
// and email), the replies and the visitor's request page all ask documentsStillNeeded and
// documentsReceived; the labels are the `documents` namespace (common/locales), written to stand
// in a sentence ("necesito tu DigiD y …") and started with a capital in a list (upperFirst).
// Apart from the rest of the catalogue so that only the pages that list documents load it.
import type { FormKey } from '../forms/registry';
import type labels from '../locales/es/documents.json';

type Labels = typeof labels;
/** The services that name documents (every one but the general contact form). */
export type DocumentService = keyof Labels;
export type DocumentLabelKey = {
  [S in DocumentService]: `${S}.${Extract<keyof Labels[S], string>}`;
}[DocumentService];

/** When a document applies: the form's answer to `field` is one of `is` (a yes/no question answered "si"). */
type Condition = { field: string; is: readonly string[] };

/**
 * How she sends it from her request page (docs/decisions/0061-documents-from-the-request-page.md):
 * a paper she `must` send for the request to be complete, one she sends only `ifAny` (a letter,
 * if she received one); without it, something she tells us or keeps at hand (her IBAN, her
 * DigiD, which is a password and is never sent).
 */
export type DocumentFile = 'must' | 'ifAny';

type DocumentRule<S extends DocumentService> = {
  id: Extract<keyof Labels[S], string>;
  /** The form's upload field that carries it: sent with the request, it is received, not needed. */
  upload?: string;
  when?: Condition;
  file?: DocumentFile;
};

const YES = ['si'] as const;
const MUST = 'must';
const IF_ANY = 'ifAny';

/** Per service, in the order the lists show them (read through the functions below; exported for its checks). */
export const SERVICE_DOCUMENTS: { [S in DocumentService]: readonly DocumentRule<S>[] } = {
  taxReturn: [
    { id: 'digid' },
    { id: 'incomeStatement', upload: 'incomeStatement', when: { field: 'ingresosHolanda', is: YES }, file: MUST },
    { id: 'mortgageStatement', upload: 'mortgageStatement', when: { field: 'hipoteca', is: YES }, file: MUST },
    { id: 'balances', file: MUST },
    { id: 'taxLetter', file: IF_ANY },
    { id: 'bankAccount' },
  ],
  zzp: [
    { id: 'identity', file: MUST },
    { id: 'address' },
    // A registered business has its trade name; one still to register chooses it with us.
    { id: 'tradeName', when: { field: 'registradoKVK', is: ['no'] } },
    { id: 'bankAccount' },
    // Invoices matter for the VAT returns of a business already trading.
    { id: 'invoices', upload: 'invoices', when: { field: 'registradoKVK', is: YES }, file: MUST },
  ],
  health: [
    { id: 'identity', file: MUST },
    { id: 'income', when: { field: 'tieneIngresos', is: YES }, file: MUST },
    { id: 'digid', when: { field: 'gestionarSubsidio', is: YES } },
    { id: 'bankAccount' },
  ],
  unemployment: [
    { id: 'identity', file: MUST },
    { id: 'contracts', when: { field: 'trabajoEnNL', is: YES }, file: MUST },
    { id: 'dismissal', when: { field: 'trabajoEnNL', is: YES }, file: MUST },
    { id: 'digid' },
  ],
  ruling30: [
    { id: 'passport', file: MUST },
    { id: 'contract', when: { field: 'contratadoActualmente', is: YES }, file: MUST },
    { id: 'formerHome', file: MUST },
    { id: 'hrContact', when: { field: 'contratadoActualmente', is: YES } },
  ],
  carImport: [
    { id: 'registration', file: MUST },
    { id: 'ownership', file: MUST },
    // "No" means the car has none: the RDW inspection replaces it, nothing to have ready.
    { id: 'coc', when: { field: 'certificadoCOC', is: ['si', 'no-se'] }, file: MUST },
    { id: 'bsnAddress' },
  ],
  consultation: [{ id: 'questions' }, { id: 'letters', file: IF_ANY }],
  housingSearch: [
    { id: 'identity', file: MUST },
    { id: 'income', file: MUST },
    { id: 'payslips', file: MUST },
    { id: 'references', file: IF_ANY },
  ],
};

/** Every answer a document's condition reads, across the services: all a count of documents needs of a request. */
export const DOCUMENT_CONDITION_FIELDS = [
  ...new Set(
    Object.values(SERVICE_DOCUMENTS).flatMap((rules: readonly { when?: Condition }[]) =>
      rules.flatMap((rule) => (rule.when ? [rule.when.field] : [])),
    ),
  ),
];

export type ServiceDocument = {
  id: string;
  /** Its label's key in the `documents` namespace ('taxReturn.incomeStatement'). */
  label: DocumentLabelKey;
  /** The upload field that carries it, where the form has one. */
  upload?: string;
  /** Whether she sends it as a file from her request page, and must (DocumentFile). */
  file?: DocumentFile;
};

/** A request's answers as the form sent them (or as stored). */
export type Answers = Readonly<Record<string, unknown>>;
/** A document sent with a request or from its page: the field it came in (its name, size… as the caller has them). */
export type ReceivedFile = { readonly field: string };

/** A rule whatever its service: its id is then any service's. */
type AnyRule = { id: string; upload?: string; when?: Condition; file?: DocumentFile };

function rulesOf(formKey: FormKey): readonly AnyRule[] {
  return formKey === 'contact' ? [] : SERVICE_DOCUMENTS[formKey];
}

const documentOf = (formKey: FormKey, { id, upload, file }: AnyRule): ServiceDocument => ({
  id,
  label: `${formKey}.${id}` as DocumentLabelKey,
  ...(upload && { upload }),
  ...(file && { file }),
});

/**
 * The field a document's files are stored under: the form's upload field where it has one, so
 * that a jaaropgaaf sent later from the request page counts as the form's would; else its id.
 * Undefined for what is not sent as a file.
 */
export function documentField(document: Pick<AnyRule, 'id' | 'upload' | 'file'>): string | undefined {
  return document.upload ?? (document.file ? document.id : undefined);
}

const applies = ({ when }: AnyRule, answers: Answers) => !when || when.is.includes(String(answers[when.field]));

/** Every document the service names, whatever the answers. The contact form names none. */
export function serviceDocuments(formKey: FormKey): ServiceDocument[] {
  return rulesOf(formKey).map((rule) => documentOf(formKey, rule));
}

/**
 * The documents a request still needs: those its answers make relevant, less those that
 * arrived with it or from its page (a document counts as soon as one file of it did).
 */
export function documentsStillNeeded(
  formKey: FormKey,
  answers: Answers,
  receivedFiles: readonly ReceivedFile[],
): ServiceDocument[] {
  const sent = new Set(receivedFiles.map((file) => file.field));
  return rulesOf(formKey)
    .filter((rule) => !sent.has(documentField(rule) ?? '') && applies(rule, answers))
    .map((rule) => documentOf(formKey, rule));
}

/** The documents that arrived, each with its files, whatever the answers said. */
export function documentsReceived<File extends ReceivedFile>(
  formKey: FormKey,
  receivedFiles: readonly File[],
): { document: ServiceDocument; files: File[] }[] {
  return serviceDocuments(formKey).flatMap((document) => {
    const files = receivedFiles.filter((file) => file.field === documentField(document));
    return files.length > 0 ? [{ document, files }] : [];
  });
}

/**
 * How complete a request is, as the inbox shows it ("2 of 3 documents"): of the papers her
 * answers make a must, how many arrived. Undefined when the request needs none (the contact
 * form, a consultation), so nothing is shown.
 */
export function documentCount(
  formKey: FormKey,
  answers: Answers,
  receivedFiles: readonly ReceivedFile[],
): { received: number; needed: number } | undefined {
  const must = rulesOf(formKey).filter((rule) => rule.file === 'must' && applies(rule, answers));
  if (must.length === 0) return undefined;
  const sent = new Set(receivedFiles.map((file) => file.field));
  return { received: must.filter((rule) => sent.has(documentField(rule)!)).length, needed: must.length };
}
