import { z } from 'zod';
import type { HostBookingView } from './host';

/** Host dashboard (spec 001 §2, §8). */
export const HOST_DASHBOARD_TEXTS = {
  loadFailed: 'Failed to load dashboard data',
  noBookings: 'No upcoming bookings yet.',
  allCaughtUp: 'All caught up: nothing needs your attention.',
} as const;

/** Recent bookings on the dashboard (spec 001 §9). */
export const RECENT_BOOKINGS_LIMIT = 5;
/** A check-in today or tomorrow (within 48 hours of the start of today) gets a 'prepare' task. */
export const CHECK_IN_SOON_DAYS = 1;
/** Listings short of photos named one task each, newest first; the rest share one task. */
export const PHOTO_TASKS_MAX = 5;
/** People with unread messages named one task each, latest first. */
export const MESSAGE_TASKS_MAX = 5;
/** Arrivals named one task each, soonest first; the rest share one task. */
export const CHECK_IN_TASKS_MAX = 5;

export const hostDashboardInput = z.object({}).strict().optional();

export interface HostDashboardStats {
  /** Listings not archived. */
  activeListings: number;
  /** Bookings still waiting for the host (status pending) whose stay is not over. */
  pendingBookings: number;
  /** What the host keeps of every paid booking, after the platform's fee (bookingMoney, all time). */
  totalEarningsCents: number;
}

export type HostRecentBooking = HostBookingView;

/** Where a task's link goes: the client turns it into a typed route. */
export type HostTaskTarget =
  | { page: 'editProperty'; propertyId: string }
  | { page: 'properties' }
  | { page: 'messages'; withUserId: string }
  | { page: 'calendar' }
  | { page: 'payoutMethod' }
  | { page: 'failedPayouts' };

/** Something the host should do, derived from their data; it is gone once done (spec 001 §3 'Host task'). */
export interface HostTask {
  /**
   * Stable across loads: 'photos:<propertyId>', 'photos:more', 'message:<userId>', 'checkin:<bookingId>',
   * 'payout-method', 'payouts:failed'.
   */
  id: string;
  title: string;
  description: string;
  /** The address of target. */
  path: string;
  target: HostTaskTarget;
}

export interface HostDashboard {
  stats: HostDashboardStats;
  recentBookings: HostRecentBooking[];
  tasks: HostTask[];
}

export function taskPath(target: HostTaskTarget): string {
  switch (target.page) {
    case 'editProperty':
      return `/host/properties/${target.propertyId}/edit`;
    case 'properties':
      return '/host/properties';
    case 'messages':
      return `/messages?with=${target.withUserId}`;
    case 'calendar':
      return '/host/calendar';
    case 'payoutMethod':
      return '/settings?tab=payouts';
    case 'failedPayouts':
      return '/payouts?status=failed';
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export interface PhotoTaskSource {
  propertyId: string;
  title: string;
  photos: number;
}
export interface MessageTaskSource {
  senderId: string;
  senderName: string;
  unread: number;
}
export interface CheckInTaskSource {
  bookingId: string;
  propertyTitle: string;
  guestName: string;
  checkIn: string;
}

/**
 * The pending tasks from the host's state: listings with fewer than `photosSuggested` photos (at most
 * PHOTO_TASKS_MAX named, the others in one task), people waiting for a reply, stays starting soon, no
 * payout method on file (payouts fail without one) and payouts the provider refused.
 */
export function deriveHostTasks(input: {
  today: string;
  photosSuggested: number;
  shortOfPhotos: PhotoTaskSource[];
  shortOfPhotosTotal: number;
  unread: MessageTaskSource[];
  checkIns: CheckInTaskSource[];
  /** Every arrival today or tomorrow, of which checkIns are the first. */
  checkInsTotal: number;
  /** Whether the host has saved a payout method (Settings › Host Info); absent means yes. */
  hasPayoutMethod?: boolean;
  /** The host's failed payouts and the latest one's reason (absent: none). */
  failedPayouts?: { count: number; latestReason: string | null };
}): HostTask[] {
  const tasks: HostTask[] = [];
  const add = (id: string, title: string, description: string, target: HostTaskTarget) =>
    tasks.push({ id, title, description, path: taskPath(target), target });

  for (const b of input.checkIns) {
    const when = b.checkIn === input.today ? 'today' : 'tomorrow';
    add(
      `checkin:${b.bookingId}`,
      `Prepare for ${b.guestName}'s arrival`,
      `${b.guestName} checks in at ${b.propertyTitle} ${when}.`,
      { page: 'calendar' },
    );
  }
  const arriving = input.checkInsTotal - input.checkIns.length;
  if (arriving > 0) {
    add(
      'checkin:more',
      `Prepare for ${plural(arriving, 'more arrival', 'more arrivals')}`,
      `${plural(arriving, 'other guest checks', 'other guests check')} in today or tomorrow.`,
      { page: 'calendar' },
    );
  }
  for (const m of input.unread) {
    add(
      `message:${m.senderId}`,
      `Reply to ${m.senderName}`,
      `${plural(m.unread, 'unread message', 'unread messages')} from ${m.senderName}.`,
      { page: 'messages', withUserId: m.senderId },
    );
  }
  for (const p of input.shortOfPhotos) {
    add(
      `photos:${p.propertyId}`,
      `Add photos to ${p.title}`,
      `It has ${plural(p.photos, 'photo', 'photos')}; listings with at least ${input.photosSuggested} get more bookings.`,
      { page: 'editProperty', propertyId: p.propertyId },
    );
  }
  const rest = input.shortOfPhotosTotal - input.shortOfPhotos.length;
  if (rest > 0) {
    add(
      'photos:more',
      `Add photos to ${plural(rest, 'more listing', 'more listings')}`,
      `${plural(rest, 'other listing has', 'other listings have')} fewer than ${input.photosSuggested} photos.`,
      { page: 'properties' },
    );
  }
  if (input.hasPayoutMethod === false) {
    add(
      'payout-method',
      'Add a payout method',
      'Tell us how to pay you (bank transfer, PayPal, Stripe or M-Pesa) so your earnings can be released.',
      { page: 'payoutMethod' },
    );
  }
  // Without a method every failure says so, and the task above is what fixes them.
  const failed = input.failedPayouts?.count ?? 0;
  if (failed > 0 && input.hasPayoutMethod !== false) {
    add(
      'payouts:failed',
      failed === 1 ? 'A payout failed' : `${failed} payouts failed`,
      `${input.failedPayouts?.latestReason ?? 'The payout provider refused it'}. It is tried again automatically; check your payout method if it keeps failing.`,
      { page: 'failedPayouts' },
    );
  }
  return tasks;
}
