import { describe, expect, it } from 'vitest';
import { formatDuration } from './countdown';

describe('a countdown to the promised reply', () => {
  it.each([
    [30_000, '1 min'],
    [59 * 60_000, '59 min'],
    [(2 * 60 + 15) * 60_000, '2 h 15 min'],
    [-(40 * 60_000), '40 min'],
    [(26 * 60 + 5) * 60_000, '1 d 2 h'],
  ])('%i ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});
