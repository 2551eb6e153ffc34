// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BookingView } from '../../../shared/booking';
import { SERVICE_BOOKING_TEXTS, type ServiceBookingView } from '../../../shared/service-bookings';
import { renderPage } from '../../test/render';
import { noActions, serviceBookingView } from '../../test/serviceBookings';

const ID = '00000000-0000-4000-8000-0000000000a1';
const PROPERTY = '00000000-0000-4000-8000-0000000000b1';

function booking(over: Partial<BookingView>): BookingView {
  return {
    id: ID,
    property: {
      id: PROPERTY,
      title: 'Savanna Desk Loft',
      location: 'Nairobi, Kenya',
      image: '/demo/placeholder-property.webp',
      hostId: '00000000-0000-4000-8000-0000000000c1',
      workOnly: false,
      timeZone: 'Africa/Nairobi',
    },
    checkIn: '2027-03-10',
    checkOut: '2027-03-12',
    guests: 1,
    totalCents: 36_000,
    status: 'pending',
    paymentStatus: 'pending',
    isReviewed: false,
    refundCents: null,
    refunds: [],
    paidWith: null,
    createdAt: '2027-01-01T10:00:00.000Z',
    cancelRefundCents: null,
    canReview: false,
    inStay: false,
    ...over,
  };
}

const SERVICE = '00000000-0000-4000-8000-0000000000d1';

function serviceBooking(over: Partial<ServiceBookingView>): ServiceBookingView {
  return serviceBookingView({
    id: SERVICE,
    payBy: '2027-03-02T09:05:00.000Z',
    actions: { ...noActions, cancel: true },
    ...over,
  });
}

const waitingToPay = (over: Partial<ServiceBookingView> = {}) =>
  serviceBooking({ actions: { ...noActions, cancel: true, pay: true }, ...over });

type Answer = { booking: BookingView; holdExpiresAt: string | null; holdExpired: boolean };
const answers: Answer[] = [];
const asked = vi.fn();
const checkout = vi.fn();
// As react-query's: the same function on every render.
const askPayment = (input: { id: string }) => {
  asked(input);
  const next = answers.length > 1 ? answers.shift()! : answers[0]!;
  return Promise.resolve(next);
};
const invalidate = vi.fn();
const serviceAnswers: ServiceBookingView[] = [];
const askedService = vi.fn();
const askServicePayment = (input: { id: string }) => {
  askedService(input);
  const next = serviceAnswers.length > 1 ? serviceAnswers.shift()! : serviceAnswers[0]!;
  return Promise.resolve(next);
};
const serviceCheckout = vi.fn();
const serviceCheckoutError: { current: Error | null } = { current: null };
const invalidateServices = vi.fn();

vi.mock('../../trpc', () => ({
  describeError: (e: unknown) => ({ message: e instanceof Error ? e.message : String(e) }),
  trpc: {
    // The site under Stripe: a service is paid in its own currency.
    site: {
      info: { useQuery: () => ({ data: { paymentsProvider: 'stripe' } }) },
      settings: { useQuery: () => ({ data: { kesPerUsd: 130, kesPerEur: 150, kesPerGbp: 175 } }) },
    },
    useUtils: () => ({
      bookings: { mine: { invalidate } },
      services: { myBookings: { invalidate: invalidateServices } },
    }),
    bookings: {
      payment: { useMutation: () => ({ mutateAsync: askPayment }) },
      checkout: {
        useMutation: (options: { onSuccess: (r: { url: string }) => void }) => ({
          isPending: false,
          error: null,
          mutate: (input: { id: string }) => {
            checkout(input);
            options.onSuccess({ url: 'https://checkout.stripe.test/pay/cs_1' });
          },
        }),
      },
    },
    services: {
      payment: { useMutation: () => ({ mutateAsync: askServicePayment }) },
      checkout: {
        useMutation: (options: { onSuccess: (r: { url: string }) => void }) => ({
          isPending: false,
          error: serviceCheckoutError.current,
          mutate: (input: { id: string }) => {
            serviceCheckout(input);
            options.onSuccess({ url: 'https://checkout.paystack.test/pay/ps_1' });
          },
        }),
      },
    },
  },
}));

const { PaymentReturn } = await import('./PaymentReturnPage');
const { ServicePaymentReturn } = await import('./ServicePaymentReturn');

