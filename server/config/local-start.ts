// `npm start` is the newcomer's command (README): it serves a local install whatever the shell's
// NODE_ENV. A shell that exports NODE_ENV=production (some images and profiles do) but none of a
// deploy's settings gets that local install, said on the console, instead of a refusal; so do the
// command-line tools run beside it. Only their npm scripts set LOCAL_UNLESS_CONFIGURED: the
// container and `npm run start:compiled` are deploys, and a deploy missing its settings still
// stops and names them.
import { parseEnv, PRODUCTION_SETTINGS, type Env } from '../env';

export function localStart(source: Record<string, string | undefined>): {
  source: Record<string, string | undefined>;
  note?: string;
} {
  const unconfigured = PRODUCTION_SETTINGS.every((name) => !source[name]);
  if (source.LOCAL_UNLESS_CONFIGURED !== '1' || source.NODE_ENV !== 'production' || !unconfigured) return { source };
  return {
    source: { ...source, NODE_ENV: 'development' },
    note:
      'NODE_ENV=production is set in this shell, but none of a production start’s settings ' +
      `(${PRODUCTION_SETTINGS.join(', ')}): running as a local install (embedded PostgreSQL, keys under ` +
      'DATA_DIR). For production, give those settings (docs/DEPLOY.md).',
  };
}

/** The command-line tools' configuration, by the same rule; the note on stderr. */
export function readToolEnv(source: Record<string, string | undefined>): Env {
  const local = localStart(source);
  if (local.note) console.error(local.note);
  return parseEnv(local.source);
}
