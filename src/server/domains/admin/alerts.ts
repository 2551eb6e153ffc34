import { alias } from 'drizzle-orm/pg-core';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import { ALERTS_SHOWN, type AlertKind, type AlertStatus, type AlertView } from '../../../shared/alerts';
import { rowsOf, type Db } from '../../db/client';
import { adminAlerts, profiles } from '../../db/schema';
import { AppError } from '../../errors';
import { withEvents } from '../../realtime/events';
import { writeAudit, type Actor } from './audit';

export interface RaisedAlert {
  kind: AlertKind;
  /** The problem's identity: raised again while open, it counts on the same alert. */
  key: string;
  description: string;
  action: string;
  path: string;
}

/**
 * Raises an alert, or counts a repeat on the open alert with the same key (its description becomes the
 * latest). Admins hear of it at once (the admin topic). Never throws: an alert that cannot be stored must not
 * fail what raised it (a payout run, a sign-in); the caller logs.
 */
export async function raiseAlert(db: Db, alert: RaisedAlert): Promise<void> {
  await withEvents(db, async (tx, emit) => {
    const result = await tx.execute(sql`
      insert into ${adminAlerts} (kind, key, description, action, path)
      values (${alert.kind}, ${alert.key}, ${alert.description}, ${alert.action}, ${alert.path})
      on conflict (key) where status <> 'resolved' do update
        set occurrences = ${adminAlerts}.occurrences + 1, last_raised_at = now(),
            description = excluded.description
      returning id`);
    const [row] = rowsOf<{ id: string }>(result);
    if (row) await emit('admin', { type: 'alert.raised', alertId: row.id });
  });
}

/** raiseAlert for callers that must go on whatever happens (a failed alert is logged, not thrown). */
export async function raiseAlertSafely(
  db: Db,
  alert: RaisedAlert,
  log?: { warn?(obj: object, msg: string): void; error?(obj: object, msg: string): void },
): Promise<void> {
  try {
    await raiseAlert(db, alert);
  } catch (err) {
    (log?.warn ?? log?.error)?.call(log, { err, alert: alert.key }, 'could not raise an alert');
  }
}

const startedBy = alias(profiles, 'started_by');
const resolvedBy = alias(profiles, 'resolved_by');

/** Open alerts first (newest first), then, when asked, the latest resolved ones. */
export async function listAlerts(db: Db, includeResolved: boolean): Promise<AlertView[]> {
  const rows = await db
    .select({
      alert: adminAlerts,
      startedByName: startedBy.fullName,
      resolvedByName: resolvedBy.fullName,
    })
    .from(adminAlerts)
    .leftJoin(startedBy, eq(startedBy.id, adminAlerts.startedBy))
    .leftJoin(resolvedBy, eq(resolvedBy.id, adminAlerts.resolvedBy))
    .where(includeResolved ? undefined : ne(adminAlerts.status, 'resolved'))
    .orderBy(
      asc(sql`${adminAlerts.status} = 'resolved'`),
      desc(adminAlerts.lastRaisedAt),
      desc(adminAlerts.id),
    )
    .limit(ALERTS_SHOWN);
  return rows.map(({ alert: a, startedByName, resolvedByName }) => ({
    id: a.id,
    kind: a.kind,
    description: a.description,
    action: a.action,
    path: a.path,
    status: a.status,
    occurrences: a.occurrences,
    createdAt: a.createdAt.toISOString(),
    lastRaisedAt: a.lastRaisedAt.toISOString(),
    startedAt: a.startedAt?.toISOString() ?? null,
    startedByName,
    resolvedAt: a.resolvedAt?.toISOString() ?? null,
    resolvedByName,
  }));
}

const ORDER: Record<AlertStatus, number> = { pending: 0, in_progress: 1, resolved: 2 };

/**
 * Moves an alert forward: pending → in_progress (its action was clicked) → resolved, recording who and when.
 * Never backwards; the same status again is a no-op. Audited.
 */
export async function setAlertStatus(
  db: Db,
  actor: Actor,
  alertId: string,
  status: 'in_progress' | 'resolved',
): Promise<void> {
  await withEvents(db, async (tx, emit) => {
    const [alert] = await tx.select().from(adminAlerts).where(eq(adminAlerts.id, alertId)).for('update');
    if (!alert) throw new AppError('not_found', 'Alert not found');
    if (ORDER[status] <= ORDER[alert.status]) return;
    const now = new Date();
    await tx
      .update(adminAlerts)
      .set(
        status === 'in_progress'
          ? { status, startedAt: now, startedBy: actor.id }
          : { status, resolvedAt: now, resolvedBy: actor.id, startedAt: alert.startedAt ?? now },
      )
      .where(eq(adminAlerts.id, alertId));
    await writeAudit(tx, actor, {
      action: 'alert.status',
      targetType: 'alert',
      targetId: alertId,
      targetLabel: alert.description.slice(0, 120),
      before: { status: alert.status },
      after: { status },
    });
    await emit('admin', { type: 'alert.updated', alertId });
  });
}
