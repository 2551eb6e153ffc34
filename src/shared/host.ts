import { z } from 'zod';
import { countries, type Country } from './cities';
import { propertyTypes, type PropertyType } from './property';
import { text } from './text';
import { formatStayDate } from './dates';
import { formatInteger } from './number-format';
import { formatPrice } from './money';
import { backupPowerSchema, NO_BACKUP_POWER } from './power';

/**
 * The property form's amenities (spec 001 §5), as { value stored, label shown }. Where the marketplace's
 * filters (amenities.ts) already name the same thing, the stored value is that name, so a host's 'Monitor'
 * is found by the 'External Monitor' filter and 'Kitchen' by 'Full Kitchen'.
 */
export const WORK_AMENITY_OPTIONS = [
  { value: 'Fast WiFi', label: 'Fast WiFi' },
  { value: 'External Monitor', label: 'Monitor' },
  { value: 'Ergonomic Chair', label: 'Ergonomic Chair' },
  { value: 'Webcam', label: 'Webcam' },
  { value: 'Printer', label: 'Printer' },
  { value: 'Meeting Room', label: 'Meeting Room' },
] as const;
export const STAY_AMENITY_OPTIONS = [
  { value: 'Full Kitchen', label: 'Kitchen' },
  { value: 'Washer', label: 'Washer' },
  { value: 'Dryer', label: 'Dryer' },
  { value: 'Air Conditioning', label: 'Air Conditioning' },
  { value: 'Heating', label: 'Heating' },
  { value: 'Parking', label: 'Parking' },
] as const;
export const workAmenities = WORK_AMENITY_OPTIONS.map((o) => o.value);
export const stayAmenities = STAY_AMENITY_OPTIONS.map((o) => o.value);
export type WorkAmenity = (typeof WORK_AMENITY_OPTIONS)[number]['value'];
export type StayAmenity = (typeof STAY_AMENITY_OPTIONS)[number]['value'];

export const PHOTOS_MAX = 10;
/** Fewer photos than this and the dashboard suggests adding some. */
export const PHOTOS_SUGGESTED = 3;
/** The highest rate, US cents ($100,000). */
export const RATE_MAX_CENTS = 10_000_000;
export const HOST_PAGE_SIZE = 20;

/** A booking of one of the host's listings, as the dashboard and the calendar list it (check-out exclusive). */
export interface HostBookingView {
  id: string;
  propertyId: string;
  propertyTitle: string;
  guestName: string;
  checkIn: string;
  checkOut: string;
  status: 'pending' | 'confirmed' | 'cancelled';
}

/** A listing as pickers show it (calendar, analytics). */
export interface HostListingOption {
  id: string;
  title: string;
}

export const HOST_TEXTS = {
  titleRequired: 'Title is required',
  descriptionRequired: 'Description is required',
  typeRequired: 'Please select a property type',
  hourlyRateMin: 'Hourly rate must be 0 or more',
  nightlyRateRequired: 'Nightly rate is required for Work & Stay properties',
  nightlyRateMin: 'Nightly rate must be 0 or more',
  rateMax: `Rates are at most ${formatPrice(RATE_MAX_CENTS)}`,
  addressRequired: 'Address is required',
  cityRequired: 'City is required',
  countryRequired: 'Please select a country',
  tooManyPhotos: `At most ${PHOTOS_MAX} photos`,
  duplicatePhoto: 'The same photo is added twice',
  photoNotYours: 'A photo was not uploaded by you. Please upload it again.',
  notFound: 'Property not found',
  signInToCreate: 'You must be logged in to create a property',
  createFailed: 'Failed to create property',
  created: 'Your property has been created',
  updated: 'Your changes have been saved',
  deleted: 'Your property has been removed successfully',
  adminCannotBecomeHost: 'Admin accounts already have the host area.',
  providerCannotBecomeHost: 'This account offers services. Please use a separate account to list properties.',
} as const;

const required = (message: string, max: number) =>
  text()
    .trim()
    .min(1, message)
    .max(max, `At most ${formatInteger(max)} characters`);
const optional = (max: number) =>
  text()
    .trim()
    .max(max, `At most ${formatInteger(max)} characters`);
/** A rate in US cents (the form shows dollars and cents). */
const rate = (minMessage: string) =>
  z
    .number(minMessage)
    .int('Rates are whole cents')
    .min(0, minMessage)
    .max(RATE_MAX_CENTS, HOST_TEXTS.rateMax);
const count = z.number().int().min(0).max(50).nullable();

