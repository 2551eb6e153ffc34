import { SimpleGrid } from '@mantine/core';
import type { PayoutKind, PayoutView } from '../../../shared/payouts';
import { PayoutCard } from './PayoutCard';

export function PayoutsCards({ items, kind = 'stay' }: { items: PayoutView[]; kind?: PayoutKind }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map((p) => (
        <PayoutCard key={p.id} payout={p} kind={kind} />
      ))}
    </SimpleGrid>
  );
}
