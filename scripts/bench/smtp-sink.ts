// An SMTP server that accepts and discards: the benchmark measures the intake, not the
// parsing of its emails, which would steal CPU from the load generator.
import { SMTPServer } from 'smtp-server';
import { freePort } from '../../tests/setup/free-port';

export async function startSmtpSink() {
  const port = await freePort();
  let received = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('end', () => {
        received++;
        callback();
      });
      stream.resume();
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${port}`,
    received: () => received,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
