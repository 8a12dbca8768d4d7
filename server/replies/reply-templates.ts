// The firm's reply templates (config/reply-templates.yaml): per service and language, a
// WhatsApp message and an email. Read and checked once at start: a missing service or
// language, an empty text or an unknown placeholder stops the start with a message that
// names the text at fault. renderReply is the one way to fill them in, for the inbox and for
// the advisor's email. See docs/decisions/0018-reply-templates.md.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { z } from 'zod';
import { BUSINESS } from '../../common/business';
import { FORM_KEYS, type FormKey } from '../../common/forms/registry';
import type { Lang } from '../../common/lang';
import { ConfigError } from '../env';
import { serviceName } from '../leads/service-name';

export const REPLY_TEMPLATES_FILE = path.resolve(import.meta.dirname, '../../config/reply-templates.yaml');
export const PLACEHOLDERS = ['firstName', 'service', 'reference', 'brand'] as const;
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
export const ReplyTemplatesSchema = z.strictObject(
  Object.fromEntries(FORM_KEYS.map((key) => [key, ServiceSchema])) as Record<FormKey, typeof ServiceSchema>,
);
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

/** The replies to one lead, in its language, with its visitor's first name and its reference. */
export function renderReply(
  templates: ReplyTemplates,
  lead: { formType: FormKey; language: Lang; name: string | null; reference: string },
): Reply {
  const template = templates[lead.formType][lead.language];
  const values: Record<Placeholder, string> = {
    firstName: lead.name?.trim().split(/\s+/)[0] ?? '',
    service: serviceName(lead.formType, lead.language),
    reference: lead.reference,
    brand: BUSINESS.brand,
  };
  // "Hola {firstName}," without a name reads "Hola ,": the space and comma go with it.
  const fill = (value: string) =>
    value.replace(/\{(\w+)\}/g, (_match, name: Placeholder) => values[name]).replace(/ +([,.:])/g, '$1');
  return {
    whatsapp: fill(template.whatsapp),
    emailSubject: fill(template.email.subject),
    emailBody: fill(template.email.body),
  };
}
