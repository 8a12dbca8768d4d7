// The firm's identity in common/business.ts ships with placeholders (a made-up name, a zero KvK
// number, example.com addresses, a stand-in photo). A production start refuses to run while any
// is left, naming each; a developer or demo start warns (docs/decisions/0027-what-happens-next.md).
import { BUSINESS } from '../../common/business';
import { ConfigError, type Env } from '../env';

/** Reserved for examples (RFC 2606) or used by this project's stand-ins. */
const EXAMPLE_HOST = /(^|\.)example\.(com|org|net)$|\.(test|invalid|example)$/i;

function isPlaceholder(value: string): boolean {
  if (/placeholder/i.test(value)) return true;
  // A KvK number, a phone or WhatsApp number made of zeros after its country and network digits.
  if (/0{6,}$/.test(value.replace(/\D/g, '')) && /^[\d\s+()-]+$/.test(value)) return true;
  const host = value.includes('://') ? URL.parse(value)?.hostname : value.includes('@') ? value.split('@').pop() : '';
  return Boolean(host && EXAMPLE_HOST.test(host));
}

/** Each field of BUSINESS that still holds a placeholder, as `field: value`. */
export function identityPlaceholders(identity: Record<string, unknown> = BUSINESS): string[] {
  return Object.entries(identity)
    .filter(([, value]) => typeof value === 'string' && isPlaceholder(value))
    .map(([field, value]) => `${field}: ${String(value)}`);
}

export function placeholderMessage(found: string[]): string {
  return [
    `The firm's identity in common/business.ts still holds ${found.length} placeholder(s):`,
    ...found.map((line) => `  BUSINESS.${line}`),
    'Replace them before launch (README, "Before launch"), or set ALLOW_PLACEHOLDER_IDENTITY=1 for a demo.',
  ].join('\n');
}

/**
 * A production start (NODE_ENV=production: a real deployment, with its own database, mail and
 * secrets) refuses placeholders unless ALLOW_PLACEHOLDER_IDENTITY=1; any other start, such as
 * `npm start` on a fresh clone, serves the site and warns, naming each.
 */
export function checkIdentity(env: Env, warn: (message: string) => void): void {
  const found = identityPlaceholders();
  if (found.length === 0) return;
  if (env.NODE_ENV === 'production' && !env.ALLOW_PLACEHOLDER_IDENTITY)
    throw new ConfigError(placeholderMessage(found));
  warn(placeholderMessage(found));
}
