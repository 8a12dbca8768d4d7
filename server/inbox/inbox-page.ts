// The inbox's one HTML page (web/inbox/index.html, built by Vite as its own entry): the
// React app inside routes /inbox, /inbox/leads/:id and the rest client-side. Nothing of
// it is prerendered: it shows nothing without signing in. See docs/decisions/0005.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler } from 'express';

export const INBOX_HTML = path.resolve(import.meta.dirname, '../../dist/web/inbox/index.html');

export function inboxPage(): RequestHandler {
  const html = existsSync(INBOX_HTML) ? readFileSync(INBOX_HTML, 'utf8') : undefined;
  return (_req, res) => {
    if (!html) {
      res.status(503).type('text/plain').send('The inbox is not built: run `npm run build`.');
      return;
    }
    res.type('html').send(html);
  };
}
