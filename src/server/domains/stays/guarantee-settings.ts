import { and, eq, isNull } from 'drizzle-orm';
import { GUARANTEE_TEXTS, guaranteeMissing, type GuaranteeFacts } from '../../../shared/guarantee';
import type { Db } from '../../db/client';
import { properties } from '../../db/schema';
import { AppError } from '../../errors';

export interface GuaranteeStatus {
  /** The host opted in. */
  on: boolean;
  /** Opted in and meeting the conditions: guests see the badge and are covered. */
  active: boolean;
  /** What the listing still lacks (empty: it may have the guarantee). */
  missing: string[];
}

async function ownListing(db: Db, hostId: string, propertyId: string) {
  const [row] = await db
    .select({
      workdayGuarantee: properties.workdayGuarantee,
      backupPower: properties.backupPower,
      verifiedTests: properties.verifiedTests,
      verifiedDownloadKbps: properties.verifiedDownloadKbps,
    })
    .from(properties)
    .where(and(eq(properties.id, propertyId), eq(properties.hostId, hostId), isNull(properties.archivedAt)))
    .limit(1);
  if (!row) throw new AppError('not_found', GUARANTEE_TEXTS.notFound);
  return row;
}

function statusOf(row: GuaranteeFacts & { workdayGuarantee: boolean }): GuaranteeStatus {
  const missing = guaranteeMissing(row);
  return { on: row.workdayGuarantee, active: row.workdayGuarantee && missing.length === 0, missing };
}

export async function guaranteeStatus(db: Db, hostId: string, propertyId: string): Promise<GuaranteeStatus> {
  return statusOf(await ownListing(db, hostId, propertyId));
}

/** The host opts the listing in (only when it meets the conditions) or out. */
export async function setGuarantee(
  db: Db,
  hostId: string,
  input: { propertyId: string; on: boolean },
): Promise<GuaranteeStatus> {
  const row = await ownListing(db, hostId, input.propertyId);
  if (input.on && guaranteeMissing(row).length > 0) {
    throw new AppError('bad_request', GUARANTEE_TEXTS.notEligible);
  }
  await db.update(properties).set({ workdayGuarantee: input.on }).where(eq(properties.id, input.propertyId));
  return statusOf({ ...row, workdayGuarantee: input.on });
}
