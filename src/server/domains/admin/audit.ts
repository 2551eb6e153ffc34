import { desc, lt } from 'drizzle-orm';
import { AUDIT_PAGE_SIZE, type AuditAction, type AuditPage, type AuditValues } from '../../../shared/admin';
import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Who acted: the admin of the request. */
export interface Actor {
  id: string;
  fullName: string;
}

export interface AuditEntry {
  action: AuditAction;
  targetType:
    'user' | 'listing' | 'alert' | 'settings' | 'report' | 'dispute' | 'provider_application' | 'payout';
  targetId: string;
  targetLabel: string;
  before: AuditValues | null;
  after: AuditValues | null;
}

/** Writes one entry in the caller's transaction: the change and its record commit (or roll back) together. */
export async function writeAudit(tx: Tx | Db, actor: Actor, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({ actorId: actor.id, actorName: actor.fullName, ...entry });
}

/** Newest first, keyset-paged on the id. */
export async function listAudit(db: Db, cursor: number | undefined): Promise<AuditPage> {
  const rows = await db
    .select()
    .from(auditLog)
    .where(cursor ? lt(auditLog.id, cursor) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const items = rows.slice(0, AUDIT_PAGE_SIZE).map((r) => ({
    id: r.id,
    actorName: r.actorName,
    action: r.action,
    targetLabel: r.targetLabel,
    before: r.before,
    after: r.after,
    createdAt: r.createdAt.toISOString(),
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > AUDIT_PAGE_SIZE && last ? last.id : null };
}
