// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { AvailabilityBlockView } from '../../../../../shared/availability';
import { CALENDAR_TEXTS } from '../../../../../shared/calendar';
import { renderPage } from '../../../../test/render';

const mutate = vi.fn();
const listed = vi.fn<(input: { propertyId: string }) => void>();
const blocks: AvailabilityBlockView[] = [
  { id: 'b1', startDate: '2027-03-12', endDate: '2027-03-15', status: 'blocked', source: 'host' },
  { id: 'b2', startDate: '2027-04-01', endDate: '2027-04-02', status: 'unavailable', source: 'ical' },
];

vi.mock('../../../../trpc', () => ({
  describeError: (error: unknown) => ({ message: error instanceof Error ? error.message : String(error) }),
  trpc: {
    useUtils: () => ({ host: { invalidate: vi.fn() }, bookings: { unavailable: { invalidate: vi.fn() } } }),
    host: {
      availability: {
        set: { useMutation: () => ({ mutate, isPending: false }) },
        list: {
          useQuery: (input: { propertyId: string }) => {
            listed(input);
            return { isPending: false, isError: false, data: blocks };
          },
        },
      },
    },
  },
}));

const { AvailabilityPanel } = await import('./AvailabilityPanel');

const properties = [
  { id: 'p1', title: 'Sunny loft' },
  { id: 'p2', title: 'Lake cabin' },
];

describe('AvailabilityPanel', () => {
  it('starts on the picked listing and lists its closed nights, manual and imported', async () => {
    await renderPage(<AvailabilityPanel properties={properties} propertyId="p2" />);
    expect(screen.getByDisplayValue('Lake cabin')).toBeTruthy();
    expect(listed).toHaveBeenLastCalledWith({ propertyId: 'p2' });
    const list = screen.getByRole('region', { name: 'Closed nights of Lake cabin' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows[0]?.textContent).toContain('Mar 12, 2027 – Mar 14, 2027 (3 nights)');
    expect(rows[0]?.textContent).toContain('Blocked');
    expect(rows[0]?.textContent).toContain('Manual');
    expect(rows[1]?.textContent).toContain('Apr 1, 2027 (1 night)');
    expect(rows[1]?.textContent).toContain('Imported');
  });

  it('shows the spec’s messages when dates are missing and sends nothing', async () => {
    const { user } = await renderPage(<AvailabilityPanel properties={properties} propertyId={null} />);
    expect(listed).toHaveBeenLastCalledWith({ propertyId: 'p1' });
    await user.click(screen.getByRole('button', { name: 'Update Availability' }));
    expect(await screen.findByText(CALENDAR_TEXTS.startRequired)).toBeTruthy();
    expect(screen.getByText(CALENDAR_TEXTS.endRequired)).toBeTruthy();
    expect(mutate).not.toHaveBeenCalled();
  });

  it('says so when the host has no listing yet', async () => {
    await renderPage(<AvailabilityPanel properties={[]} propertyId={null} />);
    expect(screen.getByText(/Add a property first/)).toBeTruthy();
  });
});
