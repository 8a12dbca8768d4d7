// The firm's reply templates (config/reply-templates.yaml): per service and language, a
// WhatsApp message and an email. Read and checked once at start: a missing service or
// language, an empty text or an unknown placeholder stops the start with a message that
// names the text at fault. renderReply is the one way to fill them in, for the inbox and for
// the advisor's email. A service may list the documents it needs: the reply then lists those
// the visitor sent as received and asks only for those still missing that her answers make
// relevant. See docs/decisions/0018-reply-templates.md and docs/decisions/0038-replies-that-know-the-request.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { BUSINESS } from '../../common/business';
import { FORM_KEYS, FORMS, formFields, type FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { ConfigError } from '../env';
import { serverT } from '../i18n';
import { serviceName } from '../leads/service-name';

export const REPLY_TEMPLATES_FILE = path.resolve(import.meta.dirname, '../../config/reply-templates.yaml');
export const PLACEHOLDERS = ['firstName', 'service', 'reference', 'brand', 'documents', 'neededDocuments'] as const;
type Placeholder = (typeof PLACEHOLDERS)[number];

const text = z
  .string({ error: 'must be a text' })
  .trim()
  .min(1, 'must not be empty')
  .superRefine((value, ctx) => {
    for (const [, name] of value.matchAll(/\{([^{}]*)\}/g)) {
      if (!(PLACEHOLDERS as readonly string[]).includes(name!))
        ctx.addIssue({
          code: 'custom',
          message: `unknown placeholder {${name}}; known: ${PLACEHOLDERS.map((known) => `{${known}}`).join(' ')}`,
        });
    }
  });
const TemplateSchema = z.strictObject({
  whatsapp: text,
  email: z.strictObject({ subject: text.pipe(z.string().max(200, 'at most 200 characters')), body: text }),
});
/**
 * A document the service needs: `upload` names the form's upload field that carries it (it is
 * then listed as received once sent); `onlyIf` a yes/no answer that must be "si" for it to be
 * asked for (no mortgage papers from someone without a mortgage).
 */
const DocumentSchema = z.strictObject({
  upload: z.string().optional(),
  onlyIf: z.string().optional(),
  es: text,
  en: text,
});
const ServiceSchema = z.strictObject({
  documents: z.array(DocumentSchema).min(1).optional(),
  es: TemplateSchema,
  en: TemplateSchema,
});
const ServicesSchema = z.strictObject(
  Object.fromEntries(FORM_KEYS.map((key) => [key, ServiceSchema])) as Record<FormKey, typeof ServiceSchema>,
);

/** A document list must name the form's own uploads and answers, and `{neededDocuments}` must never be empty. */
export const ReplyTemplatesSchema = ServicesSchema.superRefine((services, ctx) => {
  for (const key of FORM_KEYS) {
    const service = services[key];
    const documents = service.documents ?? [];
    const fields = formFields(key);
    const uploads: string[] = FORMS[key].uploads.map((rule) => rule.field);
    for (const [index, document] of documents.entries()) {
      if (document.upload !== undefined && !uploads.includes(document.upload))
        ctx.addIssue({
          code: 'custom',
          path: [key, 'documents', index, 'upload'],
          message: `not an upload of this form; known: ${uploads.join(', ') || 'none'}`,
        });
      if (document.onlyIf !== undefined && !fields.includes(document.onlyIf))
        ctx.addIssue({
          code: 'custom',
          path: [key, 'documents', index, 'onlyIf'],
          message: 'not a field of this form',
        });
    }
    const alwaysNeeded = documents.some((document) => !document.upload && !document.onlyIf);
    for (const lang of ['es', 'en'] as const) {
      const texts = [service[lang].whatsapp, service[lang].email.subject, service[lang].email.body];
      const uses = (name: Placeholder) => texts.some((value) => value.includes(`{${name}}`));
      if ((uses('documents') || uses('neededDocuments')) && documents.length === 0)
        ctx.addIssue({ code: 'custom', path: [key, lang], message: 'uses the documents but the service lists none' });
      else if (uses('neededDocuments') && !alwaysNeeded)
        ctx.addIssue({
          code: 'custom',
          path: [key, lang],
          message: '{neededDocuments} could be empty: list a document without upload and onlyIf, or use {documents}',
        });
    }
  }
});
export type ReplyTemplates = z.output<typeof ReplyTemplatesSchema>;
export type Reply = { whatsapp: string; emailSubject: string; emailBody: string };

/** Parses the file's text; throws a ConfigError naming the file and each text at fault. */
export function parseReplyTemplates(source: string, file = REPLY_TEMPLATES_FILE): ReplyTemplates {
  let document: unknown;
  try {
    document = parse(source);
  } catch (error) {
    throw new ConfigError(`${file} is not valid YAML: ${(error as Error).message}`);
  }
  const result = ReplyTemplatesSchema.safeParse(document);
  if (!result.success) {
    const lines = result.error.issues.map(
      (issue) =>
        `  ${issue.path.join('.') || '(top level)'}: ${issue.code === 'invalid_type' && issue.input === undefined ? 'missing' : issue.message}`,
    );
    throw new ConfigError(`Invalid reply templates in ${file}:\n${lines.join('\n')}`);
  }
  return result.data;
}

export function loadReplyTemplates(file = REPLY_TEMPLATES_FILE): ReplyTemplates {
  let source: string;
  try {
    source = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ConfigError(`Cannot read the reply templates ${file}: ${(error as Error).message}`);
  }
  return parseReplyTemplates(source, file);
}

/** What a reply reads of the lead: who, which service, the answers and the documents sent. */
export type ReplyLead = {
  formType: FormKey;
  language: Lang;
  name: string | null;
  reference: string;
  data: Record<string, unknown>;
  files: { field: string; originalName: string }[];
};

/** The service's documents, split: received (with the names of the files) and still needed. */
function documentsOf(templates: ReplyTemplates, lead: ReplyLead) {
  const received: string[] = [];
  const needed: string[] = [];
  for (const document of templates[lead.formType].documents ?? []) {
    const name = document[lead.language];
    const files = lead.files.filter((file) => file.field === document.upload).map((file) => file.originalName);
    if (files.length > 0) received.push(`${name}: ${files.join(', ')}`);
    else if (document.onlyIf === undefined || lead.data[document.onlyIf] === 'si') needed.push(name);
  }
  return { received, needed };
}

/** "Ya he recibido:\n- …\n\nTodavía necesito:\n- …", each part only when it lists something. */
function documentsBlock({ received, needed }: { received: string[]; needed: string[] }, language: Lang): string {
  const t = serverT(language, 'mail');
  const part = (heading: string, items: string[]) => [heading, ...items.map((item) => `- ${item}`)].join('\n');
  return [
    ...(received.length ? [part(t('reply.received'), received)] : []),
    ...(needed.length ? [part(t('reply.needed'), needed)] : []),
  ].join('\n\n');
}

/** The replies to one lead, in its language, with its visitor's first name, its reference and its documents. */
export function renderReply(templates: ReplyTemplates, lead: ReplyLead): Reply {
  const template = templates[lead.formType][lead.language];
  const documents = documentsOf(templates, lead);
  const values: Record<Placeholder, string> = {
    firstName: lead.name?.trim().split(/\s+/)[0] ?? '',
    service: serviceName(lead.formType, lead.language),
    reference: lead.reference,
    brand: BUSINESS.brand,
    documents: documentsBlock(documents, lead.language),
    neededDocuments: new Intl.ListFormat(lead.language, { type: 'conjunction' }).format(documents.needed),
  };
  // "Hola {firstName}," without a name reads "Hola ,": the space and comma go with it. An
  // empty {documents} leaves no run of blank lines behind.
  const fill = (value: string) =>
    value
      .replace(/\{(\w+)\}/g, (_match, name: Placeholder) => values[name])
      .replace(/ +([,.:])/g, '$1')
      .replace(/\n{3,}/g, '\n\n');
  return {
    whatsapp: fill(template.whatsapp),
    emailSubject: fill(template.email.subject),
    emailBody: fill(template.email.body),
  };
}