/** The form's fields, without the rules that tie fields together (see propertyFormInput). */
export const propertyFormFields = z.object({
  title: required(HOST_TEXTS.titleRequired, 120),
  description: required(HOST_TEXTS.descriptionRequired, 5000),
  propertyType: z.enum(propertyTypes, HOST_TEXTS.typeRequired),
  hourlyRateCents: rate(HOST_TEXTS.hourlyRateMin),
  /** Required for work_and_stay; ignored (stored as null) for work_only. */
  nightlyRateCents: rate(HOST_TEXTS.nightlyRateMin).nullable(),
  address: required(HOST_TEXTS.addressRequired, 200),
  city: required(HOST_TEXTS.cityRequired, 100),
  country: z.enum(countries as [Country, ...Country[]], HOST_TEXTS.countryRequired),
  workAmenities: z.array(z.enum(workAmenities)).max(workAmenities.length),
  /** Only for work_and_stay; ignored (stored empty) for work_only. */
  stayAmenities: z.array(z.enum(stayAmenities)).max(stayAmenities.length),
  /** Mbps. */
  internetSpeed: z.number().int().min(0).max(10_000).nullable(),
  /** What keeps the desk and Wi-Fi running in a power cut (none when a script leaves it out). */
  backupPower: backupPowerSchema.default(NO_BACKUP_POWER),
  workspace: z.object({
    desk: optional(200),
    monitor: optional(200),
    lighting: optional(200),
    noise: optional(200),
    extras: optional(500),
  }),
  bedrooms: count,
  beds: count,
  bathrooms: count,
  kitchen: z.boolean(),
  houseRules: z.array(text().trim().min(1, 'A house rule cannot be empty').max(200)).max(20),
  /** Upload URLs (POST /api/files/image → url) or ones already on this listing; the first is the cover. */
  images: z
    .array(text().min(1).max(500))
    .max(PHOTOS_MAX, HOST_TEXTS.tooManyPhotos)
    .refine((list) => new Set(list).size === list.length, HOST_TEXTS.duplicatePhoto),
});

type FormFields = z.infer<typeof propertyFormFields>;

function crossFieldRules(
  v: Pick<FormFields, 'propertyType' | 'nightlyRateCents'>,
  ctx: z.RefinementCtx,
): void {
  if (v.propertyType === 'work_and_stay' && v.nightlyRateCents === null) {
    ctx.addIssue({ code: 'custom', message: HOST_TEXTS.nightlyRateRequired, path: ['nightlyRateCents'] });
  }
}

/** The Add New Property / Edit property form (spec 001 §5): the client's validator and the server's input. */
export const propertyFormInput = propertyFormFields.superRefine(crossFieldRules);
export type PropertyFormInput = z.infer<typeof propertyFormInput>;

// Left out, the declared backup power stays as it is (a form from before the field existed must not erase it).
export const updatePropertyInput = propertyFormFields
  .extend({ id: z.uuid(HOST_TEXTS.notFound), backupPower: backupPowerSchema.optional() })
  .superRefine(crossFieldRules);
export type UpdatePropertyInput = z.infer<typeof updatePropertyInput>;

export const hostPropertyIdInput = z.object({ id: z.uuid(HOST_TEXTS.notFound) });

export const hostPropertiesInput = z.object({
  search: text().trim().max(100).optional(),
  /** 1-based. */
  page: z.number().int().min(1).max(10_000).default(1),
});
export type HostPropertiesInput = z.input<typeof hostPropertiesInput>;

/** Empty values for a new listing's form. */
export const emptyPropertyForm: PropertyFormInput = {
  title: '',
  description: '',
  propertyType: 'work_and_stay',
  hourlyRateCents: 0,
  nightlyRateCents: 0,
  address: '',
  city: '',
  country: 'Kenya',
  workAmenities: [],
  stayAmenities: [],
  internetSpeed: null,
  backupPower: NO_BACKUP_POWER,
  workspace: { desk: '', monitor: '', lighting: '', noise: '', extras: '' },
  bedrooms: null,
  beds: null,
  bathrooms: null,
  kitchen: false,
  houseRules: [],
  images: [],
};

/** One row of My Properties (spec 001 §2). */
export interface HostPropertyRow {
  id: string;
  title: string;
  /** The cover, or null when the listing has no photo yet. */
  image: string | null;
  propertyType: PropertyType;
  city: string | null;
  country: string | null;
  hourlyRateCents: number | null;
  nightlyRateCents: number | null;
  /** Set while an admin has suspended the listing (out of search, not bookable): when, and the reason given. */
  suspended: { at: string; reason: string } | null;
}

export interface HostPropertiesPage {
  items: HostPropertyRow[];
  /** Listings matching the search (all the host's listings without one). */
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
}

/** A listing as the edit form loads it. */
export type HostPropertyForm = PropertyFormInput & { id: string };

export { formatStayDate };

/** Why a listing cannot be deleted yet: its next active booking. */
export function archiveBlockedMessage(checkIn: string, checkOut: string): string {
  return `This property has a booking from ${formatStayDate(checkIn)} to ${formatStayDate(checkOut)}, so it cannot be deleted until that stay is over.`;
}
