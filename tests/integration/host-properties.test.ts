import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { properties } from '../../src/server/db/schema';
import {
  HOST_TEXTS,
  RATE_MAX_CENTS,
  type HostPropertiesPage,
  type HostPropertyForm,
  type PropertyFormInput,
} from '../../src/shared/host';
import type { PropertyCardView } from '../../src/shared/property-view';
import { POWER_TEXTS } from '../../src/shared/power';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { form, person, uploadPhoto, type Person } from '../support/host';

type SearchPage = { items: PropertyCardView[]; total: number };

let t: TestApp;
let owner: Person;
let other: Person;
let guest: Person;
let provider: Person;
let admin: Person;
let anon: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  owner = await person(t, 'host', 'Owner Host');
  other = await person(t, 'host', 'Other Host');
  guest = await person(t, 'guest');
  provider = await person(t, 'provider');
  admin = await person(t, 'admin');
  anon = new TestClient(t.app);
});
afterAll(() => t.close());

const create = (who: Person, fields: Partial<PropertyFormInput> = {}) =>
  who.client.mutate<{ id: string }>('host.properties.create', form(fields));

describe('who may call the host procedures', () => {
  it('refuses anonymous callers (401), guests and providers (403); lets hosts and admins in', async () => {
    const { data } = await create(owner);
    const id = data!.id;
    const calls = (c: TestClient) => [
      c.query('host.properties.list', {}),
      c.query('host.properties.get', { id }),
      c.mutate('host.properties.create', form()),
      c.mutate('host.properties.update', { id, ...form() }),
      c.mutate('host.properties.archive', { id }),
    ];
    for (const res of await Promise.all(calls(anon))) expect(res.status).toBe(401);
    for (const who of [guest, provider]) {
      for (const res of await Promise.all(calls(who.client))) expect(res.error?.data.code).toBe('FORBIDDEN');
    }
    // An admin gets in, but only to their own listings: this one is not theirs.
    const [list, get, created, update, archive] = await Promise.all(calls(admin.client));
    expect(list!.status).toBe(200);
    expect((list!.data as HostPropertiesPage).items.map((r) => r.id)).not.toContain(id);
    expect(get!.error?.data.code).toBe('NOT_FOUND');
    expect(created!.status).toBe(200);
    expect(update!.error?.data.code).toBe('NOT_FOUND');
    expect(archive!.error?.data.code).toBe('NOT_FOUND');
  });

  it("never lists, shows, edits or archives another host's listing, and changes nothing", async () => {
    const { data } = await create(owner, { title: 'Mine only' });
    const id = data!.id;
    const before = await t.database.db.select().from(properties).where(eq(properties.id, id));
    const list = await other.client.query<HostPropertiesPage>('host.properties.list', {});
    expect(list.data!.items.map((r) => r.id)).not.toContain(id);
    const get = await other.client.query('host.properties.get', { id });
    const update = await other.client.mutate('host.properties.update', { id, ...form({ title: 'Stolen' }) });
    const archive = await other.client.mutate('host.properties.archive', { id });
    for (const res of [get, update, archive]) {
      expect(res.error?.data.code).toBe('NOT_FOUND');
      expect(res.error?.message).toBe('Property not found');
    }
    const after = await t.database.db.select().from(properties).where(eq(properties.id, id));
    expect(after).toEqual(before);
  });
});

