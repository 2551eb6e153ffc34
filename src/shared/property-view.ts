import type { PriceQuote } from './pricing';
import type { PropertyType } from './property';
import type { BackupPower } from './power';

/** What a view shows for missing data, so a half-filled listing still renders as a complete card. */
export const PROPERTY_DEFAULTS = {
  title: 'Untitled Property',
  location: 'Location not specified',
  description: 'No description available',
  image: '/demo/placeholder-property.webp',
  score: 8,
  workAmenities: ['Fast WiFi', 'Dedicated Desk'],
  stayAmenities: ['Kitchen', 'Comfortable Bed'],
  internetSpeed: 100,
  rooms: 1,
  hostName: 'Host',
  responseRate: 95,
  responseTime: 'within an hour',
  reviewAuthor: 'Anonymous',
  avatar: '/demo/avatar-default.webp',
} as const;

export const GALLERY_MAX = 5;
export const FEATURED_COUNT = 3;
export const TESTIMONIALS_FETCHED = 6;
export const TESTIMONIALS_SHOWN = 3;
export const TESTIMONIAL_MIN_RATING = 4;
export const REVIEWS_COLLAPSED = 3;

export interface PropertyCardView {
  id: string;
  title: string;
  /** "City, Country" or the default text. */
  location: string;
  /** The listing's IANA time zone (its country's), for the team overlap. */
  timeZone: string;
  propertyType: PropertyType;
  price: PriceQuote | null;
  /** Average review rating, one decimal; null when there are no reviews ('New'). */
  rating: number | null;
  ratingCount: number;
  /** At least one image (the placeholder when the listing has none). */
  images: string[];
  workspaceScore: number;
  stayScore: number;
  workAmenities: string[];
  stayAmenities: string[];
  /** The median download guests measured during their stays (Mbps, one decimal); null before any test. */
  verifiedDownloadMbps: number | null;
  /** The workday guarantee is in force (opted in and meeting its conditions). */
  workdayGuarantee: boolean;
  /** Saved by the signed-in user (always false when signed out). */
  saved: boolean;
}

export interface HostCardView {
  id: string;
  name: string;
  avatarUrl: string;
  isSuperhost: boolean;
  responseTime: string;
  responseRate: number;
}

/** What a listing's page says while it cannot be booked. */
export const PROPERTY_UNAVAILABLE = {
  title: 'This listing is currently unavailable',
  body: 'It cannot be booked at the moment. Browse the marketplace for similar places.',
} as const;

export interface PropertyDetailView extends PropertyCardView {
  description: string;
  address: string | null;
  nightlyRateCents: number | null;
  hourlyRateCents: number | null;
  internetSpeed: number;
  /** What the host declares keeps the desk and Wi-Fi running in a power cut. */
  backupPower: BackupPower;
  workspace: {
    desk: string | null;
    monitor: string | null;
    lighting: string | null;
    noise: string | null;
    extras: string | null;
  };
  stay: {
    bedrooms: number;
    beds: number;
    bathrooms: number;
    kitchen: 'Full kitchen available' | 'No kitchen';
    amenities: string[];
  };
  rules: string[];
  host: HostCardView;
  /** True while the listing cannot be booked (its host's account is deactivated): the page says so. */
  unavailable: boolean;
}

export interface ReviewView {
  id: string;
  author: { name: string; avatarUrl: string };
  rating: number;
  workRating: number;
  stayRating: number;
  comment: string | null;
  createdAt: string;
}

export interface TestimonialView {
  id: string;
  /** First name and last initial, e.g. 'Daniel O.' */
  name: string;
  avatarUrl: string;
  rating: number;
  workRating: number;
  stayRating: number;
  comment: string;
  /** workOnly: a workspace-only place, where the guest worked rather than stayed. */
  property: { id: string; title: string; location: string; workOnly: boolean };
  emphasis: 'Great Workspace' | 'Comfortable Stay' | 'Perfect Balance';
}

export interface PlatformStats {
  totalProperties: number;
  totalUsers: number;
  /** Averages of review work and stay ratings (1-5), one decimal; null when there are no reviews. */
  avgWorkRating: number | null;
  avgStayRating: number | null;
  countries: number;
}

/** '+' above the threshold: '100+' rather than an exact count. */
export function statLabel(value: number, plusAbove: number): string {
  return value > plusAbove ? `${plusAbove}+` : String(value);
}

/** What a testimonial highlights: the side rated more than half a star higher, else 'Perfect Balance'. */
export function testimonialEmphasis(workRating: number, stayRating: number): TestimonialView['emphasis'] {
  if (workRating - stayRating > 0.5) return 'Great Workspace';
  if (stayRating - workRating > 0.5) return 'Comfortable Stay';
  return 'Perfect Balance';
}

/** 'Daniel Otieno' -> 'Daniel O.' */
export function shortName(fullName: string | null | undefined): string {
  const parts = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return PROPERTY_DEFAULTS.reviewAuthor;
  const first = parts[0]!;
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  return last ? `${first} ${last[0]!.toUpperCase()}.` : first;
}

export function locationText(city: string | null, country: string | null): string {
  const parts = [city, country].filter((p): p is string => Boolean(p && p.trim()));
  return parts.length > 0 ? parts.join(', ') : PROPERTY_DEFAULTS.location;
}
