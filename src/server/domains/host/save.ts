import { eq } from 'drizzle-orm';
import type { PropertyFormInput } from '../../../shared/host';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import type { FileStorage } from '../../files/storage';
import { listingNotFound, ownListing } from './listings';
import { checkPhotos, lockUploadsOf } from './photos';
import { backupPowerColumns } from '../properties/power';
import type { BackupPower } from '../../../shared/power';

type PropertyColumns = Omit<typeof properties.$inferInsert, 'id' | 'hostId'>;

/**
 * The form as columns. A workspace-only listing has no nightly rate and no stay amenities; a form without
 * backupPower (an update from an older form) leaves it as stored.
 */
function columnsOf(
  form: Omit<PropertyFormInput, 'backupPower'> & { backupPower?: BackupPower },
): PropertyColumns {
  const stay = form.propertyType === 'work_and_stay';
  const orNull = (s: string) => (s === '' ? null : s);
  return {
    title: form.title,
    description: form.description,
    propertyType: form.propertyType,
    hourlyRateCents: form.hourlyRateCents,
    nightlyRateCents: stay ? form.nightlyRateCents : null,
    address: form.address,
    city: form.city,
    country: form.country,
    workAmenities: [...new Set(form.workAmenities)],
    stayAmenities: stay ? [...new Set(form.stayAmenities)] : [],
    internetSpeed: form.internetSpeed,
    ...(form.backupPower ? backupPowerColumns(form.backupPower) : {}),
    workspaceDesk: orNull(form.workspace.desk),
    workspaceMonitor: orNull(form.workspace.monitor),
    workspaceLighting: orNull(form.workspace.lighting),
    workspaceNoise: orNull(form.workspace.noise),
    workspaceExtras: orNull(form.workspace.extras),
    bedrooms: form.bedrooms,
    beds: form.beds,
    bathrooms: form.bathrooms,
    kitchenAvailable: form.kitchen,
    houseRules: form.houseRules,
    images: form.images,
    updatedAt: new Date(),
  };
}

/** Add New Property: stored at once, so it is in marketplace search from this moment. */
export async function createProperty(
  db: Db,
  storage: FileStorage,
  hostId: string,
  form: PropertyFormInput,
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockUploadsOf(tx, hostId);
    await checkPhotos(tx, storage, hostId, form.images, []);
    const [row] = await tx
      .insert(properties)
      .values({ ...columnsOf(form), hostId })
      .returning({ id: properties.id });
    if (!row) throw new Error('insert returned no row');
    return row;
  });
}

/** Edit property: only the caller's own listing that is not archived; anything else is 'Property not found'. */
export async function updateProperty(
  db: Db,
  storage: FileStorage,
  hostId: string,
  id: string,
  form: Omit<PropertyFormInput, 'backupPower'> & { backupPower?: BackupPower },
): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await lockUploadsOf(tx, hostId);
    const [current] = await tx
      .select({ images: properties.images })
      .from(properties)
      .where(ownListing(hostId, id))
      .for('update')
      .limit(1);
    if (!current) throw listingNotFound();
    await checkPhotos(tx, storage, hostId, form.images, current.images);
    await tx.update(properties).set(columnsOf(form)).where(eq(properties.id, id));
    return { id };
  });
}
