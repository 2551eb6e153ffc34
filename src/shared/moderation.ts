import { z } from 'zod';
import { ADMIN_SEARCH_MAX } from './admin';
import { text } from './text';
import { ADMIN_LISTING_FILTERS, type AdminListingFilter } from './admin-filters';

/** Why someone reports a listing (the report form's list). */
export const LISTING_REPORT_REASONS = [
  'inaccurate',
  'scam',
  'offensive',
  'unsafe',
  'not_available',
  'other',
] as const;
export type ListingReportReason = (typeof LISTING_REPORT_REASONS)[number];

export const LISTING_REPORT_REASON_LABELS: Record<ListingReportReason, string> = {
  inaccurate: 'Inaccurate or misleading',
  scam: 'Scam or fraud',
  offensive: 'Offensive content',
  unsafe: 'Safety concern',
  not_available: 'Not really available',
  other: 'Something else',
};

/** A report is open until an admin acts on the listing (suspends it) or dismisses it. */
export const LISTING_REPORT_STATUSES = ['open', 'dismissed', 'actioned'] as const;
export type ListingReportStatus = (typeof LISTING_REPORT_STATUSES)[number];

export const REPORT_DETAILS_MAX = 1000;
export const SUSPENSION_REASON_MAX = 500;

export const MODERATION_TEXTS = {
  reportListing: 'Report this listing',
  reportSent: 'Report sent',
  reportSentBody: 'Thank you. Our team will review this listing.',
  reportFailed: 'Failed to send the report',
  alreadyReported: 'You have already reported this listing; our team is reviewing it.',
  ownListing: 'You cannot report your own listing.',
  detailsRequired: 'Please describe the problem',
  reasonRequired: 'Please choose a reason',
  suspended: 'Listing suspended',
  restored: 'Listing restored',
  suspendFailed: 'Failed to suspend the listing',
  restoreFailed: 'Failed to restore the listing',
  suspensionReasonRequired: 'Please give the host a reason',
  dismissed: 'Report dismissed',
  dismissFailed: 'Failed to dismiss the report',
  alreadyClosed: 'This report has already been closed.',
  alreadySuspended: 'This listing is already suspended.',
  notSuspended: 'This listing is not suspended.',
  listingNotFound: 'Listing not found',
  reportNotFound: 'Report not found',
  listingsTitle: 'Listings',
  listingsSubtitle: 'Review, suspend and restore listings',
  searchListings: 'Search by title, city or host...',
  noListings: 'No listings found',
  loadListingsFailed: 'Failed to load listings',
  loadReportsFailed: 'Failed to load the reports',
  noReports: 'No reports for this listing',
  suspendedBadge: 'Suspended',
  suspendedHint: 'Hidden from search and not bookable.',
  signInToReport: 'Sign in to report a listing',
} as const;

export { ADMIN_LISTING_FILTERS, type AdminListingFilter } from './admin-filters';

export const ADMIN_LISTING_FILTER_LABELS: Record<AdminListingFilter, string> = {
  all: 'All listings',
  listed: 'Listed',
  suspended: 'Suspended',
  reported: 'With open reports',
};

/** Listed: in search. Suspended: by an admin. Host inactive: the host's account is deactivated. */
export const ADMIN_LISTING_STATUSES = ['listed', 'suspended', 'host_inactive'] as const;
export type AdminListingStatus = (typeof ADMIN_LISTING_STATUSES)[number];

export const ADMIN_LISTING_STATUS_LABELS: Record<AdminListingStatus, string> = {
  listed: 'Listed',
  suspended: 'Suspended',
  host_inactive: 'Host inactive',
};

export const LISTING_REPORT_STATUS_LABELS: Record<ListingReportStatus, string> = {
  open: 'Open',
  dismissed: 'Dismissed',
  actioned: 'Actioned',
};

/** Admin listing rows a page (server-side paging). */
export const ADMIN_LISTINGS_PAGE_SIZE = 20;

export const reportListingInput = z.object({
  propertyId: z.uuid('Property not found'),
  reason: z.enum(LISTING_REPORT_REASONS, { error: MODERATION_TEXTS.reasonRequired }),
  details: text()
    .trim()
    .min(1, MODERATION_TEXTS.detailsRequired)
    .max(REPORT_DETAILS_MAX, `At most ${REPORT_DETAILS_MAX} characters`),
});
export type ReportListingInput = z.input<typeof reportListingInput>;

export const suspendListingInput = z.object({
  propertyId: z.uuid('Property not found'),
  reason: text()
    .trim()
    .min(1, MODERATION_TEXTS.suspensionReasonRequired)
    .max(SUSPENSION_REASON_MAX, `At most ${SUSPENSION_REASON_MAX} characters`),
});
export type SuspendListingInput = z.input<typeof suspendListingInput>;

export const adminListingsInput = z.object({
  search: text().trim().max(ADMIN_SEARCH_MAX).optional(),
  status: z.enum(ADMIN_LISTING_FILTERS).default('all'),
  page: z.number().int().min(1).max(100_000).default(1),
});
export type AdminListingsInput = z.input<typeof adminListingsInput>;

export const listingIdInput = z.object({ propertyId: z.uuid('Property not found') });
export const listingReportIdInput = z.object({ reportId: z.uuid('Report not found') });

export interface AdminListingRow {
  id: string;
  title: string;
  city: string | null;
  country: string | null;
  host: { id: string; name: string; email: string | null };
  status: AdminListingStatus;
  suspendedAt: string | null;
  suspensionReason: string | null;
  openReports: number;
  createdAt: string;
}

export interface AdminListingPage {
  items: AdminListingRow[];
  total: number;
  page: number;
  pageCount: number;
}

export interface ListingReportView {
  id: string;
  reason: ListingReportReason;
  details: string;
  status: ListingReportStatus;
  reporter: { id: string; name: string; email: string | null };
  createdAt: string;
  closedAt: string | null;
}

/** What the host reads in their messages when an admin suspends or restores a listing. */
export function suspensionMessage(title: string, reason: string): string {
  return `Your listing "${title}" has been suspended by the KaziStay team and is hidden from search. Reason: ${reason}`;
}

export function restoreMessage(title: string): string {
  return `Your listing "${title}" has been restored by the KaziStay team and is visible in search again.`;
}
