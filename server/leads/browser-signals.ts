// Whether a submission came from our own page in a real browser, as far as its headers tell
// (docs/decisions/0043-to-review.md). Browsers add the Fetch Metadata headers to every fetch
// and XMLHttpRequest themselves (Chromium 76+, Firefox 90+, Safari 16.4+) and a script cannot
// set them; a bot can, so this only decides whether a request without a proof is held to
// review (where one summary tells the advisor) or filed as spam, never whether it is emailed.
import type { Request } from 'express';

export function fromBrowser(req: Request): boolean {
  return (
    req.get('Sec-Fetch-Site') === 'same-origin' &&
    req.get('Sec-Fetch-Mode') === 'cors' &&
    req.get('Sec-Fetch-Dest') === 'empty' &&
    /^Mozilla\/5\.0 \(/.test(req.get('User-Agent') ?? '') &&
    Boolean(req.get('Accept-Language'))
  );
}
