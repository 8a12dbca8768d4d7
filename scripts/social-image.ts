// Regenerates web/public/social/preview-1200x630.png, the link-preview image of every page,
// from the settings module (brand, city, rating). Run after changing the firm's identity:
//   npx tsx scripts/social-image.ts        (needs Debian's chromium, like the browser tests)
// The PNG is committed, so building the site never needs a browser.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';
import escapeHtml from 'escape-html';
import { BUSINESS, RATING } from '../common/business';

const out = path.resolve(import.meta.dirname, '../web/public/social/preview-1200x630.png');
const html = `<!doctype html><html><body style="margin:0;width:1200px;height:630px;display:flex;flex-direction:column;justify-content:center;
  padding:0 90px;box-sizing:border-box;font-family:system-ui,sans-serif;background:#fff7ed;color:#1b1f24;border-left:36px solid #c2410c">
  <div style="font-size:34px;font-weight:700;color:#9a3412;letter-spacing:0.04em;text-transform:uppercase">${escapeHtml(BUSINESS.city)} · ES / EN</div>
  <div style="font-size:84px;font-weight:800;line-height:1.05;margin:24px 0">${escapeHtml(BUSINESS.brand)}</div>
  <div style="font-size:40px;line-height:1.3;color:#374151">Vivienda, BSN, seguro médico, impuestos y ZZP<br>Housing, BSN, health insurance, taxes and ZZP</div>
  <div style="font-size:36px;font-weight:700;margin-top:36px">★ ${RATING.value}/${RATING.best}</div>
</body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await mkdir(path.dirname(out), { recursive: true });
await page.screenshot({ path: out, type: 'png' });
await browser.close();
console.log(`wrote ${path.relative(process.cwd(), out)}`);
