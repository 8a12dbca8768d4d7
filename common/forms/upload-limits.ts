// The size limits of uploads, apart from the rules in uploads.ts: every page's texts show them
// ({{maxFileMb}}, message-defaults.ts), and the rules are needed only where a form takes files.

/** Our choice; the spec gives no size limits. One phone photo or scanned PDF fits well within 10 MB. */
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_FILES_BYTES_PER_REQUEST = 25 * 1024 * 1024;
