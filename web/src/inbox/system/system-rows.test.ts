// The System view's verdicts: what makes a card say Falla/Failing, Atención/Attention or nothing.
import i18next, { type TFunction } from 'i18next';
import { beforeAll, expect, test } from 'vitest';
import type { SystemStatus } from '../../../../common/inbox/system-status';
import inboxEs from '../locales/es/inbox.json';
import { systemRows } from './system-rows';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const ago = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();
const working = { lastSuccessAt: ago(5), failingSince: null, lastError: null };
const healthy: SystemStatus = {
  checkedAt: ago(0),
  lastLeadAt: ago(30),
  email: working,
  push: { ...working, configured: true, devices: 1 },
  digest: working,
  queue: { depth: 0, oldestCreatedAt: null, deadLetters: 0 },
  disks: [{ folder: 'uploads', freeBytes: 50e9, totalBytes: 100e9 }],
  uploads: working,
  backup: { lastSucceededAt: ago(120), locations: ['backups/b.age'], bytes: 2e6, failingSince: null, lastError: null },
};
let t: TFunction<'inbox'>;

beforeAll(async () => {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'es', resources: { es: { inbox: inboxEs } }, defaultNS: 'inbox' });
  t = instance.getFixedT<'inbox'>('es', 'inbox');
});

const tones = (status: SystemStatus) =>
  Object.fromEntries(systemRows(status, t, 'es', NOW).map((row) => [row.id, row.tone]));

test('a healthy system: every channel and the queue fine, the last lead without a verdict', () => {
  expect(tones(healthy)).toEqual({
    'last-lead': undefined,
    email: 'ok',
    push: 'ok',
    digest: 'ok',
    queue: 'ok',
    backup: 'ok',
    'disk-uploads': 'ok',
  });
});

test('a backup: none yet or over a day and a half old is worth a look, a failed latest run is failing', () => {
  const backup = (changes: Partial<SystemStatus['backup']>) =>
    tones({ ...healthy, backup: { ...healthy.backup, ...changes } }).backup;
  expect(backup({ lastSucceededAt: null, locations: [], bytes: null })).toBe('warn');
  expect(backup({ lastSucceededAt: ago(37 * 60) })).toBe('warn');
  expect(backup({ failingSince: ago(10), lastError: 'disk full' })).toBe('bad');
  const row = systemRows(healthy, t, 'es', NOW).find((candidate) => candidate.id === 'backup')!;
  expect(row.details).toEqual([expect.stringMatching(/^En backups\/b\.age · /)]);
});

test('a failing channel says since when and why; one never used yet has no verdict', () => {
  const status = {
    ...healthy,
    email: { lastSuccessAt: ago(90), failingSince: ago(20), lastError: 'connect ECONNREFUSED' },
    digest: { lastSuccessAt: null, failingSince: null, lastError: null },
  };
  const rows = systemRows(status, t, 'es', NOW);
  const email = rows.find((row) => row.id === 'email')!;
  expect(email.tone).toBe('bad');
  expect(email.details).toEqual([expect.stringMatching(/^Falla desde /), 'Motivo: connect ECONNREFUSED']);
  expect(rows.find((row) => row.id === 'digest')).toMatchObject({ value: 'Todavía ninguno', tone: undefined });
});

test('push off, or no device, is shown; a queue job older than 15 minutes or a dead letter too', () => {
  expect(tones({ ...healthy, push: { ...healthy.push, configured: false } }).push).toBe('bad');
  expect(tones({ ...healthy, push: { ...healthy.push, devices: 0 } }).push).toBe('warn');
  const queue = (oldestMinutes: number, deadLetters = 0) =>
    tones({ ...healthy, queue: { depth: 2, oldestCreatedAt: ago(oldestMinutes), deadLetters } }).queue;
  expect([queue(5), queue(20), queue(5, 1)]).toEqual(['ok', 'warn', 'bad']);
});

test('a disk with less than 10 % free asks for attention, less than 5 % fails', () => {
  const disk = (free: number) =>
    tones({ ...healthy, disks: [{ folder: 'uploads', freeBytes: free * 1e9, totalBytes: 100e9 }] })['disk-uploads'];
  expect([disk(20), disk(8), disk(3)]).toEqual(['ok', 'warn', 'bad']);
});

test('the uploads’ disk found full fails, whatever its free share says, and says since when and why', () => {
  const status = {
    ...healthy,
    uploads: { lastSuccessAt: ago(90), failingSince: ago(20), lastError: 'ENOSPC: no space left on device' },
  };
  const row = systemRows(status, t, 'es', NOW).find((candidate) => candidate.id === 'disk-uploads')!;
  expect(row.tone).toBe('bad');
  expect(row.details).toEqual([
    expect.stringMatching(/^Lleno desde .+: las solicitudes con documentos se rechazan/),
    'Motivo: ENOSPC: no space left on device',
  ]);
});
