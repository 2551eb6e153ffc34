/**
 * The demo content: accounts (see accounts.ts) and listings in every sitemap city, generated from templates with
 * a seeded PRNG so every run produces the same data.
 */
import { allCities, type Country } from '../../../shared/cities';
import type { properties } from '../schema';
import { demoAccounts } from './accounts';
import { areasOf, list, type CityProfile } from './city-profile';
import { kenyaUgandaTanzania } from './cities-kenya-uganda-tanzania';
import { rwandaEthiopiaSouthSudan } from './cities-rwanda-ethiopia-south-sudan';
import * as t from './property-templates';
import { createRandom, type Random } from './random';
import { descriptionFor, titleFor, type ListingFacts } from './texts';
import { backupPowerColumns } from '../../domains/properties/power';
import { NO_BACKUP_POWER } from '../../../shared/power';

export { DEMO_PASSWORD, demoAccounts, usernameFor, type DemoAccount } from './accounts';

export const cityProfiles: Record<string, CityProfile> = {
  ...kenyaUgandaTanzania,
  ...rwandaEthiopiaSouthSudan,
};

type NewProperty = typeof properties.$inferInsert;
export type DemoProperty = Omit<NewProperty, 'id' | 'hostId' | 'createdAt' | 'updatedAt'> & {
  /** The demo host (by e-mail) who owns the listing. */
  hostEmail: string;
  /** How long ago it was listed, so "newest first" has a meaningful order. */
  listedDaysAgo: number;
};

/** Share of listings that are workspace only. */
const WORK_ONLY_SHARE = 0.25;
const LISTED_OVER_DAYS = 88;

interface Slot {
  city: string;
  country: Country;
  profile: CityProfile;
  area: { name: string; street?: string };
  workOnly: boolean;
}

function hostFor(country: Country): string {
  const host = demoAccounts.find((a) => a.role === 'host' && a.hostsIn === country);
  if (!host) throw new Error(`no demo host for ${country}`);
  return host.email;
}

function addressFor(rng: Random, area: { name: string; street?: string }): string {
  const label = area.name.replace(/^the /, '').replace(/\b\w/g, (c) => c.toUpperCase());
  if (!area.street) return `Plot ${rng.int(3, 180)}, ${label}`;
  // Kigali's coded streets put the house number last ("KG 7 Ave 23").
  if (/^K[GNK] \d/.test(area.street)) return `${area.street} ${rng.int(2, 90)}, ${label}`;
  return `${rng.int(2, 240)} ${area.street}, ${label}`;
}

const roundTo = (v: number, step: number) => Math.round(v / step) * step;
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v));
const score = (v: number) => Math.round(clamp(v, 6.5, 9.8) * 10) / 10;
/** The templates price in whole dollars; listings store cents. */
const cents = (dollars: number | null) => (dollars === null ? null : dollars * 100);

