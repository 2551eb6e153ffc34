import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { WebhookSignatureError, type PaymentProvider } from './port';
import { receiveEvent } from './settle';

/** Where each provider posts its events (register it in the provider's dashboard). */
export const paymentWebhookPath = (provider: PaymentProvider['name']) => `/api/payments/${provider}/webhook`;

/** Providers' events are small; anything larger is not one. */
const WEBHOOK_BODY_LIMIT = 256 * 1024;

/**
 * POST /api/payments/<provider>/webhook for the configured provider: the signature is checked on the raw body
 * as it arrived (any parsing first would change the bytes signed), then the event is stored once and applied.
 * A bad signature is answered 400 and nothing is read from the body; every verified event is answered 200,
 * also one that changed nothing (a replay), so the provider stops retrying it.
 */
export async function registerPaymentWebhook(
  app: FastifyInstance,
  db: Db,
  provider: PaymentProvider | null,
): Promise<void> {
  if (!provider) return;
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, next) => next(null, body),
    );
    scope.post(paymentWebhookPath(provider.name), async (req: FastifyRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event;
      try {
        event = provider.verifyWebhook(body, req.headers);
      } catch (err) {
        if (!(err instanceof WebhookSignatureError)) throw err;
        req.log.warn({ provider: provider.name, reason: err.message }, 'payment webhook refused');
        return reply.code(400).send({ error: { message: 'Invalid signature.' } });
      }
      const outcome = await receiveEvent(db, provider.name, event);
      req.log.info({ provider: provider.name, eventId: event.eventId, outcome }, 'payment webhook');
      return reply.code(200).send({ received: true, outcome });
    });
    done();
  });
}
