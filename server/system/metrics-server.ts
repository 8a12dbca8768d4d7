// Where Prometheus reads the metrics: METRICS_PORT, a listener of its own (keep it off the
// internet), or /metrics on the app's port for a scraper that sends METRICS_TOKEN as a bearer
// token. With several worker processes only the port is served, by the primary, which asks
// every worker for its counters (prom-client's AggregatorRegistry); a request on the app's port
// would reach one worker and see a share of them.
import { timingSafeEqual, createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { Router } from 'express';
import client from 'prom-client';
import type { Env } from '../env';
import type { Logger } from '../logger';
import { metricsRegistry } from './metrics';

const digest = (value: string) => createHash('sha256').update(value).digest();

/** GET /metrics on the app's port, answered only to `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsRouter(token: string | undefined): Router {
  const router = Router();
  if (!token) return router;
  router.get('/metrics', async (req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    const given = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1] ?? '';
    // Hashes of equal length, so the comparison takes the same time whatever was sent.
    if (!timingSafeEqual(digest(given), digest(token))) {
      res.status(401).setHeader('WWW-Authenticate', 'Bearer').end();
      return;
    }
    res.type(metricsRegistry.contentType).send(await metricsRegistry.metrics());
  });
  return router;
}

/**
 * In a worker of several: answer the primary's requests for this process's metrics. prom-client
 * adds that listener only when an AggregatorRegistry is made, in the primary and the workers alike.
 */
export function answerMetricsRequests(): void {
  new client.AggregatorRegistry();
}

/** The listener on METRICS_PORT; `aggregate`: in the primary of several workers. */
export function startMetricsServer(
  env: Env,
  logger: Logger,
  { aggregate }: { aggregate: boolean },
): Server | undefined {
  if (env.METRICS_PORT === undefined) return undefined;
  const registry = aggregate ? new client.AggregatorRegistry() : undefined;
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/metrics') return void res.writeHead(404).end();
    const metrics = registry ? registry.clusterMetrics() : metricsRegistry.metrics();
    metrics.then(
      (text) => res.writeHead(200, { 'Content-Type': metricsRegistry.contentType }).end(text),
      (error: unknown) => {
        logger.error({ err: error }, 'metrics could not be collected');
        res.writeHead(500).end();
      },
    );
  });
  server.listen(env.METRICS_PORT, env.HOST, () => logger.info({ port: env.METRICS_PORT }, 'metrics listening'));
  server.unref();
  return server;
}
