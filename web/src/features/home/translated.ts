// Lists and maps read from home.json with returnObjects. A missing key comes back as the
// key itself (a string), which these turn into an empty list instead of a crash.
export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

export function asText(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
