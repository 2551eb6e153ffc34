// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ICAL_TEXTS, type IcalFeedView } from '../../../../../shared/ical';
import { renderPage } from '../../../../test/render';

const addFeed = vi.fn();
const regenerate = vi.fn();
const feeds: IcalFeedView[] = [
  {
    id: 'f1',
    url: 'https://www.airbnb.com/calendar/ical/1.ics',
    lastSyncedAt: '2027-03-01T09:30:00.000Z',
    lastError: ICAL_TEXTS.tooLarge,
    conflicts: [{ uid: 'u1', summary: 'Reserved', startDate: '2027-03-12', endDate: '2027-03-15' }],
    blockCount: 2,
  },
];
const idle = { isPending: false };

vi.mock('../../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    useUtils: () => ({
      host: { invalidate: vi.fn(), ical: { exportUrl: { setData: vi.fn() } } },
      bookings: { unavailable: { invalidate: vi.fn() } },
    }),
    host: {
      ical: {
        exportUrl: {
          useQuery: () => ({
            isPending: false,
            isError: false,
            data: { url: 'http://kazistay.test/api/ical/t.ics' },
          }),
        },
        regenerate: { useMutation: () => ({ ...idle, mutate: regenerate }) },
        feeds: { useQuery: () => ({ isPending: false, isError: false, data: feeds }) },
        addFeed: { useMutation: () => ({ ...idle, mutate: addFeed }) },
        syncNow: { useMutation: () => ({ ...idle, mutate: vi.fn() }) },
        removeFeed: { useMutation: () => ({ ...idle, mutate: vi.fn() }) },
      },
    },
  },
}));

const { IcalPanel } = await import('./IcalPanel');

describe('IcalPanel', () => {
  it('shows the export link and each imported calendar with its error and conflicts', async () => {
    await renderPage(<IcalPanel propertyId="p1" />);
    expect(screen.getByDisplayValue('http://kazistay.test/api/ical/t.ics')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeTruthy();
    expect(screen.getByText(feeds[0]!.url)).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(ICAL_TEXTS.tooLarge);
    const conflicts = screen.getAllByRole('listitem');
    expect(conflicts[0]?.textContent).toBe('Mar 12, 2027 – Mar 14, 2027 (Reserved)');
    expect(screen.getByText(/Last synced Mar 1, 2027/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeTruthy();
  });

  it('checks the address with the shared schema before sending it', async () => {
    const { user } = await renderPage(<IcalPanel propertyId="p1" />);
    const field = screen.getByLabelText('Calendar address (iCal)');
    await user.type(field, 'ftp://example.com/c.ics');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(await screen.findByText(ICAL_TEXTS.urlInvalid)).toBeTruthy();
    expect(addFeed).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, ' https://example.com/c.ics ');
    await user.click(screen.getByRole('button', { name: 'Add calendar' }));
    expect(addFeed).toHaveBeenCalledWith({ propertyId: 'p1', url: 'https://example.com/c.ics' });
  });

  it('asks before regenerating the link', async () => {
    const { user } = await renderPage(<IcalPanel propertyId="p1" />);
    await user.click(screen.getByRole('button', { name: 'Regenerate link' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(ICAL_TEXTS.regenerateConfirm)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Regenerate' }));
    expect(regenerate).toHaveBeenCalledWith({ propertyId: 'p1' });
  });
});
