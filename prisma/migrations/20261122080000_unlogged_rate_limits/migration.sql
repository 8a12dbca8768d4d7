-- Rate-limit counters live a minute and need no durability: an unlogged table writes no
-- WAL, so counting a request costs no flush to disk (docs/BENCHMARKS.md). After a crash
-- PostgreSQL empties it, which only forgives the last minute's counts.
-- Prisma's schema language cannot say UNLOGGED; the drift test compares columns and keys.
ALTER TABLE "rate_limits" SET UNLOGGED;
