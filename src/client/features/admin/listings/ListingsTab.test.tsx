// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  MODERATION_TEXTS,
  type AdminListingPage,
  type AdminListingRow,
  type ListingReportView,
} from '../../../../shared/moderation';
import { renderPage } from '../../../test/render';

const LISTED = '11111111-1111-4111-8111-111111111111';
const SUSPENDED = '22222222-2222-4222-8222-222222222222';

const row = (fields: Partial<AdminListingRow>): AdminListingRow => ({
  id: LISTED,
  title: 'Lakeside loft',
  city: 'Kisumu',
  country: 'Kenya',
  host: { id: 'h1', name: 'Hana Host', email: 'hana@example.com' },
  status: 'listed',
  suspendedAt: null,
  suspensionReason: null,
  openReports: 2,
  createdAt: '2026-11-01T10:00:00.000Z',
  ...fields,
});
const page: AdminListingPage = {
  items: [
    row({}),
    row({
      id: SUSPENDED,
      title: 'Garden studio',
      status: 'suspended',
      suspendedAt: '2026-11-02T10:00:00.000Z',
      suspensionReason: 'Fake photos',
      openReports: 0,
    }),
  ],
  total: 2,
  page: 1,
  pageCount: 1,
};
const reports: ListingReportView[] = [
  {
    id: 'r1',
    reason: 'scam',
    details: 'Wanted a wire transfer',
    status: 'open',
    reporter: { id: 'g1', name: 'Gita Guest', email: 'gita@example.com' },
    createdAt: '2026-11-03T10:00:00.000Z',
    closedAt: null,
  },
];

const calls = vi.hoisted(() => ({
  listingsInput: [] as unknown[],
  suspend: [] as unknown[],
  restore: [] as unknown[],
  dismiss: [] as unknown[],
}));
const search = vi.hoisted<{ value: Record<string, unknown> }>(() => ({ value: {} }));
const mutation = (into: unknown[]) => () => ({
  isPending: false,
  mutate: (input: unknown) => into.push(input),
  mutateAsync: (input: unknown) => Promise.resolve(into.push(input)),
});

vi.mock('@tanstack/react-router', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@tanstack/react-router')>()),
  getRouteApi: () => ({ useSearch: () => search.value, useNavigate: () => vi.fn() }),
}));
vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    useUtils: () => ({ admin: { invalidate: vi.fn() } }),
    admin: {
      listings: {
        useQuery: (input: unknown) => {
          calls.listingsInput.push(input);
          return { isPending: false, isFetching: false, data: page };
        },
      },
      listingReports: { useQuery: () => ({ isPending: false, isFetching: false, data: reports }) },
      suspendListing: { useMutation: mutation(calls.suspend) },
      restoreListing: { useMutation: mutation(calls.restore) },
      dismissListingReport: { useMutation: mutation(calls.dismiss) },
    },
  },
}));

const { ListingsTab } = await import('./ListingsTab');

beforeEach(() => {
  search.value = {};
  for (const list of Object.values(calls)) list.length = 0;
});

describe('ListingsTab', () => {
  it('asks the server for the address’s search, filter and page, and shows each listing', async () => {
    search.value = { search: 'loft', status: 'reported', page: 2 };
    await renderPage(<ListingsTab />);
    expect(calls.listingsInput.at(-1)).toEqual({ search: 'loft', status: 'reported', page: 2 });
    expect(screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search listings' }).value).toBe('loft');
    const [, first, second] = screen.getAllByRole('row');
    expect(within(first!).getByRole('link', { name: 'Lakeside loft' }).getAttribute('href')).toBe(
      `/property/${LISTED}`,
    );
    expect(within(first!).getByText('Hana Host')).toBeTruthy();
    expect(within(first!).getByText('Listed')).toBeTruthy();
    expect(within(second!).getByText('Suspended')).toBeTruthy();
    expect(within(second!).getByRole('button', { name: 'Restore Garden studio' })).toBeTruthy();
  });

  it('lists a listing’s reports and dismisses one', async () => {
    const { user } = await renderPage(<ListingsTab />);
    await user.click(screen.getByRole('button', { name: /2 open reports on Lakeside loft/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Reports: Lakeside loft' });
    expect(within(drawer).getByText('Scam or fraud')).toBeTruthy();
    expect(within(drawer).getByText('Wanted a wire transfer')).toBeTruthy();
    expect(within(drawer).getByText(/Gita Guest/)).toBeTruthy();
    await user.click(within(drawer).getByRole('button', { name: 'Dismiss' }));
    expect(calls.dismiss).toEqual([{ reportId: 'r1' }]);
  });

  it('suspends only with a reason, and restores', async () => {
    const { user } = await renderPage(<ListingsTab />);
    await user.click(screen.getByRole('button', { name: 'Suspend Lakeside loft' }));
    const modal = await screen.findByRole('dialog', { name: 'Suspend "Lakeside loft"?' });
    await user.click(within(modal).getByRole('button', { name: 'Suspend' }));
    expect(await within(modal).findByText(MODERATION_TEXTS.suspensionReasonRequired)).toBeTruthy();
    expect(calls.suspend).toEqual([]);
    await user.type(within(modal).getByRole('textbox', { name: /Reason for the host/ }), ' Fake photos ');
    await user.click(within(modal).getByRole('button', { name: 'Suspend' }));
    expect(calls.suspend).toEqual([{ propertyId: LISTED, reason: 'Fake photos' }]);

    await user.click(screen.getByRole('button', { name: 'Restore Garden studio' }));
    expect(calls.restore).toEqual([{ propertyId: SUSPENDED }]);
  });
});