beforeEach(() => {
  answers.length = 0;
  asked.mockClear();
  checkout.mockClear();
  serviceAnswers.length = 0;
  askedService.mockClear();
  serviceCheckout.mockClear();
  serviceCheckoutError.current = null;
  invalidateServices.mockClear();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('PaymentReturn', () => {
  it('says it is confirming, asks again while the payment is pending, then shows the booking confirmed', async () => {
    answers.push(
      { booking: booking({}), holdExpiresAt: '2027-01-01T10:30:00.000Z', holdExpired: false },
      {
        booking: booking({ status: 'confirmed', paymentStatus: 'completed' }),
        holdExpiresAt: '2027-01-01T10:30:00.000Z',
        holdExpired: false,
      },
    );
    await renderPage(<PaymentReturn id={ID} cancelled={undefined} />);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    await waitFor(
      () => expect(screen.getByText('Payment received: your booking is confirmed.')).toBeTruthy(),
      {
        timeout: 5000,
      },
    );
    expect(asked).toHaveBeenCalledTimes(2);
    expect(asked).toHaveBeenCalledWith({ id: ID });
    expect(screen.getByText('Savanna Desk Loft: Mar 10, 2027 – Mar 12, 2027')).toBeTruthy();
    // The bookings list is read again, now that the booking is settled.
    expect(invalidate).toHaveBeenCalled();
  });

  it('back unpaid: says until when the dates are held and sends the guest to pay now', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    answers.push({ booking: booking({}), holdExpiresAt: '2027-01-01T10:30:00.000Z', holdExpired: false });
    const { user } = await renderPage(<PaymentReturn id={ID} cancelled="1" />);
    await screen.findByText('Payment not completed.');
    expect(
      screen.getByText(/^Your dates are held until .*\. You can pay now or let the hold run out\.$/),
    ).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(checkout).toHaveBeenCalledWith({ id: ID });
    expect(assign).toHaveBeenCalledWith('https://checkout.stripe.test/pay/cs_1');
    // Back unpaid, the page does not keep asking.
    expect(asked).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('a hold that ran out: the dates are free again, with a way to try again', async () => {
    answers.push({
      booking: booking({ status: 'cancelled' }),
      holdExpiresAt: '2027-01-01T10:30:00.000Z',
      holdExpired: true,
    });
    await renderPage(<PaymentReturn id={ID} cancelled={undefined} />);
    await screen.findByText('Your hold expired; the dates are free again.');
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      `/property/${PROPERTY}`,
    );
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });

  it('an address without a booking says so and asks nothing', async () => {
    await renderPage(<PaymentReturn id={undefined} cancelled={undefined} />);
    expect(screen.getByText('Booking not found.')).toBeTruthy();
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('ServicePaymentReturn', () => {
  it('back paid: says it is confirming, asks again while the payment is pending, then shows it paid', async () => {
    serviceAnswers.push(waitingToPay(), serviceBooking({ paymentStatus: 'completed' }));
    await renderPage(<ServicePaymentReturn id={SERVICE} paid="1" />);
    expect(screen.getByText('Confirming your payment…')).toBeTruthy();
    // Waiting for the provider's word, it offers no payment.
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    await waitFor(
      () =>
        expect(
          screen.getByText('Payment received: your service booking is confirmed and paid.'),
        ).toBeTruthy(),
      { timeout: 5000 },
    );
    expect(askedService).toHaveBeenCalledTimes(2);
    expect(askedService).toHaveBeenCalledWith({ id: SERVICE });
    expect(screen.getByText('Sunset Photo Walk: Mar 12, 2027, 09:00-12:00')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View your bookings' }).getAttribute('href')).toBe(
      '/bookings?tab=services',
    );
    expect(invalidateServices).toHaveBeenCalled();
  });

  it('a booking that lapsed unpaid says so, with no way to pay', async () => {
    serviceAnswers.push(
      serviceBooking({ status: 'cancelled', note: SERVICE_BOOKING_TEXTS.lapsed, payBy: null }),
    );
    await renderPage(<ServicePaymentReturn id={SERVICE} paid="1" />);
    await screen.findByText(SERVICE_BOOKING_TEXTS.lapsed);
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
    expect(askedService).toHaveBeenCalledTimes(1);
  });

  it('waiting for the payment: says by when and what, and Pay now goes to the provider’s page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    serviceAnswers.push(waitingToPay());
    const { user } = await renderPage(<ServicePaymentReturn id={SERVICE} paid={undefined} />);
    await screen.findByText(
      /^Pay \$45\.00 by .+ EAT to keep it; unpaid, the booking lapses and the slot is freed\.$/,
    );
    expect(screen.getByText('Sunset Photo Walk: Mar 12, 2027, 09:00-12:00')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    expect(serviceCheckout).toHaveBeenCalledWith({ id: SERVICE });
    expect(assign).toHaveBeenCalledWith('https://checkout.paystack.test/pay/ps_1');
    // Not back from paying: the page asks once.
    expect(askedService).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('shows why the payment page could not be opened', async () => {
    serviceCheckoutError.current = new Error('The payment provider could not be reached.');
    serviceAnswers.push(waitingToPay());
    await renderPage(<ServicePaymentReturn id={SERVICE} paid={undefined} />);
    await screen.findByRole('button', { name: 'Pay now' });
    expect(screen.getByText('The payment provider could not be reached.')).toBeTruthy();
  });

  it('any other booking is not waiting for a payment', async () => {
    serviceAnswers.push(serviceBooking({ status: 'declined', payBy: null }));
    await renderPage(<ServicePaymentReturn id={SERVICE} paid={undefined} />);
    await screen.findByText('This service booking is not waiting for a payment.');
    expect(screen.queryByRole('button', { name: 'Pay now' })).toBeNull();
  });
});
