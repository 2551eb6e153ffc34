import type { PayoutMethodInput, PayoutMethodKind } from '../../../../shared/payouts';

/** Every kind's fields side by side, so switching the kind keeps what was typed. */
export interface PayoutMethodFormValues {
  kind: PayoutMethodKind;
  accountName: string;
  bankName: string;
  accountNumber: string;
  bankCode: string;
  swiftCode: string;
  email: string;
  accountId: string;
  phone: string;
}

export const emptyPayoutMethodValues: PayoutMethodFormValues = {
  kind: 'bank_transfer',
  accountName: '',
  bankName: '',
  accountNumber: '',
  bankCode: '',
  swiftCode: '',
  email: '',
  accountId: '',
  phone: '',
};

/** The chosen kind's fields only, as payoutMethodInput reads them. */
export function toPayoutMethodInput(v: PayoutMethodFormValues): PayoutMethodInput {
  switch (v.kind) {
    case 'bank_transfer':
      return {
        kind: v.kind,
        accountName: v.accountName,
        bankName: v.bankName,
        accountNumber: v.accountNumber,
        ...(v.bankCode && { bankCode: v.bankCode }),
        swiftCode: v.swiftCode,
      };
    case 'paypal':
      return { kind: v.kind, email: v.email };
    case 'stripe':
      return { kind: v.kind, accountId: v.accountId };
    case 'mpesa':
      return { kind: v.kind, phone: v.phone };
  }
}
