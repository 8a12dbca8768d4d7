// Recognises "PostgreSQL cannot be reached" among the errors pg, the Prisma adapter and
// pg-boss throw, walking the cause chain, so the visitor gets 503 ("try again shortly")
// rather than a generic failure.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'ENOTFOUND', 'EPIPE', 'EHOSTUNREACH']);
// SQLSTATE class 08 (connection exception) and 57P0x (server shutting down / starting up).
const SQLSTATE = /^(08\d{3}|57P0[1-3])$/;
const PRISMA_CODES = new Set(['P1001', 'P1002', 'P1017', 'P2024']);
// The kinds of the Prisma driver adapter's own errors (meta.driverAdapterError.cause.kind), which
// a raw query throws as P2010 when the pool's connection dies under it.
const ADAPTER_KINDS = new Set(['ConnectionClosed', 'DatabaseNotReachable', 'SocketTimeout', 'TooManyConnections']);
const MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|Can't reach database|Server has closed the connection/i;

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  const { code, message, cause, originalCode, kind, meta } = error as Record<string, unknown>;
  if (typeof kind === 'string' && ADAPTER_KINDS.has(kind)) return true;
  for (const value of [code, originalCode]) {
    if (typeof value === 'string' && (NETWORK_CODES.has(value) || SQLSTATE.test(value) || PRISMA_CODES.has(value))) {
      return true;
    }
  }
  if (typeof message === 'string' && MESSAGES.test(message)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1)))
    return true;
  const adapterError = (meta as { driverAdapterError?: unknown } | undefined)?.driverAdapterError;
  if (adapterError && isDatabaseUnavailable(adapterError, depth + 1)) return true;
  return isDatabaseUnavailable(cause, depth + 1);
}
