import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { encodeCursor } from '../../src/server/db/cursor';
import { profiles } from '../../src/server/db/schema';
import { adminProcedure, hostProcedure, providerProcedure } from '../../src/server/trpc/init';
import { appRouter } from '../../src/server/trpc/router';
import { createTestApp, signedInClient, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty, createUser } from '../support/factories';
import { approve } from '../support/services';

/*
 * Hostile input must never become a 500: whatever a script sends, a procedure answers with a 4xx or succeeds.
 * The procedures are read off the app router itself, so one added later is fuzzed without editing this file.
 */

const RUNS_PER_PROCEDURE = 24;
// A fixed seed keeps CI reproducible; FUZZ_SEED=$RANDOM (or any number) explores further.
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_123);

type Schema = z.core.$ZodType;
/** The signed-in account a procedure is fuzzed as: the least one its middlewares let through. */
type Account = 'guest' | 'host' | 'admin';
interface Procedure {
  path: string;
  type: 'query' | 'mutation' | 'subscription';
  input: Schema | undefined;
  account: Account;
}

interface ProcedureDef {
  _def: { type: Procedure['type']; inputs: unknown[]; middlewares: unknown[] };
}

function procedures(): Procedure[] {
  // At run time tRPC keeps a flat map of dotted paths to procedures (its type says nested routers); each
  // procedure carries its input parsers and its middlewares, the role checks of its base procedure among them.
  const record = appRouter._def.procedures as unknown as Record<string, ProcedureDef>;
  const check = (base: unknown) => (base as ProcedureDef)._def.middlewares.at(-1);
  const [admin, host, provider] = [adminProcedure, hostProcedure, providerProcedure].map(check);
  return Object.entries(record).map(([path, proc]) => {
    const has = (m: unknown) => proc._def.middlewares.includes(m);
    return {
      path,
      type: proc._def.type,
      input: proc._def.inputs[0] as Schema | undefined,
      // The fuzz host is a verified provider too.
      account: has(admin) ? 'admin' : has(host) || has(provider) ? 'host' : 'guest',
    };
  });
}

/** Known rows, so valid-shaped inputs get past "not found" and carry their hostile text into the database. */
const ids: string[] = [];
/** Which known row a uuid field of this name should name, so inputs reach past the lookup. */
const idFor: Record<string, string> = {};

const impossibleInstants = [
  '2026-99-99 99:99:99',
  '0000-01-01 00:00:00+00',
  '2026-01-01 10:00:00+99',
  '2026-02-30 10:00:00+00',
  '2026-13-01 00:00:00',
  '2026-01-01 24:00:00+00',
];
/** Real instants at the ends of four-digit years (one side of the offset is another year). */
const farInstants = ['9999-12-31 23:59:59.999999-14', '0001-01-01 00:00:00+14'];
const hostileCursors = () =>
  [...impossibleInstants, ...farInstants].map((t) => encodeCursor({ t, id: ids[0] ?? randomUUID() }));

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const MONTH = /^\d{4}-\d{2}$/;
/** The first and last days of four-digit years, sent to every date field. */
const farDays = ['0001-01-01', '9999-12-31'];
const farMonths = farDays.map((d) => d.slice(0, 7));
/** Any real day from 0001-01-01 to 9999-12-31, the ends most often. */
const anyDay: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(...farDays, '0001-01-02', '9999-12-30', '1969-12-31', '2200-01-01'),
  fc
    .date({
      min: new Date('0001-01-01T00:00:00Z'),
      max: new Date('9999-12-31T23:59:59Z'),
      noInvalidDate: true,
    })
    .map((d) => d.toISOString().slice(0, 10)),
);

const hostileChars = ['\u0000', '\ud800', '\udfff', '\u0007', '\u001b', '\u007f', '\u0085', '\ufffe'];

