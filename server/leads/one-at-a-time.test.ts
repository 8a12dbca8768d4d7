import { expect, test } from 'vitest';
import { oneAtATime } from './one-at-a-time';

test('tasks run one after another, in order, and a failing one does not stop the line', async () => {
  const line = oneAtATime();
  const events: string[] = [];
  let running = 0;
  const task =
    (name: string, fail = false) =>
    async () => {
      running++;
      expect(running).toBe(1);
      events.push(`start ${name}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
      events.push(`end ${name}`);
      running--;
      if (fail) throw new Error(name);
      return name;
    };
  const results = await Promise.allSettled([line(task('a')), line(task('b', true)), line(task('c'))]);
  expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(events).toEqual(['start a', 'end a', 'start b', 'end b', 'start c', 'end c']);
});
