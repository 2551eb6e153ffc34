import type { ServiceBookingActions, ServiceBookingView } from '../../shared/service-bookings';

/** What a booking offers when nothing is due: its two sides can still message each other. */
export const noActions: ServiceBookingActions = {
  confirm: false,
  decline: false,
  complete: false,
  cancel: false,
  review: false,
  message: true,
  pay: false,
};

/**
 * A service booking as its guest sees it: a confirmed, unpaid US$45 photo walk on 12 March 2027 with nothing
 * to do but message. `over` replaces whole fields.
 */
export function serviceBookingView(over: Partial<ServiceBookingView> = {}): ServiceBookingView {
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    serviceId: '00000000-0000-4000-8000-0000000000e1',
    serviceTitle: 'Sunset Photo Walk',
    categoryId: 'photography',
    bookingDate: '2027-03-12',
    timeSlot: '09:00-12:00',
    specialRequests: '',
    status: 'confirmed',
    amountCents: 4500,
    currency: 'USD',
    paymentStatus: 'pending',
    refundedCents: 0,
    payBy: null,
    guest: { id: '00000000-0000-4000-8000-0000000000f1', name: 'Grace Guest' },
    provider: { id: '00000000-0000-4000-8000-0000000000c2', displayName: 'Pat Photos' },
    note: null,
    cancelledBy: null,
    review: null,
    createdAt: '2027-03-01T12:00:00.000Z',
    refunds: [],
    paidWith: null,
    viewerIs: 'guest',
    actions: noActions,
    ...over,
  };
}
