// The wait before sending a form without a proof: a timer that fires before the clock says its
// time has come must not let a form go with less than the minimum fill time (the server would
// file it as a bot's, docs/decisions/0043-to-review.md).
import { expect, test } from 'vitest';
import { waitUntil } from './bot-check-solver';

/** A clock that answers the given readings in turn (the last one from then on). */
const clock = (readings: number[]) => {
  const read: number[] = [];
  const now = () => {
    const value = readings[Math.min(read.length, readings.length - 1)]!;
    read.push(value);
    return value;
  };
  return { now, read };
};

test('waits again when the timer fired a fraction of a millisecond before the moment', async () => {
  // Asked for 20 ms, the timer fires when the clock says 19.6.
  const { now, read } = clock([0, 19.6, 20.2]);
  await waitUntil(20, now);
  expect(read).toEqual([0, 19.6, 20.2]);
});

test('returns at once for a moment already past', async () => {
  const { now, read } = clock([25]);
  await waitUntil(20, now);
  expect(read).toEqual([25]);
});
