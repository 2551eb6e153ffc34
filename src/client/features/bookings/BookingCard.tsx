import '@mantine/dates/styles.css';
import { Button, Divider, NativeSelect, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { focusNext } from '../../ui/focusNext';
import {
  BOOKING_MESSAGES,
  FREE_CANCEL_DAYS_BEFORE,
  FREE_CANCEL_HOURS,
  isStayTooLong,
  lastBookableCheckIn,
  lastDayOf,
  MAX_STAY_NIGHTS,
  quoteStay,
} from '../../../shared/booking';
import { addDays, checkOutFollowsCheckIn, platformToday } from '../../../shared/dates';
import type { TripParams } from '../../../shared/marketplace-params';
import type { PropertyDetailView } from '../../../shared/property-view';
import { guestsText, MAX_GUESTS } from '../../../shared/search';
import { useAuth } from '../../layout/useAuth';
import { trpc } from '../../trpc';
import { AuthRequiredDialog } from '../properties/AuthRequiredDialog';
import { earliestCheckOut, isNightBooked, isRangeFree, latestCheckOut, stayFromTrip } from './bookingDates';
import { stayDatesText } from './bookingText';
import { BookingPaymentNote } from './BookingPaymentNote';
import { PriceBreakdown } from './PriceBreakdown';
import { useCreateBooking } from './useCreateBooking';
import { IconCalendar, IconUsers } from '@tabler/icons-react';
import { usePublicSettings } from '../site/usePublicSettings';

const guestOptions = Array.from({ length: MAX_GUESTS }, (_, i) => ({
  value: String(i + 1),
  label: guestsText(i + 1),
}));

/** The earlier of the next guest's arrival (if any) and the end of the longest stay. */
function lastCheckOut(checkIn: string, nextArrival: string | null): string {
  const longest = addDays(checkIn, MAX_STAY_NIGHTS);
  return nextArrival !== null && nextArrival < longest ? nextArrival : longest;
}

interface BookingCardProps {
  property: PropertyDetailView;
  /** The trip searched for (the page's address): the card's first dates and guests. */
  trip?: TripParams;
  /** Told the dates and guests as they change, to keep them in the page's address. */
  onTripChange?: (trip: TripParams) => void;
}

/** Dates are Mantine's yyyy-MM-dd strings; guests the select's value. */
interface StayFields {
  checkIn: string | null;
  checkOut: string | null;
  guests: string;
}

/**
 * The booking form inside the property page's price card (README 'How booking behaves'): dates that skip
 * booked nights, guests, the price breakdown and Book Now.
 */
export function BookingCard({ property, trip = {}, onTripChange }: BookingCardProps) {
  const { user, isLoading: authLoading } = useAuth();
  // The checks below depend on today and on the nights already booked, so they are worked out as the card
  // renders (the server applies its own, from the shared createBookingInput and the calendar).
  const form = useForm<StayFields>({ initialValues: stayFromTrip(trip, platformToday()) });
  const { checkIn, checkOut, guests } = form.values;
  // The address follows the card, so a reload or a shared link keeps the dates and guests.
  useEffect(() => {
    onTripChange?.({
      checkIn: checkIn ?? undefined,
      checkOut: checkOut ?? undefined,
      guests: Number(guests),
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the values is news
  }, [checkIn, checkOut, guests]);
  const [promptOpen, setPromptOpen] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const unavailable = trpc.bookings.unavailable.useQuery({ propertyId: property.id }, { staleTime: 30_000 });
  const booked = unavailable.data ?? [];
  const { book, isPending } = useCreateBooking(property.id, { onUnauthorized: () => setPromptOpen(true) });

  const today = platformToday();
  // A workspace-only place is booked by the day: the card asks for the first and the last day, both
  // included, and keeps the booking's check-out as the day after the last (lastDayOf).
  const workOnly = property.propertyType === 'work_only';
  const lastDay = checkOut && lastDayOf(checkOut, workOnly);
  const isHost = user !== null && user.id === property.host.id;
  // The fees in force (Admin Settings); the server quotes with the same ones when the booking is made.
  const fees = usePublicSettings().data;
  const quote = checkIn && checkOut && fees ? quoteStay(property, checkIn, checkOut, fees) : null;

  // Checks a page left open can fail: midnight passed, or someone booked these nights meanwhile.
  // The pickers stop at the same bounds; these messages cover a range kept while check-in moved.
  const lastCheckIn = lastBookableCheckIn(today);
  const checkInError =
    checkIn && checkIn < today
      ? BOOKING_MESSAGES.pastDate
      : checkIn && checkIn > lastCheckIn
        ? BOOKING_MESSAGES.tooFarAhead
        : null;
  const checkOutError =
    checkIn && checkOut && !checkOutFollowsCheckIn(checkIn, checkOut)
      ? BOOKING_MESSAGES.checkOutAfterCheckIn
      : checkIn && checkOut && isStayTooLong(checkIn, checkOut)
        ? BOOKING_MESSAGES.stayTooLong
        : null;
  const takenError =
    checkIn && checkOut && !isRangeFree(checkIn, checkOut, booked) ? BOOKING_MESSAGES.unavailable : null;
  const invalid = Boolean(checkInError ?? checkOutError ?? takenError);

  const checkOutField = useRef<HTMLButtonElement>(null);
  const guestsField = useRef<HTMLSelectElement>(null);

  const changeCheckIn = (value: string | null) => {
    if (value) focusNext(checkOutField);
    setSubmitError(null);
    const keepCheckOut =
      value && checkOut && checkOutFollowsCheckIn(value, checkOut) && isRangeFree(value, checkOut, booked);
    form.setValues({ checkIn: value, checkOut: keepCheckOut ? checkOut : null });
  };

  const changeCheckOut = (value: string | null) => {
    if (value) focusNext(guestsField);
    setSubmitError(null);
    form.setFieldValue('checkOut', value);
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
    if (invalid || !quote) return;
    book({ checkIn, checkOut, guests: Number(guests), expectedTotalCents: quote.totalCents });
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
            label={workOnly ? 'First day' : 'Check-in'}
            placeholder="Add date"
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={checkIn}
            onChange={changeCheckIn}
            minDate={today}
            maxDate={lastCheckIn}
            excludeDate={(day) => isNightBooked(day, booked)}
            valueFormat="MMM D, YYYY"
            error={checkInError}
            disabled={isPending}
          />
          <DatePickerInput
            ref={checkOutField}
            label={workOnly ? 'Last day' : 'Check-out'}
            placeholder="Add date"
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={lastDay}
            onChange={(value) => changeCheckOut(value && workOnly ? addDays(value, 1) : value)}
            minDate={
              workOnly ? (checkIn ?? today) : checkIn ? earliestCheckOut(checkIn) : earliestCheckOut(today)
            }
            // The stay may run up to the next guest's arrival, never across a booked night nor past the longest stay.
            maxDate={
              checkIn
                ? lastDayOf(lastCheckOut(checkIn, latestCheckOut(checkIn, booked)), workOnly)
                : undefined
            }
            valueFormat="MMM D, YYYY"
            error={checkOutError}
            disabled={!checkIn || isPending}
          />
        </SimpleGrid>
        <NativeSelect
          ref={guestsField}
          label="Guests"
          leftSection={<IconUsers size={16} aria-hidden />}
          data={guestOptions}
          {...form.getInputProps('guests')}
          disabled={isPending}
        />

        {workOnly && checkIn && lastDay && !invalid && quote && (
          <Text size="sm" c="dimmed" data-testid="workday-range">
            {quote.units} {quote.units === 1 ? 'day' : 'days'}: {stayDatesText(checkIn, lastDay)}, both days
            included
          </Text>
        )}
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
        {!isHost && <BookingPaymentNote totalCents={invalid ? null : (quote?.totalCents ?? null)} />}
      </Stack>
      <AuthRequiredDialog
        opened={promptOpen}
        onClose={() => setPromptOpen(false)}
        message="Please sign in to book this place."
      />
    </form>
  );
}
