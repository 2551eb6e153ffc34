// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServiceCardView, ServiceSearchResult } from '../../../../shared/service-catalog';
import type { ServicesSearch } from '../../../searchSchemas';
import { renderPage } from '../../../test/render';

type SearchUpdate = { search: (previous: ServicesSearch) => ServicesSearch; replace?: boolean };

interface MockState {
  search: Record<string, unknown>;
  data: ServiceSearchResult | undefined;
  isPending: boolean;
  inputs: unknown[];
  navigations: unknown[];
  refetch: () => void;
}
const state = vi.hoisted<MockState>(() => ({
  search: {},
  data: undefined,
  isPending: false,
  inputs: [],
  navigations: [],
  refetch: () => {},
}));

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  getRouteApi: () => ({
    useSearch: () => state.search,
    useNavigate: () => (options: unknown) => state.navigations.push(options),
  }),
}));
vi.mock('../../../trpc', () => ({
  trpc: {
    services: {
      search: {
        useQuery: (input: unknown) => {
          state.inputs.push(input);
          return { data: state.data, isPending: state.isPending, isFetching: false, refetch: state.refetch };
        },
      },
    },
  },
}));

const { ServicesPage } = await import('./ServicesPage');

// jsdom lays nothing out; Mantine's Select scrolls its selected option into view when it opens.
Element.prototype.scrollIntoView = () => {};

const card = (fields: Partial<ServiceCardView>): ServiceCardView => ({
  id: 's1',
  title: 'Sunset boat tour',
  description: 'Two hours on Lake Victoria with a local guide.',
  categoryId: 'tours',
  priceCents: 4500,
  currency: 'USD',
  photos: [],
  status: 'active',
  provider: { id: 'p1', displayName: 'Amani Tours', avatarUrl: null },
  ...fields,
});
const result = (items: ServiceCardView[], pageCount = 1): ServiceSearchResult => ({
  items,
  total: items.length,
  totalCapped: false,
  page: 1,
  pageCount,
});

beforeEach(() => {
  state.search = {};
  state.data = result([
    card({}),
    card({ id: 's2', title: 'Desk deep clean', categoryId: 'cleaning', priceCents: 3000, currency: 'EUR' }),
  ]);
  state.isPending = false;
  state.inputs = [];
  state.navigations = [];
  state.refetch = vi.fn();
});

describe('ServicesPage', () => {
  it('shows each service with its price, category, provider and links', async () => {
    await renderPage(<ServicesPage />, '/services');
    expect(screen.getByRole('heading', { level: 1, name: 'Browse Services' })).toBeTruthy();
    expect(screen.getByText('2 services')).toBeTruthy();
    const boat = screen.getByRole('heading', { name: 'Sunset boat tour' }).closest('article')!;
    expect(within(boat).getByText('$45.00')).toBeTruthy();
    expect(within(boat).getByText('Tour Guide')).toBeTruthy();
    expect(within(boat).getByText('Amani Tours')).toBeTruthy();
    expect(
      within(boat)
        .getByRole('link', { name: /Book Now/ })
        .getAttribute('href'),
    ).toBe('/services/s1/book');
    expect(
      within(boat)
        .getByRole('link', { name: /View Provider/ })
        .getAttribute('href'),
    ).toBe('/services/provider/p1');
    const clean = screen.getByRole('heading', { name: 'Desk deep clean' }).closest('article')!;
    expect(within(clean).getByText('€30.00')).toBeTruthy();
    expect(
      within(clean)
        .getByRole('link', { name: /Book Now/ })
        .getAttribute('href'),
    ).toBe('/services/s2/book');
    expect(screen.getByPlaceholderText('Search services...')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Service pages' })).toBeNull();
  });

  it('asks the server for what the address holds', async () => {
    state.search = { category: 'tours', q: '  boat ', page: 2 };
    await renderPage(<ServicesPage />, '/services');
    expect(state.inputs.at(-1)).toEqual({ category: 'tours', q: 'boat', page: 2 });
  });

  it('goes back to page 1 when the category changes', async () => {
    state.search = { q: 'boat', page: 3 };
    state.data = { ...result([card({})], 4), page: 3 };
    const { user } = await renderPage(<ServicesPage />, '/services');
    expect(screen.getByRole('navigation', { name: 'Service pages' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(screen.getByRole('option', { name: 'Photography', hidden: true }));
    const update = state.navigations.at(-1) as SearchUpdate;
    expect(update.search({ q: 'boat', page: 3 })).toEqual({
      q: 'boat',
      category: 'photography',
      page: undefined,
    });
  });

  it('writes the search to the address, replacing the entry and going back to page 1', async () => {
    state.search = { category: 'tours', page: 2 };
    const { user } = await renderPage(<ServicesPage />, '/services');
    await user.type(screen.getByRole('searchbox', { name: 'Search services' }), ' boat {Enter}');
    const update = state.navigations.at(-1) as SearchUpdate;
    expect(update.replace).toBe(true);
    expect(update.search({ category: 'tours', page: 2 })).toEqual({
      category: 'tours',
      q: 'boat',
      page: undefined,
    });
  });

  it('offers to become a provider when nothing is found', async () => {
    state.data = result([]);
    await renderPage(<ServicesPage />, '/services');
    expect(screen.getByText('No services found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Become a Service Provider' }).getAttribute('href')).toBe(
      '/become-provider',
    );
  });

  it('offers a retry when the services fail to load', async () => {
    state.data = undefined;
    const { user } = await renderPage(<ServicesPage />, '/services');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(state.refetch).toHaveBeenCalled();
  });
});
