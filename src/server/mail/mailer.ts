import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** 'smtp' really delivers; 'log' writes the message to the server log (no SMTP_URL configured). */
  readonly kind: 'smtp' | 'log' | 'memory';
  send(message: MailMessage): Promise<void>;
}

export function createMailer(options: {
  smtpUrl?: string | undefined;
  from: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (!options.smtpUrl) {
    return {
      kind: 'log',
      send: (message) => {
        options.log.info(
          { mail: { to: message.to, subject: message.subject } },
          `Email (not sent, no SMTP_URL) to ${message.to}: ${message.subject}\n${message.text}`,
        );
        return Promise.resolve();
      },
    };
  }
  const transport = nodemailer.createTransport(options.smtpUrl);
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
