import { SimulatedPayoutProvider } from '../../src/server/domains/payouts/provider';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, providerProfiles, users } from '../../src/server/db/schema';
import { ComputedCache } from '../../src/server/cache/computed-cache';
import { HostFiguresCache } from '../../src/server/domains/host/figures-cache';
import { CountCache } from '../../src/server/domains/properties/count-cache';
import { createContext, type AppDeps } from '../../src/server/trpc/context';
import type { Db } from '../../src/server/db/client';
import {
  adminProcedure,
  hostProcedure,
  protectedProcedure,
  providerProcedure,
  publicProcedure,
  router,
} from '../../src/server/trpc/init';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
import { EventBus } from '../../src/server/realtime/bus';
import { LocalDiskStorage } from '../../src/server/files/storage';
import { createLimits, type Limits } from '../../src/server/limits/limits';
import { tmpdir } from 'node:os';

// The real procedure builders, mounted on a router of probes: each answers with the caller's role.
const probes = router({
  open: publicProcedure.query(({ ctx }) => ctx.user?.role ?? 'anonymous'),
  signedIn: protectedProcedure.query(({ ctx }) => ctx.user.role),
  host: hostProcedure.query(({ ctx }) => ctx.user.role),
  provider: providerProcedure.query(({ ctx }) => ctx.user.role),
  admin: adminProcedure.query(({ ctx }) => ctx.user.role),
});

let t: TestApp;
let limits: Limits;
const caches = {
  searchCounts: new CountCache(0),
  serviceCounts: new CountCache(0),
  servicePages: new ComputedCache(0),
  hostFigures: new HostFiguresCache(0),
  hostMonths: new HostFiguresCache(0),
  adminFigures: new ComputedCache(0),
};
beforeAll(async () => {
  t = await createTestApp();
  limits = createLimits(t.database, t.app.log);
});
afterAll(async () => {
  await limits.close();
  await t.close();
});

/** What buildApp hands createContext, over the given database handle. */
function appDeps(db: Db): AppDeps {
  return {
    db,
    config: t.config,
    mailer: t.mailer,
    caches,
    bus: new EventBus(t.database, t.app.log),
    storage: new LocalDiskStorage(tmpdir()),
    limits,
    jobs: null,
    payments: null,
    payouts: new SimulatedPayoutProvider(db),
  };
}

/** Calls a probe with the context the server would build for this client's cookie. */
async function probe(client: TestClient | null, name: keyof typeof probes._def.procedures): Promise<string> {
  const req = {
    cookies: client?.cookie ? { kazistay_session: client.cookie.split('=')[1] } : {},
    ip: '127.0.0.1',
    log: t.app.log,
  } as never;
  const ctx = await createContext(appDeps(t.database.db), req, undefined);
  const caller = probes.createCaller(ctx);
  try {
    return await caller[name]();
  } catch (err) {
    return (err as { code?: string }).code ?? 'ERROR';
  }
}

describe('role procedures', () => {
  it('refuse anonymous callers everywhere but public', async () => {
    expect(await probe(null, 'open')).toBe('anonymous');
    for (const name of ['signedIn', 'host', 'provider', 'admin'] as const) {
      expect(await probe(null, name)).toBe('UNAUTHORIZED');
    }
  });

  it('let each role through its own door only', async () => {
    const guest = await signedInClient(t, { email: 'g@example.com', role: 'guest' });
    const host = await signedInClient(t, { email: 'h@example.com', role: 'host' });
    const provider = await signedInClient(t, { email: 'p@example.com', role: 'provider' });
    expect([await probe(guest, 'signedIn'), await probe(guest, 'host'), await probe(guest, 'admin')]).toEqual(
      ['guest', 'FORBIDDEN', 'FORBIDDEN'],
    );
    expect([await probe(host, 'host'), await probe(host, 'provider'), await probe(host, 'admin')]).toEqual([
      'host',
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
    // Choosing 'Offer services' at sign-up is not being a provider: an admin approves that.
    expect([await probe(provider, 'provider'), await probe(provider, 'host')]).toEqual([
      'FORBIDDEN',
      'FORBIDDEN',
    ]);
  });

  it('let verified providers through the provider door whatever their role, from the next request', async () => {
    const host = await signedInClient(t, { email: 'verified-host@example.com', role: 'host' });
    expect(await probe(host, 'provider')).toBe('FORBIDDEN');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'verified-host@example.com'));
    await t.database.db.insert(providerProfiles).values({
      userId: user!.id,
      displayName: 'Verified Host',
      categories: ['tours'],
      startingPriceCents: 1000,
      currency: 'USD',
      availability: ['monday'],
      timeSlots: '09:00-17:00',
    });
    expect([await probe(host, 'provider'), await probe(host, 'host')]).toEqual(['host', 'host']);
    await t.database.db.delete(providerProfiles).where(eq(providerProfiles.userId, user!.id));
    expect(await probe(host, 'provider')).toBe('FORBIDDEN');
  });

  it('let admins into the host area (hostProcedure: host or admin)', async () => {
    const admin = await signedInClient(t, { email: 'a-host@example.com', role: 'guest' });
    await t.database.db
      .update(profiles)
      .set({ role: 'admin' })
      .where(eq(profiles.email, 'a-host@example.com'));
    expect([await probe(admin, 'host'), await probe(admin, 'admin'), await probe(admin, 'provider')]).toEqual(
      ['admin', 'admin', 'FORBIDDEN'],
    );
  });

  it('read the role from the database on every request', async () => {
    const client = await signedInClient(t, { email: 'promoted@example.com', role: 'guest' });
    expect(await probe(client, 'admin')).toBe('FORBIDDEN');
    const [user] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'promoted@example.com'));
    await t.database.db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, user!.id));
    expect(await probe(client, 'admin')).toBe('admin');
    await t.database.db.update(profiles).set({ role: 'guest' }).where(eq(profiles.id, user!.id));
    expect(await probe(client, 'admin')).toBe('FORBIDDEN');
  });

  it('never throws while building a context, even when the database fails', async () => {
    const broken = {
      select: () => {
        throw new Error('database down');
      },
    } as never;
    const req = {
      cookies: { kazistay_session: 'abc.def' },
      ip: '127.0.0.1',
      log: { error: () => {} },
    } as never;
    const ctx = await createContext(appDeps(broken), req, undefined);
    expect(ctx.user).toBeNull();
  });
});
