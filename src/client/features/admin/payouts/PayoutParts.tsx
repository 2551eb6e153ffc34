import { Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import { PAYOUT_MAX_ATTEMPTS } from '../../../../shared/payouts';
import { ADMIN_PAYOUT_TEXTS, type AdminPayoutView } from '../../../../shared/payouts-admin';
import { amountText, deductedText, networkLabel, sentText } from './payoutText';

const ref = { wordBreak: 'break-all' } as const;

/** The network and its reference for the transfer; a demo payout says that nothing was sent. */
export function PayoutNetworkInfo({ payout }: { payout: AdminPayoutView }) {
  const label = networkLabel(payout);
  if (!label) {
    return (
      <Text size="sm" c="dimmed">
        {ADMIN_PAYOUT_TEXTS.notSent}
      </Text>
    );
  }
  return (
    <>
      <Text size="sm" fw={500}>
        {label}
      </Text>
      {payout.providerRef && (
        <Text size="xs" c="dimmed" ff="monospace" style={ref}>
          {payout.providerRef}
        </Text>
      )}
      {payout.network === 'demo' && (
        <Text size="xs" c="amber.9" fw={500}>
          {ADMIN_PAYOUT_TEXTS.demo}
        </Text>
      )}
    </>
  );
}

/** The payee's amount, then what was sent in another currency and what was deducted, when so. */
export function PayoutAmount({ payout }: { payout: AdminPayoutView }) {
  const sent = sentText(payout);
  const deducted = deductedText(payout);
  return (
    <>
      <Text size="sm" fw={600}>
        {amountText(payout)}
      </Text>
      {sent && (
        <Text size="xs" c="dimmed">
          {sent}
        </Text>
      )}
      {deducted && (
        <Text size="xs" c="dimmed">
          {deducted}
        </Text>
      )}
    </>
  );
}

/** Why it failed, how often it was tried and when it is tried next. */
export function PayoutAttempts({ payout }: { payout: AdminPayoutView }) {
  const tries =
    payout.attempts > 0
      ? `${payout.attempts} of ${PAYOUT_MAX_ATTEMPTS} ${payout.attempts === 1 ? 'attempt' : 'attempts'}`
      : null;
  const next =
    payout.status === 'failed' && payout.nextAttemptAt
      ? `next try ${formatAdminDateTime(payout.nextAttemptAt)}`
      : null;
  const line = [tries, next].filter(Boolean).join(' · ');
  return (
    <>
      {payout.status === 'failed' && payout.failureReason && (
        <Text size="xs" c="red.8">
          {payout.failureReason}
        </Text>
      )}
      {payout.status === 'completed' && payout.paidAt && (
        <Text size="xs" c="dimmed">
          Paid {formatAdminDateTime(payout.paidAt)}
        </Text>
      )}
      {line && payout.status !== 'completed' && (
        <Text size="xs" c="dimmed">
          {line}
        </Text>
      )}
    </>
  );
}
