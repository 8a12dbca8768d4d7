// The leading bytes ("magic numbers") a document of each accepted extension starts with: the
// browser checks them when a file is chosen, the server before file-type and the content checks
// (docs/decisions/0014-document-checks.md). The same signatures file-type looks for.
const JPEG = [0xff, 0xd8, 0xff];
const SIGNATURES: Record<string, readonly number[]> = {
  pdf: [0x25, 0x50, 0x44, 0x46], // %PDF
  jpg: JPEG,
  jpeg: JPEG,
  png: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a],
  xlsx: [0x50, 0x4b, 0x03, 0x04], // a zip archive
  xls: [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1], // an OLE compound file
};

/** How many leading bytes to read for the check. */
export const SIGNATURE_LENGTH = 8;

/** Whether `head` starts as a file of this extension does; unknown extensions never match. */
export function hasSignature(extension: string, head: Uint8Array): boolean {
  const signature = Object.hasOwn(SIGNATURES, extension) ? SIGNATURES[extension] : undefined;
  return signature !== undefined && signature.every((byte, index) => head[index] === byte);
}
