import { Alert, Badge, Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { formatStayDate } from '../../../../shared/dates';
import { formatMoney } from '../../../../shared/money';
import {
  PAYMENTS_ADMIN_TEXTS,
  type PaymentKind,
  type PaymentsReconciliation,
  type ReconciliationList,
  type ReconciliationWhen,
} from '../../../../shared/payments-admin';
import { LoadFailed, type FailedQuery } from '../../../ui/LoadFailed';
import { forText, providerLabel } from './paymentText';

interface Item {
  key: string;
  title: string;
  /** When the booking is for, where the list says. */
  when?: string;
  amount: string;
  refs: string;
  why: string;
}

const mono = { wordBreak: 'break-all' } as const;

function Section<T>(props: { title: string; list: ReconciliationList<T>; item: (t: T) => Item }) {
  const { list } = props;
  return (
    <section aria-label={props.title}>
      <Group gap="xs" mb={4}>
        <Text fw={600} size="sm">
          {props.title}
        </Text>
        <Badge size="sm" variant="light" color={list.total ? 'orange' : 'gray'}>
          {list.total}
        </Badge>
      </Group>
      {list.total === 0 ? (
        <Text size="xs" c="dimmed">
          None
        </Text>
      ) : (
        <>
          <Stack gap={6} component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
            {list.items.map((raw) => {
              const i = props.item(raw);
              return (
                <li key={i.key}>
                  <Group gap="xs" justify="space-between" wrap="nowrap" align="flex-start">
                    <Text size="sm">{i.title}</Text>
                    <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                      {i.amount}
                    </Text>
                  </Group>
                  {i.when && (
                    <Text size="xs" c="dimmed">
                      {i.when}
                    </Text>
                  )}
                  <Text size="xs" c="dimmed" ff="monospace" style={mono}>
                    {i.refs}
                  </Text>
                  <Text size="xs">{i.why}</Text>
                </li>
              );
            })}
          </Stack>
          {list.total > list.items.length && (
            <Text size="xs" c="dimmed" mt={4}>
              Showing the newest {list.items.length} of {list.total}.
            </Text>
          )}
        </>
      )}
    </section>
  );
}

const refs = (...parts: (string | null)[]) => parts.filter(Boolean).join(' · ');

/** 'Guest Name (guest@example.com) · Lakeside Studio', or '... · Service: Photo walk'. */
const party = (p: { guestName: string; guestEmail: string; kind: PaymentKind; title: string }) =>
  `${p.guestName} (${p.guestEmail}) · ${forText(p)}`;

/** 'booking <id>' for a stay, 'service booking <id>' for a service. */
const bookingRef = (p: { kind: PaymentKind; bookingId: string }) =>
  `${p.kind === 'service' ? 'service booking' : 'booking'} ${p.bookingId}`;

/** 'Mar 12, 2027 – Mar 14, 2027' for a stay; 'Mar 12, 2027, 09:00-12:00' for a service. */
const whenText = (w: ReconciliationWhen) =>
  w.kind === 'stay'
    ? `${formatStayDate(w.checkIn)} – ${formatStayDate(w.checkOut)}`
    : `${formatStayDate(w.bookingDate)}, ${w.timeSlot}`;

function Lists({ data }: { data: PaymentsReconciliation }) {
  const { paidWithoutBooking, confirmedWithoutPayment, stuckRefunds } = data;
  if (paidWithoutBooking.total + confirmedWithoutPayment.total + stuckRefunds.total === 0) {
    return (
      <Group gap="xs" c="green.8">
        <IconCircleCheck size={18} aria-hidden />
        <Text fw={500}>{PAYMENTS_ADMIN_TEXTS.settled}</Text>
      </Group>
    );
  }
  return (
    <Stack gap="md">
      <Alert color="orange" icon={<IconAlertTriangle size={18} aria-hidden />} p="xs">
        Some payments and bookings do not agree: each item says what to check.
      </Alert>
      <Section
        title="Paid without a confirmed booking"
        list={paidWithoutBooking}
        item={(p) => ({
          key: p.paymentId,
          title: party(p),
          amount: formatMoney(p.amountCents, p.currency),
          refs: refs(providerLabel(p.provider), p.providerRef, p.chargeRef, bookingRef(p)),
          why: p.why,
        })}
      />
      <Section
        title="Confirmed without a payment"
        list={confirmedWithoutPayment}
        item={(b) => ({
          key: b.bookingId,
          title: party(b),
          when: whenText(b),
          amount: formatMoney(b.priceCents, b.priceCurrency),
          refs: refs(
            bookingRef(b),
            ...b.payments.map((p) => `${providerLabel(p.provider)} ${p.providerRef ?? p.id} ${p.state}`),
          ),
          why: b.why,
        })}
      />
      <Section
        title="Stuck refunds"
        list={stuckRefunds}
        item={(r) => ({
          key: r.refundId,
          title: party(r),
          amount: formatMoney(r.amountCents, r.currency),
          refs: refs(providerLabel(r.provider), r.providerRef, r.chargeRef, `refund ${r.refundId}`),
          why: r.why,
        })}
      />
    </Stack>
  );
}

interface ReconciliationCardProps {
  query: FailedQuery & { isPending: boolean; data: PaymentsReconciliation | undefined };
}

/** What does not add up between bookings, payments and refunds; 'Everything is settled' when nothing. */
export function ReconciliationCard({ query }: ReconciliationCardProps) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Reconciliation
        </Title>
        {query.isPending ? (
          <Center py="md">
            <Loader aria-label="Loading the reconciliation" />
          </Center>
        ) : !query.data ? (
          <LoadFailed title="Failed to load the reconciliation" query={query} />
        ) : (
          <Lists data={query.data} />
        )}
      </Stack>
    </Card>
  );
}
