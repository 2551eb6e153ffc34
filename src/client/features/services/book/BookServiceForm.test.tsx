// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaymentsProvider } from '../../../../shared/payments';
import type { ServiceDetailView } from '../../../../shared/service-catalog';
import { renderPage } from '../../../test/render';

const state: { provider: PaymentsProvider } = { provider: 'paystack' };

vi.mock('../../../trpc', () => ({
  trpc: {
    site: { info: { useQuery: () => ({ data: { paymentsProvider: state.provider } }) } },
    useUtils: () => ({ services: { myBookings: { invalidate: vi.fn() } } }),
    services: { book: { useMutation: () => ({ mutate: vi.fn(), isPending: false }) } },
  },
}));

const { BookServiceForm } = await import('./BookServiceForm');

const service: ServiceDetailView = {
  id: '00000000-0000-4000-8000-0000000000e1',
  title: 'Sunset Photo Walk',
  description: 'Photos at golden hour.',
  categoryId: 'photography',
  priceCents: 4500,
  currency: 'USD',
  photos: [],
  status: 'active',
  provider: { id: '00000000-0000-4000-8000-0000000000c2', displayName: 'Pat Photos', avatarUrl: null },
  availability: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
  timeSlots: ['09:00-12:00'],
};

beforeEach(() => {
  state.provider = 'paystack';
});

describe('BookServiceForm', () => {
  it('under a payment provider, says where and when the guest pays', async () => {
    await renderPage(<BookServiceForm service={service} />);
    expect(screen.getByTestId('payment-note').textContent).toBe(
      "You pay on Paystack's secure page once the provider confirms, within 24 hours.",
    );
    expect(screen.queryByTestId('demo-payment')).toBeNull();
  });

  it('under the demo, says no money moves', async () => {
    state.provider = 'demo';
    await renderPage(<BookServiceForm service={service} />);
    expect(screen.getByTestId('demo-payment').textContent).toContain('Demo payment — no money moves');
    expect(screen.queryByTestId('payment-note')).toBeNull();
  });
});
