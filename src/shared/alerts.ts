import { z } from 'zod';

/** What raises a system alert. Each is raised by the app itself when the thing happens. */
export const ALERT_KINDS = [
  'payout_failed',
  'ical_failing',
  'mail_failed',
  'sign_in_burst',
  'report_failed',
  'listing_reported',
  'dispute_opened',
  'provider_applied',
  'workday_claim',
  'payment_mismatch',
  'payout_stuck',
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** pending → in_progress (its action was clicked) → resolved. */
export const ALERT_STATUSES = ['pending', 'in_progress', 'resolved'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];

export const ALERT_STATUS_LABELS: Record<AlertStatus, string> = {
  pending: 'Pending',
  in_progress: 'In progress',
  resolved: 'Resolved',
};

export const ALERT_TEXTS = {
  title: 'System Alerts',
  none: 'No open alerts. Everything is running.',
  updated: 'Alert status updated',
  updateFailed: 'Failed to update alert',
  resolve: 'Resolve',
  showResolved: 'Show resolved',
  newAlert: 'New system alert',
} as const;

export const alertStatusInput = z.object({
  alertId: z.uuid('Invalid alert id'),
  status: z.enum(['in_progress', 'resolved']),
});

export const alertListInput = z.object({ includeResolved: z.boolean().default(false) });

export interface AlertView {
  id: string;
  kind: AlertKind;
  description: string;
  action: string;
  path: string;
  status: AlertStatus;
  occurrences: number;
  createdAt: string;
  lastRaisedAt: string;
  startedAt: string | null;
  startedByName: string | null;
  resolvedAt: string | null;
  resolvedByName: string | null;
}

/** Alerts the console lists at most (open ones first). */
export const ALERTS_SHOWN = 50;
