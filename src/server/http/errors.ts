import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, type AppErrorKind } from '../errors';

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
 * An error handler for a plain-route scope: domain errors become their status and message; anything else
 * goes on to Fastify's own handler (logged, and a generic 500).
 */
export function appErrorHandler(err: FastifyError, _req: FastifyRequest, reply: FastifyReply): FastifyReply {
  if (err instanceof AppError) return sendAppError(reply, err);
  throw err;
}
