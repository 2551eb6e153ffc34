import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { ICAL_TEXTS } from '../../../../shared/ical';
import { isAllowedAddress } from './address';

/** A feed could not be fetched; the message is written for the host and stored as the feed's last error. */
export class IcalSyncError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'IcalSyncError';
  }
}

export interface FetchLimits {
  /** The test-only ICAL_ALLOW_LOOPBACK: feeds served on 127.0.0.1 / ::1 may be fetched. */
  allowLoopback: boolean;
  /** The whole fetch, redirects included. */
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
}

export const ICAL_FETCH_TIMEOUT_MS = 10_000;
export const ICAL_MAX_BYTES = 1024 * 1024;
export const ICAL_MAX_REDIRECTS = 3;

const NOT_ALLOWED = 'ICAL_ADDRESS_NOT_ALLOWED';
const REDIRECTS = new Set([301, 302, 303, 307, 308]);

/**
 * The resolver every connection goes through: each address a name resolves to is checked, and the socket
 * connects to a checked address, so a name that resolves to a public address for a check and a private one
 * for the connection (DNS rebinding) gets nowhere.
 */
function guardedLookup(allowLoopback: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err, '', 0);
      if (addresses.length === 0 || addresses.some((a) => !isAllowedAddress(a.address, allowLoopback))) {
        const refused: NodeJS.ErrnoException = new Error(ICAL_TEXTS.notAllowed);
        refused.code = NOT_ALLOWED;
        return callback(refused, '', 0);
      }
      if (options.all) return callback(null, addresses);
      const [first] = addresses as [LookupAddress];
      return callback(null, first.address, first.family);
    });
  };
}

/** Only http(s), and a literal address must be an allowed one (Node skips the resolver for those). */
function checkTarget(url: URL, allowLoopback: boolean): void {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new IcalSyncError(ICAL_TEXTS.notAllowed);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  if (isIP(host) !== 0 && !isAllowedAddress(host, allowLoopback))
    throw new IcalSyncError(ICAL_TEXTS.notAllowed);
}

function get(url: URL, lookup: LookupFunction, signal: AbortSignal): Promise<IncomingMessage> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const req = client.get(
      url,
      {
        lookup,
        signal,
        // A fresh connection per request: nothing pooled skips the resolver's check.
        agent: false,
        headers: { accept: 'text/calendar, */*;q=0.5', 'user-agent': 'KaziStay calendar sync' },
      },
      resolve,
    );
    req.on('error', reject);
  });
}

async function readBody(res: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(res.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) {
    res.destroy();
    throw new IcalSyncError(ICAL_TEXTS.tooLarge);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of res as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) {
      res.destroy();
      throw new IcalSyncError(ICAL_TEXTS.tooLarge);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** A network failure in the host's words. */
function failure(err: unknown, signal: AbortSignal): IcalSyncError {
  if (err instanceof IcalSyncError) return err;
  const code = (err as NodeJS.ErrnoException | undefined)?.code;
  if (code === NOT_ALLOWED) return new IcalSyncError(ICAL_TEXTS.notAllowed);
  if (signal.aborted) return new IcalSyncError(ICAL_TEXTS.unreachable('no answer within 10 seconds'));
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN')
    return new IcalSyncError(ICAL_TEXTS.unreachable('the address was not found'));
  if (code === 'ECONNREFUSED') return new IcalSyncError(ICAL_TEXTS.unreachable('the connection was refused'));
  if (code?.startsWith('ERR_TLS') || code?.includes('CERT'))
    return new IcalSyncError(ICAL_TEXTS.unreachable('its certificate could not be verified'));
  return new IcalSyncError(ICAL_TEXTS.unreachable('the connection failed'));
}

/**
 * Fetches a feed's text within bounds: http(s) only, every address checked (literal or resolved, on the
 * first URL and on each redirect), at most `maxRedirects` redirects, `maxBytes` counted while streaming and
 * `timeoutMs` for the whole exchange. Throws IcalSyncError with the message the host sees.
 */
export async function fetchCalendar(rawUrl: string, limits: FetchLimits): Promise<string> {
  const { allowLoopback } = limits;
  const maxBytes = limits.maxBytes ?? ICAL_MAX_BYTES;
  const maxRedirects = limits.maxRedirects ?? ICAL_MAX_REDIRECTS;
  const signal = AbortSignal.timeout(limits.timeoutMs ?? ICAL_FETCH_TIMEOUT_MS);
  const lookup = guardedLookup(allowLoopback);
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new IcalSyncError(ICAL_TEXTS.notAllowed);
  }
  try {
    for (let redirects = 0; ; redirects++) {
      checkTarget(url, allowLoopback);
      const res = await get(url, lookup, signal);
      const status = res.statusCode ?? 0;
      const location = res.headers.location;
      if (REDIRECTS.has(status) && location) {
        res.destroy();
        if (redirects >= maxRedirects) throw new IcalSyncError(ICAL_TEXTS.unreachable('too many redirects'));
        url = new URL(location, url);
        continue;
      }
      if (status < 200 || status >= 300) {
        res.destroy();
        throw new IcalSyncError(ICAL_TEXTS.unreachable(`the server answered ${status}`));
      }
      return (await readBody(res, maxBytes)).toString('utf8');
    }
  } catch (err) {
    throw failure(err, signal);
  }
}
