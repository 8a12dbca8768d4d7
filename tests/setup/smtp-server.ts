// A real SMTP server (the smtp-server package) that keeps what it receives, and can be
// stopped and started again on the same port to play an outage.
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { freePort } from './free-port';

export type TestSmtp = {
  url: string;
  messages: ParsedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  waitFor: (predicate: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
};

export async function createTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onData(stream, _session, callback) {
          simpleParser(stream)
            .then((mail) => {
              messages.push(mail);
              callback();
            })
            .catch(callback);
        },
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });

  const stop = () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));

  const waitFor = async (predicate: (mail: ParsedMail) => boolean, timeoutMs = 20_000) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = messages.find(predicate);
      if (found) return found;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    throw new Error(`No matching email within ${timeoutMs} ms (received ${messages.length})`);
  };

  await start();
  return { url: `smtp://127.0.0.1:${port}`, messages, start, stop, waitFor };
}
