import type { PaymentsConfig } from '../../config-payments';
import { PaystackPayments } from './paystack';
import type { PaymentProvider } from './port';
import { StripePayments } from './stripe';

/** The adapter the configuration names; null for the demo, which takes no payment. */
export function paymentProviderFor(config: PaymentsConfig): PaymentProvider | null {
  switch (config.provider) {
    case 'stripe':
      return new StripePayments({
        secretKey: config.secretKey,
        webhookSecret: config.webhookSecret,
        apiUrl: config.apiUrl,
      });
    case 'paystack':
      return new PaystackPayments({ secretKey: config.secretKey, apiUrl: config.apiUrl });
    case 'demo':
      return null;
  }
}
