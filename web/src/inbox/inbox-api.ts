// The inbox's calls to its API. The browser adds Origin and Sec-Fetch-Site itself, which
// is what the server's cross-site check reads; the session cookie is HttpOnly.
import { INBOX_API } from '../../../common/inbox/api';
import type { InboxFailure } from '../../../common/inbox/errors';

/** A refused call: its status, and the key (and fields) of the refusal, which api-error-text.ts
 * writes in the advisor's language; none when the answer was not the API's own (a proxy's page). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds?: number,
    readonly failure?: Pick<InboxFailure, 'code' | 'fieldErrors'>,
  ) {
    super(`inbox API answered ${status}${failure ? ` ${failure.code}` : ''}`);
  }
}

async function failureOf(response: Response): Promise<InboxFailure | undefined> {
  try {
    const body = (await response.json()) as Partial<InboxFailure> | null;
    return typeof body?.code === 'string' ? (body as InboxFailure) : undefined;
  } catch {
    return undefined;
  }
}

export async function api<T = void>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${INBOX_API}${path}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    throw new ApiError(response.status, retryAfter, await failureOf(response));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiUrl = (path: string) => `${INBOX_API}${path}`;
