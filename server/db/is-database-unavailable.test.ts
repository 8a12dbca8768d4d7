import { expect, test } from 'vitest';
import { isDatabaseUnavailable } from './is-database-unavailable';

// The shape Prisma 7 throws when a raw query's pooled connection dies under it (seen in the
// database-outage test: the bot check's claim of a proof ran as the database went away).
const connectionClosed = Object.assign(new Error('Invalid `prisma.$queryRaw()` invocation: Raw query failed.'), {
  name: 'PrismaClientKnownRequestError',
  code: 'P2010',
  meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'ConnectionClosed' } } },
});

test('a raw query whose connection closed is the database being away', () => {
  expect(isDatabaseUnavailable(connectionClosed)).toBe(true);
  expect(isDatabaseUnavailable(new Error('Server has closed the connection.'))).toBe(true);
  expect(isDatabaseUnavailable(Object.assign(new Error('refused'), { code: 'ECONNREFUSED' }))).toBe(true);
});

test('a failed query on a working database is not', () => {
  const uniqueViolation = Object.assign(new Error('Unique constraint failed'), {
    code: 'P2002',
    meta: { driverAdapterError: { name: 'DriverAdapterError', cause: { kind: 'UniqueConstraintViolation' } } },
  });
  expect(isDatabaseUnavailable(uniqueViolation)).toBe(false);
  expect(isDatabaseUnavailable(new Error('syntax error at or near "SELEC"'))).toBe(false);
});
