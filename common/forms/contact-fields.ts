// The answers that hold the visitor's own words: `mensaje` on the contact and housing forms,
// `comentarios` on the others. The first one present is "the message".
export const MESSAGE_FIELDS = ['mensaje', 'comentarios'] as const;

/** The field holding the visitor's message, if she wrote one. */
export function messageField(data: Record<string, unknown>): (typeof MESSAGE_FIELDS)[number] | undefined {
  return MESSAGE_FIELDS.find((field) => {
    const value = data[field];
    return typeof value === 'string' && value.trim() !== '';
  });
}
