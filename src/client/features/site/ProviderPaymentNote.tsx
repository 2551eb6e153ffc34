import { Group, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';

/** A small note, with a lock, on how a payment provider takes a payment (the demo has DemoPaymentNote). */
export function ProviderPaymentNote({ text, centered = false }: { text: string; centered?: boolean }) {
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      justify={centered ? 'center' : undefined}
      data-testid="payment-note"
    >
      <IconLock size={16} style={{ flexShrink: 0, marginTop: 1 }} aria-hidden />
      <Text size="xs" c="dimmed" ta={centered ? 'center' : undefined}>
        {text}
      </Text>
    </Group>
  );
}