describe('creating and editing a listing', () => {
  it('stores every field, returns them for the edit form, and is in marketplace search at once', async () => {
    const photo = await uploadPhoto(t, owner);
    const second = await uploadPhoto(t, owner, '#a37');
    const res = await create(owner, { title: 'Kilimani zebra studio', images: [second.url, photo.url] });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const id = res.data!.id;
    const got = await owner.client.query<HostPropertyForm>('host.properties.get', { id });
    expect(got.data).toEqual({
      id,
      ...form({ title: 'Kilimani zebra studio', images: [second.url, photo.url] }),
    });

    const search = await anon.query<SearchPage>('properties.search', { search: 'zebra' });
    expect(search.data!.items.map((c) => c.id)).toEqual([id]);
    expect(search.data!.items[0]!.images[0]).toBe(second.url);
    // The marketplace's filters find the form's amenities.
    const filtered = await anon.query<SearchPage>('properties.search', {
      search: 'zebra',
      amenities: ['External Monitor', 'Full Kitchen'],
    });
    expect(filtered.data!.total).toBe(1);
    const page = await anon.query<{ title: string; workspace: { desk: string } }>('properties.byId', { id });
    expect(page.data).toMatchObject({
      title: 'Kilimani zebra studio',
      workspace: { desk: 'Standing desk' },
      backupPower: { kind: 'inverter', hours: 8, keepsWifi: true, keepsDesk: true },
    });
    const withBackup = { search: 'zebra', backupPower: true };
    expect((await anon.query<SearchPage>('properties.search', withBackup)).data!.total).toBe(1);

    // Edit: reorder (the cover changes), keep a photo already on it, switch to workspace-only.
    const edited = await owner.client.mutate('host.properties.update', {
      id,
      ...form({
        title: 'Kilimani zebra office',
        propertyType: 'work_only',
        images: [photo.url],
        // No backup any more: what was declared with it goes too.
        backupPower: { kind: 'none', hours: 6, keepsWifi: true, keepsDesk: false },
      }),
    });
    expect(edited.status, JSON.stringify(edited.error)).toBe(200);
    const again = await owner.client.query<HostPropertyForm>('host.properties.get', { id });
    expect(again.data).toMatchObject({
      title: 'Kilimani zebra office',
      propertyType: 'work_only',
      nightlyRateCents: null,
      stayAmenities: [],
      images: [photo.url],
      backupPower: { kind: 'none', hours: null, keepsWifi: false, keepsDesk: false },
    });
    expect((await anon.query<SearchPage>('properties.search', withBackup)).data!.total).toBe(0);

    const renamed = await anon.query<SearchPage>('properties.search', { search: 'zebra office' });
    expect(renamed.data!.items.map((c) => c.id)).toEqual([id]);
    // A form from before the field existed leaves the declared backup as it is.
    const generator = { kind: 'generator', hours: 24, keepsWifi: true, keepsDesk: true } as const;
    await owner.client.mutate('host.properties.update', {
      id,
      ...form({ backupPower: generator, images: [photo.url] }),
    });
    const { backupPower: _left, ...older } = form({ images: [photo.url] });
    expect((await owner.client.mutate('host.properties.update', { id, ...older })).status).toBe(200);
    const kept = await owner.client.query<HostPropertyForm>('host.properties.get', { id });
    expect(kept.data!.backupPower).toEqual(generator);
  });

  it('keeps rates to the cent, up to the highest rate', async () => {
    const res = await create(owner, { hourlyRateCents: 1250, nightlyRateCents: RATE_MAX_CENTS });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const got = await owner.client.query<HostPropertyForm>('host.properties.get', { id: res.data!.id });
    expect(got.data).toMatchObject({ hourlyRateCents: 1250, nightlyRateCents: RATE_MAX_CENTS });
  });

  it('accepts a workspace-only listing without a nightly rate', async () => {
    const res = await create(owner, { propertyType: 'work_only', nightlyRateCents: null, stayAmenities: [] });
    expect(res.status).toBe(200);
  });

  it("refuses photos that are not the host's own uploads or already on the listing", async () => {
    const theirs = await uploadPhoto(t, other);
    const mine = await uploadPhoto(t, owner);
    for (const url of [
      theirs.url,
      mine.thumbnailUrl,
      '/demo/properties/loft-1.webp',
      'https://example.com/a.webp',
      `/uploads/images/${owner.id}/never-uploaded.webp`,
    ]) {
      const res = await create(owner, { images: [url] });
      expect(res.error?.message, url).toBe(HOST_TEXTS.photoNotYours);
    }
    // A demo listing's own pictures stay allowed on edit.
    const demo = await createProperty(t.database.db, owner.id, { images: ['/demo/properties/a.webp'] });
    const edit = await owner.client.mutate('host.properties.update', {
      id: demo,
      ...form({ images: [mine.url, '/demo/properties/a.webp'] }),
    });
    expect(edit.status, JSON.stringify(edit.error)).toBe(200);
  });
});

