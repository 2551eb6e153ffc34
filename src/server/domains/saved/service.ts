import { and, desc, eq } from 'drizzle-orm';
import type { PropertyCardView } from '../../../shared/property-view';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { properties, savedProperties } from '../../db/schema';
import { cardColumns, toCardView } from '../properties/cards';
import { notFound } from '../properties/service';
import { listedCondition } from '../properties/visibility';

/** Saves a property for the user; saving twice is harmless. */
export async function saveProperty(db: Db, userId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) throw notFound();
  const [exists] = await db
    .select({ id: properties.id })
    .from(properties)
    .where(and(eq(properties.id, propertyId), listedCondition))
    .limit(1);
  if (!exists) throw notFound();
  await db.insert(savedProperties).values({ userId, propertyId }).onConflictDoNothing();
}

export async function unsaveProperty(db: Db, userId: string, propertyId: string): Promise<void> {
  if (!isUuid(propertyId)) return;
  await db
    .delete(savedProperties)
    .where(and(eq(savedProperties.userId, userId), eq(savedProperties.propertyId, propertyId)));
}

/** The user's saved properties as cards, most recently saved first. */
export async function savedList(db: Db, userId: string): Promise<PropertyCardView[]> {
  const rows = await db
    .select(cardColumns(userId))
    .from(savedProperties)
    .innerJoin(properties, eq(properties.id, savedProperties.propertyId))
    // A listing its host deleted leaves the saved list too (its page is gone).
    .where(and(eq(savedProperties.userId, userId), listedCondition))
    .orderBy(desc(savedProperties.createdAt));
  return rows.map(toCardView);
}
