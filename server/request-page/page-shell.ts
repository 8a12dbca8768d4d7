// The request pages' HTML around their content, and the headers they go out with
// (docs/decisions/0058-request-page.md). Rendered on the server with no script at all: a page
// reached by a private link must not hand that link to anyone, so it loads nothing from
// elsewhere (no analytics, even after consent: its own Content-Security-Policy forbids any other
// origin), sends no Referer, and asks search engines not to index it.
import { createHash } from 'node:crypto';
import type { Response } from 'express';
import escapeHtml from 'escape-html';
import { BUSINESS } from '../../common/business';
import type { Lang } from '../../common/lang';
import { pagePath } from '../../common/routes';
import { PROOF_SCRIPT_SOURCE } from './proof-script';

const STYLE = `
*{box-sizing:border-box}
body{margin:0;background:#f4f1ec;color:#1a1a1a;font:16px/1.5 -apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif}
header{background:#c2410c;color:#fff;padding:14px 20px}
header a{color:#fff;font-weight:800;font-size:20px;text-decoration:none}
main{max-width:680px;margin:0 auto;padding:20px 16px 40px}
section{background:#fff;border-radius:8px;padding:18px 20px;margin:0 0 16px}
h1{font-size:24px;line-height:1.25;margin:8px 0 12px}
h2{font-size:18px;margin:0 0 10px}
p{margin:0 0 10px}
dl{margin:0}dt{color:#5c5c5c;font-size:14px}dd{margin:0 0 10px;font-weight:600}
.reference{font-size:26px;font-weight:800;letter-spacing:1px}
.hint{color:#5c5c5c;font-size:14px}
ol.progress{list-style:none;margin:0;padding:0}
ol.progress li{position:relative;padding:0 0 14px 30px}
ol.progress li::before{content:'';position:absolute;left:4px;top:5px;width:14px;height:14px;border-radius:50%;border:2px solid #c2410c;background:#fff}
ol.progress li.reached::before{background:#c2410c}
ol.progress li.current::before{background:#c2410c;box-shadow:0 0 0 4px #fbd5c0}
ol.progress li.ahead{color:#5c5c5c}
ol.progress .when{display:block;color:#5c5c5c;font-size:14px}
a.button,button{display:inline-block;min-height:44px;padding:11px 18px;border-radius:6px;border:1px solid #1a7f37;background:#1a7f37;color:#fff;font:inherit;font-weight:700;text-decoration:none;cursor:pointer}
button.secondary,a.secondary{background:#fff;color:#9a3412;border-color:#c2410c}
form{margin:0 0 14px}
label{display:block;font-weight:600;margin:0 0 4px}
input,textarea{width:100%;font:inherit;padding:10px;border:1px solid #8a8a8a;border-radius:6px;margin:0 0 12px}
ul.messages{list-style:none;margin:0 0 14px;padding:0}
ul.messages li{padding:10px 12px;border-radius:6px;margin:0 0 8px;background:#fbf7f2}
ul.messages li.visitor{background:#eef6f0;margin-left:24px}
ul.messages p{margin:4px 0 0;white-space:pre-line;overflow-wrap:anywhere}
ul.messages .when{color:#5c5c5c;font-size:14px}
section.asking{border:2px solid #c2410c}
details.change{margin:14px 0 0;border-top:1px solid #eee5da;padding-top:12px}
details.change summary{cursor:pointer;font-weight:700;color:#9a3412;min-height:44px;padding:10px 0}
details.change form{margin:8px 0 0}
fieldset{border:0;margin:0 0 12px;padding:0}
legend{font-weight:700;padding:0;margin:0 0 6px}
.slots{display:grid;grid-template-columns:repeat(auto-fill,minmax(140px,1fr));gap:8px}
label.slot{display:flex;align-items:center;gap:6px;margin:0;font-weight:600;font-size:14px;line-height:1.3;min-height:44px;padding:6px 10px;border:1px solid #8a8a8a;border-radius:6px;background:#fbf7f2;cursor:pointer}
label.slot input{width:auto;margin:0}
input[type=file]{padding:8px;background:#fbf7f2}
.field{margin:0 0 6px}
.hp{position:absolute;left:-10000px;width:1px;height:1px;overflow:hidden}
.alert{border-left:4px solid #b42318;background:#fdf0ee;padding:12px 14px;border-radius:4px}
ul.arrived{list-style:none;margin:0;padding:0}
ul.arrived li{padding:8px 0;border-bottom:1px solid #eee5da}
ul.arrived li:last-child{border-bottom:0}
ul.arrived .when{display:block;color:#5c5c5c;font-size:14px}
button.danger{background:#b42318;border-color:#b42318}
.notice{border-left:4px solid #c2410c;background:#fbf7f2;padding:12px 14px;border-radius:4px}
footer{max-width:680px;margin:0 auto;padding:0 16px 32px;color:#5c5c5c;font-size:14px}
a{color:#9a3412}
`;
const STYLE_SOURCE = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** Stricter than the site's policy: nothing but this page's own style, its one script (the bot check of
 * its documents form, proof-script.ts, which fetches its challenge from this origin) and our forms. */
const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  `style-src ${STYLE_SOURCE}`,
  `script-src ${PROOF_SCRIPT_SOURCE}`,
  "connect-src 'self'",
  "img-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export function sendRequestPage(
  res: Response,
  { lang, title, body, status = 200 }: { lang: Lang; title: string; body: string; status?: number },
): void {
  res
    .status(status)
    .set({
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
      'Referrer-Policy': 'no-referrer',
      'X-Robots-Tag': 'noindex, nofollow',
      'Cache-Control': 'no-store',
    })
    .type('html').send(`<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow"><meta name="referrer" content="no-referrer">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${escapeHtml(title)} · ${escapeHtml(BUSINESS.brand)}</title><style>${STYLE}</style></head>
<body><header><a href="${pagePath('home', lang)}">${escapeHtml(BUSINESS.brand)}</a></header>
<main>${body}</main></body></html>`);
}
