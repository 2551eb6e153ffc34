import { z } from 'zod';
import { PAYMENT_PROVIDERS, type PaymentsProvider } from '../shared/payments';

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const keyWithPrefix = (prefixes: string[], what: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine(
        (v) => prefixes.some((p) => v.startsWith(p)) && !/\s/.test(v),
        `must be ${what} (it starts with ${prefixes.join(' or ')})`,
      )
      .optional(),
  );

const apiUrl = (example: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .refine((v) => {
        try {
          return ['http:', 'https:'].includes(new URL(v).protocol);
        } catch {
          return false;
        }
      }, `must be a URL starting with http:// or https:// (for example ${example})`)
      .optional(),
  );

/**
 * Who takes payments (PAYMENTS_PROVIDER, demo by default) and the keys a provider needs. Stripe: the secret
 * key and the webhook's signing secret; Paystack: the secret key (it signs webhooks with it too). The API
 * URLs are for tests, which point the adapters at the providers' API descriptions served on loopback.
 */
export const paymentVariables = {
  PAYMENTS_PROVIDER: z.preprocess(
    emptyToUndefined,
    z
      .enum(PAYMENT_PROVIDERS, {
        error: `must be one of ${PAYMENT_PROVIDERS.join(', ')} (the payment providers this build has)`,
      })
      .default('demo'),
  ),
  STRIPE_SECRET_KEY: keyWithPrefix(['sk_test_', 'sk_live_', 'rk_test_', 'rk_live_'], 'a Stripe secret key'),
  STRIPE_WEBHOOK_SECRET: keyWithPrefix(['whsec_'], "a Stripe webhook endpoint's signing secret"),
  STRIPE_CONNECT_WEBHOOK_SECRET: keyWithPrefix(
    ['whsec_'],
    "a Stripe Connect webhook endpoint's signing secret",
  ),
  STRIPE_API_URL: apiUrl('http://127.0.0.1:12111'),
  PAYSTACK_SECRET_KEY: keyWithPrefix(['sk_test_', 'sk_live_'], 'a Paystack secret key'),
  PAYSTACK_API_URL: apiUrl('http://127.0.0.1:4010'),
};

type PaymentVariables = z.infer<z.ZodObject<typeof paymentVariables>>;

/** A provider named without its keys fails at boot, naming what is missing. */
export function checkPayments(e: PaymentVariables, ctx: z.RefinementCtx): void {
  const missing = (path: string, what: string) =>
    ctx.addIssue({
      code: 'custom',
      path: [path],
      message: `is required when PAYMENTS_PROVIDER=${e.PAYMENTS_PROVIDER} (${what})`,
    });
  if (e.PAYMENTS_PROVIDER === 'stripe') {
    if (!e.STRIPE_SECRET_KEY) missing('STRIPE_SECRET_KEY', 'Dashboard → Developers → API keys');
    if (!e.STRIPE_WEBHOOK_SECRET)
      missing(
        'STRIPE_WEBHOOK_SECRET',
        'the signing secret of the webhook endpoint /api/payments/stripe/webhook',
      );
    if (!e.STRIPE_CONNECT_WEBHOOK_SECRET)
      missing(
        'STRIPE_CONNECT_WEBHOOK_SECRET',
        'the signing secret of the Connect webhook endpoint /api/payouts/stripe/webhook',
      );
  }
  if (e.PAYMENTS_PROVIDER === 'paystack' && !e.PAYSTACK_SECRET_KEY)
    missing('PAYSTACK_SECRET_KEY', 'Settings → API Keys & Webhooks');
}

export type PaymentsConfig =
  | { provider: 'demo' }
  | {
      provider: 'stripe';
      secretKey: string;
      webhookSecret: string;
      /** Signs the Connect endpoint's events (connected accounts' account.updated). */
      connectWebhookSecret: string;
      apiUrl: string | undefined;
    }
  | { provider: 'paystack'; secretKey: string; apiUrl: string | undefined };

/** The validated variables as the app reads them (checkPayments has made sure the keys are there). */
export function paymentsConfig(e: PaymentVariables): PaymentsConfig {
  const provider: PaymentsProvider = e.PAYMENTS_PROVIDER;
  if (provider === 'stripe') {
    return {
      provider,
      secretKey: e.STRIPE_SECRET_KEY ?? '',
      webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
      connectWebhookSecret: e.STRIPE_CONNECT_WEBHOOK_SECRET ?? '',
      apiUrl: e.STRIPE_API_URL,
    };
  }
  if (provider === 'paystack') {
    return { provider, secretKey: e.PAYSTACK_SECRET_KEY ?? '', apiUrl: e.PAYSTACK_API_URL };
  }
  return { provider: 'demo' };
}
