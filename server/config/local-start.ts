// `npm start` is the newcomer's command (README): it serves a local install whatever the shell's
// NODE_ENV. A shell that exports NODE_ENV=production (some images and profiles do) but none of a
// deploy's settings gets that local install, said on the console, instead of a refusal. Only
// `npm start` passes LOCAL_START_FLAG: the container and `npm run start:compiled` are deploys, and
// a deploy missing its settings still stops and names them.
import { PRODUCTION_SETTINGS } from '../env';

export const LOCAL_START_FLAG = '--local-unless-configured';

export function localStart(
  source: Record<string, string | undefined>,
  argv: readonly string[],
): { source: Record<string, string | undefined>; note?: string } {
  const unconfigured = PRODUCTION_SETTINGS.every((name) => !source[name]);
  if (!argv.includes(LOCAL_START_FLAG) || source.NODE_ENV !== 'production' || !unconfigured) return { source };
  return {
    source: { ...source, NODE_ENV: 'development' },
    note:
      'NODE_ENV=production is set in this shell, but none of a production start’s settings ' +
      `(${PRODUCTION_SETTINGS.join(', ')}): starting as a local install (embedded PostgreSQL, keys under ` +
      'DATA_DIR). For production, give those settings (docs/DEPLOY.md).',
  };
}
