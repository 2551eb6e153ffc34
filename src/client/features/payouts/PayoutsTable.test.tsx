// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayoutView } from '../../../shared/payouts';
import { renderPage } from '../../test/render';
import { PayoutsTable } from './PayoutsTable';

const stay: PayoutView = {
  id: 'p1',
  bookingId: '3f2a91bc-1111-4111-8111-111111111111',
  propertyName: 'Sunny Loft',
  guestName: 'Grace Guest',
  checkInDate: '2027-03-10',
  checkOutDate: '2027-03-13',
  currency: 'USD',
  amountCents: 123_456,
  platformFeeCents: 3_818,
  deductedCents: 2_000,
  payoutDate: '2027-03-11T09:00:00.000Z',
  payoutMethod: 'bank_transfer',
  status: 'completed',
  failureReason: null,
  network: null,
  providerRef: null,
};

describe('PayoutsTable', () => {
  it('shows a host’s stays with the property, check-in and check-out, in dollars', async () => {
    await renderPage(<PayoutsTable items={[stay]} />);
    const table = screen.getByRole('table', { name: 'Payouts' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Booking ID',
      'Property',
      'Guest',
      'Check-in',
      'Check-out',
      'Amount',
      'Platform Fee',
      'Payout Date',
      'Method',
      'Status',
    ]);
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('3f2a91bc')).toBeTruthy();
    expect(within(row!).getByText('Mar 10, 2027')).toBeTruthy();
    expect(within(row!).getByText('Mar 13, 2027')).toBeTruthy();
    expect(within(row!).getByText('$1,234.56')).toBeTruthy();
    expect(within(row!).getByText('$38.18')).toBeTruthy();
    expect(within(row!).getByText('−$20.00 for earlier refunds')).toBeTruthy();
  });

  it('shows a deduction in the payout’s own currency', async () => {
    await renderPage(<PayoutsTable items={[{ ...stay, currency: 'GBP' }]} kind="service" />);
    expect(screen.getByText('£1,234.56')).toBeTruthy();
    expect(screen.getByText('−£20.00 for earlier refunds')).toBeTruthy();
  });
});
