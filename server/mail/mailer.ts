// Outgoing email. With SMTP_URL, a real SMTP server; without it (the embedded default),
// every message is written as an .eml file under DATA_DIR/mail so nothing needs setting
// up to see what would have been sent.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Env } from '../env';
import type { Logger } from '../logger';

export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  messageId: string;
  replyTo?: string;
  /** More headers (the reminders' List-Unsubscribe, server/visitor-reminders/). */
  headers?: Record<string, string>;
  /** A calendar invitation (nodemailer's icalEvent: a text/calendar part with its METHOD, and the .ics attached). */
  icalEvent?: { method: 'REQUEST' | 'CANCEL' | 'PUBLISH'; filename: string; content: string };
};
export type Mailer = { send: (mail: OutgoingMail) => Promise<void>; close: () => void };

export function createMailer(env: Env, logger: Logger): Mailer {
  if (env.SMTP_URL) {
    const transport = nodemailer.createTransport({
      url: env.SMTP_URL,
      // Fail fast when the server is away; the queue retries later.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      send: async (mail) => {
        await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      },
      close: () => transport.close(),
    };
  }
  const directory = path.resolve(env.DATA_DIR, 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    send: async (mail) => {
      const info = await transport.sendMail({ from: env.MAIL_FROM, ...mail });
      await mkdir(directory, { recursive: true });
      const file = path.join(
        directory,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${fileSafe(mail.messageId)}.eml`,
      );
      await writeFile(file, info.message as Buffer);
      logger.info({ file }, 'SMTP_URL not set: email written to file');
    },
    close: () => transport.close(),
  };
}

function fileSafe(value: string): string {
  return value.replace(/[^a-zA-Z0-9.-]/g, '_');
}
