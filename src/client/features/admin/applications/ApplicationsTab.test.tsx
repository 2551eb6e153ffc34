// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProviderApplicationView } from '../../../../shared/services';
import { renderPage } from '../../../test/render';

const PENDING = '11111111-1111-4111-8111-111111111111';

const application: ProviderApplicationView = {
  id: PENDING,
  userId: 'u1',
  accountName: 'Pat Provider',
  accountEmail: 'pat@example.com',
  displayName: 'Pat Photos',
  bio: 'Weddings and portraits.',
  avatarUrl: null,
  categories: ['photography', 'tours'],
  startingPriceCents: 12550,
  currency: 'USD',
  availability: ['monday', 'friday'],
  timeSlots: '09:00-17:00',
  portfolio: ['/uploads/p1.jpg'],
  documents: [
    {
      key: 'doc1',
      fileName: 'licence.pdf',
      contentType: 'application/pdf',
      sizeBytes: 2048,
      url: '/files/documents/doc1',
    },
  ],
  status: 'pending',
  reason: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  reviewedAt: null,
};

const state = vi.hoisted(() => ({
  items: [] as unknown[],
  approve: [] as unknown[],
  reject: [] as unknown[],
  revoke: [] as unknown[],
}));
const mutation = (into: unknown[]) => () => ({
  isPending: false,
  mutate: (input: unknown) => into.push(input),
  mutateAsync: (input: unknown) => Promise.resolve(into.push(input)),
});

vi.mock('../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    useUtils: () => ({ admin: { invalidate: vi.fn() } }),
    admin: {
      applications: {
        useQuery: () => ({ isPending: false, isFetching: false, data: state.items, refetch: vi.fn() }),
      },
      approveApplication: { useMutation: mutation(state.approve) },
      rejectApplication: { useMutation: mutation(state.reject) },
      revokeProvider: { useMutation: mutation(state.revoke) },
    },
  },
}));

const { ApplicationsTab } = await import('./ApplicationsTab');

beforeEach(() => {
  state.items = [application];
  state.approve.length = 0;
  state.reject.length = 0;
  state.revoke.length = 0;
});

describe('ApplicationsTab', () => {
  it('shows a pending application: name, categories, price and documents', async () => {
    await renderPage(<ApplicationsTab />);
    const card = screen.getByRole('article', { name: 'Pat Photos' });
    expect(within(card).getByText('Pat Photos')).toBeTruthy();
    expect(within(card).getByText(/Pat Provider/)).toBeTruthy();
    expect(within(card).getByText('Photography')).toBeTruthy();
    expect(within(card).getByText('Tour Guide')).toBeTruthy();
    expect(within(card).getByText('$125.50')).toBeTruthy();
    expect(within(card).getByText('Pending')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Revoke Pat Photos' })).toBeNull();
    expect(within(card).getByRole('link', { name: 'licence.pdf' }).getAttribute('href')).toBe(
      '/files/documents/doc1',
    );
  });

  it('approves with the application’s id', async () => {
    const { user } = await renderPage(<ApplicationsTab />);
    await user.click(screen.getByRole('button', { name: 'Approve Pat Photos' }));
    expect(state.approve).toEqual([{ applicationId: PENDING }]);
  });

  it('rejects only with a reason', async () => {
    const { user } = await renderPage(<ApplicationsTab />);
    await user.click(screen.getByRole('button', { name: 'Reject Pat Photos' }));
    const modal = await screen.findByRole('dialog', { name: 'Reject "Pat Photos"?' });
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await within(modal).findByText('Please give a reason')).toBeTruthy();
    expect(state.reject).toEqual([]);
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), ' No documents ');
    await user.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(state.reject).toEqual([{ applicationId: PENDING, reason: 'No documents' }]);
  });

  it('revokes an approved provider only with a reason', async () => {
    state.items = [{ ...application, status: 'approved', reviewedAt: '2026-11-02T10:00:00.000Z' }];
    const { user } = await renderPage(<ApplicationsTab />);
    expect(screen.queryByRole('button', { name: 'Approve Pat Photos' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Revoke Pat Photos' }));
    const modal = await screen.findByRole('dialog', { name: 'Revoke "Pat Photos"?' });
    await user.click(within(modal).getByRole('button', { name: 'Revoke' }));
    expect(await within(modal).findByText('Please give a reason')).toBeTruthy();
    expect(state.revoke).toEqual([]);
    await user.type(within(modal).getByRole('textbox', { name: /Reason/ }), 'Licence expired');
    await user.click(within(modal).getByRole('button', { name: 'Revoke' }));
    expect(state.revoke).toEqual([{ applicationId: PENDING, reason: 'Licence expired' }]);
  });

  it('shows a revoked provider with the reason', async () => {
    state.items = [{ ...application, status: 'revoked', reason: 'Licence expired' }];
    await renderPage(<ApplicationsTab />);
    const card = screen.getByRole('article', { name: 'Pat Photos' });
    expect(within(card).getByText('Revoked')).toBeTruthy();
    expect(within(card).getByText('Reason: Licence expired')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: /Revoke/ })).toBeNull();
  });

  it('says when there are no applications', async () => {
    state.items = [];
    await renderPage(<ApplicationsTab />);
    expect(screen.getByText('No applications')).toBeTruthy();
  });
});
