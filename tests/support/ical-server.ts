import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/** A local HTTP server on 127.0.0.1 serving whatever each path is set to answer (iCal feeds in tests). */
export class FeedServer {
  private readonly routes = new Map<string, Handler>();
  private server: Server | undefined;
  port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const handler = this.routes.get((req.url ?? '/').split('?')[0] ?? '/');
      if (handler) return handler(req, res);
      res.statusCode = 404;
      res.end('not found');
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  url(path: string, host = '127.0.0.1'): string {
    return `http://${host}:${this.port}${path}`;
  }

  /** `path` answers with `body` as text/calendar. */
  calendar(path: string, body: string): void {
    this.on(path, (_req, res) => {
      res.setHeader('content-type', 'text/calendar; charset=utf-8');
      res.end(body);
    });
  }

  redirect(path: string, location: string): void {
    this.on(path, (_req, res) => {
      res.statusCode = 302;
      res.setHeader('location', location);
      res.end();
    });
  }

  on(path: string, handler: Handler): void {
    this.routes.set(path, handler);
  }
}

export interface FixtureEvent {
  uid?: string;
  start: string;
  end?: string;
  summary?: string;
}

const compact = (iso: string) => iso.replaceAll('-', '');

/** An iCalendar text like Airbnb's export: all-day VEVENTs, CRLF line ends. */
export function icsOf(events: FixtureEvent[]): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//Fixture//EN', 'CALSCALE:GREGORIAN'];
  for (const e of events) {
    lines.push('BEGIN:VEVENT', 'DTSTAMP:20260101T000000Z');
    if (e.uid) lines.push(`UID:${e.uid}`);
    lines.push(`DTSTART;VALUE=DATE:${compact(e.start)}`);
    if (e.end) lines.push(`DTEND;VALUE=DATE:${compact(e.end)}`);
    lines.push(`SUMMARY:${e.summary ?? 'Reserved'}`, 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return `${lines.join('\r\n')}\r\n`;
}
