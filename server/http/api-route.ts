// Mounts a route of the inbox API's table (common/inbox/api-routes.ts) on a router: its method and
// path come from the table, and what the handler returns is typed by it. The value is the answer:
// JSON, or no content when there is none; a download's handler sends the file itself.
import type { Request, RequestHandler, Response, Router } from 'express';
import type { AnswerOf, ApiRoute, Download } from '../../common/inbox/api-routes';

/** What a handler returns: the answer, or nothing for a download (sent by the handler) or no content. */
type Reply<R extends ApiRoute> = [AnswerOf<R>] extends [Download | undefined] ? void : AnswerOf<R>;

export function mount<R extends ApiRoute>(
  router: Router,
  route: R,
  handler: (req: Request, res: Response) => Promise<Reply<R>> | Reply<R>,
  /** A check before the handler (a sign-in required where the router does not require it). */
  guard?: RequestHandler,
): void {
  const method = route.method.toLowerCase() as 'get' | 'post' | 'patch' | 'delete';
  router[method](route.path, ...(guard ? [guard] : []), async (req: Request, res: Response) => {
    const answer = await handler(req, res);
    if (route.download) return;
    if (answer === undefined) res.status(route.status ?? 204).end();
    else res.status(route.status ?? 200).json(answer);
  });
}
