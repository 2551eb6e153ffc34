import { Alert, Card, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useState, type ReactNode } from 'react';
import { PAYMENT_TEXTS } from '../../../shared/payments';
import { describeError } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';

/** How often the page asks again while the provider has not said the payment went through. */
const POLL_MS = 2000;

/**
 * Asks `ask(id)` at once, then every POLL_MS while `again` says the answer is not settled; the newest answer,
 * or why it could not be had. A changed id, or leaving the page, stops the asking.
 */
export function usePaymentPolling<T>(
  id: string | undefined,
  ask: (input: { id: string }) => Promise<T>,
  again: (answer: T) => boolean,
): { answer: T | null; failure: string | null } {
  const [answer, setAnswer] = useState<T | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    if (!id) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const run = async () => {
      try {
        const next = await ask({ id });
        if (stopped) return;
        setAnswer(next);
        if (again(next)) timer = setTimeout(() => void run(), POLL_MS);
      } catch (err) {
        if (!stopped) setFailure(describeError(err).message);
      }
    };
    void run();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
    // `again` is read at each answer; a new function each render must not restart the asking.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id, ask]);
  return { answer, failure };
}

/** "Confirming your payment…" with a spinner, while the provider's word has not come. */
export function ConfirmingPayment() {
  return (
    <Group gap="sm">
      <Loader size="sm" aria-hidden />
      <Text>{PAYMENT_TEXTS.confirming}</Text>
    </Group>
  );
}

/**
 * The return page's card: "Your payment", then what went wrong or the outcome, the error of paying again, and
 * the actions (pay now, try again, back to the bookings).
 */
export function PaymentReturnCard(props: {
  failure: string | null;
  outcome: ReactNode;
  payError: unknown;
  actions: ReactNode;
}) {
  usePageTitle('Your payment');
  return (
    <Container size="sm" py="xl">
      <Card withBorder radius="lg" padding="xl">
        <Stack gap="md" aria-live="polite">
          <Title order={1} size="h2">
            Your payment
          </Title>
          {props.failure ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {props.failure}
            </Alert>
          ) : (
            props.outcome
          )}
          {props.payError ? (
            <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
              {describeError(props.payError).message}
            </Alert>
          ) : null}
          <Group gap="sm">{props.actions}</Group>
        </Stack>
      </Card>
    </Container>
  );
}
