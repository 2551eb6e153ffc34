import { describe, expect, it } from 'vitest';
import { deriveHostTasks } from './host-dashboard';

const base = {
  today: '2027-03-10',
  photosSuggested: 3,
  shortOfPhotos: [],
  shortOfPhotosTotal: 0,
  unread: [],
  checkIns: [],
  checkInsTotal: 0,
};

describe('deriveHostTasks', () => {
  it('has no task when nothing calls for one', () => {
    expect(deriveHostTasks(base)).toEqual([]);
  });

  it('orders arrivals first, then replies, then photos, each with a stable id and its path', () => {
    const tasks = deriveHostTasks({
      ...base,
      shortOfPhotos: [{ propertyId: 'p1', title: 'Loft', photos: 1 }],
      shortOfPhotosTotal: 1,
      unread: [{ senderId: 'u1', senderName: 'Ana', unread: 1 }],
      checkIns: [
        { bookingId: 'b1', propertyTitle: 'Loft', guestName: 'Ben', checkIn: '2027-03-10' },
        { bookingId: 'b2', propertyTitle: 'Loft', guestName: 'Cy', checkIn: '2027-03-11' },
      ],
      checkInsTotal: 2,
    });
    expect(tasks.map((t) => [t.id, t.path])).toEqual([
      ['checkin:b1', '/host/calendar'],
      ['checkin:b2', '/host/calendar'],
      ['message:u1', '/messages?with=u1'],
      ['photos:p1', '/host/properties/p1/edit'],
    ]);
    expect(tasks[0]!.description).toBe('Ben checks in at Loft today.');
    expect(tasks[1]!.description).toBe('Cy checks in at Loft tomorrow.');
    expect(tasks[2]!.description).toBe('1 unread message from Ana.');
    expect(tasks[3]!.description).toContain('It has 1 photo;');
  });

  it('gathers the listings beyond the named ones in one task', () => {
    const tasks = deriveHostTasks({
      ...base,
      shortOfPhotos: [{ propertyId: 'p1', title: 'Loft', photos: 0 }],
      shortOfPhotosTotal: 2,
    });
    expect(tasks[1]).toMatchObject({
      id: 'photos:more',
      title: 'Add photos to 1 more listing',
      description: '1 other listing has fewer than 3 photos.',
      path: '/host/properties',
    });
  });

  it('gathers the arrivals beyond the named ones in one task', () => {
    const tasks = deriveHostTasks({
      ...base,
      checkIns: [{ bookingId: 'b1', propertyTitle: 'Loft', guestName: 'Ben', checkIn: '2027-03-10' }],
      checkInsTotal: 4,
    });
    expect(tasks.map((t) => t.id)).toEqual(['checkin:b1', 'checkin:more']);
    expect(tasks[1]).toMatchObject({
      title: 'Prepare for 3 more arrivals',
      description: '3 other guests check in today or tomorrow.',
      path: '/host/calendar',
    });
  });

  it('asks for a payout method only when the host has none', () => {
    expect(deriveHostTasks({ ...base, hasPayoutMethod: true })).toEqual([]);
    const tasks = deriveHostTasks({
      ...base,
      checkIns: [{ bookingId: 'b1', propertyTitle: 'Loft', guestName: 'Ben', checkIn: '2027-03-10' }],
      checkInsTotal: 1,
      hasPayoutMethod: false,
    });
    expect(tasks.map((t) => t.id)).toEqual(['checkin:b1', 'payout-method']);
    expect(tasks[1]).toMatchObject({
      title: 'Add a payout method',
      path: '/settings?tab=payouts',
      target: { page: 'payoutMethod' },
    });
  });

  it('reports failed payouts with the latest reason, unless a missing method explains them', () => {
    const failedPayouts = { count: 2, latestReason: 'Declined by M-Pesa' };
    const [task] = deriveHostTasks({ ...base, hasPayoutMethod: true, failedPayouts });
    expect(task).toMatchObject({
      id: 'payouts:failed',
      title: '2 payouts failed',
      path: '/payouts?status=failed',
      target: { page: 'failedPayouts' },
    });
    expect(task?.description).toContain('Declined by M-Pesa');
    expect(
      deriveHostTasks({ ...base, hasPayoutMethod: true, failedPayouts: { count: 1, latestReason: null } })[0]
        ?.title,
    ).toBe('A payout failed');
    const noMethod = deriveHostTasks({ ...base, hasPayoutMethod: false, failedPayouts });
    expect(noMethod.map((t) => t.id)).toEqual(['payout-method']);
  });
});
