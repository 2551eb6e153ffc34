/**
 * A mail sink for browser tests: an SMTP server on loopback that keeps every mail the app sends, and an HTTP
 * endpoint that hands them back as JSON, so a test reads the mail a user would get (not the server's log).
 *
 *   MAIL_SINK_SMTP_PORT=2525 MAIL_SINK_HTTP_PORT=2526 npx tsx tests/support/mail-sink.ts
 *
 * GET /mails?to=address lists the mails addressed to `address` (any case), oldest first; without `to`, all.
 * The app reaches it with SMTP_URL=smtp://127.0.0.1:2525. Plain SMTP only: the sink offers neither STARTTLS
 * nor AUTH, and nodemailer only upgrades to TLS when the server offers it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import { simpleParser, type AddressObject } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SunkMail {
  /** The envelope's recipients, lower-cased: who the mail was really delivered to. */
  to: string[];
  from: string;
  subject: string;
  text: string;
  receivedAt: string;
}

export interface MailSink {
  smtpPort: number;
  httpPort: number;
  mails: SunkMail[];
  close(): Promise<void>;
}

const addresses = (value: AddressObject | AddressObject[] | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).flatMap((group) =>
    group.value.map((entry) => entry.address?.toLowerCase() ?? ''),
  );

/** Starts both servers on 127.0.0.1 (port 0: any free port). */
export async function startMailSink(ports: { smtp: number; http: number }): Promise<MailSink> {
  const mails: SunkMail[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const envelope = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
          mails.push({
            to: envelope.length > 0 ? envelope : addresses(parsed.to),
            from: parsed.from?.text ?? '',
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            receivedAt: new Date().toISOString(),
          });
          callback();
        })
        .catch((err: unknown) => callback(err instanceof Error ? err : new Error(String(err))));
    },
  });
  const http = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://sink');
    if (request.method !== 'GET' || url.pathname !== '/mails') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to')?.toLowerCase();
    const body = JSON.stringify(to ? mails.filter((mail) => mail.to.includes(to)) : mails);
    response.writeHead(200, { 'content-type': 'application/json' }).end(body);
  });

  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject);
    smtp.listen(ports.smtp, '127.0.0.1', () => resolve());
  });
  await listen(http, ports.http);
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const httpPort = (http.address() as AddressInfo).port;
  return {
    smtpPort,
    httpPort,
    mails,
    close: async () => {
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}

function listen(server: Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

function portFromEnv(name: string): number {
  const port = Number(process.env[name]);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`${name} must be a port number`);
  return port;
}

// Run as a script (Playwright's webServer): serve until stopped.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const sink = await startMailSink({
    smtp: portFromEnv('MAIL_SINK_SMTP_PORT'),
    http: portFromEnv('MAIL_SINK_HTTP_PORT'),
  });
  console.log(
    `mail sink: SMTP on 127.0.0.1:${sink.smtpPort}, mails at http://127.0.0.1:${sink.httpPort}/mails`,
  );
  const stop = () => void sink.close().finally(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