/** Strings no text field should choke on, alone or spliced into an otherwise valid value; days for a date. */
const hostileString = (valid: string): fc.Arbitrary<string> =>
  fc.oneof(
    ...(DAY.test(valid) ? [{ arbitrary: anyDay, weight: 4 }] : []),
    ...(MONTH.test(valid) ? [{ arbitrary: anyDay.map((d) => d.slice(0, 7)), weight: 4 }] : []),
    fc
      .tuple(fc.constantFrom(...hostileChars), fc.nat(valid.length))
      .map(([c, at]) => valid.slice(0, at) + c + valid.slice(at)),
    fc.constantFrom(...hostileCursors(), ...impossibleInstants, '2026-99-99', '0000-01-01', '9999-12-31'),
    fc.constantFrom('x'.repeat(100_000), `${valid}\u0000`.repeat(50), '\u0000'.repeat(20)),
    fc.string({ unit: 'binary', maxLength: 40 }),
    fc.string({ unit: 'binary', maxLength: 40 }).map((s) => valid + s),
  );

const hostileNumber = fc.constantFrom(1e308, -1e308, Number.MAX_SAFE_INTEGER + 2, -1, 0.5, -0, 2 ** 31, 1e21);

const daysAhead = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

const candidateStrings = () => [
  'Valid sample text for a field',
  ...ids,
  randomUUID(),
  'fuzz.tester@example.com',
  'correct horse battery',
  // A stay a month ahead: bookable now, whenever the test runs.
  daysAhead(30),
  daysAhead(37),
  daysAhead(30).slice(0, 7),
  'ABCDE-FGHJK',
  '12345',
  '+254712345678',
  'fuzzer.name',
];

function def(schema: Schema): Record<string, unknown> & { type: string } {
  return schema._zod.def as unknown as Record<string, unknown> & { type: string };
}

/** A value of the schema's shape, with every string field valid where a candidate passes it. */
/** Schemas that only wrap another (optional, default...): inputs are generated for the wrapped one. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly']);
const isWrapper = (d: { type: string }) => WRAPPERS.has(d.type);

function validArb(schema: Schema, depth = 0, key = ''): fc.Arbitrary<unknown> {
  const d = def(schema);
  if (isWrapper(d)) return validArb(d.innerType as Schema, depth + 1, key);
  if (depth > 6) return fc.constant(undefined);
  switch (d.type) {
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const entries = Object.entries(shape).map(([k, v]) => [k, validArb(v, depth + 1, k)] as const);
      return fc.record(Object.fromEntries(entries));
    }
    case 'pipe':
      // A pipe of strings (trim, then limits) takes a candidate the whole pipe accepts.
      return leaves(schema).length === 1 && leaves(schema)[0]?.kind === 'string'
        ? stringArb(schema, key)
        : validArb(d.in as Schema, depth + 1, key);
    case 'string':
      return stringArb(schema, key);
    case 'number':
      return fc.integer({ min: 1, max: 5 });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(d.entries as Record<string, string>));
    case 'literal':
      return fc.constantFrom(...(d.values as unknown[]));
    case 'array':
      return fc.array(validArb(d.element as Schema, depth + 1), { maxLength: 3 });
    case 'union':
      return fc.oneof(...(d.options as Schema[]).map((o) => validArb(o, depth + 1)));
    default:
      return fc.anything({ maxDepth: 1 });
  }
}

function stringArb(schema: Schema, key: string): fc.Arbitrary<string> {
  const accepts = (c: string) => (schema as z.ZodType).safeParse(c).success;
  const known = idFor[key];
  if (known && accepts(known)) return fc.constant(known);
  const good = candidateStrings().filter(accepts);
  // A fresh address each time for email-only fields, so sign-ups get past "already registered".
  if (good.includes('fuzz.tester@example.com') && !good.includes('Valid sample text for a field'))
    return fc.integer({ min: 0, max: 1e9 }).map((n) => `fuzz${n}@example.com`);
  return good.length > 0 ? fc.constantFrom(...good) : fc.string({ maxLength: 20 });
}

/** Paths to every string and number leaf of an object schema (through wrappers), for targeted hostility. */
function leaves(schema: Schema, path: string[] = []): { path: string[]; kind: 'string' | 'number' }[] {
  const d = def(schema);
  if (isWrapper(d)) return leaves(d.innerType as Schema, path);
  switch (d.type) {
    case 'object':
      return Object.entries(d.shape as Record<string, Schema>).flatMap(([k, v]) => leaves(v, [...path, k]));
    case 'pipe':
      return leaves(d.in as Schema, path);
    case 'string':
      return [{ path, kind: 'string' }];
    case 'number':
      return [{ path, kind: 'number' }];
    default:
      return [];
  }
}

