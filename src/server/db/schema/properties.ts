import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { propertyTypes } from '../../../shared/property';
import { profiles } from './users';

export const propertyTypeEnum = pgEnum('property_type', propertyTypes);

const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** A listing: every field of spec 000 §3 and spec 001 §3. Rates are whole US dollars. */
export const properties = pgTable(
  'properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    hostId: uuid('host_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description'),
    city: text('city'),
    state: text('state'),
    country: text('country'),
    address: text('address'),
    propertyType: propertyTypeEnum('property_type').notNull().default('work_and_stay'),
    nightlyRate: integer('nightly_rate'),
    hourlyRate: integer('hourly_rate'),
    images: textList('images'),
    workspaceScore: numeric('workspace_score', { precision: 3, scale: 1, mode: 'number' }),
    stayScore: numeric('stay_score', { precision: 3, scale: 1, mode: 'number' }),
    internetSpeed: integer('internet_speed'),
    amenities: textList('amenities'),
    workAmenities: textList('work_amenities'),
    stayAmenities: textList('stay_amenities'),
    workspaceDesk: text('workspace_desk'),
    workspaceMonitor: text('workspace_monitor'),
    workspaceLighting: text('workspace_lighting'),
    workspaceNoise: text('workspace_noise'),
    workspaceExtras: text('workspace_extras'),
    bedrooms: integer('bedrooms'),
    beds: integer('beds'),
    bathrooms: integer('bathrooms'),
    kitchenAvailable: boolean('kitchen_available'),
    houseRules: textList('house_rules'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('properties_host_id_idx').on(t.hostId),
    index('properties_created_at_id_idx').on(t.createdAt.desc(), t.id.desc()),
  ],
);
