// Regenerates the inbox app's icons (web/public/inbox/icon-192.png and icon-512.png), the
// ones its web app manifest names for the home screen and the notifications: the brand's
// house on its orange, full-bleed, the house inside the central 80% so that a round or
// squircle mask (Android's "maskable" icons) never cuts it. Run after changing the brand:
//   npx tsx scripts/inbox-icons.ts        (needs Debian's chromium, like the browser tests)
// The PNGs are committed, so building the site never needs a browser.
import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from '@playwright/test';

const folder = path.resolve(import.meta.dirname, '../web/public/inbox');
// The favicon's house (web/public/favicon.svg), scaled into the safe zone, with a dot for "new".
const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64" width="100%" height="100%">
  <rect width="64" height="64" fill="#c2410c"/>
  <g transform="translate(32 32) scale(0.72) translate(-32 -28)">
    <path d="M16 44V22l16-10 16 10v22H36V32h-8v12z" fill="#fff"/>
  </g>
  <circle cx="44.5" cy="19.5" r="5" fill="#fde68a" stroke="#c2410c" stroke-width="1.6"/>
</svg>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
await mkdir(folder, { recursive: true });
for (const size of [192, 512]) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  await page.setContent(
    `<!doctype html><body style="margin:0">${svg.replace('width="100%" height="100%"', `width="${size}" height="${size}"`)}</body>`,
  );
  const out = path.join(folder, `icon-${size}.png`);
  await page.screenshot({ path: out, type: 'png', omitBackground: false });
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
}
await browser.close();
