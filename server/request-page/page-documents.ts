// The documents of a request as its page shows and takes them
// (docs/decisions/0061-documents-from-the-request-page.md): the papers still to send, each with
// the upload rule the forms' checks apply to it; what she keeps at hand (never sent as a file);
// and what arrived, counted or held for the advisor to check. All read from the service
// catalogue (common/services/documents.ts), never a list of its own.
import type { FormKey } from '../../common/forms/registry';
import { FORMS } from '../../common/forms/registry';
import type { UploadRule } from '../../common/forms/uploads';
import { serverT } from '../i18n';
import { upperFirst } from '../../common/format';
import { fieldLabel } from '../../common/forms/messages';
import type { Lang } from '../../common/lang';
import {
  documentField,
  documentsReceived,
  serviceDocuments,
  documentsStillNeeded,
  type Answers,
  type DocumentFile,
  type DocumentLabelKey,
} from '../../common/services/documents';

/** A paper the forms do not take: the types of their documents, a few files of it. */
const PAGE_UPLOAD = {
  extensions: ['pdf', 'jpg', 'jpeg', 'png'],
  mimeTypes: ['application/pdf', 'image/jpeg', 'image/png'],
  maxFiles: 3,
} as const;

export type DocumentToSend = { label: DocumentLabelKey; file: DocumentFile; rule: UploadRule };
/** A document that arrived: how many files, the day of the last, and whether the advisor must check it first. */
export type DocumentArrived = { label: DocumentLabelKey; files: number; at: Date; held: boolean };
export type StoredFileFacts = { field: string; createdAt: Date; heldReason: string | null };

/** The upload rule of a document: the form's own where the form takes it (whatever the answer
 * that made it relevant, which the catalogue already read), else the page's. */
function ruleOf(formKey: FormKey, field: string): UploadRule {
  const form: readonly UploadRule[] = FORMS[formKey].uploads;
  const own = form.find((rule) => rule.field === field);
  if (own) return { field, extensions: own.extensions, mimeTypes: own.mimeTypes, maxFiles: own.maxFiles };
  return { field, ...PAGE_UPLOAD };
}

export function pageDocuments(formKey: FormKey, answers: Answers, files: readonly StoredFileFacts[]) {
  // A held document is hers sent: it leaves her list, though it counts only once accepted.
  const needed = documentsStillNeeded(formKey, answers, files);
  const toSend = needed.flatMap((document): DocumentToSend[] => {
    const field = documentField(document);
    return field && document.file ? [{ label: document.label, file: document.file, rule: ruleOf(formKey, field) }] : [];
  });
  const atHand = needed.filter((document) => !documentField(document)).map((document) => document.label);
  const arrived = documentsReceived(formKey, files).map(({ document, files: mine }): DocumentArrived => ({
    label: document.label,
    files: mine.length,
    at: new Date(Math.max(...mine.map((file) => file.createdAt.getTime()))),
    held: mine.every((file) => file.heldReason !== null),
  }));
  return { toSend, atHand, arrived };
}

/** The upload rules of the papers a request still needs: what its page's form accepts. */
export function pageUploadRules(formKey: FormKey, answers: Answers, files: readonly StoredFileFacts[]): UploadRule[] {
  return pageDocuments(formKey, answers, files).toSend.map((document) => document.rule);
}

/** A stored file's label as people read it: its form field's, or, sent from the page, its document's. */
export function fileLabel(lang: Lang, formKey: FormKey, field: string): string {
  const form: readonly UploadRule[] = FORMS[formKey].uploads;
  const document = serviceDocuments(formKey).find((candidate) => documentField(candidate) === field);
  if (form.some((rule) => rule.field === field) || !document) return fieldLabel(lang, field);
  return documentLabel(lang, document.label);
}

/** A document's label started with a capital, as a list or a heading shows it. */
export const documentLabel = (lang: Lang, label: DocumentLabelKey) =>
  upperFirst(serverT(lang, 'documents')(label), lang);
