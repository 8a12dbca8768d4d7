import pino, { type Logger } from 'pino';

export type { Logger };

// Request bodies are never logged: they carry personal data (issue 8). Headers that
// identify a person or a session are redacted too.
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
  });
}
