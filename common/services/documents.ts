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

type DocumentRule<S extends DocumentService> = {
  id: Extract<keyof Labels[S], string>;
  /** The form's upload field that carries it: sent with the request, it is received, not needed. */
  upload?: string;
  when?: Condition;
};

const YES = ['si'] as const;

/** Per service, in the order the lists show them (read through the functions below; exported for its checks). */
export const SERVICE_DOCUMENTS: { [S in DocumentService]: readonly DocumentRule<S>[] } = {
  taxReturn: [
    { id: 'digid' },
    { id: 'incomeStatement', upload: 'incomeStatement', when: { field: 'ingresosHolanda', is: YES } },
    { id: 'mortgageStatement', upload: 'mortgageStatement', when: { field: 'hipoteca', is: YES } },
    { id: 'balances' },
    { id: 'taxLetter' },
    { id: 'bankAccount' },
  ],
  zzp: [
    { id: 'identity' },
    { id: 'address' },
    // A registered business has its trade name; one still to register chooses it with us.
    { id: 'tradeName', when: { field: 'registradoKVK', is: ['no'] } },
    { id: 'bankAccount' },
    // Invoices matter for the VAT returns of a business already trading.
    { id: 'invoices', upload: 'invoices', when: { field: 'registradoKVK', is: YES } },
  ],
  health: [
    { id: 'identity' },
    { id: 'income', when: { field: 'tieneIngresos', is: YES } },
    { id: 'digid', when: { field: 'gestionarSubsidio', is: YES } },
    { id: 'bankAccount' },
  ],
  unemployment: [
    { id: 'identity' },
    { id: 'contracts', when: { field: 'trabajoEnNL', is: YES } },
    { id: 'dismissal', when: { field: 'trabajoEnNL', is: YES } },
    { id: 'digid' },
  ],
  ruling30: [
    { id: 'passport' },
    { id: 'contract', when: { field: 'contratadoActualmente', is: YES } },
    { id: 'formerHome' },
    { id: 'hrContact', when: { field: 'contratadoActualmente', is: YES } },
  ],
  carImport: [
    { id: 'registration' },
    { id: 'ownership' },
    // "No" means the car has none: the RDW inspection replaces it, nothing to have ready.
    { id: 'coc', when: { field: 'certificadoCOC', is: ['si', 'no-se'] } },
    { id: 'bsnAddress' },
  ],
  consultation: [{ id: 'questions' }, { id: 'letters' }],
  housingSearch: [{ id: 'identity' }, { id: 'income' }, { id: 'payslips' }, { id: 'references' }],
};

export type ServiceDocument = {
  id: string;
  /** Its label's key in the `documents` namespace ('taxReturn.incomeStatement'). */
  label: DocumentLabelKey;
  /** The upload field that carries it, where the form has one. */
  upload?: string;
};

/** A request's answers as the form sent them (or as stored). */
export type Answers = Readonly<Record<string, unknown>>;
/** A document sent with a request: the upload field it came in (its name, size… as the caller has them). */
export type ReceivedFile = { readonly field: string };

/** A rule whatever its service: its id is then any service's. */
type AnyRule = { id: string; upload?: string; when?: Condition };

function rulesOf(formKey: FormKey): readonly AnyRule[] {
  return formKey === 'contact' ? [] : SERVICE_DOCUMENTS[formKey];
}

const documentOf = (formKey: FormKey, { id, upload }: AnyRule): ServiceDocument => ({
  id,
  label: `${formKey}.${id}` as DocumentLabelKey,
  ...(upload && { upload }),
});

/** Every document the service names, whatever the answers. The contact form names none. */
export function serviceDocuments(formKey: FormKey): ServiceDocument[] {
  return rulesOf(formKey).map((rule) => documentOf(formKey, rule));
}

/**
 * The documents a request still needs: those its answers make relevant, less those that
 * arrived with it (an upload counts as soon as one file of it did).
 */
export function documentsStillNeeded(
  formKey: FormKey,
  answers: Answers,
  receivedFiles: readonly ReceivedFile[],
): ServiceDocument[] {
  const sent = new Set(receivedFiles.map((file) => file.field));
  return rulesOf(formKey)
    .filter(
      ({ upload, when }) => !(upload && sent.has(upload)) && (!when || when.is.includes(String(answers[when.field]))),
    )
    .map((rule) => documentOf(formKey, rule));
}

/** The documents that arrived with a request, each with its files, whatever the answers said. */
export function documentsReceived<File extends ReceivedFile>(
  formKey: FormKey,
  receivedFiles: readonly File[],
): { document: ServiceDocument; files: File[] }[] {
  return serviceDocuments(formKey).flatMap((document) => {
    const files = receivedFiles.filter((file) => file.field === document.upload);
    return files.length > 0 ? [{ document, files }] : [];
  });
}
