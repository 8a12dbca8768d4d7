// Which answers hold a lead's contact: who she is, how she is reached, what she wrote and where she
// came from. The forms ask them under these names (common/forms/<form>.ts); the inbox's SQL, the
// advisor's email and push, the exports, the reply links and the phone key read them from here
// (docs/decisions/0052-server-layers.md).
import type { FormKey, FormOutput } from './registry';

/** Any field of any form: the names below must be real ones. */
type FormField = { [K in FormKey]: keyof FormOutput<K> & string }[FormKey];

export const CONTACT_FIELDS = {
  /** The full name, on every form; the housing form also keeps the surname apart, never shown twice
   * (docs/decisions/0016-one-person-one-view.md). */
  name: 'nombreCompleto',
  surname: 'apellidos',
  email: 'email',
  /** The number she is reached on: the phone, else the WhatsApp number (the housing form asks only that). */
  phone: ['telefono', 'whatsapp'],
  whatsapp: 'whatsapp',
  /** Her own words: `mensaje` on the contact and housing forms, `comentarios` on the others; the
   * first one present is "the message". */
  message: ['mensaje', 'comentarios'],
  /** The campaign she came from as the form carried it; shown with the origin, not as an answer. */
  origin: ['utm_source', 'utm_campaign'],
} as const satisfies Record<string, FormField | readonly FormField[]>;

const given = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;

/** The field holding the visitor's message, if she wrote one. */
export function messageField(data: Record<string, unknown>): (typeof CONTACT_FIELDS.message)[number] | undefined {
  return CONTACT_FIELDS.message.find((field) => given(data[field]) !== undefined);
}

/** The number as she typed it: the first phone field answered. */
export function typedPhone(data: Record<string, unknown>): string | undefined {
  return CONTACT_FIELDS.phone.map((field) => given(data[field])).find((value) => value !== undefined);
}

/** Where a WhatsApp reply goes: her WhatsApp number if she gave one, else her phone. */
export function whatsappNumber(data: Record<string, unknown>, phone: string | null): string | undefined {
  return given(data[CONTACT_FIELDS.whatsapp]) ?? phone ?? undefined;
}
