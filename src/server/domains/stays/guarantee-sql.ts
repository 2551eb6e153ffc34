import { sql } from 'drizzle-orm';
import { GUARANTEE_MIN_MEDIAN_KBPS, GUARANTEE_MIN_TESTS } from '../../../shared/guarantee';
import { properties } from '../../db/schema';

/** The workday guarantee in force on a listing, in SQL (shared/guarantee.ts guaranteeActive says the same). */
export const guaranteeInForce = sql<boolean>`(${properties.workdayGuarantee}
  and ${properties.backupPower} <> 'none'
  and ${properties.verifiedTests} >= ${GUARANTEE_MIN_TESTS}
  and coalesce(${properties.verifiedDownloadKbps}, 0) >= ${GUARANTEE_MIN_MEDIAN_KBPS})`;
