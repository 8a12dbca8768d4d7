// Phone numbers as one person's key: E.164 (+31612345678), read the way the forms read them
// (common/forms/phone.ts). See docs/decisions/0016-one-person-one-view.md.
import { typedPhone } from '../../common/forms/contact-fields';
import { toE164 } from '../../common/forms/phone';

export { toE164 };

/** The number a lead is reached on: the phone field, else the WhatsApp field. */
export function leadPhone(data: Record<string, unknown>): string | null {
  const typed = typedPhone(data);
  return typed === undefined ? null : toE164(typed);
}
