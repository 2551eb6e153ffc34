import { z } from 'zod';
import { PLATFORM_TIME_ZONE } from './dates';
import { roles, type Role } from './roles';
import { text } from './text';
import { USER_STATUSES, type UserStatus } from './admin-filters';

/** The console's tabs, in order, and the address of each: the URL picks the tab. */
/** The longest search the console's lists take (users, listings). */
export const ADMIN_SEARCH_MAX = 100;

export const ADMIN_TABS = [
  { value: 'overview', label: 'Overview', path: '/admin' },
  { value: 'users', label: 'Users', path: '/admin/users' },
  { value: 'listings', label: 'Listings', path: '/admin/listings' },
  { value: 'reports', label: 'Reports', path: '/admin/reports' },
  { value: 'disputes', label: 'Disputes', path: '/admin/disputes' },
  { value: 'applications', label: 'Applications', path: '/admin/applications' },
  { value: 'payments', label: 'Payments', path: '/admin/payments' },
  { value: 'payouts', label: 'Payouts', path: '/admin/payouts' },
  { value: 'settings', label: 'Settings', path: '/admin/settings' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['value'];

export const ADMIN_TEXTS = {
  title: 'Admin Dashboard',
  subtitle: 'Platform Overview',
  refresh: 'Refresh Data',
  settings: 'Settings',
  accessDenied: 'Access Denied',
  accessDeniedBody: 'This area is for KaziStay administrators only.',
  usersTitle: 'User Management',
  usersSubtitle: 'View and manage platform users',
  noUsers: 'No users found',
  noEmail: 'No email',
  never: 'Never',
  unnamed: 'User',
  loadUsersFailed: 'Failed to load users',
  updateUserFailed: 'Failed to update user status',
  deactivated: 'User status deactivated successfully',
  activated: 'User status activated successfully',
  roleChanged: 'User role updated',
  roleChangeFailed: 'Failed to update user role',
  accountDeactivated: 'This account has been deactivated. Contact support.',
  cannotDeactivateSelf: 'You cannot deactivate your own account.',
  cannotChangeOwnRole: 'You cannot change your own role.',
  lastAdmin: 'The platform must keep at least one active admin.',
  loadMetricsFailed: 'Failed to load platform metrics',
  figuresAsOf: 'Figures as of',
  loadAuditFailed: 'Failed to load the audit log',
  searchUsers: 'Search users by name or email...',
} as const;

/** Admin user rows a page (server-side paging). */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const RECENT_USERS_COUNT = 5;
/** The overview chart's window: bookings and revenue by day for the last 30 days. */
export const ADMIN_CHART_DAYS = 30;
/** The console refetches its figures this often (spec: every 5 minutes). */
export const ADMIN_REFRESH_MS = 5 * 60 * 1000;
export const AUDIT_PAGE_SIZE = 20;

export { USER_STATUSES, type UserStatus } from './admin-filters';

export const adminUsersInput = z.object({
  search: text().trim().max(ADMIN_SEARCH_MAX).optional(),
  role: z.enum(roles).optional(),
  status: z.enum(USER_STATUSES).optional(),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type AdminUsersInput = z.input<typeof adminUsersInput>;

/** `fresh`: figures computed now (Refresh Data), not the ones kept for up to half a minute. */
export const adminOverviewInput = z.object({ fresh: z.boolean().optional() }).optional();

export const userIdInput = z.object({ userId: z.uuid('Invalid user id') });
export const setUserActiveInput = userIdInput.extend({ active: z.boolean() });
export const setUserRoleInput = userIdInput.extend({ role: z.enum(roles) });

export const auditPageInput = z.object({
  cursor: z.number().int().positive().optional(),
});

export interface AdminMetrics {
  totalUsers: number;
  /** Profiles created since the start of today, East Africa Time. */
  newUsersToday: number;
  /** Listings in search: not archived, not suspended, their host active. */
  activeListings: number;
  totalBookings: number;
  /** This month's (EAT) booking value: what guests paid and kept paid, in cents. */
  monthlyBookingValueCents: number;
  /** The platform's revenue this month (service fees + host platform fees), in cents, from bookingMoney. */
  monthlyRevenueCents: number;
  /** Reviews created in the last 7 days. */
  reviewsLast7Days: number;
}

export interface AdminChartDay {
  /** yyyy-MM-dd, East Africa Time. */
  day: string;
  bookings: number;
  revenueCents: number;
}

export interface AdminOverview {
  /** When these figures were computed (ISO): they may be kept for up to half a minute. */
  computedAt: string;
  metrics: AdminMetrics;
  chart: AdminChartDay[];
  recentUsers: AdminUserRow[];
}

export interface AdminUserRow {
  id: string;
  name: string;
  email: string | null;
  role: Role;
  joinedAt: string;
  lastSignInAt: string | null;
  status: UserStatus;
}

export interface AdminUserPage {
  items: AdminUserRow[];
  total: number;
  page: number;
  pageCount: number;
}

export type AuditAction =
  | 'user.deactivate'
  | 'user.activate'
  | 'user.role'
  | 'alert.status'
  | 'settings.update'
  | 'report.generate'
  | 'listing.suspend'
  | 'listing.restore'
  | 'listing_report.dismiss'
  | 'dispute.refund'
  | 'dispute.reject'
  | 'provider.approve'
  | 'provider.reject'
  | 'provider.revoke'
  | 'payout.retry';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'user.deactivate': 'Deactivated a user',
  'user.activate': 'Activated a user',
  'user.role': 'Changed a role',
  'alert.status': 'Updated an alert',
  'settings.update': 'Changed settings',
  'report.generate': 'Generated a report',
  'listing.suspend': 'Suspended a listing',
  'listing.restore': 'Restored a listing',
  'listing_report.dismiss': 'Dismissed a listing report',
  'dispute.refund': 'Refunded a dispute',
  'dispute.reject': 'Rejected a dispute',
  'provider.approve': 'Approved a provider',
  'provider.reject': 'Rejected a provider application',
  'provider.revoke': 'Revoked a provider',
  'payout.retry': 'Retried a payout',
};

/** The fields an audited change touched, before or after it. */
export type AuditValues = Record<string, string | number | boolean | null>;

export interface AuditEntryView {
  id: number;
  actorName: string;
  action: AuditAction;
  targetLabel: string;
  before: AuditValues | null;
  after: AuditValues | null;
  createdAt: string;
}

/** What the admin topic carries: something in the console changed (it refetches that part). */
export type AdminEvent =
  | { type: 'alert.raised'; alertId: string }
  | { type: 'alert.updated'; alertId: string }
  | {
      type: 'report.updated';
      reportId: string;
      status: 'processing' | 'completed' | 'failed';
      title: string;
      error: string | null;
    };

export interface AuditPage {
  items: AuditEntryView[];
  nextCursor: number | null;
}

/** The admin's own path for a tab (and the tab an address shows). */
export function adminTabPath(tab: AdminTab): string {
  return ADMIN_TABS.find((t) => t.value === tab)?.path ?? '/admin';
}

/**
 * Made on first use, then kept: building a formatter with a time zone loads zone data (a pause on a phone's
 * first load, as this module is in the first download), and building one per call is slow over an export.
 */
let adminDate: Intl.DateTimeFormat | undefined;
let adminDateTime: Intl.DateTimeFormat | undefined;

/** 'Nov 23, 2026' in platform time (East Africa Time), the console's dates whatever the admin's zone. */
export function formatAdminDate(iso: string): string {
  adminDate ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PLATFORM_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  return adminDate.format(new Date(iso));
}

/** 'Nov 23, 2026, 14:05' in platform time. */
export function formatAdminDateTime(iso: string): string {
  adminDateTime ??= new Intl.DateTimeFormat('en-US', {
    timeZone: PLATFORM_TIME_ZONE,
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  return adminDateTime.format(new Date(iso));
}

/** '23 Nov' for a chart's yyyy-MM-dd day. */
export function formatChartDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-GB', {
    timeZone: 'UTC',
    day: 'numeric',
    month: 'short',
  });
}
