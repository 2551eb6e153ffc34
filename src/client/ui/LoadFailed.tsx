import { Alert, Button } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** A query that failed with nothing to show: the spec's message and a retry (the host and payout pages). */
export function LoadFailed({
  title,
  onRetry,
  retrying = false,
}: {
  title: string;
  onRetry: () => void;
  retrying?: boolean;
}) {
  return (
    <Alert color="red" icon={<IconAlertCircle aria-hidden />} title={title} role="alert">
      <Button size="xs" variant="light" color="red" mt="xs" loading={retrying} onClick={onRetry}>
        Try again
      </Button>
    </Alert>
  );
}
