// Serving the built site from memory (docs/decisions/0006-precompressed-site-from-memory.md), on a small
// fixture build written the way `npm run build` writes it (build/precompress.ts's own function compresses it):
// encodings by Accept-Encoding, strong ETags per encoding, 304, cache lifetimes, HEAD, the
// 404 status and the redirects, with helmet's headers kept.
import { once } from 'node:events';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { mkdir, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { beforeAll, describe, expect, it } from 'vitest';
import { BASE_URL_TOKEN, PAGES_MANIFEST, type PagesManifest } from '../../common/prerendered-pages';
import { precompressTree } from '../../server/pages/compress';
import { redirectLocation, webRouter } from '../../server/pages/web-router';
import { createLogger } from '../../server/logger';

const BASE = 'https://advice.example';
const SCRIPT = `export const texts = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `line ${i} of the bundle`))};\n`;
const page = (lang: string, h1: string) =>
  `<!doctype html><html lang="${lang}"><head><link rel="canonical" href="${BASE_URL_TOKEN}/"></head><body><h1>${h1}</h1>${'<p>text</p>'.repeat(200)}</body></html>`;

async function fixtureBuild(baseUrl: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'web-serving-'));
  const web = path.join(root, 'dist/web');
  const pages = path.dirname(path.join(root, PAGES_MANIFEST));
  await mkdir(path.join(web, 'assets'), { recursive: true });
  await mkdir(pages, { recursive: true });
  await writeFile(path.join(web, 'assets/app-Ab12Cd34.js'), SCRIPT);
  await writeFile(path.join(web, 'favicon.svg'), `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(100)}</svg>`);
  await writeFile(path.join(web, 'preview.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  const write = (file: string, text: string) =>
    writeFile(path.join(pages, file), text.replaceAll(BASE_URL_TOKEN, baseUrl));
  await write('home.html', page('es', 'Inicio'));
  await write('404.es.html', page('es', 'No encontrada'));
  await write('404.en.html', page('en', 'Not found'));
  await write('sitemap.xml', `<urlset><url><loc>${BASE_URL_TOKEN}/</loc></url></urlset>`);
  await write('robots.txt', `Sitemap: ${BASE_URL_TOKEN}/sitemap.xml\n`);
  const manifest: PagesManifest = {
    baseUrl,
    pages: { '/': 'home.html' },
    notFound: { es: '404.es.html', en: '404.en.html' },
    styleHashes: [],
    analyticsTag: '',
  };
  await writeFile(path.join(root, PAGES_MANIFEST), JSON.stringify(manifest));
  await precompressTree(web);
  await precompressTree(pages);
  return root;
}

/** The bytes on the wire (supertest would decompress them). */
async function rawGet(app: express.Express, urlPath: string, acceptEncoding: string) {
  const server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  try {
    const [response] = (await once(
      http.get({ port, host: '127.0.0.1', path: urlPath, headers: { 'accept-encoding': acceptEncoding } }),
      'response',
    )) as [http.IncomingMessage];
    return { headers: response.headers, body: Buffer.concat(await response.toArray()) };
  } finally {
    server.close();
  }
}

function appFor(root: string) {
  const app = express();
  app.use(helmet());
  const site = webRouter({ publicBaseUrl: BASE, logger: createLogger('silent'), root });
  app.use(site.files, site.fallback);
  return app;
}

describe('serving the built site from memory', () => {
  let root: string;
  let app: express.Express;
  beforeAll(async () => {
    root = await fixtureBuild(BASE_URL_TOKEN);
    app = appFor(root);
  });
  const asset = '/assets/app-Ab12Cd34.js';
  const onDisk = (file: string) => readFile(path.join(root, 'dist/web', file));

  it('answers a hashed asset in brotli when accepted, with its type, length, strong ETag and a year of caching', async () => {
    const response = await request(app).get(asset).set('Accept-Encoding', 'gzip, deflate, br');
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(Number(response.headers['content-length'])).toBe((await onDisk(`${asset}.br`)).length);
    expect(response.headers['vary']).toBe('Accept-Encoding');
    expect(response.headers['etag']).toMatch(/^"[\w-]{20,}"$/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.text).toBe(SCRIPT);
    // helmet's headers stay on the response.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toBeTruthy();
  });

  it('prefers br, then gzip, then identity, whatever order or weights the client lists', async () => {
    const cases: [string, string | undefined][] = [
      ['br;q=0.1, gzip;q=1', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['*', 'br'],
      ['identity', undefined],
      ['gzip;q=0, br;q=0', undefined],
      ['', undefined],
    ];
    for (const [header, encoding] of cases) {
      const response = await request(app).get(asset).set('Accept-Encoding', header);
      expect(response.headers['content-encoding'], header).toBe(encoding);
      expect(response.text, header).toBe(SCRIPT);
    }
    const raw = await rawGet(app, asset, 'gzip');
    expect(raw.body).toEqual(await onDisk(`${asset}.gz`));
    expect(gunzipSync(raw.body).toString()).toBe(SCRIPT);
  });

  it('gives each encoding its own ETag and answers 304 only to the matching one', async () => {
    const etags = new Map<string, string>();
    for (const encoding of ['br', 'gzip', 'identity']) {
      etags.set(encoding, (await request(app).get(asset).set('Accept-Encoding', encoding)).headers['etag']!);
    }
    expect(new Set(etags.values()).size).toBe(3);
    const fresh = await request(app).get(asset).set('Accept-Encoding', 'br').set('If-None-Match', etags.get('br')!);
    expect(fresh.status).toBe(304);
    expect(fresh.text).toBe('');
    expect(fresh.headers['etag']).toBe(etags.get('br'));
    const listed = await request(app)
      .get(asset)
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', `"other", ${etags.get('gzip')}`);
    expect(listed.status).toBe(304);
    const stale = await request(app).get(asset).set('Accept-Encoding', 'gzip').set('If-None-Match', etags.get('br')!);
    expect(stale.status).toBe(200);
    expect(stale.headers['content-encoding']).toBe('gzip');
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const get = await request(app).get(asset).set('Accept-Encoding', 'br');
    const head = await request(app).head(asset).set('Accept-Encoding', 'br');
    expect(head.status).toBe(200);
    for (const name of ['content-length', 'content-encoding', 'etag', 'content-type', 'cache-control', 'vary']) {
      expect(head.headers[name], name).toBe(get.headers[name]);
    }
    expect(head.text).toBeUndefined();
  });

  it('serves pages with the configured address, revalidated (no-cache) and compressed, and 304 when unchanged', async () => {
    const response = await request(app).get('/').set('Accept-Encoding', 'br, gzip');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.text).toContain(`<link rel="canonical" href="${BASE}/">`);
    expect(response.text).not.toContain(BASE_URL_TOKEN);
    const again = await request(app)
      .get('/')
      .set('Accept-Encoding', 'br, gzip')
      .set('If-None-Match', response.headers['etag']!);
    expect(again.status).toBe(304);
    const sitemap = await request(app).get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.text).toContain(`<loc>${BASE}/</loc>`);
  });

  it('revalidates files without a hash in their name and leaves PNG uncompressed', async () => {
    const icon = await request(app).get('/favicon.svg').set('Accept-Encoding', 'br');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    expect(icon.headers['content-encoding']).toBe('br');
    const png = await request(app).get('/preview.png').set('Accept-Encoding', 'br, gzip');
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers['vary']).toBeUndefined();
  });

  it('keeps the 404 status (never 304) and the redirects', async () => {
    const missing = await request(app).get('/en/nothing-here').set('Accept-Encoding', 'gzip');
    expect(missing.status).toBe(404);
    expect(missing.headers['content-encoding']).toBe('gzip');
    expect(missing.text).toContain('<h1>Not found</h1>');
    const again = await request(app)
      .get('/en/nothing-here')
      .set('Accept-Encoding', 'gzip')
      .set('If-None-Match', missing.headers['etag']!);
    expect(again.status).toBe(404);
    expect((await request(app).get('/assets/missing.js')).status).toBe(404);
    const redirect = await request(app).get('/es?utm_source=x');
    expect(redirect.status).toBe(301);
    expect(redirect.headers['location']).toBe('/?utm_source=x');
  });

  it('builds a redirect from the parsed URL: a request line in absolute form cannot make it point to another host', async () => {
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const socket = net.connect((server.address() as AddressInfo).port, '127.0.0.1');
      await once(socket, 'connect');
      socket.end('GET http://evil.example/es//?a=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n');
      const head = Buffer.concat(await socket.toArray())
        .toString('latin1')
        .split('\r\n\r\n')[0]!;
      expect(head).toMatch(/^HTTP\/1\.1 301/);
      expect(head).toMatch(/\r\nLocation: \/\?a=1\r\n/i);
    } finally {
      server.close();
    }
    expect(redirectLocation('http://evil.example/es//', '/')).toBe('/');
    expect(redirectLocation('//evil.example/es?x=1#y', '/')).toBe('/?x=1');
    expect(redirectLocation('/es/contacto?utm_source=x', '/#contacto')).toBe('/#contacto');
  });

  it('serves the build-time compressed pages as they are when the build was made for this address', async () => {
    const built = await fixtureBuild(BASE);
    const pageBr = await readFile(path.join(built, path.dirname(PAGES_MANIFEST), 'home.html.br'));
    const raw = await rawGet(appFor(built), '/', 'br');
    expect(raw.headers['content-encoding']).toBe('br');
    expect(raw.body).toEqual(pageBr);
  });
});
