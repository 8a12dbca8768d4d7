import { expect, test } from 'vitest';
import { untilDatabaseAnswers } from './until-database-answers';

const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });

test('retries while the database is unreachable, doubling the delay up to 30 s, then returns', async () => {
  const delays: number[] = [];
  let calls = 0;
  const result = await untilDatabaseAnswers(
    () => (++calls < 8 ? Promise.reject(refused()) : Promise.resolve('migrated')),
    (delay) => delays.push(delay),
    async () => {},
  );
  expect(result).toBe('migrated');
  expect(delays).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
});

test('any other failure is thrown at once', async () => {
  const wrongPassword = Object.assign(new Error('password authentication failed'), { code: '28P01' });
  let calls = 0;
  await expect(
    untilDatabaseAnswers(
      () => {
        calls++;
        return Promise.reject(wrongPassword);
      },
      () => {},
      async () => {},
    ),
  ).rejects.toBe(wrongPassword);
  expect(calls).toBe(1);
});
