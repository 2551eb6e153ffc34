import { randomUUID } from 'node:crypto';
import { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';

/** Request ids are UUIDs; behind a trusted proxy, the proxy's X-Request-Id is kept so lines match its logs. */
export const REQUEST_ID_HEADER = 'x-request-id';
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's request id and logging settings. Fastify's own per-request lines are off: they carry the full
 * URL, whose query holds what people search for; `registerRequestLogs` writes one line per request instead.
 */
export function loggingOptions(
  trustProxy: boolean,
): Pick<FastifyServerOptions, 'logController' | 'genReqId'> {
  return {
    // The lines of a request carry its id as `reqId`.
    logController: new LogController({ disableRequestLogging: true, requestIdLogLabel: 'reqId' }),
    genReqId: (req) => {
      const sent = req.headers[REQUEST_ID_HEADER];
      return trustProxy && typeof sent === 'string' && PROXY_REQUEST_ID.test(sent) ? sent : randomUUID();
    },
  };
}

/** One info line per answered request (method, path without its query, status, time), /healthz excepted. */
export function registerRequestLogs(app: FastifyInstance): void {
  app.addHook('onRequest', async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  app.addHook('onResponse', async (req, reply) => {
    const path = req.url.split('?')[0] ?? req.url;
    if (path === '/healthz') return;
    req.log.info(
      { method: req.method, path, status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
}

type LoggedError = { type: string; message: string; stack: string; code?: string; cause?: LoggedError };

/**
 * The `err` serializer of every log line. Only the name, message, code and stack of an error and its causes
 * are written, never its other fields (a driver error carries the query's parameters and its connection),
 * and what users typed is cut out: Drizzle puts a failed query's parameters in its message (and tRPC copies
 * that message into its own), and Postgres quotes the offending value in messages such as
 * 'invalid input syntax for type uuid: "…"'.
 */
export function safeError(err: unknown): LoggedError {
  const chain: unknown[] = [];
  for (
    let e: unknown = err;
    e && typeof e === 'object' && chain.length < 5;
    e = (e as { cause?: unknown }).cause
  ) {
    chain.push(e);
  }
  const secrets = chain.flatMap((e) => {
    const { query, params } = e as { query?: unknown; params?: unknown };
    return typeof query === 'string' && Array.isArray(params) ? [`\nparams: ${params.join(',')}`] : [];
  });
  const clean = (text: string): string => {
    let out = text;
    for (const secret of secrets) out = out.split(secret).join('\nparams: [redacted]');
    return out.replace(/: "(?:[^"\\]|\\.)*"/g, ': "[redacted]"');
  };
  const one = (e: unknown, depth: number): LoggedError => {
    if (!(e instanceof Error)) return { type: typeof e, message: '[not an Error]', stack: '' };
    const code = (e as { code?: unknown }).code;
    const logged: LoggedError = { type: e.name, message: clean(e.message), stack: clean(e.stack ?? '') };
    if (typeof code === 'string') logged.code = code;
    if (e.cause && depth < 4) logged.cause = one(e.cause, depth + 1);
    return logged;
  };
  return one(err, 0);
}
