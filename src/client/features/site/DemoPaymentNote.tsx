import { Group, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { DEMO_PAYMENT, type PaymentsProvider } from '../../../shared/payments';
import { trpc } from '../../trpc';

/** Who takes payments on this server (its configuration: it does not change while it runs). */
export function usePaymentsProvider(): PaymentsProvider | undefined {
  return trpc.site.info.useQuery(undefined, { staleTime: Infinity }).data?.paymentsProvider;
}

interface DemoPaymentNoteProps {
  /** The sentence to show; the short label by default. */
  text?: string;
  ta?: 'center' | 'left';
}

/** Says that no money moves, wherever a screen speaks of paying, when the server takes demo payments. */
export function DemoPaymentNote({ text = DEMO_PAYMENT, ta = 'left' }: DemoPaymentNoteProps) {
  const provider = usePaymentsProvider();
  if (provider !== 'demo') return null;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      justify={ta === 'center' ? 'center' : 'flex-start'}
      c="amber.9"
      data-testid="demo-payment"
    >
      <IconInfoCircle size={16} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden />
      <Text size="xs" fw={500} ta={ta}>
        {text}
      </Text>
    </Group>
  );
}
