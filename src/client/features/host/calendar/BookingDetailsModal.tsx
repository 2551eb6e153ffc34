import { Badge, Button, Group, Modal, Stack } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import type { CalendarBookingView } from '../../../../shared/calendar';
import { ButtonLink } from '../../../ui/ButtonLink';
import { formatStayDate, statusBadgeLook } from '../../bookings/bookingText';
import { DetailLine } from './DetailLine';

interface BookingDetailsModalProps {
  /** Kept while the dialog closes so its text does not vanish mid-animation. */
  booking: CalendarBookingView | null;
  opened: boolean;
  onClose: () => void;
}

/** Booking Details (spec 001 §2): who, which listing, when; Message Guest opens the booking's conversation. */
export function BookingDetailsModal({ booking, opened, onClose }: BookingDetailsModalProps) {
  const status = booking ? statusBadgeLook(booking.status) : null;
  return (
    <Modal opened={opened} onClose={onClose} title="Booking Details" centered radius="md">
      {booking && status && (
        <Stack gap="sm">
          <DetailLine label="Guest Name">{booking.guestName}</DetailLine>
          <DetailLine label="Status">
            <Badge color={status.color} variant={status.variant}>
              {status.label}
            </Badge>
          </DetailLine>
          <DetailLine label="Property">{booking.propertyTitle}</DetailLine>
          <DetailLine label="Check-in">{formatStayDate(booking.checkIn)}</DetailLine>
          <DetailLine label="Check-out">{formatStayDate(booking.checkOut)}</DetailLine>
          <Group justify="flex-end" gap="sm" mt="sm">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
            <ButtonLink
              to="/messages"
              search={{ booking: booking.id }}
              leftSection={<IconMessageCircle size={16} aria-hidden />}
            >
              Message Guest
            </ButtonLink>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
