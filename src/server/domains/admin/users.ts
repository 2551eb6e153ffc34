import { and, count, desc, eq, inArray, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import {
  ADMIN_TEXTS,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserPage,
  type AdminUserRow,
  type AdminUsersInput,
} from '../../../shared/admin';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { foldedContains } from '../../db/like';
import { profiles, properties, services, sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { EventBus } from '../../realtime/bus';
import { writeAudit, type Actor, type Tx } from './audit';
import type { ComputedCache } from '../../cache/computed-cache';

const rowColumns = {
  id: profiles.id,
  name: profiles.fullName,
  email: users.email,
  role: profiles.role,
  joinedAt: profiles.createdAt,
  lastSignInAt: users.lastSignInAt,
  deactivatedAt: profiles.deactivatedAt,
};

interface Row {
  id: string;
  name: string;
  email: string;
  role: Role;
  joinedAt: Date;
  lastSignInAt: Date | null;
  deactivatedAt: Date | null;
}

function toView(r: Row): AdminUserRow {
  return {
    id: r.id,
    name: r.name.trim() || ADMIN_TEXTS.unnamed,
    email: r.email.trim() || null,
    role: r.role,
    joinedAt: r.joinedAt.toISOString(),
    lastSignInAt: r.lastSignInAt?.toISOString() ?? null,
    status: r.deactivatedAt ? 'inactive' : 'active',
  };
}

function conditions(input: AdminUsersInput): SQL | undefined {
  const where: SQL[] = [];
  if (input.search) {
    where.push(
      sql`kazistay_fold(${profiles.fullName} || ' ' || ${profiles.email}) like ${foldedContains(input.search)}`,
    );
  }
  if (input.role) where.push(eq(profiles.role, input.role));
  if (input.status === 'active') where.push(isNull(profiles.deactivatedAt));
  if (input.status === 'inactive') where.push(isNotNull(profiles.deactivatedAt));
  return where.length ? and(...where) : undefined;
}

const order = [desc(profiles.createdAt), desc(profiles.id)];

/**
 * Newest first, a page at a time, with the total for the pager. The page's ids are found first (on the
 * (created_at, id) index alone, so a deep page skips index entries, not joined rows), then joined. The total
 * may be kept for a while in `counts` (the admin's figures cache): paging through a filter counts it once.
 */
export async function listUsers(
  db: Db,
  input: AdminUsersInput,
  counts?: Pick<ComputedCache, 'get'>,
): Promise<AdminUserPage> {
  const page = input.page ?? 1;
  const where = conditions(input);
  const pageIds = db
    .select({ id: profiles.id })
    .from(profiles)
    .where(where)
    .orderBy(...order)
    .limit(ADMIN_USERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_USERS_PAGE_SIZE);
  const counting = async () => {
    const [row] = await db.select({ n: count() }).from(profiles).where(where);
    return row?.n ?? 0;
  };
  const countKey = `users:${JSON.stringify([input.search ?? '', input.role ?? '', input.status ?? ''])}`;
  const [rows, n] = await Promise.all([
    db
      .select(rowColumns)
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.id))
      .where(inArray(profiles.id, pageIds))
      .orderBy(...order),
    counts ? counts.get(countKey, counting) : counting(),
  ]);
  return {
    items: rows.map(toView),
    total: n,
    page,
    pageCount: Math.max(1, Math.ceil(n / ADMIN_USERS_PAGE_SIZE)),
  };
}

export async function recentUsers(db: Db, limit: number): Promise<AdminUserRow[]> {
  const rows = await db
    .select(rowColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .orderBy(...order)
    .limit(limit);
  return rows.map(toView);
}

/** The target, locked for the change (two admins acting at once take turns). */
async function lockedUser(tx: Tx, userId: string): Promise<Row> {
  const [row] = await tx
    .select(rowColumns)
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.id))
    .where(eq(profiles.id, userId))
    .for('update', { of: profiles });
  if (!row) throw new AppError('not_found', 'User not found');
  return row;
}

/**
 * Locks every admin row, in id order. Each change takes these locks first, before its target's row: two admins
 * demoting each other at once then take turns (the second sees the first's change) instead of each holding
 * its target and waiting for the other's (a deadlock, which Postgres ends by failing one of them).
 */
