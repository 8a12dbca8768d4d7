// Reads a ZIP archive (an .xlsx is one) with yauzl without trusting what it declares: every
// entry is really inflated, its size checked against the directory (validateEntrySizes) and
// the total output capped, so a zip bomb (a few KB that unpack to gigabytes) is recognised
// after at most `maxUnpackedBytes` of work. yauzl also refuses entry paths that leave the
// archive, encrypted entries and unknown compression methods.
import yauzl from 'yauzl';

export type ZipLimits = { maxEntries: number; maxUnpackedBytes: number };
/** `content`: the unpacked bytes of the entries asked for with `keep` (small XML parts). */
export type ZipEntry = { name: string; unpackedBytes: number; content?: Buffer };
export type ZipInspection = { ok: true; entries: ZipEntry[] } | { ok: false; reason: string };

export async function inspectZip(
  zip: Buffer,
  limits: ZipLimits,
  keep: (name: string) => boolean = () => false,
): Promise<ZipInspection> {
  try {
    return { ok: true, entries: await readEntries(zip, limits, keep) };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message : String(error) };
  }
}

function readEntries(zip: Buffer, limits: ZipLimits, keep: (name: string) => boolean): Promise<ZipEntry[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(zip, { lazyEntries: true, validateEntrySizes: true, strictFileNames: false }, (error, archive) => {
      if (error) return reject(error);
      if (archive.entryCount > limits.maxEntries) {
        archive.close();
        return reject(new Error(`${archive.entryCount} entries`));
      }
      const entries: ZipEntry[] = [];
      let unpackedTotal = 0;
      let failed = false;
      const fail = (reason: unknown) => {
        if (failed) return;
        failed = true;
        archive.close();
        reject(reason instanceof Error ? reason : new Error(String(reason)));
      };
      archive.on('error', fail);
      archive.on('end', () => resolve(entries));
      archive.on('entry', (entry: yauzl.Entry) => {
        if (entry.isEncrypted()) return fail(new Error('encrypted entry'));
        archive.openReadStream(entry, (openError, stream) => {
          if (openError) return fail(openError);
          const chunks: Buffer[] = [];
          let unpackedBytes = 0;
          const wanted = keep(entry.fileName);
          stream.on('data', (chunk: Buffer) => {
            unpackedBytes += chunk.length;
            unpackedTotal += chunk.length;
            if (unpackedTotal > limits.maxUnpackedBytes) {
              stream.destroy();
              return fail(new Error('unpacks beyond the limit'));
            }
            if (wanted) chunks.push(chunk);
          });
          stream.on('error', fail);
          stream.on('end', () => {
            entries.push({ name: entry.fileName, unpackedBytes, ...(wanted && { content: Buffer.concat(chunks) }) });
            if (!failed) archive.readEntry();
          });
        });
      });
      archive.readEntry();
    });
  });
}
