// A real SMTP server (the smtp-server package) that keeps what it receives, and can be
// stopped and started again on the same port to play an outage, or made to fail the way
// real servers do (setFailure).
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from './free-port';

/**
 * reject-connection: 421 on connect (service not available); defer-data: 451 after the
 * message (try again later); reject-data: 554 after the message (a permanent-looking
 * refusal); drop-after-data: the message arrives but the connection is cut before the
 * answer, so the sender cannot know and sends it again (the source of duplicates).
 */
export type SmtpFailure = 'none' | 'reject-connection' | 'defer-data' | 'reject-data' | 'drop-after-data';

export type TestSmtp = {
  url: string;
  messages: ParsedMail[];
  start: () => Promise<void>;
  stop: () => Promise<void>;
  setFailure: (failure: SmtpFailure) => void;
  /** Answers each message this much later, as a slow or distant server does. */
  setDelay: (ms: number) => void;
  /** Refuses these recipients with 550 (mailbox unavailable), the others still delivered. */
  rejectRecipients: (addresses: string[]) => void;
  waitFor: (predicate: (mail: ParsedMail) => boolean, timeoutMs?: number) => Promise<ParsedMail>;
};

const smtpError = (responseCode: number, message: string) => Object.assign(new Error(message), { responseCode });

export async function createTestSmtp(): Promise<TestSmtp> {
  const port = await freePort();
  const messages: ParsedMail[] = [];
  let server: SMTPServer | undefined;
  let failure: SmtpFailure = 'none';
  let delayMs = 0;
  let rejected = new Set<string>();

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const current: SMTPServer = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS', 'AUTH'],
        logger: false,
        onRcptTo(address, _session, callback) {
          callback(rejected.has(address.address.toLowerCase()) ? smtpError(550, 'Mailbox unavailable') : undefined);
        },
        onConnect(_session, callback) {
          callback(failure === 'reject-connection' ? smtpError(421, 'Service not available') : undefined);
        },
        onData(stream, session, callback) {
          if (failure === 'defer-data' || failure === 'reject-data') {
            stream.on('end', () =>
              callback(
                failure === 'defer-data' ? smtpError(451, 'Try again later') : smtpError(554, 'Transaction failed'),
              ),
            );
            stream.resume();
            return;
          }
          const drop = failure === 'drop-after-data';
          simpleParser(stream)
            .then(async (mail) => {
              if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
              messages.push(mail);
              if (!drop) return callback();
              // The connection objects are the package's own; the test reaches in to cut one.
              const connections = (
                current as unknown as { connections: Set<{ id: string; _socket: { destroy(): void } }> }
              ).connections;
              [...connections].find((connection) => connection.id === session.id)?._socket.destroy();
            })
            .catch(callback);
        },
      });
      server = current;
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
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    start,
    stop,
    setFailure: (next) => (failure = next),
    setDelay: (ms) => (delayMs = ms),
    rejectRecipients: (addresses) => (rejected = new Set(addresses.map((address) => address.toLowerCase()))),
    waitFor,
  };
}

/** The email the mail workers send about a lead, found by its Message-ID (server/mail/mail-workers.ts):
 * the advisor's, or the visitor's confirmation (which names the same reference). */
export const leadMail =
  (id: string, to: 'advisor' | 'confirmation') =>
  (mail: { messageId?: string }): boolean =>
    mail.messageId === `<lead-${id}.${to}@localhost>`;

/** A test SMTP server started before the file's tests (first, so that an app started after can name it) and stopped after them. */
export function withTestSmtp(): { smtp: TestSmtp } {
  const context = {} as { smtp: TestSmtp };
  beforeAll(async () => {
    context.smtp = await createTestSmtp();
  });
  afterAll(async () => {
    await context.smtp?.stop();
  });
  return context;
}
