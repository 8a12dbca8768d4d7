// A page fetched with JavaScript disabled shows its full content and metadata
// (docs/decisions/0003-prerendered-pages.md). Without scripts a browser shows the prerendered
// HTML as it is, so it is read here from the suite's build, not in a browser
// (docs/decisions/0064-ci-time-waits-beside-the-browser.md).
import { DomUtils, parseDocument } from 'htmlparser2';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { serveBuiltSite, type BuiltSite } from '../setup/built-site';

type Node = ReturnType<typeof parseDocument>['children'][number];
type Element = NonNullable<ReturnType<typeof DomUtils.getElementById>>;

/** Elements whose end starts a new line of text, as the browser's innerText reads them. */
const BLOCKS = new Set([
  'p',
  'li',
  'ul',
  'ol',
  'div',
  'section',
  'h1',
  'h2',
  'h3',
  'h4',
  'table',
  'tr',
  'td',
  'th',
  'br',
]);
const UNRENDERED = new Set(['script', 'style', 'template']);

let site: BuiltSite;
beforeAll(async () => {
  site = await serveBuiltSite();
});
afterAll(() => site.close());

const documentOf = async (path: string) => {
  const response = await site.get(path);
  expect(response.status, path).toBe(200);
  return parseDocument(response.text);
};

/** The text a visitor sees in an element, whitespace collapsed (hidden and script parts left out). */
function shownText(nodes: Node[]): string {
  const parts: string[] = [];
  const walk = (node: Node) => {
    if (DomUtils.isText(node)) parts.push(node.data);
    if (!DomUtils.isTag(node) || UNRENDERED.has(node.name) || node.attribs.hidden !== undefined) return;
    node.children.forEach(walk);
    if (BLOCKS.has(node.name)) parts.push(' ');
  };
  nodes.forEach(walk);
  return parts.join('').replace(/\s+/g, ' ').trim();
}

/** A link's accessible name here: its aria-label, or its text without the parts hidden from assistive technology. */
function linkName(link: Element): string {
  if (link.attribs['aria-label']) return link.attribs['aria-label'];
  const visible = (node: Node): Node[] =>
    DomUtils.isTag(node) && node.attribs['aria-hidden'] === 'true' ? [] : [node];
  return shownText(link.children.flatMap(visible));
}

const byId = (document: Node[], id: string) => DomUtils.getElementById(id, document);

test('the home page without JavaScript: every section, the services and prices, the head', async () => {
  const document = (await documentOf('/')).children;
  const title = DomUtils.getElementsByTagName('title', document)[0];
  expect(shownText(title ? [title] : [])).toMatch(/Asesoría Países Bajos/);
  for (const id of ['inicio', 'servicios', 'packs', 'testimonios', 'ayuda-holanda', 'comparativa', 'contacto'])
    expect(byId(document, id), `#${id}`).not.toBeNull();
  expect(shownText([byId(document, 'servicios')!])).toContain('119 €');
  expect(shownText([byId(document, 'packs')!])).toContain('1.595 €');
  const canonical = DomUtils.findOne(
    (element) => element.name === 'link' && element.attribs.rel === 'canonical',
    document,
  );
  expect(canonical?.attribs.href).toMatch(/\/$/);
  const english = DomUtils.findAll((element) => element.name === 'a' && /^EN/.test(linkName(element)), document);
  expect(english.map((link) => link.attribs.href)).toEqual(['/en']);
});

test('an article without JavaScript shows its text', async () => {
  const document = (await documentOf('/en/blog/avoid-rental-scams-netherlands')).children;
  const h1s = DomUtils.getElementsByTagName('h1', document);
  expect(h1s).toHaveLength(1);
  expect(shownText(h1s)).toMatch(/scam/i);
  const prose = DomUtils.findOne((element) => element.attribs.class?.split(' ').includes('prose') ?? false, document);
  expect(prose).not.toBeNull();
  expect(shownText([prose!]).split(' ').length).toBeGreaterThan(800);
});
