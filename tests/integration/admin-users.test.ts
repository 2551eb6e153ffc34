import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import WebSocket from 'ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bookings, profiles, properties, sessions, users } from '../../src/server/db/schema';
import { setUserActive, setUserRole } from '../../src/server/domains/admin/users';
import { AppError } from '../../src/server/errors';
import {
  ADMIN_TEXTS,
  ADMIN_USERS_PAGE_SIZE,
  type AdminUserPage,
  type AdminUserRow,
  type AuditPage,
} from '../../src/shared/admin';
import { addDays, platformToday } from '../../src/shared/dates';
import type { PropertyDetailView } from '../../src/shared/property-view';
import { createTestApp, TestClient, type CallResult, type TestApp } from '../support/app';
import { createProperty, createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { listen, openSocket as openSocketAt, socketUser } from '../support/ws';

let t: TestApp;
let url: string;
let admin: Person;
let guest: Person;
const sockets: WebSocket[] = [];
const PASSWORD = 'correct horse battery';

beforeAll(async () => {
  t = await createTestApp();
  url = await listen(t);
  admin = await person(t, 'admin', 'Ada Admin');
  guest = await person(t, 'guest', 'Gabriel Guest');
});
afterAll(async () => {
  for (const s of sockets) s.terminate();
  await t.close();
});

const db = () => t.database.db;
const listUsers = async (input: object) => {
  const res = await admin.client.query<AdminUserPage>('admin.users', input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
};
const setActive = (userId: string, active: boolean, by = admin) =>
  by.client.mutate<AdminUserRow>('admin.setUserActive', { userId, active });
const setRole = (userId: string, role: string, by = admin) =>
  by.client.mutate<AdminUserRow>('admin.setUserRole', { userId, role });
const auditCount = async () => (await db().select({ n: count() }).from(auditLog))[0]!.n;
const auditOf = (targetId: string) =>
  db().select().from(auditLog).where(eq(auditLog.targetId, targetId)).orderBy(asc(auditLog.id));
const emailOf = async (id: string) =>
  (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0]!.email;

type Me = { user: { id: string } | null };
const whoIs = async (c: TestClient) => (await c.query<Me>('auth.me')).data!.user?.id ?? null;
const signIn = (email: string, password: string): Promise<CallResult> =>
  new TestClient(t.app).mutate('auth.signIn', { email, password });

const openSocket = (cookie: string) => openSocketAt(url, cookie, sockets);

/** The database's own message for a refused statement (drizzle wraps it as the cause of its error). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const messages: string[] = [];
    for (let e: unknown = err; e instanceof Error; e = e.cause) messages.push(e.message);
    return messages.join(' | ');
  }
  return 'not refused';
}

describe('the users list', () => {
  const marker = 'Quillfeather';
  let ids: string[] = [];

  beforeAll(async () => {
    // 25 people with the marker in their name, joined a minute apart (newest last), roles in turn.
    const roles = ['guest', 'host', 'provider', 'guest', 'host'] as const;
    const base = Date.now() - 60 * 60_000;
    ids = [];
    for (let i = 0; i < 25; i++) {
      const id = await createUser(db(), {
        role: roles[i % roles.length],
        fullName: `${marker} Person ${String(i).padStart(2, '0')}`,
        email: `quill${i}@example.com`,
      });
      await db()
        .update(profiles)
        .set({ createdAt: new Date(base + i * 60_000) })
        .where(eq(profiles.id, id));
      ids.push(id);
    }
    await db().update(profiles).set({ deactivatedAt: new Date() }).where(eq(profiles.id, ids[3]!));
  });

  it('pages newest first with the total and the page count', async () => {
    const first = await listUsers({ search: marker });
    expect(first.total).toBe(25);
    expect(first.page).toBe(1);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(ADMIN_USERS_PAGE_SIZE);
    expect(first.items.map((u) => u.id)).toEqual([...ids].reverse().slice(0, ADMIN_USERS_PAGE_SIZE));
    const second = await listUsers({ search: marker, page: 2 });
    expect(second).toMatchObject({ total: 25, page: 2, pageCount: 2 });
    expect(second.items.map((u) => u.id)).toEqual([...ids].reverse().slice(ADMIN_USERS_PAGE_SIZE));
    expect(second.items.find((u) => u.id === ids[3])?.status).toBe('inactive');
    const beyond = await listUsers({ search: marker, page: 3 });
    expect(beyond).toMatchObject({ items: [], total: 25, page: 3, pageCount: 2 });

    const row = first.items.find((u) => u.id === ids[24]);
    expect(row).toMatchObject({
      name: `${marker} Person 24`,
      email: 'quill24@example.com',
      role: 'host',
      status: 'active',
      lastSignInAt: null,
    });

    // The whole list, unfiltered, counts everyone.
    const [everyone] = await db().select({ n: count() }).from(profiles);
    const all = await listUsers({});
    expect(all.total).toBe(everyone!.n);
    expect(all.pageCount).toBe(Math.max(1, Math.ceil(everyone!.n / ADMIN_USERS_PAGE_SIZE)));
  });

  it('searches name or email ignoring case and accents', async () => {
    const zoe = await createUser(db(), { fullName: 'Zoë Wanjikū', email: 'zoe.w@example.com' });
    const byEmail = await createUser(db(), { fullName: 'Plain Name', email: 'Émile.Special@Example.com' });
    expect((await listUsers({ search: 'zoe' })).items.map((u) => u.id)).toEqual([zoe]);
    expect((await listUsers({ search: 'ZOË WANJIKU' })).items.map((u) => u.id)).toEqual([zoe]);
    expect((await listUsers({ search: 'wanjiku' })).items.map((u) => u.id)).toEqual([zoe]);
    expect((await listUsers({ search: 'ZOE.W@EXAMPLE' })).items.map((u) => u.id)).toEqual([zoe]);
    expect((await listUsers({ search: 'emile.special' })).items.map((u) => u.id)).toEqual([byEmail]);
    expect((await listUsers({ search: '  quillfeather person 0  ' })).total).toBe(10);
    // LIKE wildcards typed by the admin match themselves only.
    expect((await listUsers({ search: '%' })).total).toBe(0);
    expect((await listUsers({ search: 'quill_' })).total).toBe(0);
    const none = await listUsers({ search: 'nobody-by-this-name' });
    expect(none).toMatchObject({ items: [], total: 0, page: 1, pageCount: 1 });
  });

  it('filters by role and by status, together with the search', async () => {
    const hosts = await listUsers({ search: marker, role: 'host' });
    expect(hosts.total).toBe(10);
    expect(hosts.items.every((u) => u.role === 'host')).toBe(true);
    const providers = await listUsers({ search: marker, role: 'provider' });
    expect(providers.items.map((u) => u.id).sort()).toEqual(ids.filter((_, i) => i % 5 === 2).sort());
    const inactive = await listUsers({ search: marker, status: 'inactive' });
    expect(inactive.items.map((u) => u.id)).toEqual([ids[3]]);
    expect((await listUsers({ search: marker, status: 'active' })).total).toBe(24);
    expect((await listUsers({ search: marker, role: 'guest', status: 'inactive' })).total).toBe(1);
    expect((await listUsers({ search: marker, role: 'host', status: 'inactive' })).total).toBe(0);
    const admins = await listUsers({ role: 'admin' });
    expect(admins.items.map((u) => u.id)).toContain(admin.id);
  });
});

describe('deactivating an account', () => {
  it('ends its sessions and sockets, refuses its sign-in and takes its listings out, until reactivated', async () => {
    const host = await person(t, 'host', 'Deactivated Dora');
    const email = await emailOf(host.id);
    const title = 'Dora’s quiet studio with fibre';
    const propertyId = await createProperty(db(), host.id, { title, nightlyRateCents: 9000 });
    const laptop = new TestClient(t.app);
    expect((await laptop.mutate('auth.signIn', { email, password: PASSWORD })).status).toBe(200);
    const socket = await openSocket(host.client.cookie!);
    expect(await socketUser(socket)).toBe(host.id);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const bystander = await openSocket(guest.client.cookie!);
    const bystanderCloses: number[] = [];
    bystander.once('close', (code) => bystanderCloses.push(code));

    const searchIds = async () =>
      (
        await guest.client.query<{ items: { id: string }[] }>('properties.search', {
          search: 'Dora quiet studio',
        })
      ).data!.items.map((p) => p.id);
    const featuredIds = async () =>
      (await guest.client.query<{ id: string }[]>('properties.featured')).data!.map((p) => p.id);
    const page = async () =>
      (await guest.client.query<PropertyDetailView>('properties.byId', { id: propertyId })).data!;
    let keys = 0;
    const book = (n: number) =>
      guest.client.mutate('bookings.create', {
        propertyId,
        checkIn: addDays(platformToday(), n),
        checkOut: addDays(platformToday(), n + 2),
        guests: 1,
        idempotencyKey: `admin-users-${++keys}-${Date.now()}`,
      });
    expect(await searchIds()).toEqual([propertyId]);
    expect(await featuredIds()).toContain(propertyId);
    expect((await page()).unavailable).toBe(false);

    const res = await setActive(host.id, false);
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ id: host.id, status: 'inactive', role: 'host' });

    // Every session ends, and the open socket closes as a signed-out one.
    expect(await whoIs(host.client)).toBeNull();
    expect(await whoIs(laptop)).toBeNull();
    expect(await db().select().from(sessions).where(eq(sessions.userId, host.id))).toEqual([]);
    expect(await closed).toBe(4001);
    expect(await socketUser(bystander)).toBe(guest.id);
    expect(bystanderCloses).toEqual([]);
    expect((await host.client.query('host.properties.list')).status).toBe(401);

    // Sign-in: the right password hears why; a wrong one hears nothing about the account.
    const refused = await signIn(email, PASSWORD);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe('This account has been deactivated. Contact support.');
    expect(refused.error?.message).toBe(ADMIN_TEXTS.accountDeactivated);
    expect(refused.error?.data.domainCode).toBe('ACCOUNT_DEACTIVATED');
    expect(refused.setCookie).toBeUndefined();
    const wrong = await signIn(email, 'not the password');
    expect(wrong.status).toBe(401);
    expect(wrong.error?.message).toBe('Invalid email or password.');
    expect(wrong.error?.data.domainCode).toBe('INVALID_CREDENTIALS');

    // The listing leaves search and the home page; its page says it is unavailable and it cannot be booked.
    expect(await searchIds()).toEqual([]);
    expect(await featuredIds()).not.toContain(propertyId);
    expect((await page()).unavailable).toBe(true);
    const [listing] = await db().select().from(properties).where(eq(properties.id, propertyId));
    expect(listing?.hostActive).toBe(false);
    const booking = await book(20);
    expect(booking.status).toBeGreaterThanOrEqual(400);
    expect(booking.status).toBeLessThan(500);
    expect(await db().select().from(bookings).where(eq(bookings.propertyId, propertyId))).toEqual([]);

    // Deactivating again changes nothing and records nothing.
    const audited = await auditCount();
    expect((await setActive(host.id, false)).data?.status).toBe('inactive');
    expect(await auditCount()).toBe(audited);

    // Reactivation: listed and bookable again, and the owner signs in.
    const back = await setActive(host.id, true);
    expect(back.status, JSON.stringify(back.error)).toBe(200);
    expect(back.data?.status).toBe('active');
    expect(await searchIds()).toEqual([propertyId]);
    expect(await featuredIds()).toContain(propertyId);
    expect((await page()).unavailable).toBe(false);
    const booked = await book(20);
    expect(booked.status, JSON.stringify(booked.error)).toBe(200);
    const again = await signIn(email, PASSWORD);
    expect(again.status, JSON.stringify(again.error)).toBe(200);
    // The old sessions stay ended.
    expect(await whoIs(host.client)).toBeNull();

    const entries = await auditOf(host.id);
    expect(entries.map((e) => e.action)).toEqual(['user.deactivate', 'user.activate']);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      actorName: 'Ada Admin',
      targetType: 'user',
      targetLabel: `Deactivated Dora <${email}>`,
      before: { status: 'active' },
      after: { status: 'inactive' },
    });
    expect(entries[1]).toMatchObject({
      actorId: admin.id,
      before: { status: 'inactive' },
      after: { status: 'active' },
    });
  });

  it('refuses an admin deactivating themself, and records nothing', async () => {
    const audited = await auditCount();
    const res = await setActive(admin.id, false);
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(ADMIN_TEXTS.cannotDeactivateSelf);
    expect(await whoIs(admin.client)).toBe(admin.id);
    expect(await auditCount()).toBe(audited);
  });
});

describe('changing a role', () => {
  it('takes effect at once and is audited', async () => {
    const host = await person(t, 'host', 'Hosting Hassan');
    expect((await host.client.query('host.properties.list')).status).toBe(200);
    const res = await setRole(host.id, 'guest');
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({ id: host.id, role: 'guest', status: 'active' });
    // The same session is refused by the host area on its next call.
    const refused = await host.client.query('host.properties.list');
    expect(refused.status).toBe(403);
    expect((await host.client.query<Me>('auth.me')).data?.user).toMatchObject({ role: 'guest' });

    // Setting the same role again is a no-op: no entry.
    const audited = await auditCount();
    expect((await setRole(host.id, 'guest')).status).toBe(200);
    expect(await auditCount()).toBe(audited);

    expect((await setRole(host.id, 'provider')).status).toBe(200);
    const entries = await auditOf(host.id);
    expect(entries.map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.role', { role: 'host' }, { role: 'guest' }],
      ['user.role', { role: 'guest' }, { role: 'provider' }],
    ]);
    expect(entries.every((e) => e.actorId === admin.id && e.actorName === 'Ada Admin')).toBe(true);

    // admin.audit lists them, newest first.
    const page = await admin.client.query<AuditPage>('admin.audit', {});
    expect(page.status).toBe(200);
    expect(page.data!.items[0]).toMatchObject({
      actorName: 'Ada Admin',
      action: 'user.role',
      before: { role: 'guest' },
      after: { role: 'provider' },
    });
    expect(page.data!.items[0]!.targetLabel).toContain('Hosting Hassan');
  });

  it('refuses an admin changing their own role, and records nothing', async () => {
    const audited = await auditCount();
    const res = await setRole(admin.id, 'guest');
    expect(res.status).toBe(409);
    expect(res.error?.message).toBe(ADMIN_TEXTS.cannotChangeOwnRole);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, admin.id));
    expect(row?.role).toBe('admin');
    expect(await auditCount()).toBe(audited);
  });

  it('lets one admin demote or deactivate another', async () => {
    const second = await person(t, 'admin', 'Second Admin');
    expect((await setRole(second.id, 'host')).status).toBe(200);
    expect((await second.client.query('admin.overview')).status).toBe(403);
    expect((await setRole(second.id, 'admin')).status).toBe(200);
    expect((await setActive(second.id, false)).status).toBe(200);
    expect(await whoIs(second.client)).toBeNull();
  });
});

describe('the audit log', () => {
  it('pages newest first with a cursor', async () => {
    // Enough entries for two pages: role changes back and forth on one person.
    const someone = await createUser(db(), { role: 'guest', fullName: 'Paging Paula' });
    for (let i = 0; i < 12; i++) {
      expect((await setRole(someone, i % 2 === 0 ? 'host' : 'guest')).status).toBe(200);
    }
    const [total] = await db().select({ n: count() }).from(auditLog);
    const seen: number[] = [];
    let cursor: number | undefined;
    for (;;) {
      const res = await admin.client.query<AuditPage>('admin.audit', cursor ? { cursor } : {});
      expect(res.status).toBe(200);
      seen.push(...res.data!.items.map((e) => e.id));
      if (res.data!.nextCursor === null) break;
      cursor = res.data!.nextCursor;
    }
    expect(seen).toHaveLength(total!.n);
    expect([...seen].sort((a, b) => b - a)).toEqual(seen);
  });

  it('cannot be changed or emptied, even with raw SQL', async () => {
    const before = await db().select().from(auditLog).orderBy(asc(auditLog.id));
    expect(before.length).toBeGreaterThan(0);
    const id = before[0]!.id;
    for (const statement of [
      sql`update audit_log set actor_name = 'Someone Else' where id = ${id}`,
      sql`update audit_log set after = null`,
      sql`delete from audit_log where id = ${id}`,
      sql`delete from audit_log`,
      sql`truncate audit_log`,
    ]) {
      expect(await refusal(db().execute(statement))).toMatch(/audit_log is append-only/);
    }
    expect(await db().select().from(auditLog).orderBy(asc(auditLog.id))).toEqual(before);
  });
});

describe('the last active admin', () => {
  it('is kept: the guard refuses demoting or deactivating them, recording nothing', async () => {
    // Only `admin` is an active admin now.
    await db()
      .update(profiles)
      .set({ role: 'guest' })
      .where(and(eq(profiles.role, 'admin'), ne(profiles.id, admin.id)));
    const audited = await auditCount();
    // Through the API an admin acting always remains, so the guard is reached by an actor who is no longer
    // one (demoted between reading their role and the change): the service itself must refuse.
    const ghost = { id: guest.id, fullName: 'Gabriel Guest' };
    const deps = { db: db(), bus: { signal: () => Promise.resolve() } } as unknown as Parameters<
      typeof setUserActive
    >[0];
    const deactivation = setUserActive(deps, ghost, admin.id, false);
    await expect(deactivation).rejects.toThrow(ADMIN_TEXTS.lastAdmin);
    await expect(deactivation).rejects.toBeInstanceOf(AppError);
    await expect(setUserRole(deps, ghost, admin.id, 'host')).rejects.toThrow(ADMIN_TEXTS.lastAdmin);
    const [row] = await db().select().from(profiles).where(eq(profiles.id, admin.id));
    expect(row).toMatchObject({ role: 'admin', deactivatedAt: null });
    expect(await auditCount()).toBe(audited);
    expect(await whoIs(admin.client)).toBe(admin.id);
  });

  it('lets exactly one of two admins removing each other at once win, the other hearing why (no deadlock)', async () => {
    const deps = { db: db(), bus: { signal: () => Promise.resolve() } } as unknown as Parameters<
      typeof setUserActive
    >[0];
    const pairs: string[] = [];
    for (let round = 0; round < 6; round++) {
      const a = await createUser(db(), { role: 'admin', fullName: `Admin A${round}` });
      const b = await createUser(db(), { role: 'admin', fullName: `Admin B${round}` });
      pairs.push(a, b);
      // Only this pair are active admins for the round.
      await db()
        .update(profiles)
        .set({ role: 'guest' })
        .where(and(eq(profiles.role, 'admin'), ne(profiles.id, a), ne(profiles.id, b)));
      const actorA = { id: a, fullName: `Admin A${round}` };
      const actorB = { id: b, fullName: `Admin B${round}` };
      const outcomes = await Promise.allSettled(
        round % 2 === 0
          ? [setUserRole(deps, actorA, b, 'guest'), setUserRole(deps, actorB, a, 'host')]
          : [setUserActive(deps, actorA, b, false), setUserActive(deps, actorB, a, false)],
      );
      const refused = outcomes.filter((o) => o.status === 'rejected');
      expect(refused, `round ${round}`).toHaveLength(1);
      const reason = (refused[0] as PromiseRejectedResult).reason as Error;
      expect(
        reason,
        `round ${round}: ${reason.cause instanceof Error ? reason.cause.message : reason.message}`,
      ).toBeInstanceOf(AppError);
      expect(reason.message).toBe(ADMIN_TEXTS.lastAdmin);
      const left = await db()
        .select({ id: profiles.id })
        .from(profiles)
        .where(and(eq(profiles.role, 'admin'), sql`${profiles.deactivatedAt} is null`));
      expect(left, `round ${round}`).toHaveLength(1);
    }
    // `admin` is the only admin again.
    await db()
      .update(profiles)
      .set({ role: 'guest', deactivatedAt: null })
      .where(sql`${profiles.id} in ${pairs}`);
    await db().update(profiles).set({ role: 'admin' }).where(eq(profiles.id, admin.id));
  });

  it('survives two admins demoting each other at once: one change wins, an admin remains', async () => {
    const rival = await person(t, 'admin', 'Rival Admin');
    const audited = await auditCount();
    const [a, b] = await Promise.all([setRole(rival.id, 'guest', admin), setRole(admin.id, 'guest', rival)]);
    const statuses = [a.status, b.status].sort();
    expect(statuses[0]).toBe(200);
    // The loser was either already no admin when its call began (403) or hit the guard (409).
    expect([403, 409]).toContain(statuses[1]);
    const loser = a.status === 200 ? b : a;
    if (loser.status === 409) expect(loser.error?.message).toBe(ADMIN_TEXTS.lastAdmin);
    const admins = await db()
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.role, 'admin'), sql`${profiles.deactivatedAt} is null`));
    expect(admins).toHaveLength(1);
    expect(await auditCount()).toBe(audited + 1);
  });
});
