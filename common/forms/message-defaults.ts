// Values some form texts show that never vary per call ({{maxFileMb}}, {{maxRequestMb}},
// the periods in two questions).
// The server's translate() and the web's i18next (interpolation.defaultVariables) both use
// them; kept apart from messages.ts so the browser does not bundle every catalogue.
import { FORM_PERIODS } from '../business';
import { MAX_FILE_BYTES, MAX_FILES_BYTES_PER_REQUEST } from './upload-limits';

const MB = 1024 * 1024;

export const MESSAGE_DEFAULTS: Record<string, number> = {
  maxFileMb: MAX_FILE_BYTES / MB,
  maxRequestMb: MAX_FILES_BYTES_PER_REQUEST / MB,
  ...FORM_PERIODS,
};
