import { sql, type SQL } from 'drizzle-orm';
import { listingPrice } from '../../../shared/pricing';
import { locationText, PROPERTY_DEFAULTS, type PropertyCardView } from '../../../shared/property-view';
import { properties, savedProperties } from '../../db/schema';
import { listingTimeZone } from '../../../shared/timezones';
import { guaranteeInForce } from '../stays/guarantee-sql';
import { kbpsToMbps } from '../../../shared/speed-tests';

/**
 * properties.id for correlated subqueries. Drizzle leaves columns unqualified in single-table selects, so a bare
 * "id" inside a subquery would bind to the subquery's own table.
 */
export const outerPropertyId = sql`${sql.identifier('properties')}.${sql.identifier('id')}`;

/** The columns a card needs, plus whether `userId` saved it. */
export function cardColumns(userId: string | null) {
  return {
    id: properties.id,
    title: properties.title,
    city: properties.city,
    country: properties.country,
    propertyType: properties.propertyType,
    nightlyRateCents: properties.nightlyRateCents,
    hourlyRateCents: properties.hourlyRateCents,
    images: properties.images,
    workspaceScore: properties.workspaceScore,
    stayScore: properties.stayScore,
    workAmenities: properties.workAmenities,
    stayAmenities: properties.stayAmenities,
    ratingAvg: properties.ratingAvg,
    ratingCount: properties.ratingCount,
    verifiedDownloadKbps: properties.verifiedDownloadKbps,
    workdayGuarantee: guaranteeInForce.as('workday_guarantee_in_force'),
    createdAt: sql<string>`${properties.createdAt}::text`.as('created_at_text'),
    saved: savedFlag(userId),
  };
}

function savedFlag(userId: string | null): SQL.Aliased<boolean> {
  const expr = userId
    ? sql<boolean>`exists (select 1 from ${savedProperties} s where s.user_id = ${userId} and s.property_id = ${outerPropertyId})`
    : sql<boolean>`false`;
  return expr.as('saved');
}

export type CardRow = {
  id: string;
  title: string | null;
  city: string | null;
  country: string | null;
  propertyType: PropertyCardView['propertyType'];
  nightlyRateCents: number | null;
  hourlyRateCents: number | null;
  images: string[];
  workspaceScore: number | null;
  stayScore: number | null;
  workAmenities: string[];
  stayAmenities: string[];
  ratingAvg: number | null;
  ratingCount: number;
  verifiedDownloadKbps: number | null;
  workdayGuarantee: boolean;
  saved: boolean;
};

/** Fills what a listing lacks with PROPERTY_DEFAULTS, so a half-filled listing still renders a whole card. */
export function toCardView(row: CardRow): PropertyCardView {
  const number = (v: number | string | null) => (v === null ? null : Number(v));
  return {
    id: row.id,
    title: row.title?.trim() || PROPERTY_DEFAULTS.title,
    location: locationText(row.city, row.country),
    timeZone: listingTimeZone(row.country),
    propertyType: row.propertyType,
    price: listingPrice(row),
    rating: row.ratingCount > 0 ? number(row.ratingAvg) : null,
    ratingCount: row.ratingCount,
    images: row.images.length > 0 ? row.images : [PROPERTY_DEFAULTS.image],
    workspaceScore: number(row.workspaceScore) ?? PROPERTY_DEFAULTS.score,
    stayScore: number(row.stayScore) ?? PROPERTY_DEFAULTS.score,
    workAmenities: row.workAmenities.length > 0 ? row.workAmenities : [...PROPERTY_DEFAULTS.workAmenities],
    stayAmenities: row.stayAmenities.length > 0 ? row.stayAmenities : [...PROPERTY_DEFAULTS.stayAmenities],
    verifiedDownloadMbps: row.verifiedDownloadKbps === null ? null : kbpsToMbps(row.verifiedDownloadKbps),
    workdayGuarantee: Boolean(row.workdayGuarantee),
    saved: Boolean(row.saved),
  };
}
