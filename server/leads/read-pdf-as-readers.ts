// Reads a PDF the way PDF readers do (docs/decisions/0039-hostile-pdfs.md): from `startxref`
// along the cross-reference sections, newest first, every revision down the /Prev chain, each
// object taken from where its newest entry says, object streams read by the index the xref
// gives, whether or not they declare /Type /ObjStm. pdf-lib's own loader reads the body in
// order and keeps the last definition of each object; a file that makes the two disagree can
// show a reader something the checks never saw, so anything that makes the reading ambiguous
// is answered as a problem. The objects themselves are parsed by pdf-lib's PDFObjectParser;
// what is written here is only the cross-reference walk that pdf-lib does not do.
import { inflateSync } from 'node:zlib';
import {
  decodePDFRawStream,
  PDFContext,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFObjectParser,
  PDFRawStream,
  PDFXRefStreamParser,
  type PDFObject,
} from 'pdf-lib';

type Location = { offset: number; generation: number } | { stream: number; index: number };
/** Every object a reader can reach, by number, with its generation. */
export type ReaderObjects = Map<number, { generation: number; object: PDFObject }>;
export type ReaderView = { ok: true; objects: ReaderObjects } | { ok: false; reason: string };

/** Beyond these a file is not an invoice or a statement (and the walk stays bounded). */
const MAX_SECTIONS = 256;
const MAX_ENTRIES = 500_000;

class Ambiguous extends Error {}

/** `text`: the content as latin1, when the caller has it already (an 8 MB document is an 8 MB string). */
export function readAsReaders(
  content: Buffer,
  maxObjectStreamBytes: number,
  text = content.toString('latin1'),
): ReaderView {
  try {
    return { ok: true, objects: new Reader(content, maxObjectStreamBytes, text).objects() };
  } catch (error) {
    return { ok: false, reason: error instanceof Ambiguous ? error.message : 'unreadable cross-reference' };
  }
}

class Reader {
  private readonly context = PDFContext.create();
  private readonly locations = new Map<number, Location>();
  /** Decoded object streams: the object numbers their header lists, and the objects by index. */
  private readonly containers = new Map<number, { numbers: number[]; objects: PDFObject[] }>();

  constructor(
    private readonly content: Buffer,
    private budget: number,
    private readonly text: string,
  ) {}

  objects(): ReaderObjects {
    const start = /^startxref\s+(\d+)/.exec(this.text.slice(this.text.lastIndexOf('startxref')));
    if (!start) throw new Ambiguous('no cross-reference at the end');
    const visited = new Set<number>();
    for (let offset: number | undefined = Number(start[1]); offset !== undefined;) {
      if (visited.has(offset) || visited.size >= MAX_SECTIONS) throw new Ambiguous('cross-reference sections loop');
      visited.add(offset);
      offset = this.readSection(offset);
    }
    const objects: ReaderObjects = new Map();
    for (const [number, location] of this.locations) {
      const generation = 'offset' in location ? location.generation : 0;
      objects.set(number, { generation, object: this.resolve(number, location) });
    }
    return objects;
  }

  /** Reads one section (a classic table with its trailer, or a cross-reference stream) and
   * returns the offset of the previous one. Older sections never replace a newer entry. */
  private readSection(offset: number): number | undefined {
    const table = /\s*xref\b/y;
    table.lastIndex = offset;
    if (table.exec(this.text)) {
      const trailer = this.readTable(table.lastIndex);
      const hybrid = trailer.lookup(PDFName.of('XRefStm'));
      // A hybrid file's stream holds what its table leaves out (PDF 32000-1 7.5.8.4).
      if (hybrid instanceof PDFNumber) this.readSection(hybrid.asNumber());
      return numberIn(trailer, 'Prev');
    }
    const stream = this.objectAt(offset);
    if (
      !(stream.object instanceof PDFRawStream) ||
      stream.object.dict.lookup(PDFName.of('Type')) !== PDFName.of('XRef')
    )
      throw new Ambiguous('startxref or /Prev points at no cross-reference');
    // pdf-lib's cross-reference stream parser reads rows from the stream as it is given.
    const dict = stream.object.dict.clone(this.context);
    dict.delete(PDFName.of('Filter'));
    dict.delete(PDFName.of('DecodeParms'));
    const rows = PDFRawStream.of(dict, this.decode(stream.object));
    for (const entry of PDFXRefStreamParser.forStream(rows).parseIntoContext()) {
      if (entry.deleted) continue;
      const number = entry.ref.objectNumber;
      this.claim(
        number,
        entry.inObjectStream
          ? { stream: entry.offset, index: entry.ref.generationNumber }
          : { offset: entry.offset, generation: entry.ref.generationNumber },
      );
    }
    return numberIn(stream.object.dict, 'Prev');
  }

