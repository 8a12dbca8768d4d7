// An .xlsx is a ZIP of XML parts (inspect-zip.ts bounds it). Refused when a part can run code,
// embed another program or reach out when the advisor opens the workbook
// (docs/decisions/0040-hostile-spreadsheets.md): macros, embedded OLE objects and packages,
// ActiveX controls, data connections and query tables (a web query refreshed on open), links to
// other workbooks, any relationship to an external target (a hyperlink to a site among them),
// and formulas that fetch or call out. Excel finds a part by its declared type and its
// relationships, not by its folder, so the parts list, every relationship and every formula are
// read with an XML parser (sax, namespace-aware: a prefix cannot disguise an element).
import sax from 'sax';
import { inspectZip } from './inspect-zip';

/** A real invoice spreadsheet is a few dozen entries and a few MB unpacked. */
export const XLSX_LIMITS = { maxEntries: 1000, maxUnpackedBytes: 50 * 1024 * 1024 };

const ACTIVE_PART =
  /(^|\/)(vbaProject\.bin|macrosheets\/|dialogsheets\/|externalLinks\/|embeddings\/|activeX\/|queryTables\/|connections\.xml$)|\.(exe|dll|js|vbs|bat|cmd|ps1)$/i;
const ACTIVE_CONTENT_TYPE =
  /macrosheet|dialogsheet|vbaProject|externalLink|macroEnabled|activeX|oleObject|connections|queryTable/i;
/** Relationship types (the last segment of their URI) of parts that run, embed or fetch. */
const ACTIVE_RELATIONSHIPS = new Set([
  'vbaProject',
  'xlMacrosheet',
  'xlIntlMacrosheet',
  'dialogsheet',
  'externalLink',
  'externalLinkPath',
  'oleObject',
  'package',
  'control',
  'activeXControl',
  'activeXControlBinary',
  'connections',
  'queryTable',
  'attachedTemplate',
]);
/** Where formulas are written: cells, defined names, conditional formats, data validation. */
const FORMULA_ELEMENTS = new Set(['f', 'formula', 'formula1', 'formula2', 'definedName']);
/** Functions that fetch from the web (WEBSERVICE, FILTERXML on its answer, IMAGE), open an
 * address (HYPERLINK), or call into libraries and programs (CALL, REGISTER, EXEC, RTD). */
const ACTIVE_FUNCTION =
  /(?:^|[^\w.])(?:_xlfn\.)?(WEBSERVICE|FILTERXML|IMAGE|HYPERLINK|CALL|REGISTER|REGISTER\.ID|EXEC|RTD)\s*\(/i;
/** A DDE reference, `application|topic!item` (=cmd|' /C calc'!A0). */
const DDE = /\|/;

export async function xlsxProblem(content: Buffer): Promise<string | undefined> {
  const zip = await inspectZip(content, XLSX_LIMITS, (name) => /\.(xml|rels)$/i.test(name));
  if (!zip.ok) return zip.reason;
  for (const entry of zip.entries) {
    if (ACTIVE_PART.test(entry.name)) return `active part ${entry.name}`;
    const problem = entry.content && xmlProblem(entry.content.toString('utf8'));
    if (problem) return `${problem} in ${entry.name}`;
  }
  return undefined;
}

/** What in one XML part makes the workbook act, if anything; malformed XML is refused. */
function xmlProblem(xml: string): string | undefined {
  const parser = sax.parser(true, { xmlns: true });
  let problem: string | undefined;
  let formula: string | undefined;
  const attribute = (tag: sax.QualifiedTag, name: string) => tag.attributes[name]?.value ?? '';
  parser.onopentag = (tag) => {
    const element = tag as sax.QualifiedTag;
    if (element.local === 'Override' || element.local === 'Default') {
      if (ACTIVE_CONTENT_TYPE.test(attribute(element, 'ContentType'))) problem ??= 'active content type';
    } else if (element.local === 'Relationship') {
      if (attribute(element, 'TargetMode') === 'External') problem ??= 'external target';
      if (ACTIVE_RELATIONSHIPS.has(attribute(element, 'Type').split('/').pop()!)) problem ??= 'active relationship';
    }
    formula = FORMULA_ELEMENTS.has(element.local) ? '' : undefined;
  };
  // Text and CDATA alike: Excel reads both, and entities are decoded by the parser.
  parser.ontext = parser.oncdata = (text) => {
    if (formula !== undefined) formula += text;
  };
  parser.onclosetag = () => {
    if (formula) problem ??= formulaProblem(formula);
    formula = undefined;
  };
  try {
    parser.write(xml).close();
  } catch {
    return 'unreadable XML';
  }
  return problem;
}

function formulaProblem(formula: string): string | undefined {
  // Text in quotes is data, not a call: "call (me)" in a formula is harmless.
  const code = formula.replace(/"(?:[^"]|"")*"/g, '""');
  if (ACTIVE_FUNCTION.test(code)) return 'formula calling out';
  if (DDE.test(code)) return 'DDE formula';
  return undefined;
}
