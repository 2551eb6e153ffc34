import '@mantine/dates/styles.css';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  Card,
  Container,
  Group,
  Select,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconCalendar, IconClock, IconInfoCircle } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { addDays, platformToday } from '../../../../shared/dates';
import { formatServicePrice, type ServiceDetailView } from '../../../../shared/service-catalog';
import {
  bookingDateProblem,
  SERVICE_BOOKING_MAX_DAYS_AHEAD,
  SERVICE_BOOKING_TEXTS,
  serviceBookingInput,
  weekDayOf,
} from '../../../../shared/service-bookings';
import { SERVICE_CATEGORY_NAMES, SERVICE_TEXTS } from '../../../../shared/services';
import { newIdempotencyKey } from '../../../idempotencyKey';
import { trpc } from '../../../trpc';
import { AnchorLink } from '../../../ui/AnchorLink';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';
import { PAYMENT_TEXTS } from '../../../../shared/payments';
import { PAYMENT_PROVIDER_LABELS } from '../../../../shared/payments-admin';
import { DemoPaymentNote, usePaymentsProvider } from '../../site/DemoPaymentNote';
import { ProviderPaymentNote } from '../../site/ProviderPaymentNote';

const formSchema = serviceBookingInput.pick({ bookingDate: true, timeSlot: true, specialRequests: true });
type FormValues = { bookingDate: string; timeSlot: string; specialRequests: string };
/**
 * The request form: Preferred Date (today on, the provider's working days only), Preferred Time (the provider's
 * slots), Special Requests. The server checks the same rules (shared) and stores the request as pending.
 */
export function BookServiceForm({ service }: { service: ServiceDetailView }) {
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const today = platformToday();
  const attempt = useRef<{ signature: string; key: string } | null>(null);
  const schemaErrors = schemaResolver(formSchema, { sync: true });
  const form = useForm<FormValues>({
    initialValues: {
      bookingDate: '',
      timeSlot: service.timeSlots.length === 1 ? service.timeSlots[0]! : '',
      specialRequests: '',
    },
    validate: (values) => {
      const errors = schemaErrors(values);
      const problem = values.bookingDate
        ? bookingDateProblem(values.bookingDate, service.availability, today)
        : null;
      return problem ? { ...errors, bookingDate: problem } : errors;
    },
  });
  const book = trpc.services.book.useMutation({
    onSuccess: async () => {
      attempt.current = null;
      showSuccess(SERVICE_TEXTS.requestSent, SERVICE_BOOKING_TEXTS.requestSentBody);
      await utils.services.myBookings.invalidate();
      await navigate({ to: '/bookings', search: { tab: 'services' } });
    },
    onError: (error) => {
      attempt.current = null;
      if (!applyServerErrors(form, error)) showError(SERVICE_TEXTS.requestFailed, error);
    },
  });

  const submit = form.onSubmit((values) => {
    // A retry of the same request (an answer lost on the way) reuses its key: the server returns the first one.
    const signature = `${values.bookingDate}|${values.timeSlot}`;
    if (attempt.current?.signature !== signature) attempt.current = { signature, key: newIdempotencyKey() };
    book.mutate({ serviceId: service.id, ...values, idempotencyKey: attempt.current.key });
  });

  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Card withBorder radius="md" padding="lg">
          <Stack gap="xs">
            <Badge variant="light">{SERVICE_CATEGORY_NAMES[service.categoryId]}</Badge>
            <Title order={1} size="h2">
              {service.title}
            </Title>
            <Group gap="xs">
              <Avatar src={service.provider.avatarUrl} size="sm" radius="xl" alt="" />
              <Text size="sm">
                by{' '}
                <AnchorLink to="/services/provider/$providerId" params={{ providerId: service.provider.id }}>
                  {service.provider.displayName}
                </AnchorLink>
              </Text>
            </Group>
            <Text fw={700} size="xl">
              {formatServicePrice(service.priceCents, service.currency)}
            </Text>
          </Stack>
        </Card>
        <Card withBorder radius="md" padding="lg">
          <form onSubmit={submit} noValidate aria-label="Book this service">
            <Stack gap="md">
              <DatePickerInput
                label={SERVICE_BOOKING_TEXTS.preferredDate}
                placeholder="Pick a date"
                required
                leftSection={<IconCalendar size={16} aria-hidden />}
                minDate={today}
                maxDate={addDays(today, SERVICE_BOOKING_MAX_DAYS_AHEAD)}
                excludeDate={(day) => !service.availability.includes(weekDayOf(day.slice(0, 10)))}
                valueFormat="MMM D, YYYY"
                disabled={book.isPending}
                {...form.getInputProps('bookingDate')}
                value={form.getValues().bookingDate || null}
                onChange={(value) => form.setFieldValue('bookingDate', value ?? '')}
              />
              <Select
                label={SERVICE_BOOKING_TEXTS.preferredTime}
                placeholder="Choose a time"
                required
                leftSection={<IconClock size={16} aria-hidden />}
                data={service.timeSlots}
                allowDeselect={false}
                disabled={book.isPending}
                {...form.getInputProps('timeSlot')}
              />
              <Textarea
                label={SERVICE_BOOKING_TEXTS.specialRequests}
                autosize
                minRows={3}
                maxLength={1000}
                disabled={book.isPending}
                {...form.getInputProps('specialRequests')}
              />
              <Alert variant="light" icon={<IconInfoCircle aria-hidden />}>
                {SERVICE_BOOKING_TEXTS.requestNote}
              </Alert>
              <DemoPaymentNote text={PAYMENT_TEXTS.demoService} />
              <ServicePaymentNote />
              <Button type="submit" size="md" loading={book.isPending}>
                {SERVICE_TEXTS.sendRequest}
              </Button>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}

/** Under a payment provider: the guest pays on its page once the provider of the service confirms. */
function ServicePaymentNote() {
  const provider = usePaymentsProvider();
  if (!provider || provider === 'demo') return null;
  return <ProviderPaymentNote text={PAYMENT_TEXTS.servicePayOn(PAYMENT_PROVIDER_LABELS[provider])} />;
}
