// The production artifact without a Docker engine (none runs where the tests do):
// docker-compose.yml is valid by the Compose specification's own schema (vendored in
// tests/fixtures/compose-spec/, with its source), pins every image, restarts on failure and keeps
// data in named volumes only; the Dockerfile builds with the commands CI runs, in stages, and runs
// the compiled server as a non-root user with a health check.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { expect, test } from 'vitest';
import { parse } from 'yaml';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
const compose = parse(read('docker-compose.yml')) as {
  services: Record<string, { image?: string; build?: unknown; restart?: string; volumes?: string[] }>;
  volumes: Record<string, unknown>;
};
// The schema names draft-07 by its https address, which Ajv does not know as a meta-schema (it
// registers the http one): the schema itself is not checked, only the file against it.
const validate = new Ajv({ strict: false, allErrors: true, validateSchema: false }).compile(
  JSON.parse(read('tests/fixtures/compose-spec/compose-spec.json')) as object,
);

test('docker-compose.yml follows the Compose specification, and the check does catch a wrong file', () => {
  expect(validate(compose), JSON.stringify(validate.errors)).toBe(true);
  const wrong = structuredClone(compose);
  (wrong.services.app as Record<string, unknown>).restart_policy = 'always';
  expect(validate(wrong)).toBe(false);
  wrong.services.app!.volumes = [{ bind: 3 } as unknown as string];
  expect(validate(wrong)).toBe(false);
});

test('every image is pinned to a version, every service restarts on failure, data is in named volumes', () => {
  for (const [name, service] of Object.entries(compose.services)) {
    expect(service.image, name).toBeDefined();
    if (!service.build) expect(service.image, name).toMatch(/^[\w./-]+:(?!latest$)[\w.-]*\d[\w.-]*$/);
    expect(service.restart, name).toBe('on-failure');
    for (const volume of service.volumes ?? []) {
      const [source] = volume.split(':');
      // A named volume, never a folder of the host (the checkout above all).
      expect(Object.keys(compose.volumes), `${name}: ${volume}`).toContain(source);
    }
  }
  expect(compose.services.app!.build).toMatchObject({ context: '.' });
});

type Stage = { from: string; lines: string[] };
/** The Dockerfile's stages, each with its instructions (continuation lines joined). */
function stages(dockerfile: string): Stage[] {
  const instructions = dockerfile
    .replace(/\\\n\s*/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
  const result: Stage[] = [];
  for (const line of instructions) {
    if (line.startsWith('FROM ')) result.push({ from: line, lines: [] });
    else result.at(-1)?.lines.push(line);
  }
  return result;
}

test('the Dockerfile builds once with the commands CI runs and runs the compiled server as non-root', () => {
  const [build, runtime, ...more] = stages(read('Dockerfile'));
  expect(more).toEqual([]);
  expect(build!.from).toMatch(/ AS build$/);
  const runs = build!.lines.filter((line) => line.startsWith('RUN ')).map((line) => line.slice(4));
  expect(runs).toEqual(['npm ci --no-audit --no-fund', 'npm run build', 'npm prune --omit=dev']);
  // The same install as CI (.ci/run) and the same build as the browser tests (package.json).
  expect(read('.ci/run')).toMatch(/^npm ci --no-audit --no-fund$/m);
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  expect(scripts['test:e2e']).toContain('npm run build');
  expect(scripts.build).toContain('tsx build/build-server.ts');
  expect(read('build/build-server.ts')).toContain("'dist/server/index.js'");

  expect(runtime!.lines).toContain('COPY --from=build /app/dist ./dist');
  expect(runtime!.lines.filter((line) => line.startsWith('USER '))).toEqual(['USER node']);
  expect(runtime!.lines.find((line) => line.startsWith('HEALTHCHECK '))).toContain('/healthz');
  expect(runtime!.lines.at(-1)).toBe('CMD ["node", "--enable-source-maps", "dist/server/index.js"]');
  expect(read('Dockerfile')).toMatch(/^ARG NODE_IMAGE=node:24\.\d+\.\d+-bookworm-slim$/m);
});
