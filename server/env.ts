// Configuration is read here once, validated, and passed down; nothing else reads process.env.
// Every variable is documented in .env.example.
import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const positiveInt = z.coerce.number().int().min(1);
// Unset and empty (as in a copied .env.example) both mean "not configured".
const optionalUrl = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
  .pipe(z.url().optional());

/** Comma-separated values, trimmed, empty ones dropped. */
const list = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );
const optionalText = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined);
// Push service origins: https://host[:port], or https://*.domain for a family of hosts.
const pushOrigin = z
  .string()
  .regex(/^https?:\/\/(\*\.)?[a-z0-9.-]+(:\d+)?$/i, 'an origin such as https://push.example.com');

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  /** 1: a production start runs even while common/business.ts holds placeholders (a demo). */
  ALLOW_PLACEHOLDER_IDENTITY: z
    .enum(['0', '1'])
    .default('0')
    .transform((value) => value === '1'),
  PORT: port.default(3000),
  /** Absent: an embedded PostgreSQL is started with its data under DATA_DIR. */
  DATABASE_URL: optionalUrl,
  /** Connections each serving process may open to PostgreSQL (Prisma, the queue and the rate limits share them). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  DATA_DIR: z.string().min(1).default('./.data'),
  EMBEDDED_PG_PORT: port.default(54329),
  /** Absent: emails are written as .eml files under DATA_DIR/mail. */
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().min(3).default('Asesoría Países Bajos <no-reply@localhost>'),
  LEADS_NOTIFY_TO: z.email().default('advisor@localhost.test'),
  PUBLIC_BASE_URL: optionalUrl,
  RATE_LIMIT_PER_MINUTE: positiveInt.default(10),
  /** Lost-link requests per network address and hour (docs/decisions/0058-request-page.md). */
  LOST_LINK_PER_HOUR: positiveInt.default(5),
  /** An intake request (a slow upload included) still unanswered after this long loses its connection. */
  INTAKE_TIMEOUT_SECONDS: positiveInt.default(120),
  /** How many reverse proxies stand in front of the app (Express "trust proxy" hop count). */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  MAIL_RETRY_LIMIT: z.coerce.number().int().min(0).max(100).default(12),
  MAIL_RETRY_DELAY_SECONDS: positiveInt.default(30),
  MAIL_RETRY_DELAY_MAX_SECONDS: positiveInt.default(3600),
  QUEUE_POLL_SECONDS: z.coerce.number().min(0.5).default(2),
  SHUTDOWN_TIMEOUT_MS: positiveInt.default(10_000),
  /** After SIGTERM, how long readiness answers 503 while requests are still served (load balancer drain). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).default(0),
  /** HTTP worker processes on this machine (node:cluster); 1 serves from the main process. */
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
  /** Prometheus metrics on their own port (loopback or a private network), read by the scraper only. */
  METRICS_PORT: port.optional(),
  /** Or on the app's port at /metrics, for a scraper that sends `Authorization: Bearer <token>`. */
  METRICS_TOKEN: optionalText.pipe(z.string().min(24).optional()),
  /** A channel to the advisor failing this long is told to her through the other one (docs/decisions/0047). */
  ALERT_AFTER_MINUTES: z.coerce
    .number()
    .min(0)
    .max(24 * 60)
    .default(15),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Leads older than this are erased by the daily retention job, unless won (docs/product.md#inbox). */
  RETENTION_MONTHS: z.coerce.number().int().min(1).max(240).default(24),
  /** An inbox session ends after this long without a request (sliding expiry). */
  INBOX_SESSION_IDLE_MINUTES: positiveInt.default(120),
  /** A new lead still not contacted after this many hours is listed in Today and the digest (docs/decisions/0015). */
  INBOX_UNANSWERED_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 14)
    .default(12),
  /** When the daily digest goes to every advisor, in the firm's time (Europe/Amsterdam), HH:MM. */
  DIGEST_TIME: z
    .string()
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'expected a time as HH:MM, e.g. 08:00')
    .default('08:00'),
  /** The firm's reply templates; default config/reply-templates.yaml (docs/decisions/0018). */
  /** The firm's video-call room for booked calls (docs/decisions/0055); empty: a WhatsApp video call to the visitor's number. */
  BOOKING_VIDEO_URL: optionalUrl,
  /** The advisor's own calendar as an ICS address: its busy times are not offered (docs/decisions/0057). */
  BOOKING_BUSY_ICS_URL: optionalUrl,
  REPLY_TEMPLATES_FILE: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  /** Read only by `npm run advisor` (instead of standard input); never pass a password as an argument. */
  ADVISOR_PASSWORD: z.string().optional(),
  /** 32 random bytes, base64: encrypts the BSN at rest. Generated under DATA_DIR outside production. */
  DATA_ENCRYPTION_KEY: z.base64().optional(),
  /** During a key rotation: the keys values may still be sealed with, comma-separated (docs/SECURITY.md). */
  DATA_ENCRYPTION_PREVIOUS_KEYS: list.pipe(z.array(z.base64())),
  /** Web Push (VAPID) key pair, base64url (npx web-push generate-vapid-keys). Generated under DATA_DIR outside production. */
  VAPID_PUBLIC_KEY: optionalText.pipe(z.base64url().length(87).optional()),
  VAPID_PRIVATE_KEY: optionalText.pipe(z.base64url().length(43).optional()),
  /** How push services can reach the firm about its notifications: mailto: or https:. Default: mailto:LEADS_NOTIFY_TO. */
  VAPID_SUBJECT: optionalText.pipe(
    z
      .string()
      .regex(/^(mailto:|https:\/\/)/)
      .optional(),
  ),
  /** Replaces the list of push services the server sends to (server/push/push-service-origins.ts); for tests. */
  PUSH_SERVICE_ORIGINS: list.pipe(z.array(pushOrigin)),
  /** Signs the forms' proof-of-work challenges (HMAC). Generated under DATA_DIR outside production. */
  BOT_CHECK_SECRET: z.string().min(32).optional(),
  /** A form sent sooner than this after its challenge was issued is judged a bot (docs/decisions/0021-bot-check.md). */
  BOT_MIN_FILL_SECONDS: z.coerce.number().min(0).max(600).default(3),
  /** Leads that passed the bot check, per minute across all networks, beyond which new challenges take more work (docs/decisions/0044). */
  INTAKE_BUDGET_PER_MINUTE: positiveInt.default(60),
  /** Leads that send emails, per hour from one network (/24, /48); more are held to review (docs/decisions/0044). */
  INTAKE_BUDGET_PER_NETWORK_PER_HOUR: positiveInt.default(5),
  /** Documents one address may store per day, in MB. */
  UPLOAD_BUDGET_MB_PER_DAY: positiveInt.default(50),
  /** Visitor confirmations one recipient address receives per day; more leads are stored without one. */
  CONFIRMATIONS_PER_ADDRESS_PER_DAY: z.coerce.number().int().min(0).default(3),
  /** Where backups are written (docs/DEPLOY.md "Backups"); keep it off the data's disk in production. */
  BACKUP_DIR: z.string().min(1).default('./backups'),
  /** When the server backs up, a cron expression in the firm's time (Europe/Amsterdam); "off" for never. */
  BACKUP_SCHEDULE: z
    .string()
    .trim()
    .regex(/^(off|\S+( \S+){4})$/, 'a cron expression of five fields (e.g. 0 3 * * *) or off')
    .default('0 3 * * *'),
  /** How many backups are kept in each place; older ones are deleted after a backup succeeds. */
  BACKUP_RETAIN: positiveInt.default(14),
  /** The age public keys (age1…) backups are encrypted to, comma-separated. Generated under DATA_DIR outside production. */
  BACKUP_RECIPIENT: list.pipe(z.array(z.string().regex(/^age1[0-9a-z]+$/, 'an age public key (age1…)'))),
  /** S3-compatible storage a copy of each backup goes to; unset: only BACKUP_DIR. */
  BACKUP_S3_BUCKET: optionalText,
  /** Empty for AWS itself; the address of another S3-compatible service. */
  BACKUP_S3_ENDPOINT: optionalUrl,
  BACKUP_S3_REGION: z.string().min(1).default('eu-central-1'),
  /** Key prefix of the backups inside the bucket. */
  BACKUP_S3_PREFIX: z.string().default('backups/'),
  BACKUP_S3_ACCESS_KEY_ID: optionalText,
  BACKUP_S3_SECRET_ACCESS_KEY: optionalText,
});

