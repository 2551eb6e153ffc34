import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import { getWSConnectionHandler } from '@trpc/server/adapters/ws';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { isSameOrigin } from '../auth/origin';
import type { Config } from '../config';
import { createContext, type AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { SocketRegistry } from './sockets';

/** Largest message a client may send over the socket (subscription requests are tiny). */
const MAX_PAYLOAD = 256 * 1024;

/**
 * tRPC over WebSocket at /trpc, for subscriptions. The upgrade must come from the app's own origin (a page
 * elsewhere could otherwise open a socket with the visitor's cookie); the context is built from the upgrade
 * request's cookie, once per connection; sockets are indexed by session so a sign-out closes them.
 */
export async function registerRealtime(app: FastifyInstance, deps: AppDeps, config: Config): Promise<void> {
  const sockets = new SocketRegistry();
  const requests = new WeakMap<IncomingMessage, FastifyRequest>();
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } });

  const unsubscribe = deps.bus.onSignal((signal) => {
    if (signal.kind === 'sessions_ended') sockets.closeSessions(signal.sessionIds);
  });
  app.addHook('onClose', () => unsubscribe());

  const onConnection = getWSConnectionHandler({
    wss: app.websocketServer,
    router: appRouter,
    createContext: async ({ req, res: socket }) => {
      const request = requests.get(req);
      if (!request) throw new Error('WebSocket request not registered');
      const ctx = await createContext(deps, request, undefined);
      if (ctx.session) sockets.add(ctx.session.id, socket as WebSocket);
      return ctx;
    },
    onError: ({ error, path }) => {
      if (error.code === 'INTERNAL_SERVER_ERROR')
        app.log.error({ err: error, path }, 'tRPC subscription failed');
    },
  });

  app.get(
    '/trpc',
    {
      websocket: true,
      preValidation: async (req, reply) => {
        if (!isSameOrigin(req.headers, config.publicUrl, config.publicUrlFixed)) {
          await reply.code(403).send({ error: 'Cross-origin WebSocket refused' });
        }
      },
    },
    (socket, req) => {
      requests.set(req.raw, req);
      onConnection(socket, req.raw);
    },
  );
}
