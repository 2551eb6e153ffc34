import { Button, Divider, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useState, type FormEvent } from 'react';
import {
  BOOKING_MESSAGES,
  FREE_CANCEL_DAYS_BEFORE,
  FREE_CANCEL_HOURS,
  quoteStay,
} from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import type { PropertyDetailView } from '../../../shared/property-view';
import { MAX_GUESTS } from '../../../shared/search';
import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { AuthRequiredDialog } from '../properties/AuthRequiredDialog';
import { earliestCheckOut, isNightBooked, isRangeFree, latestCheckOut } from './bookingDates';
import { guestsText } from './bookingText';
import { PriceBreakdown } from './PriceBreakdown';
import { useCreateBooking } from './useCreateBooking';
import { CalendarIcon, UsersIcon } from '../../ui/icons';

const guestOptions = Array.from({ length: MAX_GUESTS }, (_, i) => ({
  value: String(i + 1),
  label: guestsText(i + 1),
}));

const calendarLabels = { nextMonth: 'Next month', previousMonth: 'Previous month' };

interface BookingCardProps {
  property: PropertyDetailView;
}

/**
 * The booking form inside the property page's price card (spec 000 §2, §4, §5): dates that skip booked
 * nights, guests, the price breakdown and Book Now.
 */
export function BookingCard({ property }: BookingCardProps) {
  const { user, isLoading: authLoading } = useAuth();
  const [checkIn, setCheckIn] = useState<string | null>(null);
  const [checkOut, setCheckOut] = useState<string | null>(null);
  const [guests, setGuests] = useState('1');
  const [promptOpen, setPromptOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const unavailable = trpc.bookings.unavailable.useQuery({ propertyId: property.id }, { staleTime: 30_000 });
  const booked = unavailable.data ?? [];
  const { book, isPending } = useCreateBooking(property.id, { onUnauthorized: () => setPromptOpen(true) });

  const today = platformToday();
  const isHost = user !== null && user.id === property.host.id;
  const quote = checkIn && checkOut ? quoteStay(property, checkIn, checkOut) : null;

  // Checks a page left open can fail: midnight passed, or someone booked these nights meanwhile.
  const checkInError = checkIn && checkIn < today ? BOOKING_MESSAGES.pastDate : null;
  const checkOutError =
    checkIn && checkOut && checkOut <= checkIn ? BOOKING_MESSAGES.checkOutAfterCheckIn : null;
  const takenError =
    checkIn && checkOut && !isRangeFree(checkIn, checkOut, booked) ? BOOKING_MESSAGES.unavailable : null;
  const invalid = Boolean(checkInError ?? checkOutError ?? takenError);

  const changeCheckIn = (value: string | null) => {
    setSubmitError(null);
    setCheckIn(value);
    if (!value || (checkOut && (checkOut <= value || !isRangeFree(value, checkOut, booked)))) {
      setCheckOut(null);
    }
  };

  const changeCheckOut = (value: string | null) => {
    setSubmitError(null);
    setCheckOut(value);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (authLoading || isPending) return;
    if (!user) {
      setPromptOpen(true);
      return;
    }
    if (!checkIn || !checkOut) {
      setSubmitError(BOOKING_MESSAGES.datesRequired);
      return;
    }
    if (invalid) return;
    book({ checkIn, checkOut, guests: Number(guests) });
  };

  if (!property.price) {
    return (
      <Text size="sm" c="dimmed">
        The host has not published a rate yet, so this place cannot be booked online.
      </Text>
    );
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Book this place">
      <Stack gap="md">
        <Divider />
        <SimpleGrid cols={2} spacing="sm">
          <DatePickerInput
            label="Check-in"
            placeholder="Add date"
            leftSection={<CalendarIcon size={16} />}
            value={checkIn}
            onChange={changeCheckIn}
            minDate={today}
            excludeDate={(day) => isNightBooked(day, booked)}
            valueFormat="MMM D, YYYY"
            ariaLabels={calendarLabels}
            error={checkInError}
            disabled={isPending}
          />
          <DatePickerInput
            label="Check-out"
            placeholder="Add date"
            leftSection={<CalendarIcon size={16} />}
            value={checkOut}
            onChange={changeCheckOut}
            minDate={checkIn ? earliestCheckOut(checkIn) : earliestCheckOut(today)}
            // The stay may run up to the next guest's arrival, never across a booked night.
            maxDate={checkIn ? (latestCheckOut(checkIn, booked) ?? undefined) : undefined}
            valueFormat="MMM D, YYYY"
            ariaLabels={calendarLabels}
            error={checkOutError}
            disabled={!checkIn || isPending}
          />
        </SimpleGrid>
        <NativeSelect
          label="Guests"
          leftSection={<UsersIcon size={16} />}
          data={guestOptions}
          value={guests}
          onChange={(event) => setGuests(event.currentTarget.value)}
          disabled={isPending}
        />

        <PriceBreakdown quote={invalid ? null : quote} />

        {(takenError ?? submitError) && (
          <Text size="sm" c="red.7" role="alert">
            {takenError ?? submitError}
          </Text>
        )}

        {isHost ? (
          <Paper bg="kazi.0" radius="md" p="sm" ta="center">
            <Text fw={600} c="kazi.9">
              This is your listing
            </Text>
          </Paper>
        ) : (
          <Button type="submit" size="md" fullWidth disabled={!checkIn || !checkOut || isPending || invalid}>
            {isPending ? 'Processing...' : 'Book Now'}
          </Button>
        )}
        {!isHost && (
          <Text size="xs" c="dimmed" ta="center">
            Free cancellation within {FREE_CANCEL_HOURS} hours of booking when check-in is at least{' '}
            {FREE_CANCEL_DAYS_BEFORE} days away.
          </Text>
        )}
      </Stack>
      <AuthRequiredDialog
        opened={promptOpen}
        onClose={() => setPromptOpen(false)}
        message="Please sign in to book this place."
      />
    </form>
  );
}
