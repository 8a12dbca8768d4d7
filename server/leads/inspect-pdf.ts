// Reads a PDF twice: with pdf-lib's parser, which reads the body in order and inflates declared
// object streams, and as readers do, along the cross-reference sections (read-pdf-as-readers.ts).
// Every object either reading holds is walked: anything that can act when the advisor opens or
// clicks the document is refused, wherever it hides (docs/decisions/0014-document-checks.md).
// A file the two readings see differently, or that either cannot read, is refused too: it
// cannot be vouched for (docs/decisions/0039-hostile-pdfs.md).
import { inflateSync } from 'node:zlib';
import { ParseSpeeds, PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFRef, type PDFObject } from 'pdf-lib';
import { readAsReaders } from './read-pdf-as-readers';

/** Actions (their /S) that run code, start programs, open addresses or send data. */
const ACTIVE_ACTIONS = new Set([
  'JavaScript',
  'Launch',
  'URI',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'RichMediaExecute',
  'Rendition',
]);
/** Keys that carry scripts, attached files, rich media or XML forms. */
const ACTIVE_KEYS = new Set(['JS', 'JavaScript', 'EmbeddedFiles', 'EmbeddedFile', 'EF', 'RichMediaContent', 'XFA']);
/** Annotation and object types that attach files or play media. */
const ACTIVE_TYPES = new Set(['FileAttachment', 'RichMedia', 'Screen', 'Movie', 'Sound', '3D', 'EmbeddedFile']);

/** What the object streams may unpack to in all: a real document's are a few MB at most. */
const MAX_OBJECT_STREAM_BYTES = 64 * 1024 * 1024;

/** `text`: the content as latin1, read once by the caller and shared by every pass over it (memory
 * under concurrent uploads, docs/decisions/0041-uploads-slow-clients-and-memory.md). */
export async function pdfProblem(content: Buffer, text = content.toString('latin1')): Promise<string | undefined> {
  // pdf-lib inflates object streams without a limit; a small file must not unpack to gigabytes.
  if (!objectStreamsFit(content, text)) return 'object streams unpack beyond the limit';
  const asReaders = readAsReaders(content, MAX_OBJECT_STREAM_BYTES, text);
  if (!asReaders.ok) return asReaders.reason;
  let document: PDFDocument;
  try {
    // Medium: the parse yields to the event loop every 500 objects, so a long document does not
    // hold up the other requests (a 300-page text PDF takes about a second on 2 cores).
    document = await PDFDocument.load(content, {
      ignoreEncryption: true,
      updateMetadata: false,
      parseSpeed: ParseSpeeds.Medium,
    });
  } catch {
    return 'unreadable PDF';
  }
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    const problem = activeContent(object, 0);
    if (problem) return problem;
  }
  for (const [number, { generation, object }] of asReaders.objects) {
    const problem = activeContent(object, 0);
    if (problem) return problem;
    if (!isStructural(object) && !sameObject(object, document.context.lookup(PDFRef.of(number, generation))))
      return `object ${number} reads differently by its cross-reference`;
  }
  return undefined;
}

/** Object and cross-reference streams: pdf-lib unpacks them rather than keeping them as objects. */
function isStructural(object: PDFObject): boolean {
  const type = object instanceof PDFRawStream ? object.dict.lookup(PDFName.of('Type')) : undefined;
  return type === PDFName.of('ObjStm') || type === PDFName.of('XRef');
}

function sameObject(read: PDFObject, parsed: PDFObject | undefined): boolean {
  if (read instanceof PDFRawStream)
    return (
      parsed instanceof PDFRawStream &&
      read.dict.toString() === parsed.dict.toString() &&
      // Compared in place: a copy of each stream would double a large document's memory.
      Buffer.compare(read.contents, parsed.contents) === 0
    );
  return parsed !== undefined && read.toString() === parsed.toString();
}

function activeContent(object: PDFObject, depth: number): string | undefined {
  if (depth > 50) return 'objects nested too deep';
  const dict = object instanceof PDFRawStream ? object.dict : object;
  if (dict instanceof PDFDict) {
    for (const [key, value] of dict.entries()) {
      const keyName = nameOf(key);
      if (ACTIVE_KEYS.has(keyName)) return `/${keyName}`;
      if ((keyName === 'S' || keyName === 'Subtype' || keyName === 'Type') && value instanceof PDFName) {
        const valueName = nameOf(value);
        if (keyName === 'S' && ACTIVE_ACTIONS.has(valueName)) return `/S /${valueName} action`;
        if (keyName !== 'S' && ACTIVE_TYPES.has(valueName)) return `/${keyName} /${valueName}`;
      }
      const inner = activeContent(value, depth + 1);
      if (inner) return inner;
    }
  } else if (object instanceof PDFArray) {
    for (const item of object.asArray()) {
      const inner = activeContent(item, depth + 1);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The name as a reader sees it: pdf-lib decodes #xx escapes in upper case only; readers take both cases. */
function nameOf(name: PDFName): string {
  return decodeName(name.decodeText());
}

function decodeName(name: string): string {
  return name.replace(/#([0-9a-f]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** Inflates, with a running cap, each stream whose dictionary declares an object stream. */
function objectStreamsFit(content: Buffer, text: string): boolean {
  let budget = MAX_OBJECT_STREAM_BYTES;
  for (const match of text.matchAll(/\/Type\s*\/((?:[A-Za-z]|#[0-9a-fA-F]{2})+)/g)) {
    if (decodeName(match[1]!) !== 'ObjStm') continue;
    const keyword = /stream\r?\n/g;
    keyword.lastIndex = match.index;
    if (!keyword.exec(text)) continue;
    try {
      budget -= inflateSync(content.subarray(keyword.lastIndex), { maxOutputLength: budget + 1 }).length;
    } catch (error) {
      if (error instanceof RangeError) return false;
      // Not a zlib stream (another filter, or broken): pdf-lib decides below.
    }
    if (budget < 0) return false;
  }
  return true;
}
