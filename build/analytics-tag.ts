// The Google Tag Manager container a build carries: `ANALYTICS_GTM_ID` in the environment of
// `npm run build`, or in the checkout's .env as `npm start` reads it (the environment wins);
// docs/decisions/0033-analytics-tag-at-build.md. Empty or unset: no tag is ever loaded and no
// consent banner shows. Anything else must look like a container id, so a typo stops the
// build instead of shipping a banner for a tag that never loads.
import { existsSync, readFileSync } from 'node:fs';
import { parseEnv } from 'node:util';

const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** `envFile`: the checkout's .env, whose value counts when the environment has none. */
export function analyticsTagFromEnv(env: NodeJS.ProcessEnv = process.env, envFile = '.env'): string {
  const fromFile = existsSync(envFile) ? parseEnv(readFileSync(envFile, 'utf8')).ANALYTICS_GTM_ID : undefined;
  const id = (env.ANALYTICS_GTM_ID ?? fromFile)?.trim() ?? '';
  if (id && !CONTAINER_ID.test(id)) {
    throw new Error(
      `ANALYTICS_GTM_ID="${id}" is not a Tag Manager container id (GTM-XXXXXXX); leave it empty for none`,
    );
  }
  return id;
}