function setAt(value: unknown, path: string[], leaf: unknown): unknown {
  if (path.length === 0) return leaf;
  const [head, ...rest] = path as [string, ...string[]];
  const obj = typeof value === 'object' && value !== null ? { ...(value as Record<string, unknown>) } : {};
  obj[head] = setAt(obj[head], rest, leaf);
  return obj;
}

function getAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (v, k) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>)[k] : undefined),
    value,
  );
}

/** Garbage of every kind, and valid-shaped inputs with one field made hostile. */
function hostileArb(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const garbage = fc.oneof(
    fc.anything({ maxDepth: 3, withNullPrototype: true }),
    hostileString('text'),
    hostileNumber,
    fc.constantFrom(undefined, null, true, [], {}, '', [[[[[]]]]], { __proto__: { admin: true } }),
  );
  if (!schema) return garbage;
  const valid = validArb(schema);
  const targets = leaves(schema);
  const shaped =
    targets.length === 0
      ? valid
      : fc.tuple(valid, fc.constantFrom(...targets)).chain(([base, target]) => {
          const current = getAt(base, target.path);
          const leaf =
            target.kind === 'string'
              ? hostileString(typeof current === 'string' ? current : 'text')
              : hostileNumber;
          return leaf.map((l) => setAt(base, target.path, l));
        });
  const extraKeys = valid.chain((base) =>
    fc
      .dictionary(fc.string({ unit: 'binary', maxLength: 8 }), fc.anything({ maxDepth: 2 }), { maxKeys: 3 })
      .map((extra) => (typeof base === 'object' && base !== null ? { ...extra, ...base } : base)),
  );
  const wrongTypes =
    targets.length === 0
      ? garbage
      : fc
          .tuple(valid, fc.constantFrom(...targets), fc.anything({ maxDepth: 3 }))
          .map(([base, target, junk]) => setAt(base, target.path, junk));
  return fc.oneof(
    { arbitrary: shaped, weight: 5 },
    { arbitrary: garbage, weight: 2 },
    { arbitrary: extraKeys, weight: 1 },
    { arbitrary: wrongTypes, weight: 2 },
  );
}

/**
 * Deterministic coverage on top of the random samples: a few fully valid inputs, each with every string field
 * in turn carrying a control character, a lone surrogate or an impossible cursor.
 */
function systematicInputs(schema: Schema | undefined): unknown[] {
  if (!schema) return [];
  const bases = fc
    .sample(validArb(schema), { numRuns: 60, seed: SEED })
    .filter((v) => (schema as z.ZodType).safeParse(v).success)
    .slice(0, 4);
  const strings = leaves(schema).filter((l) => l.kind === 'string');
  return bases.flatMap((base) =>
    strings.flatMap((target) => {
      const current = getAt(base, target.path);
      const valid = typeof current === 'string' && current !== '' ? current : 'text';
      const mid = Math.floor(valid.length / 2);
      const spliced = ['\u0000', '\ud800', '\u001b'].map((c) => valid.slice(0, mid) + c + valid.slice(mid));
      const far = DAY.test(valid) ? farDays : MONTH.test(valid) ? farMonths : [];
      return [...spliced, ...far, ...hostileCursors()].map((leaf) => setAt(base, target.path, leaf));
    }),
  );
}

