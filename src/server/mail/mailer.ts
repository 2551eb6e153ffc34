import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { MailConfig } from '../config';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' really delivers; 'log' writes the message (or only its recipient and subject) to the server log. */
  readonly kind: 'smtp' | 'log' | 'memory';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: { mail: MailConfig; from: string; log: FastifyBaseLogger }): Mailer {
  const { mail, log } = options;
  if (mail.kind === 'log') {
    return {
      kind: 'log',
      send: (message) => {
        const about = { mail: { to: message.to, subject: message.subject } };
        // Only where config allows it (never in production): the text carries links with tokens in them.
        if (mail.contents) {
          log.info(
            about,
            `Email (not sent, no SMTP_URL) to ${message.to}: ${message.subject}\n${message.text}`,
          );
        } else {
          log.info(about, `Email (not sent, MAIL=log) to ${message.to}: ${message.subject}`);
        }
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport(mail.url);
  return {
    kind: 'smtp',
    send: async (message) => {
      await transport.sendMail({ from: options.from, ...message });
    },
  };
}

/** Keeps messages in memory (tests). */
export class MemoryMailer implements Mailer {
  readonly kind = 'memory' as const;
  readonly sent: MailMessage[] = [];
  send(message: MailMessage): Promise<void> {
    this.sent.push(message);
    return Promise.resolve();
  }
}
