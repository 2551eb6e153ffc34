import { z } from 'zod';
import { text } from './text';
import {
  SERVICE_CATEGORIES,
  SERVICE_CATEGORY_IDS,
  SERVICE_CATEGORY_NAMES,
  type ServiceCategoryId,
} from './service-categories';

/**
 * The services marketplace (spec 001 §2 Browse Services, Book Service, Provider profile, Become a Service
 * Provider, Provider Dashboard; §3 entities; §5 validation; §8 messages; §9 constants). Shared by the
 * `services` router and the pages, so a rule and its message are written once.
 */

export * from './service-categories';

export const SERVICE_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;
export type ServiceCurrency = (typeof SERVICE_CURRENCIES)[number];

/** Monday first, as the application form lists them. */
export const WEEK_DAYS = [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

export const DEFAULT_TIME_SLOTS = '09:00-17:00';

/** 'revoked': approved once, then an admin took the verification back (the reason is kept). */
export const PROVIDER_APPLICATION_STATUSES = ['pending', 'approved', 'rejected', 'revoked'] as const;
export type ProviderApplicationStatus = (typeof PROVIDER_APPLICATION_STATUSES)[number];

/** Verification documents (spec 001 §5: pdf, jpg, jpeg, png), checked by their bytes, at most 10 MB each. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_EXTENSIONS = ['.pdf', '.jpg', '.jpeg', '.png'] as const;

export const SERVICE_TEXTS = {
  // Become a Service Provider (/become-provider)
  applyTitle: 'Become a Service Provider',
  pleaseSignIn: 'Please Sign In',
  signIn: 'Sign In',
  submitApplication: 'Submit Application',
  applicationSubmitted: 'Application Submitted!',
  applicationFailed: 'Failed to submit application. Please try again.',
  displayNameRequired: 'Display Name is required',
  startingPriceRequired: 'Starting Price is required',
  startingPriceMin: 'Starting Price cannot be negative',
  startingPriceStep: 'Starting Price has at most two decimals',
  categoriesRequired: 'Choose at least one category',
  timeSlotsInvalid: 'Use time ranges such as 09:00-17:00, separated by commas',
  daysRequired: 'Choose at least one day',
  alreadyPending: 'Your application is being reviewed. You will hear from us soon.',
  alreadyProvider: 'You are already a verified provider.',
  // Browse Services (/services)
  browseServices: 'Browse Services',
  allCategories: 'All Categories',
  searchServices: 'Search services...',
  bookNow: 'Book Now',
  viewProvider: 'View Provider',
  noServices: 'No services found',
  becomeProvider: 'Become a Service Provider',
  // Book Service (/services/{id}/book)
  signInRequired: 'Sign In Required',
  signInToBook: 'Please sign in to book this service.',
  sendRequest: 'Send Booking Request',
  requestSent: 'Booking Request Sent!',
  requestFailed: 'Failed to create booking. Please try again.',
  serviceNotFound: 'Service not found.',
  // Provider profile and dashboard
  verified: 'Verified',
  servicesOffered: 'Services Offered',
  noServicesAvailable: 'No services available',
  noReviews: 'No reviews yet',
  providerDashboard: 'Provider Dashboard',
  accessDenied: 'Access Denied',
  addNewService: 'Add New Service',
} as const;

/** '09:00-17:00' or '09:00-12:00, 14:00-18:00': each range starts before it ends. */
export function parseTimeSlots(value: string): { start: string; end: string }[] | null {
  const parts = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (parts.length === 0 || parts.length > 12) return null;
  const slots: { start: string; end: string }[] = [];
  for (const part of parts) {
    const m = /^([01]\d|2[0-3]):([0-5]\d)\s*-\s*([01]\d|2[0-3]):([0-5]\d)$/.exec(part);
    if (!m) return null;
    const start = `${m[1]}:${m[2]}`;
    const end = `${m[3]}:${m[4]}`;
    if (end <= start) return null;
    slots.push({ start, end });
  }
  return slots;
}

/** A price typed in the currency's units (step 0.01) as integer cents, or null when it is not one. */
export function priceToCents(value: number): number | null {
  if (!Number.isFinite(value) || value < 0) return null;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : null;
}

const startingPrice = z
  .number({ error: SERVICE_TEXTS.startingPriceRequired })
  .min(0, SERVICE_TEXTS.startingPriceMin)
  .max(100_000)
  .refine((v) => priceToCents(v) !== null, SERVICE_TEXTS.startingPriceStep);

/** The application form (spec 001 §3 Provider application form; §5 Provider application). */
export const providerApplicationInput = z.object({
  displayName: text()
    .trim()
    .min(1, SERVICE_TEXTS.displayNameRequired)
    .max(80, 'Display Name is at most 80 characters'),
  bio: text().trim().max(1000, 'Bio is at most 1000 characters').default(''),
  categories: z
    .array(z.enum(SERVICE_CATEGORY_IDS))
    .min(1, SERVICE_TEXTS.categoriesRequired)
    .max(SERVICE_CATEGORIES.length)
    .refine((c) => new Set(c).size === c.length, 'Each category once'),
  startingPrice,
  currency: z.enum(SERVICE_CURRENCIES),
  availability: z
    .array(z.enum(WEEK_DAYS))
    .min(1, SERVICE_TEXTS.daysRequired)
    .refine((d) => new Set(d).size === d.length, 'Each day once'),
  timeSlots: text()
    .trim()
    .refine((v) => parseTimeSlots(v) !== null, SERVICE_TEXTS.timeSlotsInvalid)
    .default(DEFAULT_TIME_SLOTS),
  /** Uploaded through the image upload (public URLs of the applicant's own uploads). */
  avatarUrl: z.string().max(300).nullable().default(null),
  portfolio: z.array(z.string().max(300)).max(12, 'At most 12 portfolio images').default([]),
  /** Keys of the applicant's private verification documents (uploaded first, one by one). */
  documents: z.array(z.string().max(300)).max(5, 'At most 5 documents').default([]),
});
export type ProviderApplicationInput = z.input<typeof providerApplicationInput>;

export const reviewApplicationInput = z.object({ applicationId: z.uuid('Application not found') });
export const rejectApplicationInput = reviewApplicationInput.extend({
  reason: text().trim().min(1, 'Please give a reason').max(1000, 'At most 1000 characters'),
});
/** Takes a provider's verification back: the approved application, and the reason the provider will read. */
export const revokeProviderInput = rejectApplicationInput;
export const applicationListInput = z.object({
  status: z.enum(PROVIDER_APPLICATION_STATUSES).optional(),
});

export interface ProviderDocumentView {
  key: string;
  fileName: string;
  contentType: string;
  sizeBytes: number;
  /** The authorized download route (the applicant and admins only). */
  url: string;
}

export interface ProviderApplicationView {
  id: string;
  userId: string;
  /** The account's name and email (the admin's review). */
  accountName: string;
  accountEmail: string;
  displayName: string;
  bio: string;
  avatarUrl: string | null;
  categories: ServiceCategoryId[];
  startingPriceCents: number;
  currency: ServiceCurrency;
  availability: WeekDay[];
  timeSlots: string;
  portfolio: string[];
  documents: ProviderDocumentView[];
  status: ProviderApplicationStatus;
  reason: string | null;
  createdAt: string;
  reviewedAt: string | null;
}

/** What /become-provider shows: whether I am a provider, and my latest application. */
export interface MyProviderStatus {
  isProvider: boolean;
  application: ProviderApplicationView | null;
}

/** The categories' names, 'Photography, Tour Guide': the success message names them (spec 001 §8). */
export function categoryList(ids: readonly ServiceCategoryId[]): string {
  return ids.map((id) => SERVICE_CATEGORY_NAMES[id]).join(', ');
}
