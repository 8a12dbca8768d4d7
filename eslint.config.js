// The lint gate (`npm run lint`): type-aware TypeScript rules, React's hook rules, the import
// boundaries between the layers and kebab-case file names. Why these, and how TypeScript 7's
// compiler sits beside the TypeScript 6 API that typescript-eslint needs: docs/decisions/0013-lint-gate.md.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import checkFile from 'eslint-plugin-check-file';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { defineConfig } from 'eslint/config';
import tseslint from 'typescript-eslint';

const FEATURES = 'web/src/features';
const features = readdirSync(FEATURES, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The public site's code: everything the browser loads for a visitor, none of which may reach the inbox. */
const PUBLIC_WEB = [
  'web/src/app',
  'web/src/components',
  'web/src/features',
  'web/src/lib',
  'web/src/pages',
  'web/src/seo',
  'web/src/entry-client.tsx',
  'web/src/entry-server.tsx',
];

/**
 * The server's folders from the bottom up: a folder imports only folders of the layers below its
 * own, never one beside or above it, so no two folders import each other
 * (docs/decisions/0052-server-layers.md). The files at server/'s root are the kernel every folder
 * may import (env.ts, errors.ts, logger.ts, i18n.ts) and the composition none may (below).
 */
const SERVER_LAYERS = [
  ['config'],
  ['db'],
  ['security', 'http', 'people', 'jobs'],
  ['auth', 'system', 'visitor-links'],
  ['leads'],
  ['replies', 'documents'],
  ['mail'],
  ['push', 'backup', 'booking', 'visitor-reminders'],
  ['alerts', 'reminders', 'health', 'pages', 'calendar', 'request-page'],
  ['inbox'],
  ['cli'],
];
/** What puts the server together: the app, the processes, their services. */
const SERVER_COMPOSITION = ['server/app.ts', 'server/index.ts', 'server/serve.ts', 'server/services.ts'];
const serverFolders = readdirSync('server', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !['generated', 'locales'].includes(entry.name))
  .map((entry) => entry.name);
const unlayered = serverFolders.filter((folder) => !SERVER_LAYERS.flat().includes(folder));
if (unlayered.length > 0)
  throw new Error(`eslint.config.js: give server/${unlayered.join(', server/')} a place in SERVER_LAYERS`);

const serverLayers = SERVER_LAYERS.slice(0, -1).flatMap((layer, index) =>
  layer.map((folder) => ({
    target: `server/${folder}`,
    from: SERVER_LAYERS.slice(index)
      .flat()
      .filter((other) => other !== folder)
      .map((other) => `server/${other}`),
    message: `server/${folder}/ imports only the layers below it (SERVER_LAYERS in eslint.config.js, docs/decisions/0052-server-layers.md).`,
  })),
);

const boundaries = [
  {
    target: 'common',
    from: ['web', 'server', 'build', 'scripts', 'tests'],
    message: 'common/ is imported by the browser and the server and imports neither.',
  },
  {
    target: 'server',
    from: ['web', 'build', 'scripts', 'tests'],
    message: 'The server imports only its own code and common/.',
  },
  {
    target: 'web',
    from: ['server', 'build', 'scripts', 'tests'],
    message: 'The browser never imports server or build code.',
  },
  {
    target: 'build',
    from: 'server',
    // The site's files are compressed the same way at build time and, for what the build did
    // not precompress, at run time: the server owns the code, the build borrows it.
    except: ['./pages/compress.ts'],
    message: 'The build imports from the server only its compression (server/pages/compress.ts).',
  },
  { target: 'build', from: 'tests', message: 'The build never imports test code.' },
  ...serverLayers,
  {
    target: serverFolders.map((folder) => `server/${folder}`),
    from: SERVER_COMPOSITION,
    message: "The server's folders never import what puts them together (app.ts, index.ts, serve.ts, services.ts).",
  },
  {
    target: PUBLIC_WEB,
    from: 'web/src/inbox',
    message: 'Public pages never reach the inbox: it is its own entry (docs/decisions/0005-lead-inbox.md).',
  },
  {
    target: ['web/src/components', 'web/src/lib'],
    from: ['web/src/app', 'web/src/features', 'web/src/pages'],
    message: 'Shared components and lib are imported by features, pages and the app, never the other way.',
  },
  {
    target: FEATURES,
    from: 'web/src/app',
    message: 'Features do not import the app; shared code goes to components/ or lib/.',
  },
  ...features.map((feature) => ({
    target: `${FEATURES}/${feature}`,
    from: FEATURES,
    except: [`./${feature}`],
    message: 'Features do not import each other; shared code goes to components/ or lib/.',
  })),
];

export default defineConfig(
  {
    ignores: ['dist/', 'server/generated/', 'test-results/', 'playwright-report/', '.data/', 'web/public/'],
  },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Numbers and booleans read fine in a template; objects and undefined are the bugs.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // An async handler on a JSX attribute or an Express route is how both libraries are used.
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, arguments: false } },
      ],
      // From strictTypeChecked, the rule that found real problems here: APIs our libraries retire.
      '@typescript-eslint/no-deprecated': 'error',
    },
  },
  {
    // Tests assert on what arrives untyped — supertest's `res.body`, `pg` rows, `page.evaluate`
    // results — so reading `any` there is the point; production code keeps these rules.
    files: ['tests/**', '**/*.test.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat['recommended-latest']],
  },
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaries }] },
  },
  {
    // Isomorphic code: no Node module, nothing only a browser or a server has. The DOM and Node's
    // globals are kept out by common/tsconfig.json.
    files: ['common/**/*.ts'],
    ignores: ['common/**/*.test.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'react',
                'react-*',
                'react/*',
                'express',
                'multer',
                'helmet',
                '@prisma/*',
                'pg',
                'pg-*',
                'nodemailer',
              ],
              message: 'common/ runs in the browser and on the server: no UI or server library.',
            },
          ],
        },
      ],
    },
  },
  {
    plugins: { 'check-file': checkFile },
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': ['error', { '{common,server,web,build,scripts,tests}/**/': 'KEBAB_CASE' }],
    },
  },
  prettier,
);