  /** Subsections of `start count` rows (`offset generation n|f`), then `trailer << >>`. */
  private readTable(from: number): PDFDict {
    const heading = /\s*(\d+)\s+(\d+)(?=\s)/y;
    const row = /\s*(\d+)\s+(\d+)\s+([nf])/y;
    const trailer = /\s*trailer\b/y;
    let at = from;
    for (;;) {
      trailer.lastIndex = at;
      if (trailer.exec(this.text)) {
        const dict = PDFObjectParser.forBytes(this.content.subarray(trailer.lastIndex), this.context).parseObject();
        if (!(dict instanceof PDFDict)) throw new Ambiguous('trailer is not a dictionary');
        return dict;
      }
      heading.lastIndex = at;
      const subsection = heading.exec(this.text);
      if (!subsection) throw new Ambiguous('cross-reference table unreadable');
      at = heading.lastIndex;
      const first = Number(subsection[1]);
      for (let i = 0; i < Number(subsection[2]); i++) {
        row.lastIndex = at;
        const entry = row.exec(this.text);
        if (!entry) throw new Ambiguous('cross-reference table unreadable');
        at = row.lastIndex;
        if (entry[3] === 'n') this.claim(first + i, { offset: Number(entry[1]), generation: Number(entry[2]) });
      }
    }
  }

  private claim(number: number, location: Location) {
    if (this.locations.size >= MAX_ENTRIES) throw new Ambiguous('too many objects');
    if (number > 0 && !this.locations.has(number)) this.locations.set(number, location);
  }

  private resolve(number: number, location: Location): PDFObject {
    if ('offset' in location) {
      const found = this.objectAt(location.offset);
      if (found.number !== number || found.generation !== location.generation)
        throw new Ambiguous(`the cross-reference disagrees with the body (object ${number})`);
      return found.object;
    }
    const { numbers, objects } = this.container(location.stream);
    const object = objects[location.index];
    if (!object || numbers[location.index] !== number)
      throw new Ambiguous(`object stream ${location.stream} holds another object at ${number}'s index`);
    return object;
  }

  /** The objects of an object stream by index, as readers find them. */
  private container(number: number): { numbers: number[]; objects: PDFObject[] } {
    const cached = this.containers.get(number);
    if (cached) return cached;
    const location = this.locations.get(number);
    if (!location || !('offset' in location)) throw new Ambiguous(`object stream ${number} is not in the body`);
    const stream = this.resolve(number, location);
    if (!(stream instanceof PDFRawStream) || stream.dict.lookup(PDFName.of('Type')) !== PDFName.of('ObjStm'))
      throw new Ambiguous(`object ${number} is read as an object stream without /Type /ObjStm`);
    const data = this.decode(stream);
    const count = numberIn(stream.dict, 'N') ?? 0;
    const first = numberIn(stream.dict, 'First') ?? 0;
    const pairs = data.subarray(0, first).toString('latin1').trim().split(/\s+/).map(Number);
    const numbers: number[] = [];
    const objects: PDFObject[] = [];
    for (let index = 0; index < count; index++) {
      const member = pairs[index * 2];
      const at = pairs[index * 2 + 1];
      if (member === undefined || at === undefined || Number.isNaN(member) || Number.isNaN(at))
        throw new Ambiguous(`object stream ${number} unreadable`);
      if (numbers.includes(member)) throw new Ambiguous(`object ${member} twice in object stream ${number}`);
      numbers.push(member);
      objects.push(PDFObjectParser.forBytes(data.subarray(first + at), this.context).parseObject());
    }
    const container = { numbers, objects };
    this.containers.set(number, container);
    return container;
  }

