import { Alert, Badge, Button, Card, Group, List, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandStripe, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { PAYOUT_ACCOUNT_TEXTS, type PayoutAccountView } from '../../../../shared/payouts';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { showError } from '../../../ui/toasts';
import { PayoutMethodSection } from './PayoutMethodSection';

/**
 * Settings › Payouts: how the payee (host or provider) is paid, by the network that takes the payments. Under
 * the demo, a payout method the demo network records payouts to; under Stripe, a connected Stripe account;
 * under Paystack, an M-Pesa number or Kenyan bank account made a Paystack transfer recipient.
 */
export function PayoutsTab({ backFromStripe }: { backFromStripe: boolean }) {
  const account = trpc.payouts.account.get.useQuery(undefined, { retry: 1 });
  if (account.isPending) return <Loader size="sm" aria-label="Loading payout settings" />;
  if (account.isError) return <LoadFailed title="Could not load your payout settings." query={account} />;
  const view = account.data;
  if (view.network === 'stripe') return <StripeConnectSection view={view} backFromStripe={backFromStripe} />;
  return (
    <Stack gap="md">
      {view.network === 'demo' ? (
        <Alert icon={<IconInfoCircle size={18} />} color="gray" data-testid="demo-payout">
          {PAYOUT_ACCOUNT_TEXTS.demo}
        </Alert>
      ) : (
        <Text size="sm">{PAYOUT_ACCOUNT_TEXTS.paystackIntro}</Text>
      )}
      {view.account?.verifiedName && (
        <Text size="sm" data-testid="verified-name">
          {PAYOUT_ACCOUNT_TEXTS.verifiedAs}: <strong>{view.account.verifiedName}</strong>
        </Text>
      )}
      <PayoutMethodSection paystack={view.network === 'paystack'} />
    </Stack>
  );
}

function StripeConnectSection({
  view,
  backFromStripe,
}: {
  view: PayoutAccountView;
  backFromStripe: boolean;
}) {
  const utils = trpc.useUtils();
  const connect = trpc.payouts.account.connect.useMutation({
    onSuccess: ({ url }) => window.location.assign(url),
    onError: (error) => showError('Could not open Stripe', error),
  });
  const refresh = trpc.payouts.account.refresh.useMutation({
    onSuccess: (fresh) => utils.payouts.account.get.setData(undefined, fresh),
    onError: (error) => showError('Could not check your Stripe account', error),
  });
  // Back from Stripe's onboarding: ask Stripe at once rather than wait for its webhook.
  const asked = useRef(false);
  useEffect(() => {
    if (backFromStripe && view.account && !asked.current) {
      asked.current = true;
      refresh.mutate();
    }
  }, [backFromStripe, view.account, refresh]);
  const account = view.account;

  return (
    <Stack gap="sm" component="section" aria-labelledby="stripe-payouts-title">
      <Title order={2} size="h4" id="stripe-payouts-title">
        Stripe account
      </Title>
      <Text size="sm" c="dimmed">
        {PAYOUT_ACCOUNT_TEXTS.stripeIntro}
      </Text>
      {account && (
        <Card withBorder radius="md" padding="md" data-testid="stripe-account">
          <Stack gap="xs">
            <Group gap="xs">
              <IconBrandStripe size={20} aria-hidden />
              {account.payoutsEnabled ? (
                <Badge color="green" leftSection={<IconCircleCheck size={14} aria-hidden />}>
                  Ready
                </Badge>
              ) : (
                <Badge color="yellow">Setup incomplete</Badge>
              )}
            </Group>
            <Text size="sm">
              {account.payoutsEnabled ? PAYOUT_ACCOUNT_TEXTS.ready : PAYOUT_ACCOUNT_TEXTS.notReady}
            </Text>
            {account.requirementsDue.length > 0 && (
              <List size="sm" aria-label="Still needed by Stripe">
                {account.requirementsDue.map((r) => (
                  <List.Item key={r}>{r.replaceAll('_', ' ').replaceAll('.', ' › ')}</List.Item>
                ))}
              </List>
            )}
          </Stack>
        </Card>
      )}
      <Group gap="xs">
        {!account?.payoutsEnabled && (
          <Button
            leftSection={<IconBrandStripe size={18} />}
            loading={connect.isPending}
            onClick={() => connect.mutate()}
          >
            {account ? PAYOUT_ACCOUNT_TEXTS.continueSetup : PAYOUT_ACCOUNT_TEXTS.connect}
          </Button>
        )}
        {account && (
          <Button variant="default" loading={refresh.isPending} onClick={() => refresh.mutate()}>
            {PAYOUT_ACCOUNT_TEXTS.refresh}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
