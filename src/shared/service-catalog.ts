import { formatMoney } from './money';
import { z } from 'zod';
import {
  SERVICE_CATEGORY_IDS,
  SERVICE_CURRENCIES,
  priceToCents,
  type ServiceCategoryId,
  type ServiceCurrency,
  type WeekDay,
} from './services';
import { text } from './text';
import { SERVICE_SEARCH_MAX } from './service-categories';

export { SERVICE_SEARCH_MAX };
import { formatInteger } from './number-format';

/**
 * The service catalogue: a provider's services (/services/create, /services/{id}/edit), the browse page
 * (/services) and the provider's public profile (/services/provider/{id}). Shared by the `services` router and
 * the pages, so a rule and its message are written once.
 */

export const SERVICE_STATUSES = ['active', 'paused'] as const;
export type ServiceStatus = (typeof SERVICE_STATUSES)[number];

export const SERVICE_PAGE_SIZE = 12;
export const SERVICE_PHOTOS_MAX = 8;
export const SERVICE_PRICE_MAX = 100_000;

export const CATALOG_TEXTS = {
  createTitle: 'Add New Service',
  editTitle: 'Edit Service',
  save: 'Save Service',
  created: 'Service created',
  updated: 'Service updated',
  saveFailed: 'Failed to save service. Please try again.',
  paused: 'Service paused',
  activated: 'Service active again',
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  categoryRequired: 'Choose a category',
  priceRequired: 'Price is required',
  priceMin: 'Price cannot be negative',
  priceStep: 'Price has at most two decimals',
  notYourService: 'Service not found.',
  notProvider: 'Only verified providers can do that. Apply from Become a Provider.',
  providerNotFound: 'Provider not found.',
} as const;

const price = z
  .number({ error: CATALOG_TEXTS.priceRequired })
  .min(0, CATALOG_TEXTS.priceMin)
  .max(SERVICE_PRICE_MAX, `Price can be at most ${formatInteger(SERVICE_PRICE_MAX)}`)
  .refine((v) => priceToCents(v) !== null, CATALOG_TEXTS.priceStep);

/** A service as the provider writes it (the price in the currency's units, step 0.01). */
export const serviceInput = z.object({
  title: text().trim().min(1, CATALOG_TEXTS.titleRequired).max(120, 'Title is at most 120 characters'),
  description: text()
    .trim()
    .min(1, CATALOG_TEXTS.descriptionRequired)
    .max(2000, 'Description is at most 2000 characters'),
  categoryId: z.enum(SERVICE_CATEGORY_IDS, { error: CATALOG_TEXTS.categoryRequired }),
  price,
  currency: z.enum(SERVICE_CURRENCIES),
  /** Public URLs of the provider's own uploads (the image upload), the first is the cover. */
  photos: z
    .array(z.string().max(300))
    .max(SERVICE_PHOTOS_MAX, `At most ${SERVICE_PHOTOS_MAX} photos`)
    .default([]),
  status: z.enum(SERVICE_STATUSES).default('active'),
});
export type ServiceInput = z.input<typeof serviceInput>;

export const serviceRef = z.object({ id: z.uuid(CATALOG_TEXTS.notYourService) });
/** An edit: without a status, the service keeps the one it has. */
export const updateServiceInput = serviceInput.extend({
  id: z.uuid(CATALOG_TEXTS.notYourService),
  status: z.enum(SERVICE_STATUSES).optional(),
});
export const serviceStatusInput = serviceRef.extend({ status: z.enum(SERVICE_STATUSES) });
export const providerRef = z.object({ providerId: z.uuid(CATALOG_TEXTS.providerNotFound) });

/** /services?category=&q=&page=: what the browse page's address holds. */
export const serviceSearchInput = z.object({
  category: z.enum(SERVICE_CATEGORY_IDS).optional(),
  q: text().trim().max(SERVICE_SEARCH_MAX, `Search at most ${SERVICE_SEARCH_MAX} characters`).optional(),
  page: z.number().int().min(1).max(10_000).default(1),
});
export type ServiceSearchInput = z.input<typeof serviceSearchInput>;

/** A card on /services, on the provider's profile and the dashboard. */
export interface ServiceCardView {
  id: string;
  title: string;
  description: string;
  categoryId: ServiceCategoryId;
  priceCents: number;
  currency: ServiceCurrency;
  photos: string[];
  status: ServiceStatus;
  provider: { id: string; displayName: string; avatarUrl: string | null };
}

/** The booking page's service: the card, with when the provider works. */
export interface ServiceDetailView extends ServiceCardView {
  availability: WeekDay[];
  timeSlots: string[];
}

export interface ServiceSearchResult {
  items: ServiceCardView[];
  /** Matches, counted up to a cap. */
  total: number;
  /** More than `total` match: show '1,000+'. */
  totalCapped: boolean;
  page: number;
  pageCount: number;
}

export interface ServiceReviewView {
  id: string;
  rating: number;
  comment: string;
  reviewerName: string;
  serviceTitle: string;
  createdAt: string;
}

/** /services/provider/{id}. */
export interface ProviderProfileView {
  id: string;
  displayName: string;
  bio: string;
  avatarUrl: string | null;
  verified: true;
  ratingAvg: number | null;
  ratingCount: number;
  services: ServiceCardView[];
  reviews: ServiceReviewView[];
}

/** '$45.00', '€30.00', '£12.50': the one money formatter, for a service's currency. */
export function formatServicePrice(cents: number, currency: ServiceCurrency): string {
  return formatMoney(cents, currency);
}

/** Totals per currency, '$1,200.00 + €80.00' ('$0.00' when there are none). */
export function formatCurrencyTotals(
  totals: readonly { currency: ServiceCurrency; cents: number }[],
): string {
  const shown = totals.filter((t) => t.cents !== 0);
  if (shown.length === 0) return formatServicePrice(0, totals[0]?.currency ?? 'USD');
  return shown.map((t) => formatServicePrice(t.cents, t.currency)).join(' + ');
}

/** '1 service', '24 services', '1,000+ services'. */
export function servicesCountText(total: number, capped: boolean): string {
  return `${formatInteger(total)}${capped ? '+' : ''} ${total === 1 && !capped ? 'service' : 'services'}`;
}
