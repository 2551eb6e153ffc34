import { SimpleGrid } from '@mantine/core';
import type { PayoutView } from '../../../shared/payouts';
import { PayoutCard } from './PayoutCard';

export function PayoutsCards({ items }: { items: PayoutView[] }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
      {items.map((p) => (
        <PayoutCard key={p.id} payout={p} />
      ))}
    </SimpleGrid>
  );
}
