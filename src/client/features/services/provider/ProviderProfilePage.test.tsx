// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderProfileView } from '../../../../shared/service-catalog';
import { renderPage } from '../../../test/render';

const PROVIDER_ID = '00000000-0000-4000-8000-0000000000a1';

interface MockState {
  data: ProviderProfileView | undefined;
  error: { data: { code: string } } | null;
  isPending: boolean;
  inputs: unknown[];
}
const state = vi.hoisted<MockState>(() => ({ data: undefined, error: null, isPending: false, inputs: [] }));

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  getRouteApi: () => ({ useParams: () => ({ providerId: PROVIDER_ID }) }),
  Navigate: ({ to }: { to: string }) => <p>Redirected to {to}</p>,
}));
vi.mock('../../../trpc', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../trpc')>()),
  trpc: {
    services: {
      provider: {
        useQuery: (input: unknown) => {
          state.inputs.push(input);
          return { data: state.data, error: state.error, isPending: state.isPending, isFetching: false };
        },
      },
    },
  },
}));

const { ProviderProfilePage } = await import('./ProviderProfilePage');

const full: ProviderProfileView = {
  id: PROVIDER_ID,
  displayName: 'Amani Tours',
  bio: 'Boat trips and city walks around Kisumu.',
  avatarUrl: null,
  verified: true,
  ratingAvg: 4.7,
  ratingCount: 12,
  services: [
    {
      id: 's1',
      title: 'Sunset boat tour',
      description: 'Two hours on Lake Victoria.',
      categoryId: 'tours',
      priceCents: 4500,
      currency: 'USD',
      photos: [],
      status: 'active',
      provider: { id: PROVIDER_ID, displayName: 'Amani Tours', avatarUrl: null },
    },
  ],
  reviews: [
    {
      id: 'r1',
      rating: 5,
      comment: 'Saw hippos!',
      reviewerName: 'Grace Guest',
      serviceTitle: 'Sunset boat tour',
      createdAt: '2027-03-12T10:00:00.000Z',
    },
  ],
};

beforeEach(() => {
  state.data = full;
  state.error = null;
  state.isPending = false;
  state.inputs = [];
});

describe('ProviderProfilePage', () => {
  it('shows the provider, their rating, their services and their reviews', async () => {
    await renderPage(<ProviderProfilePage />, `/services/provider/${PROVIDER_ID}`);
    expect(state.inputs.at(-1)).toEqual({ providerId: PROVIDER_ID });
    expect(screen.getByRole('heading', { level: 1, name: 'Amani Tours' })).toBeTruthy();
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('4.7')).toBeTruthy();
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
    expect(screen.getByText(full.bio)).toBeTruthy();
    const card = screen.getByRole('heading', { name: 'Sunset boat tour' }).closest('article')!;
    expect(within(card).getByText('$45.00')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /Book Now/ })
        .getAttribute('href'),
    ).toBe('/services/s1/book');
    expect(within(card).queryByRole('link', { name: /View Provider/ })).toBeNull();
    expect(screen.getByText('Grace Guest')).toBeTruthy();
    expect(screen.getByText('Saw hippos!')).toBeTruthy();
    expect(screen.queryByText('No reviews yet')).toBeNull();
    await vi.waitFor(() => expect(document.title).toContain('Amani Tours'));
  });

  it('says so when there are no services and no reviews', async () => {
    state.data = { ...full, ratingAvg: null, ratingCount: 0, services: [], reviews: [] };
    await renderPage(<ProviderProfilePage />, `/services/provider/${PROVIDER_ID}`);
    expect(screen.getByText('Verified')).toBeTruthy();
    expect(screen.getByText('No services available')).toBeTruthy();
    // Once under the name (no rating) and once as the Reviews section.
    expect(screen.getAllByText('No reviews yet')).toHaveLength(2);
  });

  it.each(['NOT_FOUND', 'BAD_REQUEST'])('sends the visitor to /services on %s', async (code) => {
    state.data = undefined;
    state.error = { data: { code } };
    await renderPage(<ProviderProfilePage />, `/services/provider/${PROVIDER_ID}`);
    expect(screen.getByText('Redirected to /services')).toBeTruthy();
  });

  it('offers a retry on other failures', async () => {
    state.data = undefined;
    state.error = { data: { code: 'INTERNAL_SERVER_ERROR' } };
    await renderPage(<ProviderProfilePage />, `/services/provider/${PROVIDER_ID}`);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
