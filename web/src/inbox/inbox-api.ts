// The inbox's calls to its API, each by its route in the table the server mounts
// (common/inbox/api-routes.ts). The browser adds Origin and Sec-Fetch-Site itself, which
// is what the server's cross-site check reads; the session cookie is HttpOnly.
import { INBOX_API } from '../../../common/inbox/api';
import { routePath, type AnswerOf, type ApiRoute, type CallOptions } from '../../../common/inbox/api-routes';
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

/** A route's options, optional when it has neither parameters nor a body. */
type Call<R extends ApiRoute> = object extends CallOptions<R> ? [options?: CallOptions<R>] : [options: CallOptions<R>];

export async function api<R extends ApiRoute>(
  route: R,
  ...[options = {} as CallOptions<R>]: Call<R>
): Promise<AnswerOf<R>> {
  const response = await fetch(apiUrl(route, options), {
    method: route.method,
    credentials: 'same-origin',
    headers: options.body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  if (!response.ok) {
    const retryAfter = Number(response.headers.get('Retry-After')) || undefined;
    throw new ApiError(response.status, retryAfter, await failureOf(response));
  }
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as AnswerOf<R>;
}

/** The address of a route, for a link or a download. */
export const apiUrl = <R extends ApiRoute>(route: R, ...[options = {} as CallOptions<R>]: Call<R>) =>
  `${INBOX_API}${routePath(route, options)}`;