let t: TestApp;
// Passwords not among the candidate strings, so a fuzzed changePassword never knows them.
const ACCOUNTS = {
  guest: {
    email: 'fuzz.guest@example.com',
    password: 'a guest password nobody guesses',
    ip: '198.51.100.20',
  },
  host: { email: 'fuzz.host@example.com', password: 'a host password nobody guesses', ip: '198.51.100.21' },
  admin: {
    email: 'fuzz.admin@example.com',
    password: 'an admin password nobody guesses',
    ip: '198.51.100.22',
  },
} as const;
const clients = {} as Record<Account, TestClient>;

/** signOut (or a sign-in) ends a session; the account's next request goes out signed in again. */
async function signedIn(account: Account): Promise<TestClient> {
  if (clients[account].cookie) return clients[account];
  const { email, password, ip } = ACCOUNTS[account];
  const client = (clients[account] = new TestClient(t.app, { ip }));
  const res = await client.mutate('auth.signIn', { email, password });
  if (res.status !== 200) throw new Error(`${account} sign-in failed: ${JSON.stringify(res.error)}`);
  return client;
}

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const idOf = async (email: string) =>
    (await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.email, email)))[0]!.id;
  for (const account of ['guest', 'host', 'admin'] as const) {
    const { email, password } = ACCOUNTS[account];
    const role = account === 'host' ? 'host' : 'guest';
    clients[account] = await signedInClient(t, { email, password, role, fullName: `Fuzz ${account}` });
  }
  const [me, hostId, adminId] = await Promise.all(
    [ACCOUNTS.guest, ACCOUNTS.host, ACCOUNTS.admin].map((a) => idOf(a.email)),
  );
  await db.update(profiles).set({ role: 'admin' }).where(eq(profiles.id, adminId!));
  const hostClient = { client: clients.host, id: hostId! };
  await approve(t, hostClient, 'Fuzz Host');
  // What the admin's procedures act on by user id: never an account the fuzz signs in with.
  const bystander = await createUser(db, { role: 'host', fullName: 'Fuzz Bystander' });
  const propertyId = await createProperty(db, hostId!);
  const bookingId = await createBooking(db, {
    userId: me!,
    propertyId,
    checkIn: '2025-01-10',
    checkOut: '2025-01-12',
  });
  ids.push(hostId!, propertyId, bookingId, me!);
  Object.assign(idFor, { propertyId, bookingId, to: hostId, withUserId: hostId, userId: bystander });
});
afterAll(() => t.close());

describe('hostile input over every procedure', () => {
  it('never answers 5xx, signed out or signed in', { timeout: 300_000 }, async () => {
    const started = Date.now();
    const all = procedures();
    expect(all.length).toBeGreaterThan(20);
    // A new address per anonymous request, so per-address limits do not hide what the input would do.
    let address = 0;
    const anonymous = () => new TestClient(t.app, { ip: `10.${(++address >> 8) & 255}.${address & 255}.9` });
    let sent = 0;
    const failures: string[] = [];
    for (const proc of all) {
      // Subscriptions run over the WebSocket; their inputs (a resume id) are validated by the same schemas.
      if (proc.type === 'subscription') continue;
      const inputs = [
        ...systematicInputs(proc.input),
        ...fc.sample(hostileArb(proc.input), { numRuns: RUNS_PER_PROCEDURE, seed: SEED }),
      ];
      for (const input of inputs) {
        for (const client of [anonymous(), await signedIn(proc.account)]) {
          const res =
            proc.type === 'query'
              ? await client.query(proc.path, input)
              : await client.mutate(proc.path, input);
          sent++;
          if (process.env.FUZZ_DEBUG)
            console.log(proc.path, res.status, JSON.stringify(input)?.slice(0, 100));
          if (res.status >= 500) {
            failures.push(`${proc.path} ${res.status} ${JSON.stringify(input).slice(0, 200)}`);
          }
        }
      }
    }
    console.log(
      `fuzz: ${sent} requests over ${all.length} procedures, ${failures.length} answered 5xx, ` +
        `${Date.now() - started} ms, seed ${SEED} (FUZZ_SEED to replay)`,
    );
    expect(failures, `${failures.length} of ${sent} requests answered 5xx (seed ${SEED})`).toEqual([]);
  });
});
