import type { FastifyInstance } from 'fastify';

/**
 * tRPC's Fastify adapter answers with a web `Response`, which Fastify streams chunk by chunk (chunked encoding,
 * several socket writes). Every tRPC answer here is one finished JSON document (httpBatchLink, no streaming
 * links; subscriptions go over the WebSocket), so it is read into a Buffer with its status and headers: one
 * write with a Content-Length, and a body that later onSend hooks (compression) can work on.
 */
export function registerWebResponseBodies(app: FastifyInstance): void {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (!(payload instanceof Response)) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return Buffer.from(await payload.arrayBuffer());
  });
}
