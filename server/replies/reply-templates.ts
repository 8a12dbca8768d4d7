// The firm's reply templates (config/reply-templates.yaml): per service and language, a
// WhatsApp message and an email. Read and checked once at start: a missing service or
// language, an empty text or an unknown placeholder stops the start with a message that
// names the text at fault. renderReply is the one way to fill them in, for the inbox and for
// the advisor's email. The documents a service needs are the service catalogue's
// (common/services/documents.ts): the reply lists those the visitor sent as received and asks only
// for those still missing that her answers make relevant. See docs/decisions/0018-reply-templates.md,
// docs/decisions/0038-replies-that-know-the-request.md and docs/decisions/0051-service-catalogue.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { BUSINESS } from '../../common/business';
import { upperFirst } from '../../common/format';
import { FORM_KEYS, type FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { documentsReceived, documentsStillNeeded, serviceDocuments } from '../../common/services/documents';
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
const ServiceSchema = z.strictObject({ es: TemplateSchema, en: TemplateSchema });
const ServicesSchema = z.strictObject(
  Object.fromEntries(FORM_KEYS.map((key) => [key, ServiceSchema])) as Record<FormKey, typeof ServiceSchema>,
);

/** The documents a service is sure to still need, whatever she answered and sent: `{neededDocuments}` must never be empty. */
function alwaysNeeded(key: FormKey): boolean {
  const everyUpload = serviceDocuments(key).flatMap((document) =>
    document.upload ? [{ field: document.upload }] : [],
  );
  return documentsStillNeeded(key, {}, everyUpload).length > 0;
}

/** A text may use the documents only for a service that names some, and `{neededDocuments}` only where it cannot be empty. */
export const ReplyTemplatesSchema = ServicesSchema.superRefine((services, ctx) => {
  for (const key of FORM_KEYS) {
    const service = services[key];
    const documents = serviceDocuments(key);
    for (const lang of ['es', 'en'] as const) {
      const texts = [service[lang].whatsapp, service[lang].email.subject, service[lang].email.body];
      const uses = (name: Placeholder) => texts.some((value) => value.includes(`{${name}}`));
      if ((uses('documents') || uses('neededDocuments')) && documents.length === 0)
        ctx.addIssue({ code: 'custom', path: [key, lang], message: 'uses the documents but the service lists none' });
      else if (uses('neededDocuments') && !alwaysNeeded(key))
        ctx.addIssue({
          code: 'custom',
          path: [key, lang],
          message:
            '{neededDocuments} could be empty: the service names no document needed whatever the answers (common/services/documents.ts); use {documents}',
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

/** The service's documents by name, split: received (with the names of the files) and still needed. */
function documentsOf(lead: ReplyLead) {
  const name = serverT(lead.language, 'documents');
  return {
    received: documentsReceived(lead.formType, lead.files).map(
      ({ document, files }) => `${name(document.label)}: ${files.map((file) => file.originalName).join(', ')}`,
    ),
    needed: documentsStillNeeded(lead.formType, lead.data, lead.files).map((document) => name(document.label)),
  };
}

/** "Ya he recibido:\n- …\n\nTodavía necesito:\n- …", each part only when it lists something. */
function documentsBlock({ received, needed }: { received: string[]; needed: string[] }, language: Lang): string {
  const t = serverT(language, 'mail');
  const part = (heading: string, items: string[]) =>
    [heading, ...items.map((item) => `- ${upperFirst(item, language)}`)].join('\n');
  return [
    ...(received.length ? [part(t('reply.received'), received)] : []),
    ...(needed.length ? [part(t('reply.needed'), needed)] : []),
  ].join('\n\n');
}

/** The replies to one lead, in its language, with its visitor's first name, its reference and its documents. */
export function renderReply(templates: ReplyTemplates, lead: ReplyLead): Reply {
  const template = templates[lead.formType][lead.language];
  const documents = documentsOf(lead);
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
