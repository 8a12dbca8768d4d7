// The inbox's code reaches only the inbox (docs/decisions/0005-lead-inbox.md): no public page references the
// inbox's entry or any file holding its code, not even through lazily loaded chunks, and
// search engines are told to stay out of /inbox.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { INBOX_API } from '../../common/inbox/api';
import { PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
import { expect, test } from './fixtures';

const ROOT = path.resolve(import.meta.dirname, '../..');
const ASSETS = path.join(ROOT, 'dist/web/assets');
const ASSET_NAME = /[\w.-]+-[\w-]{8}\.(?:js|css)/g;

/** Every built file a page can load: its own references, then what those import, lazily or not. */
function reachableAssets(html: string): Set<string> {
  const assets = new Set(readdirSync(ASSETS));
  const reached = new Set<string>();
  const queue = [...(html.match(ASSET_NAME) ?? [])];
  while (queue.length > 0) {
    const name = queue.pop()!;
    if (reached.has(name) || !assets.has(name)) continue;
    reached.add(name);
    if (name.endsWith('.js')) queue.push(...(readFileSync(path.join(ASSETS, name), 'utf8').match(ASSET_NAME) ?? []));
  }
  return reached;
}

test('no public page can load the inbox entry or any code of the inbox', () => {
  const inboxHtml = readFileSync(path.join(ROOT, 'dist/web/inbox/index.html'), 'utf8');
  const inboxEntry = /<script type="module"[^>]*src="\/assets\/([^"]+)"/.exec(inboxHtml)![1]!;
  const inboxFiles = reachableAssets(inboxHtml);
  const inboxOnly = [...inboxFiles].filter((name) => readFileSync(path.join(ASSETS, name), 'utf8').includes(INBOX_API));
  // The check below must have something to look for.
  expect(inboxOnly).toContain(inboxEntry);

  const manifest = JSON.parse(readFileSync(path.join(ROOT, PAGES_MANIFEST), 'utf8')) as PagesManifest;
  const pageFiles = [...Object.values(manifest.pages), manifest.notFound.es, manifest.notFound.en];
  const publicAssets = new Set<string>();
  for (const file of pageFiles) {
    for (const asset of reachableAssets(
      readFileSync(path.join(path.dirname(path.join(ROOT, PAGES_MANIFEST)), file), 'utf8'),
    ))
      publicAssets.add(asset);
  }
  expect(publicAssets.size).toBeGreaterThan(5);
  expect([...publicAssets].filter((name) => inboxOnly.includes(name) || name.startsWith('inbox-'))).toEqual([]);
  for (const name of publicAssets) expect(readFileSync(path.join(ASSETS, name), 'utf8'), name).not.toContain(INBOX_API);
});

test('a visitor browsing the site downloads nothing of the inbox', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  for (const address of ['/', '/formulario-declaracion-impuestos', '/en/blog']) {
    await page.goto(address);
    await expect(page.locator('html[data-hydrated="true"]')).toBeAttached();
  }
  expect(scripts.length).toBeGreaterThan(1);
  expect(scripts.filter((script) => script.includes('inbox'))).toEqual([]);
});

test('search engines are kept out of /inbox', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toMatch(/^Disallow: \/inbox$/m);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/inbox');
  const inbox = await request.get('/inbox');
  expect(inbox.status()).toBe(200);
  expect(inbox.headers()['x-robots-tag']).toBe('noindex, nofollow');
  expect(inbox.headers()['cache-control']).toBe('no-store');
  expect(await inbox.text()).toContain('<meta name="robots" content="noindex, nofollow" />');
});