async function lockAdmins(tx: Tx): Promise<{ id: string; deactivatedAt: Date | null }[]> {
  return tx
    .select({ id: profiles.id, deactivatedAt: profiles.deactivatedAt })
    .from(profiles)
    .where(eq(profiles.role, 'admin'))
    .orderBy(profiles.id)
    .for('update');
}

/** Refuses a change that would leave no active admin (the admin rows are locked: lockAdmins). */
async function keepAnAdmin(tx: Tx, leaving: string): Promise<void> {
  const admins = await lockAdmins(tx);
  const remaining = admins.filter((a) => a.id !== leaving && a.deactivatedAt === null);
  if (remaining.length === 0) throw new AppError('conflict', ADMIN_TEXTS.lastAdmin);
}

export interface UserAdminDeps {
  db: Db;
  /** Tells every instance to close the ended sessions' sockets. */
  bus: Pick<EventBus, 'signal'>;
}

/**
 * Deactivates or reactivates an account. Deactivation ends its sessions (and, through the bus, closes their
 * sockets on every instance), stops sign-in, and takes its listings and services out of search; reactivation
 * restores them (the person signs in again). Audited in the same transaction.
 */
export async function setUserActive(
  deps: UserAdminDeps,
  actor: Actor,
  userId: string,
  active: boolean,
): Promise<AdminUserRow> {
  if (!active && userId === actor.id) throw new AppError('conflict', ADMIN_TEXTS.cannotDeactivateSelf);
  const { row, ended } = await deps.db.transaction(async (tx) => {
    await lockAdmins(tx);
    const before = await lockedUser(tx, userId);
    if ((before.deactivatedAt === null) === active) return { row: before, ended: [] };
    if (!active && before.role === 'admin') await keepAnAdmin(tx, userId);
    const deactivatedAt = active ? null : new Date();
    await tx.update(profiles).set({ deactivatedAt, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await tx.update(properties).set({ hostActive: active }).where(eq(properties.hostId, userId));
    await tx.update(services).set({ providerActive: active }).where(eq(services.providerId, userId));
    const ended = active
      ? []
      : await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
    await writeAudit(tx, actor, {
      action: active ? 'user.activate' : 'user.deactivate',
      targetType: 'user',
      targetId: userId,
      targetLabel: labelOf(before),
      before: { status: before.deactivatedAt ? 'inactive' : 'active' },
      after: { status: active ? 'active' : 'inactive' },
    });
    return { row: { ...before, deactivatedAt }, ended };
  });
  if (ended.length > 0) await deps.bus.signal({ kind: 'sessions_ended', sessionIds: ended.map((s) => s.id) });
  return toView(row);
}

/**
 * Changes an account's role; the caller's own role and the last admin are kept. Audited. Every instance is told,
 * so the person's open sockets are re-authorized: nothing the old role allowed goes on over them.
 */
export async function setUserRole(
  deps: UserAdminDeps,
  actor: Actor,
  userId: string,
  role: Role,
): Promise<AdminUserRow> {
  if (userId === actor.id) throw new AppError('conflict', ADMIN_TEXTS.cannotChangeOwnRole);
  const { row, changed } = await deps.db.transaction(async (tx) => {
    await lockAdmins(tx);
    const before = await lockedUser(tx, userId);
    if (before.role === role) return { row: before, changed: false };
    if (before.role === 'admin') await keepAnAdmin(tx, userId);
    await tx.update(profiles).set({ role, updatedAt: new Date() }).where(eq(profiles.id, userId));
    await writeAudit(tx, actor, {
      action: 'user.role',
      targetType: 'user',
      targetId: userId,
      targetLabel: labelOf(before),
      before: { role: before.role },
      after: { role },
    });
    return { row: { ...before, role }, changed: true };
  });
  if (changed) await deps.bus.signal({ kind: 'access_changed', userIds: [userId] });
  return toView(row);
}

function labelOf(r: Row): string {
  return `${r.name.trim() || ADMIN_TEXTS.unnamed} <${r.email}>`;
}
