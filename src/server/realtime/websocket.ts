import type { IncomingMessage } from 'node:http';
import websocket from '@fastify/websocket';
import { getWSConnectionHandler, jsonEncoder, type Encoder } from '@trpc/server/adapters/ws';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { MAX_BATCH_SIZE } from '../../shared/limits';
import { isSameOrigin } from '../auth/origin';
import { accessOf } from '../auth/sessions';
import type { Config } from '../config';
import { createContext, type AppDeps } from '../trpc/context';
import { appRouter } from '../trpc/router';
import { SocketRegistry } from './sockets';

/** Largest message a client may send over the socket (subscription requests are tiny). */
const MAX_PAYLOAD = 256 * 1024;

/**
 * tRPC's JSON framing, with the HTTP batch limit: a message may carry an array of calls, and one carrying
 * more than MAX_BATCH_SIZE is refused whole (an error with no id; none of its calls runs).
 */
const boundedJson: Encoder = {
  encode: (data) => jsonEncoder.encode(data),
  decode: (data) => {
    const message = jsonEncoder.decode(data);
    if (Array.isArray(message) && message.length > MAX_BATCH_SIZE) {
      throw new Error(`Too many calls in one message: at most ${MAX_BATCH_SIZE}.`);
    }
    return message;
  },
};

/**
 * tRPC over WebSocket at /trpc, for subscriptions. The upgrade must come from the app's own origin (a page
 * elsewhere could otherwise open a socket with the visitor's cookie); the context is built from the upgrade
 * request's cookie when the connection opens, and each call reads the session again (trpc/init.ts). Sockets
 * are kept with the session and rights they opened with: a sign-out closes them, and a change of rights ends
 * them, so no subscription outlives the rights it was authorized under.
 */
export async function registerRealtime(app: FastifyInstance, deps: AppDeps, config: Config): Promise<void> {
  const sockets = new SocketRegistry();
  const requests = new WeakMap<IncomingMessage, FastifyRequest>();
  await app.register(websocket, { options: { maxPayload: MAX_PAYLOAD } });

  const recheck = (userIds?: string[]) =>
    sockets.recheck(deps.db, userIds).catch((err: unknown) => {
      app.log.error({ err }, 're-authorizing sockets failed');
    });
  const unsubscribe = deps.bus.onSignal((signal) => {
    if (signal.kind === 'sessions_ended') sockets.closeSessions(signal.sessionIds);
    if (signal.kind === 'access_changed') void recheck(signal.userIds);
  });
  // Signals sent while the listening connection was away are lost: look at every socket's rights again.
  const unsubscribeMissed = deps.bus.onSignalsMissed(() => void recheck());
  app.addHook('onClose', () => {
    unsubscribe();
    unsubscribeMissed();
  });

  const onConnection = getWSConnectionHandler({
    wss: app.websocketServer,
    router: appRouter,
    experimental_encoder: boundedJson,
    createContext: async ({ req, res: socket }) => {
      const request = requests.get(req);
      if (!request) throw new Error('WebSocket request not registered');
      const ctx = await createContext(deps, request, undefined);
      const ws = socket as WebSocket;
      const openedWith = ctx.session ? accessOf(ctx.session.user) : null;
      ctx.socket = { openedWith, subscriptions: 0, end: (code, reason) => ws.close(code, reason) };
      if (ctx.session && openedWith) {
        sockets.add({ socket: ws, sessionId: ctx.session.id, userId: ctx.session.user.id, ...openedWith });
      }
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
