// What a reader finds in a PDF that can act, as Firefox's reader (pdf.js) sees it: scripts
// (the open action's among them), the open action, attachments, and every page's annotations
// that lead somewhere or run something. Used by the tests as the judge of a served document.
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

export type ReaderFindings = {
  scripts: string[];
  openAction: Record<string, unknown>;
  attachments: string[];
  links: string[];
};

/** pdf.js answers with a Map, an object or null depending on the call and the version. */
const entries = (found: unknown): [string, unknown][] =>
  found instanceof Map ? [...(found as Map<string, unknown>)] : Object.entries(found ?? {});

export async function whatReaderFinds(pdf: Buffer): Promise<ReaderFindings> {
  const task = getDocument({ data: new Uint8Array(pdf), verbosity: 0, stopAtErrors: false });
  const document = await task.promise;
  try {
    const scripts = entries(await document.getJSActions()).flatMap(([, value]) => [value].flat().map(String));
    const attachments = entries(await document.getAttachments()).map(([name]) => name);
    const links: string[] = [];
    for (let page = 1; page <= document.numPages; page++) {
      for (const annotation of await (await document.getPage(page)).getAnnotations()) {
        const { subtype, url, unsafeUrl, action, actions: scripted } = annotation as Record<string, unknown>;
        const target = unsafeUrl ?? url ?? action ?? scripted;
        if (target || subtype === 'FileAttachment') links.push(`${String(subtype)} ${JSON.stringify(target ?? '')}`);
      }
    }
    return { scripts, openAction: Object.fromEntries(entries(await document.getOpenAction())), attachments, links };
  } finally {
    await task.destroy();
  }
}
