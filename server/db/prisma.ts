import { PrismaPg } from '@prisma/adapter-pg';
import type pg from 'pg';
import { PrismaClient } from '../generated/prisma/client';

export type Database = PrismaClient;

/** Prisma on the process's one connection pool (shared with the queue and the rate limiter). */
export function createPrisma(pool: pg.Pool): Database {
  return new PrismaClient({ adapter: new PrismaPg(pool) });
}
