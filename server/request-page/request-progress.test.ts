import { describe, expect, test } from 'vitest';
import { requestProgress } from './request-progress';

const day = (n: number) => new Date(Date.UTC(2026, 10, n, 12));
const brief = (entries: ReturnType<typeof requestProgress>) =>
  entries.map((entry) => `${entry.step}:${entry.state}${entry.at ? `@${entry.at.getUTCDate()}` : ''}`);

describe('the progress a visitor reads', () => {
  test('a new request is received, with the rest ahead', () => {
    expect(brief(requestProgress({ createdAt: day(1), status: 'NEW', changes: [] }))).toEqual([
      'received:current@1',
      'working:ahead',
      'waiting:ahead',
      'done:ahead',
    ]);
  });

  test('contacted: being worked on since the first change', () => {
    const changes = [
      { toStatus: 'CONTACTED' as const, changedAt: day(2) },
      { toStatus: 'IN_PROGRESS' as const, changedAt: day(4) },
    ];
    expect(brief(requestProgress({ createdAt: day(1), status: 'IN_PROGRESS', changes }))).toEqual([
      'received:reached@1',
      'working:current@2',
      'waiting:ahead',
      'done:ahead',
    ]);
  });

  test('waiting for her while something is missing, from when the request was in hand', () => {
    const changes = [{ toStatus: 'CONTACTED' as const, changedAt: day(3) }];
    expect(brief(requestProgress({ createdAt: day(1), status: 'CONTACTED', changes, waitingSince: day(1) }))).toEqual([
      'received:reached@1',
      'working:reached@3',
      'waiting:current@3',
      'done:ahead',
    ]);
    expect(brief(requestProgress({ createdAt: day(1), status: 'CONTACTED', changes, waitingSince: day(5) }))).toEqual([
      'received:reached@1',
      'working:reached@3',
      'waiting:current@5',
      'done:ahead',
    ]);
  });

  test('done leaves out a wait that no longer holds, and tells a closed request apart', () => {
    const changes = [
      { toStatus: 'CONTACTED' as const, changedAt: day(2) },
      { toStatus: 'WON' as const, changedAt: day(6) },
    ];
    expect(brief(requestProgress({ createdAt: day(1), status: 'WON', changes, waitingSince: day(3) }))).toEqual([
      'received:reached@1',
      'working:reached@2',
      'done:current@6',
    ]);
    const lost = requestProgress({
      createdAt: day(1),
      status: 'LOST',
      changes: [{ toStatus: 'LOST', changedAt: day(2) }],
    });
    expect(lost.at(-1)).toEqual({ step: 'done', state: 'current', at: day(2), closed: true });
  });

  test('a request held to review or as spam reads as received', () => {
    for (const status of ['REVIEW', 'SPAM'] as const)
      expect(requestProgress({ createdAt: day(1), status, changes: [] })[0]!.state).toBe('current');
  });
});
