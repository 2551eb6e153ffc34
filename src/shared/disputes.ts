import { z } from 'zod';
import { text } from './text';

/** 'Report a problem': what went wrong with a stay. */
export const DISPUTE_CATEGORIES = [
  'internet_outage',
  'power_outage',
  'not_as_described',
  'cleanliness',
  'safety',
  'other',
] as const;
export type DisputeCategory = (typeof DISPUTE_CATEGORIES)[number];

export const DISPUTE_CATEGORY_LABELS: Record<DisputeCategory, string> = {
  internet_outage: 'Internet outage',
  power_outage: 'Power outage',
  not_as_described: 'Not as described',
  cleanliness: 'Cleanliness',
  safety: 'Safety',
  other: 'Other',
};

/** open → refunded (an admin refunded part or all of what the guest paid) or rejected (with a reason). */
export const DISPUTE_STATUSES = ['open', 'refunded', 'rejected'] as const;
export type DisputeStatus = (typeof DISPUTE_STATUSES)[number];

export const DISPUTE_STATUS_LABELS: Record<DisputeStatus, string> = {
  open: 'Under review',
  refunded: 'Refunded',
  rejected: 'Rejected',
};

export const DISPUTE_DESCRIPTION_MAX = 2000;
export const DISPUTE_PHOTOS_MAX = 5;
export const DISPUTE_REASON_MAX = 1000;

export const DISPUTE_TEXTS = {
  reportProblem: 'Report a problem',
  dialogTitle: 'Report a problem with this stay',
  sent: 'Problem reported',
  sentBody: 'Our team will review it and get back to you and your host.',
  sendFailed: 'Failed to report the problem',
  descriptionRequired: 'Please describe what happened',
  categoryRequired: 'Please choose what went wrong',
  notEligible: 'Problems can be reported for current or past confirmed stays only.',
  alreadyOpen: 'A problem has already been reported for this booking.',
  refunded: 'Refund issued',
  rejected: 'Dispute rejected',
  resolveFailed: 'Failed to resolve the dispute',
  alreadyResolved: 'This dispute has already been resolved.',
  reasonRequired: 'Please give a reason',
  amountTooHigh: 'The refund cannot exceed what the guest paid',
  photoNotYours: 'One of the photos could not be found. Please upload it again.',
} as const;

export const openDisputeInput = z.object({
  bookingId: z.uuid('Booking not found'),
  category: z.enum(DISPUTE_CATEGORIES, { error: DISPUTE_TEXTS.categoryRequired }),
  description: text()
    .trim()
    .min(1, DISPUTE_TEXTS.descriptionRequired)
    .max(DISPUTE_DESCRIPTION_MAX, `At most ${DISPUTE_DESCRIPTION_MAX} characters`),
  photos: z
    .array(z.string().max(300))
    .max(DISPUTE_PHOTOS_MAX, `At most ${DISPUTE_PHOTOS_MAX} photos`)
    .default([]),
});
export type OpenDisputeInput = z.input<typeof openDisputeInput>;

export const refundDisputeInput = z.object({
  disputeId: z.uuid('Dispute not found'),
  /** US cents, at most what the guest paid and kept paid. */
  amountCents: z
    .number({ error: 'Enter the refund in dollars' })
    .int('Refunds are whole cents')
    .min(1, 'The refund must be at least $0.01')
    .max(10_000_000_000, 'The refund cannot exceed what the guest paid'),
  note: text().trim().max(DISPUTE_REASON_MAX, `At most ${DISPUTE_REASON_MAX} characters`).default(''),
});
export type RefundDisputeInput = z.input<typeof refundDisputeInput>;

export const rejectDisputeInput = z.object({
  disputeId: z.uuid('Dispute not found'),
  reason: text()
    .trim()
    .min(1, DISPUTE_TEXTS.reasonRequired)
    .max(DISPUTE_REASON_MAX, `At most ${DISPUTE_REASON_MAX} characters`),
});
export type RejectDisputeInput = z.input<typeof rejectDisputeInput>;

export const adminDisputesInput = z.object({
  status: z.enum(DISPUTE_STATUSES).optional(),
});

export interface DisputeView {
  id: string;
  bookingId: string;
  propertyId: string;
  propertyTitle: string;
  checkIn: string;
  checkOut: string;
  guestName: string;
  hostId: string;
  hostName: string;
  category: DisputeCategory;
  description: string;
  photos: string[];
  status: DisputeStatus;
  /** Cents refunded through this dispute (refunded only). */
  refundCents: number | null;
  /** The admin's note (refund) or reason (rejection). */
  resolution: string | null;
  /** What the guest paid and kept paid before this dispute's refund, in cents: the most a refund may be. */
  refundableCents: number;
  createdAt: string;
  resolvedAt: string | null;
}

export const DISPUTES_SHOWN = 100;
