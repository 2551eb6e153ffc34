import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { PayoutNetwork } from '../payouts/network';
import { StripeConnectPayouts } from '../payouts/stripe-connect';
import { WebhookSignatureError, type PaymentEvent, type PaymentProvider, type WebhookHeaders } from './port';
import { receiveEvent } from './settle';

/** Where each provider posts its events (register it in the provider's dashboard). */
export const paymentWebhookPath = (provider: PaymentProvider['name']) => `/api/payments/${provider}/webhook`;

/** Where Stripe posts the events of connected accounts (a Connect endpoint, with a signing secret of its own). */
export const STRIPE_CONNECT_WEBHOOK_PATH = '/api/payouts/stripe/webhook';

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
  await registerSignedWebhook(app, db, provider.name, paymentWebhookPath(provider.name), (body, headers) =>
    provider.verifyWebhook(body, headers),
  );
}

/**
 * POST /api/payouts/stripe/webhook under Stripe: the Connect endpoint's events (a payee's account became payable,
 * or needs more from them), verified with its own secret and applied like the payments endpoint's.
 */
export async function registerPayoutWebhook(
  app: FastifyInstance,
  db: Db,
  network: PayoutNetwork,
): Promise<void> {
  if (!(network instanceof StripeConnectPayouts)) return;
  await registerSignedWebhook(app, db, network.name, STRIPE_CONNECT_WEBHOOK_PATH, (body, headers) => {
    const payout = network.verifyWebhook(body, headers);
    return { eventId: payout.eventId, kind: 'payout', payout };
  });
}

async function registerSignedWebhook(
  app: FastifyInstance,
  db: Db,
  provider: string,
  path: string,
  verify: (body: Buffer, headers: WebhookHeaders) => PaymentEvent,
): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_req, body, next) => next(null, body),
    );
    scope.post(path, async (req: FastifyRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      let event;
      try {
        event = verify(body, req.headers);
      } catch (err) {
        if (!(err instanceof WebhookSignatureError)) throw err;
        req.log.warn({ provider, path, reason: err.message }, 'webhook refused');
        return reply.code(400).send({ error: { message: 'Invalid signature.' } });
      }
      const outcome = await receiveEvent(db, provider, event);
      req.log.info({ provider, path, eventId: event.eventId, outcome }, 'webhook');
      return reply.code(200).send({ received: true, outcome });
    });
    done();
  });
}
