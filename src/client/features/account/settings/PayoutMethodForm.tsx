import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import {
  PAYOUT_METHOD_LABELS,
  PAYOUT_METHODS,
  PAYOUT_TEXTS,
  payoutMethodInput,
  type PayoutMethodKind,
} from '../../../../shared/payouts';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';
import { emptyPayoutMethodValues, toPayoutMethodInput } from './payoutMethodValues';

const PAYSTACK_METHODS: readonly PayoutMethodKind[] = ['mpesa', 'bank_transfer'];

interface PayoutMethodFormProps {
  /** Shown when a saved method is being replaced. */
  onCancel?: () => void;
  onSaved: () => void;
  /** Paystack pays M-Pesa numbers and Kenyan bank accounts (by the bank's Paystack code) only. */
  paystack?: boolean;
}

/** The method select and the chosen kind's fields, checked with the shared payoutMethodInput. */
export function PayoutMethodForm({ onCancel, onSaved, paystack = false }: PayoutMethodFormProps) {
  const utils = trpc.useUtils();
  const methods: readonly PayoutMethodKind[] = paystack ? PAYSTACK_METHODS : PAYOUT_METHODS;
  const methodOptions = methods.map((kind) => ({ value: kind, label: PAYOUT_METHOD_LABELS[kind] }));
  const form = useForm({
    initialValues: { ...emptyPayoutMethodValues, kind: methods[0]! },
    // The union picks the kind's object; the other kinds' fields are ignored.
    validate: (values) => schemaResolver(payoutMethodInput, { sync: true })(toPayoutMethodInput(values)),
  });
  const save = trpc.payouts.method.save.useMutation({
    onSuccess: async (saved) => {
      utils.payouts.method.get.setData(undefined, saved);
      await utils.payouts.account.get.invalidate();
      showSuccess(PAYOUT_TEXTS.methodSaved);
      form.reset();
      onSaved();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(PAYOUT_TEXTS.methodError, error);
    },
  });
  const kind = form.values.kind;

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(toPayoutMethodInput(values)))} noValidate>
      <Stack gap="md">
        <Select
          label="Payout method"
          data={methodOptions}
          allowDeselect={false}
          {...form.getInputProps('kind')}
          onChange={(value) => {
            if (value) form.setFieldValue('kind', value as PayoutMethodKind);
            form.clearErrors();
          }}
        />
        {kind === 'bank_transfer' && (
          <>
            <TextInput label="Account holder name" required {...form.getInputProps('accountName')} />
            <TextInput label="Bank name" required {...form.getInputProps('bankName')} />
            <TextInput
              label="IBAN or account number"
              required
              autoComplete="off"
              {...form.getInputProps('accountNumber')}
            />
            {paystack && (
              <TextInput
                label="Bank code"
                description="Your bank's code at Paystack (your bank or Paystack can tell you)"
                required
                {...form.getInputProps('bankCode')}
              />
            )}
            <TextInput
              label="SWIFT/BIC"
              description="Optional; needed for transfers from abroad"
              {...form.getInputProps('swiftCode')}
            />
          </>
        )}
        {kind === 'paypal' && (
          <TextInput label="PayPal email" type="email" required {...form.getInputProps('email')} />
        )}
        {kind === 'stripe' && (
          <TextInput
            label="Stripe account id"
            placeholder="acct_1A2b3C4d5E"
            required
            {...form.getInputProps('accountId')}
          />
        )}
        {kind === 'mpesa' && (
          <TextInput
            label="M-Pesa phone number"
            placeholder="+254712345678"
            type="tel"
            required
            {...form.getInputProps('phone')}
          />
        )}
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
          )}
          <Button type="submit" loading={save.isPending}>
            Save payout method
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
