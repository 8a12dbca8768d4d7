// `npm test` runs this beside vitest, which leaves a core idle: the browser tests' second site,
// built with an analytics tag (tagged-site.ts), is then ready when Playwright starts.
import { buildTaggedSite, TAGGED_ROOT } from './tagged-site';

await buildTaggedSite();
console.log(`tagged site (for the consent tests) in ${TAGGED_ROOT}`);
