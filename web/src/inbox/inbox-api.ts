// The inbox's calls to its API. The browser adds Origin and Sec-Fetch-Site itself, which
// is what the server's cross-site check reads; the session cookie is HttpOnly.
import { INBOX_API } from '../../../common/inbox/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(`inbox API answered ${status}`);
  }
}

export async function api<T = void>(path: string, options: { method?: string; body?: unknown } = {}): Promise<T> {
  const response = await fetch(`${INBOX_API}${path}`, {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) throw new ApiError(response.status, Number(response.headers.get('Retry-After')) || undefined);
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const apiUrl = (path: string) => `${INBOX_API}${path}`;