describe('form rules', () => {
  const message = async (fields: Record<string, unknown>) => {
    const res = await owner.client.mutate('host.properties.create', { ...form(), ...fields });
    expect(res.status).toBe(400);
    return res.error?.message;
  };

  it('answers with the form messages', async () => {
    expect(await message({ title: '   ' })).toBe(HOST_TEXTS.titleRequired);
    expect(await message({ description: '' })).toBe(HOST_TEXTS.descriptionRequired);
    expect(await message({ propertyType: 'castle' })).toBe(HOST_TEXTS.typeRequired);
    expect(await message({ hourlyRateCents: -1 })).toBe(HOST_TEXTS.hourlyRateMin);
    expect(await message({ nightlyRateCents: null })).toBe(HOST_TEXTS.nightlyRateRequired);
    expect(await message({ nightlyRateCents: RATE_MAX_CENTS + 1 })).toBe(HOST_TEXTS.rateMax);
    expect(HOST_TEXTS.rateMax).toBe('Rates are at most $100,000');
    expect(await message({ hourlyRateCents: 1250.5 })).toBe('Rates are whole cents');
    expect(await message({ address: '' })).toBe(HOST_TEXTS.addressRequired);
    expect(await message({ city: '' })).toBe(HOST_TEXTS.cityRequired);
    expect(await message({ country: 'France' })).toBe(HOST_TEXTS.countryRequired);
    expect(await message({ images: Array.from({ length: 11 }, (_, i) => `/x/${i}.webp`) })).toBe(
      HOST_TEXTS.tooManyPhotos,
    );
    expect(await message({ title: 'Bad\u0000title' })).toBe('Text cannot contain control characters');
    const backup = { kind: 'generator', hours: null, keepsWifi: true, keepsDesk: true };
    expect(await message({ backupPower: backup })).toBe(POWER_TEXTS.hoursRequired);
    expect(await message({ backupPower: { ...backup, hours: 100 } })).toBe(POWER_TEXTS.hoursRange);
    expect(await message({ backupPower: { ...backup, kind: 'candles', hours: 2 } })).toMatch(
      /Invalid option/,
    );
  });

  it('accepts only the six work and six stay amenities', async () => {
    const res = await owner.client.mutate('host.properties.create', {
      ...form(),
      workAmenities: ['Jacuzzi'],
    });
    expect(res.error?.data.zodIssues?.[0]?.path).toEqual(['workAmenities', '0']);
    const stay = await owner.client.mutate('host.properties.create', {
      ...form(),
      stayAmenities: ['Fast WiFi'],
    });
    expect(stay.status).toBe(400);
  });
});

describe('My Properties list', () => {
  let lister: Person;
  beforeAll(async () => {
    lister = await person(t, 'host');
    const db = t.database.db;
    const base = Date.UTC(2026, 0, 1);
    for (let i = 0; i < 45; i++) {
      await createProperty(db, lister.id, {
        title: i % 9 === 0 ? `Garden LOFT ${i}` : `Flat ${i}`,
        city: i % 5 === 0 ? 'Kampala' : 'Nairobi',
        country: i % 5 === 0 ? 'Uganda' : 'Kenya',
        hourlyRateCents: 1000,
        nightlyRateCents: 8000,
        images: [`/demo/p${i}.webp`, '/demo/second.webp'],
        createdAt: new Date(base + i * 60_000),
      });
    }
    await createProperty(db, lister.id, { title: 'Gone loft', archivedAt: new Date() });
    await createProperty(db, other.id, { title: 'Other loft', city: 'Kampala', country: 'Uganda' });
  });

  const list = (input: object) =>
    lister.client.query<HostPropertiesPage>('host.properties.list', input).then((r) => r.data!);

  it('pages newest first with what the table shows', async () => {
    const first = await list({});
    expect(first).toMatchObject({ total: 45, page: 1, pageSize: 20, pageCount: 3 });
    expect(first.items).toHaveLength(20);
    const { id, ...row } = first.items[0]!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(row).toEqual({
      title: 'Flat 44',
      image: '/demo/p44.webp',
      propertyType: 'work_and_stay',
      city: 'Nairobi',
      country: 'Kenya',
      hourlyRateCents: 1000,
      nightlyRateCents: 8000,
      suspended: null,
    });
    const third = await list({ page: 3 });
    expect(third.items).toHaveLength(5);
    const all = [...first.items, ...(await list({ page: 2 })).items, ...third.items].map((r) => r.id);
    expect(new Set(all).size).toBe(45);
    expect((await list({ page: 4 })).items).toEqual([]);
  });

  it('searches title, city and country, ignoring case, only among its own live listings', async () => {
    expect((await list({ search: 'kampala' })).total).toBe(9);
    expect((await list({ search: 'UGANDA' })).total).toBe(9);
    expect((await list({ search: 'loft' })).items.map((r) => r.title).sort()).toEqual(
      ['Garden LOFT 0', 'Garden LOFT 18', 'Garden LOFT 27', 'Garden LOFT 36', 'Garden LOFT 9'].sort(),
    );
    expect((await list({ search: '%' })).total).toBe(0);
    expect((await list({ search: 'nowhere' })).total).toBe(0);
  });

  it('shows a new host an empty list', async () => {
    const fresh = await person(t, 'host');
    const res = await fresh.client.query<HostPropertiesPage>('host.properties.list', {});
    expect(res.data).toEqual({ items: [], total: 0, page: 1, pageSize: 20, pageCount: 0 });
  });
});