export type RawEnv = z.output<typeof EnvSchema>;
export type Env = RawEnv & { PUBLIC_BASE_URL: string };

export class ConfigError extends Error {}

/** Parses the environment; a bad value stops the start with a message naming the variable. */
/** What a production start needs; outside production they are generated or defaulted. */
export const PRODUCTION_SETTINGS = [
  'DATA_ENCRYPTION_KEY',
  'BOT_CHECK_SECRET',
  'PUBLIC_BASE_URL',
  'DATABASE_URL',
  'SMTP_URL',
] as const;

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = result.data;
  if (env.SHUTDOWN_DRAIN_MS >= env.SHUTDOWN_TIMEOUT_MS) {
    throw new ConfigError(
      'Invalid configuration:\n  SHUTDOWN_DRAIN_MS: must be less than SHUTDOWN_TIMEOUT_MS, which includes it',
    );
  }
  if ((env.VAPID_PUBLIC_KEY === undefined) !== (env.VAPID_PRIVATE_KEY === undefined)) {
    throw new ConfigError('Invalid configuration:\n  VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither');
  }
  if (env.NODE_ENV === 'production') {
    const missing = PRODUCTION_SETTINGS.filter((name) => env[name] === undefined);
    if (missing.length > 0) throw new ConfigError(`Missing in production: ${missing.join(', ')}`);
  }
  return { ...env, PUBLIC_BASE_URL: env.PUBLIC_BASE_URL ?? `http://localhost:${env.PORT}` };
}
