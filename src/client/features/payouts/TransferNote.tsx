import { Text } from '@mantine/core';
import { DEMO_PAYOUT, type PayoutView } from '../../../shared/payouts';

/**
 * Under a payout's status: the network's reference for its transfer (what a bank or Stripe statement shows), and
 * for the demo network that nothing was sent.
 */
export function TransferNote({ payout }: { payout: Pick<PayoutView, 'network' | 'providerRef'> }) {
  if (payout.network === 'demo') {
    return (
      <Text size="xs" c="dimmed" data-testid="demo-payout">
        {DEMO_PAYOUT}
        {payout.providerRef && (
          <>
            {' · '}
            <Text span ff="monospace" size="xs">
              {payout.providerRef}
            </Text>
          </>
        )}
      </Text>
    );
  }
  if (!payout.providerRef) return null;
  return (
    <Text size="xs" c="dimmed">
      Ref{' '}
      <Text span ff="monospace" size="xs" data-testid="payout-reference">
        {payout.providerRef}
      </Text>
    </Text>
  );
}
