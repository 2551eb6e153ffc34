import type { PaymentsConfig } from '../../config-payments';
import type { Db } from '../../db/client';
import type { PayoutNetwork } from './network';
import { PaystackTransfers } from './paystack-transfers';
import { SimulatedPayoutProvider } from './provider';
import { StripeConnectPayouts } from './stripe-connect';

/** The payout network the configuration names: payees are paid by whoever takes the payments. */
export function payoutNetworkFor(config: PaymentsConfig, db: Db): PayoutNetwork {
  switch (config.provider) {
    case 'stripe':
      return new StripeConnectPayouts({
        secretKey: config.secretKey,
        connectWebhookSecret: config.connectWebhookSecret,
        apiUrl: config.apiUrl,
      });
    case 'paystack':
      return new PaystackTransfers({ secretKey: config.secretKey, apiUrl: config.apiUrl });
    case 'demo':
      return new SimulatedPayoutProvider(db);
  }
}
