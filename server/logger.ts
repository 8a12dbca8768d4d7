import pino, { type Logger } from 'pino';

export type { Logger };

// Request bodies are never logged: they carry personal data (docs/SECURITY.md, "Logs"). Headers that
// identify a person or a session are redacted too.
// `destination` (standard output by default) lets a test read every line the server writes.
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = { level, redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'] };
  return destination ? pino(options, destination) : pino(options);
}
