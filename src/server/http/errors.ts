import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/errors';
import { AppError, INTERNAL_MESSAGE, UNAVAILABLE_MESSAGE, type AppErrorKind } from '../errors';

/** The one place a domain error's kind becomes an HTTP status on the plain (non-tRPC) routes. */
const HTTP_STATUS: Record<AppErrorKind, number> = {
  bad_request: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  too_many_requests: 429,
  unavailable: 503,
};

function httpStatusOf(err: AppError): number {
  return HTTP_STATUS[err.kind];
}

/** Replies `{ error: { message, domainCode? } }` with the kind's status (and Retry-After when known). */
function sendAppError(reply: FastifyReply, err: AppError): FastifyReply {
  const { domainCode, retryAfterSeconds } = err.details;
  if (retryAfterSeconds !== undefined) reply.header('retry-after', String(retryAfterSeconds));
  return reply
    .code(httpStatusOf(err))
    .send({ error: { message: err.message, ...(domainCode ? { domainCode } : {}) } });
}

/**
 * An error handler for a plain-route scope: domain errors become their status and message; Fastify's own
 * client errors (a malformed body, too many parts) keep their 4xx status and message; anything else is
 * logged and answered with a generic 500, so no path, SQL or storage detail reaches the client.
 */
export function appErrorHandler(err: FastifyError, req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof AppError) return sendAppError(reply, err);
  const status = err.statusCode ?? 500;
  if (status >= 400 && status < 500) return reply.code(status).send({ error: { message: err.message } });
  if (isDatabaseUnavailable(err)) {
    req.log.warn({ err }, 'request failed: database unavailable');
    return reply
      .code(503)
      .header('retry-after', '5')
      .send({ error: { message: UNAVAILABLE_MESSAGE } });
  }
  req.log.error({ err }, 'request failed');
  return reply.code(500).send({ error: { message: INTERNAL_MESSAGE } });
}