function buildListing(rng: Random, slot: Slot): Omit<DemoProperty, 'listedDaysAgo'> {
  const { profile, workOnly } = slot;
  const { scenery, tier } = profile;
  const [minMbps, maxMbps] = profile.mbps;
  const mbps = clamp(roundTo(rng.int(minMbps, maxMbps), minMbps >= 20 ? 5 : 1), 10, 300);
  const desk = rng.pick(t.desks);
  const monitor = rng.pick(workOnly ? t.monitors.filter((m) => m.external) : t.monitors);
  const backup = rng.chance(slot.country === 'Kenya' || tier >= 3 ? 0.7 : 0.85)
    ? rng.pick(t.backupPower)
    : null;
  const extrasText = rng.pick(t.extras);

  const units = t.stayUnits.filter(
    (u) => (u.minTier ?? 1) <= tier && (!u.sceneries || u.sceneries.includes(scenery)),
  );
  const unit = rng.pick(units);
  const bedrooms = workOnly ? 0 : rng.int(unit.bedrooms[0], unit.bedrooms[1]);
  const kitchen = workOnly
    ? 'none'
    : unit.name === 'Guest Suite'
      ? rng.pick(['none', 'kitchenette'] as const)
      : unit.name === 'Studio' || unit.name === 'Loft'
        ? rng.pick(['kitchenette', 'full'] as const)
        : 'full';

  const workUnit = rng.pick(t.workUnits);
  const work: string[] = [];
  // A hot desk or coworking desk is shared: only sometimes is a desk reserved for you.
  if (!workOnly || !/Desk/.test(workUnit) || rng.chance(0.3)) work.push('Dedicated Desk');
  if (monitor.external) work.push('External Monitor');
  if (mbps >= 50) work.push('Fast WiFi');
  if (rng.chance(workOnly ? 0.85 : 0.55)) work.push('Coffee Machine');
  if (/ergonomic/i.test(extrasText)) work.push('Ergonomic Chair');
  if (desk.standing) work.push('Standing Desk');
  const optionalWork = t.extraWorkAmenities.filter((a) => !work.includes(a));
  work.push(...rng.sample(optionalWork, workOnly ? rng.int(2, 3) : rng.int(0, 2)));

  const stay: string[] = [];
  if (!workOnly) {
    if (rng.chance(0.6)) stay.push('King Size Bed');
    if (kitchen === 'full') stay.push('Full Kitchen');
    if (rng.chance(0.65)) stay.push('Smart TV');
    if (rng.chance(tier >= 3 || scenery === 'ocean' || unit.name === 'Villa' ? 0.5 : 0.12)) stay.push('Pool');
    if (profile.hot ? rng.chance(0.85) : rng.chance(0.08)) stay.push('Air Conditioning');
    stay.push(...rng.sample(t.extraStayAmenities, rng.int(2, 3)));
  }
  const amenities = [
    'WiFi',
    ...(backup ? ['Backup Power'] : []),
    ...rng.sample(t.generalAmenities, rng.int(2, 4)),
  ];
  if (stay.includes('Parking') || rng.chance(0.4)) amenities.push('Parking');

  const facts: ListingFacts = {
    city: slot.city,
    country: slot.country,
    area: slot.area.name,
    near: list(profile.near),
    view: profile.view,
    scenery,
    workOnly,
    unit: workOnly ? workUnit : unit.name,
    adjective: rng.pick(t.adjectives),
    deskShort: desk.short,
    monitorShort: monitor.short,
    standing: Boolean(desk.standing),
    dualMonitors: monitor.short.startsWith('two'),
    mbps,
    connection: t.connectionFor(slot.country),
    backup: backup?.text ?? null,
    bedrooms,
    kitchen,
    stayAmenities: stay,
    workAmenities: work,
  };

  const desks = t.deskPictures[scenery];
  const outdoor = t.outdoorPictures[scenery];
  const pictures = workOnly
    ? [
        rng.pick(t.sharedWorkPictures),
        rng.pick(desks),
        rng.pick(outdoor),
        ...rng.sample(t.sharedWorkPictures, 2),
      ]
    : [rng.pick(desks), rng.pick(t.bedroomPictures), rng.pick(t.livingPictures)];
  if (!workOnly && kitchen !== 'none' && rng.chance(0.7)) pictures.push(rng.pick(t.kitchenPictures));
  if (!workOnly && rng.chance(0.6)) pictures.push(rng.pick(outdoor));
  const images = [...new Set(pictures)].slice(0, rng.int(3, 5));

  const nightly = t.nightlyBase[tier] * (1 + 0.3 * (bedrooms - 1)) * (0.85 + rng.next() * 0.4);
  const speedBonus = (mbps / 300) * 1.2 + (monitor.external ? 0.6 : 0) + (backup ? 0.3 : 0);
  const rules = workOnly
    ? rng.sample(t.workRules, rng.int(3, 5))
    : [...rng.sample(t.stayRules, rng.int(2, 4)), rng.pick(t.petRules)];

  return {
    hostEmail: hostFor(slot.country),
    title: titleFor(facts, rng),
    description: descriptionFor(facts, rng),
    city: slot.city,
    state: profile.state,
    country: slot.country,
    address: addressFor(rng, slot.area),
    propertyType: workOnly ? 'work_only' : 'work_and_stay',
    nightlyRateCents: cents(workOnly ? null : clamp(roundTo(nightly, 5), 35, 260)),
    hourlyRateCents: cents(
      workOnly
        ? rng.int(t.hourlyRange[tier][0], t.hourlyRange[tier][1])
        : rng.chance(0.3)
          ? clamp(roundTo(nightly / 8, 1), 5, 30)
          : null,
    ),
    images,
    workspaceScore: score(6.6 + speedBonus + rng.next() * 1.2),
    stayScore: score(6.7 + tier * 0.25 + rng.next() * 1.9),
    internetSpeed: mbps,
    amenities,
    workAmenities: work,
    stayAmenities: stay,
    workspaceDesk: desk.detail,
    workspaceMonitor: monitor.detail,
    workspaceLighting: rng.pick(t.lightings),
    workspaceNoise: rng.pick(t.noises),
    workspaceExtras: backup ? `${extrasText}; ${backup.text}` : extrasText,
    ...backupPowerColumns(backup?.power ?? NO_BACKUP_POWER),
    bedrooms: workOnly ? null : bedrooms,
    beds: workOnly ? null : bedrooms + (rng.chance(0.3) ? 1 : 0),
    bathrooms: workOnly ? null : Math.max(1, bedrooms - rng.int(0, 1)),
    kitchenAvailable: workOnly ? null : kitchen !== 'none',
    houseRules: rules,
  };
}

/** At least two listings in each of the 36 sitemap cities, about a quarter of them workspace only. */
export function buildDemoProperties(seed = 2026): DemoProperty[] {
  const rng = createRandom(seed);
  const slots: Slot[] = [];
  for (const { city, country } of allCities) {
    const profile = cityProfiles[city];
    if (!profile) throw new Error(`no demo profile for ${city}`);
    const areas = rng.shuffle(areasOf(profile));
    for (let i = 0; i < profile.listings; i++) {
      slots.push({
        city,
        country,
        profile,
        area: areas[i % areas.length] ?? { name: city },
        workOnly: false,
      });
    }
  }
  // Every city keeps at least one stay (its first slot); a quarter of the others become workspace only.
  const candidates = rng.shuffle(slots.filter((s, i) => slots.findIndex((o) => o.city === s.city) !== i));
  for (const slot of candidates.slice(0, Math.round(slots.length * WORK_ONLY_SHARE))) slot.workOnly = true;

  const titles = new Set<string>();
  const listings = slots.map((slot) => {
    let listing = buildListing(rng, slot);
    for (let tries = 0; titles.has(listing.title) && tries < 10; tries++) listing = buildListing(rng, slot);
    titles.add(listing.title);
    return listing;
  });
  const ordered = rng.shuffle(listings);
  return ordered.map((listing, i) => ({
    ...listing,
    listedDaysAgo: Math.round((1 + (i * LISTED_OVER_DAYS) / ordered.length + rng.next() * 0.9) * 100) / 100,
  }));
}
