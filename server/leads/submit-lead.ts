// The intake use case behind POST /functions/send-form-email: validate with the form's
// shared schema, check the documents, store. Throws AppError for anything the visitor
// can correct; the router turns it into the answer.
import { z } from 'zod';
import { NO_EMAIL } from '../../common/api/submission';
import { fieldErrors } from '../../common/forms/messages';
import type { Lang } from '../../common/lang';
import { FORMS, findFormByLabel, type FormKey } from '../../common/forms/registry';
import { summaryKey } from '../../common/forms/summary';
import { AppError } from '../errors';
import type { BotVerdict } from './bot-check';
import { checkUploads, fieldErrorsIn } from './check-uploads';
import type { StoredLead } from './create-lead';
import type { LeadWriter } from './lead-writer';
import type { readSubmission } from './read-submission';

type Submission = ReturnType<typeof readSubmission>;

export async function submitLead(
  writer: LeadWriter,
  submission: Submission,
  context: {
    language: Lang;
    idempotencyKey: string | undefined;
    referrerPath: string | undefined;
    /** Counts the documents against the sender's daily storage budget (throws past it). */
    spendUploadBudget: (bytes: number) => Promise<void>;
    /** The sender's network (server/security/source-network.ts). */
    network: string;
    /** The bot check's verdict for this form, asked last; its proof is used up only when the lead is stored (server/leads/bot-check.ts). */
    screen: (form: FormKey) => Promise<BotVerdict>;
  },
): Promise<StoredLead> {
  const { language } = context;
  const formKey = findFormByLabel(submission.formType);
  if (!formKey) throw new AppError('invalid', 'form.unknownType');
  const form = FORMS[formKey];

  const parsed = form.schema.safeParse(submission.formData);
  if (!parsed.success) {
    const errors = fieldErrors(parsed.error, language);
    throw new AppError('invalid', summaryKey(errors), errors);
  }
  const data = parsed.data as Record<string, unknown>;
  const files = await checkUploads(submission.files, form.uploads, data, fieldErrorsIn(language));
  await context.spendUploadBudget(files.reduce((total, file) => total + file.size, 0));
  const botCheck = await context.screen(formKey);

  return writer.write({
    formKey,
    data,
    email: submitterEmail(data.email, submission.userEmail),
    language,
    pagePath: submission.pagePath ?? context.referrerPath,
    utmSource: submission.utm_source ?? stringOrUndefined(data.utm_source),
    utmCampaign: submission.utm_campaign ?? stringOrUndefined(data.utm_campaign),
    utmMedium: submission.utm_medium,
    utmTerm: submission.utm_term,
    utmContent: submission.utm_content,
    referrer: submission.referrer,
    idempotencyKey: context.idempotencyKey,
    files,
    botCheck,
    network: context.network,
  });
}

/** The form's own (validated) email wins; userEmail counts only when it is a real address. */
function submitterEmail(formEmail: unknown, userEmail: string | undefined): string | undefined {
  if (typeof formEmail === 'string') return formEmail;
  if (userEmail && userEmail !== NO_EMAIL && z.email().safeParse(userEmail).success) return userEmail.toLowerCase();
  return undefined;
}

function stringOrUndefined(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
