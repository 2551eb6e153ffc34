import type { PayoutMethodDetails } from '../../../../shared/payouts';

/** The last `n` characters, the rest left out: enough for a host to recognise the account, not to use it. */
const tail = (value: string, n: number) => value.slice(-n);

/**
 * The destination as a statement shows it: 'Equity Bank ···· 4321', 'j···@gmail.com', '+254 7·· ··· 678',
 * 'acct_···4d5E'. Never the full number, address or account id (this is all the client ever sees).
 */
export function maskPayoutMethod(details: PayoutMethodDetails): string {
  switch (details.kind) {
    case 'bank_transfer':
      return `${details.bankName} ···· ${tail(details.accountNumber, 4)}`;
    case 'paypal': {
      const [local = '', domain = ''] = details.email.split('@');
      return `${local.slice(0, 1)}···@${domain}`;
    }
    case 'stripe':
      return `acct_···${tail(details.accountId, 4)}`;
    case 'mpesa':
      // +2547XXXXXXXX: the country code and network digit, then only the last three digits.
      return `${details.phone.slice(0, 4)} ${details.phone.slice(4, 5)}·· ··· ${tail(details.phone, 3)}`;
  }
}
