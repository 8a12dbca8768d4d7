// Where the build writes dist/: the checkout, unless BUILD_ROOT names another folder (the
// browser tests build a second, tagged site there; tests/e2e/global-setup.ts).
import path from 'node:path';

export const BUILD_ROOT = path.resolve(process.env.BUILD_ROOT ?? path.join(import.meta.dirname, '..'));