  /** Object and cross-reference streams inflate within a budget shared by all of them (a few
   * KB must not become GBs), then lose their PNG predictor, which pdf-lib's decoder ignores. */
  private decode(stream: PDFRawStream): Buffer {
    const filter = stream.dict.lookup(PDFName.of('Filter'));
    const parameters = stream.dict.lookup(PDFName.of('DecodeParms'));
    let data: Buffer;
    try {
      data =
        filter === PDFName.of('FlateDecode')
          ? inflateSync(stream.contents, { maxOutputLength: this.budget + 1 })
          : Buffer.from(decodePDFRawStream(stream).decode());
    } catch (error) {
      throw error instanceof RangeError ? new Ambiguous('object streams unpack beyond the limit') : error;
    }
    this.budget -= data.length;
    if (this.budget < 0) throw new Ambiguous('object streams unpack beyond the limit');
    return parameters instanceof PDFDict ? withoutPredictor(data, parameters) : data;
  }

  /** `number generation obj` at `offset`, and the object after it. */
  private objectAt(offset: number): { number: number; generation: number; object: PDFObject } {
    const header = /\s*(\d+)\s+(\d+)\s+obj\b/y;
    header.lastIndex = offset;
    const found = header.exec(this.text);
    if (!found) throw new Ambiguous(`the cross-reference points at no object (offset ${offset})`);
    const object = PDFObjectParser.forBytes(this.content.subarray(header.lastIndex), this.context).parseObject();
    return { number: Number(found[1]), generation: Number(found[2]), object };
  }
}

/** Undoes the PNG row filters (PDF 32000-1 7.4.4.4) that writers put on cross-reference and
 * object streams; only predictors 10-15 are used there. */
function withoutPredictor(data: Buffer, parameters: PDFDict): Buffer {
  const predictor = numberIn(parameters, 'Predictor') ?? 1;
  if (predictor < 10) return data;
  const columns = numberIn(parameters, 'Columns') ?? 1;
  const rows = Math.floor(data.length / (columns + 1));
  const out = Buffer.alloc(rows * columns);
  for (let row = 0; row < rows; row++) {
    const type = data[row * (columns + 1)]!;
    for (let column = 0; column < columns; column++) {
      const raw = data[row * (columns + 1) + 1 + column]!;
      const left = column > 0 ? out[row * columns + column - 1]! : 0;
      const up = row > 0 ? out[(row - 1) * columns + column]! : 0;
      const upLeft = row > 0 && column > 0 ? out[(row - 1) * columns + column - 1]! : 0;
      out[row * columns + column] = raw + predicted(type, left, up, upLeft);
    }
  }
  return out;
}

/** What the row's filter type adds to each byte: none, left, up, their average, or Paeth's guess. */
function predicted(type: number, left: number, up: number, upLeft: number): number {
  if (type === 1) return left;
  if (type === 2) return up;
  if (type === 3) return (left + up) >> 1;
  if (type === 4) return paeth(left, up, upLeft);
  return 0;
}

function paeth(left: number, up: number, upLeft: number): number {
  const estimate = left + up - upLeft;
  const [a, b, c] = [Math.abs(estimate - left), Math.abs(estimate - up), Math.abs(estimate - upLeft)];
  return a <= b && a <= c ? left : b <= c ? up : upLeft;
}

function numberIn(dict: PDFDict, key: string): number | undefined {
  const value = dict.lookup(PDFName.of(key));
  return value instanceof PDFNumber ? value.asNumber() : undefined;
}
