/** Titles and descriptions of the demo listings, written from a listing's facts. */
import type { Country } from '../../../shared/cities';
import type { Scenery } from './city-profile';
import type { Random } from './random';
import { stayHighlights, transportFor, viewLabels, workPerks } from './property-templates';

export interface ListingFacts {
  city: string;
  country: Country;
  area: string;
  near: string[];
  view: string;
  scenery: Scenery;
  workOnly: boolean;
  unit: string;
  adjective: string;
  deskShort: string;
  monitorShort: string;
  standing: boolean;
  dualMonitors: boolean;
  mbps: number;
  connection: string;
  backup: string | null;
  bedrooms: number;
  kitchen: 'full' | 'kitchenette' | 'none';
  stayAmenities: string[];
  workAmenities: string[];
}

const numberWords = ['No', 'One', 'Two', 'Three', 'Four', 'Five'];
const capitalize = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const article = (word: string) => (/^[aeiou]/i.test(word) ? 'An' : 'A');

/** An area like "the riverside" reads badly in a title: use the city there. */
export function placeName(f: Pick<ListingFacts, 'area' | 'city'>): string {
  return f.area.startsWith('the ') ? f.city : f.area;
}

function inPlace(f: ListingFacts): string {
  return f.area.startsWith('the ') ? `near ${f.area} in ${f.city}` : `in ${f.area}, ${f.city}`;
}

function joinAnd(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

export function titleFor(f: ListingFacts, rng: Random): string {
  const place = placeName(f);
  if (f.workOnly) {
    const features = ['Meeting Room', 'Great Coffee'];
    if (f.mbps >= 50) features.push('Fast WiFi');
    if (f.backup) features.push('Backup Power');
    if (f.scenery !== 'city')
      features.push(`${capitalize(f.scenery === 'savanna' ? 'garden' : f.scenery)} Views`);
    return rng.pick([
      () => `${f.adjective} ${f.unit} in ${place}`,
      () => `${f.unit} with ${rng.pick(features)}, ${place}`,
      () => `${place} ${f.unit} by the Hour`,
    ])();
  }
  const features = ['Dedicated Desk', 'Home Office'];
  if (f.mbps >= 50 && f.connection === 'fibre') features.push('Fibre WiFi');
  if (f.standing) features.push('Standing Desk');
  if (f.dualMonitors) features.push('Dual Monitors');
  return rng.pick([
    () => `${f.adjective} ${f.unit} with ${rng.pick(features)} in ${place}`,
    () => `${viewLabels[f.scenery]} ${f.unit} & Workspace, ${place}`,
    () => `${place} ${f.unit} for Remote Workers`,
  ])();
}

function opening(f: ListingFacts, rng: Random, near: string): string {
  const noun = f.unit.toLowerCase();
  const where = rng.pick([
    () => `a short ride from ${near}`,
    () => `a few minutes from ${near}`,
    () => `with views towards ${f.view}`,
  ])();
  const adjective = f.adjective.toLowerCase();
  return `${article(adjective)} ${adjective} ${noun} ${inPlace(f)}, ${where}.`;
}

function workspaceSentence(f: ListingFacts, rng: Random): string {
  const backup = f.backup ? `, and ${f.backup}` : '';
  return rng.pick([
    () =>
      `You work at ${f.deskShort} with ${f.monitorShort}; the ${f.connection} runs at about ${f.mbps} Mbps${backup}.`,
    () =>
      `The workspace is set up for deep work: ${f.deskShort}, ${f.monitorShort} and ${f.mbps} Mbps ${f.connection}${backup}.`,
  ])();
}

function staySentence(f: ListingFacts, rng: Random): string {
  const rooms =
    f.unit === 'Studio' || f.unit === 'Loft'
      ? 'Open-plan living'
      : `${numberWords[f.bedrooms] ?? f.bedrooms} bedroom${f.bedrooms === 1 ? '' : 's'}`;
  const kitchen = {
    full: 'a full kitchen',
    kitchenette: 'a kitchenette',
    none: 'breakfast served downstairs',
  }[f.kitchen];
  const highlights = f.stayAmenities.map((a) => stayHighlights[a]).filter((h): h is string => Boolean(h));
  const picked = rng.sample(highlights, Math.min(2, highlights.length));
  return `${rooms}, ${joinAnd([kitchen, ...picked])}.`;
}

function workOnlySentence(f: ListingFacts, rng: Random): string {
  const perks = f.workAmenities.map((a) => workPerks[a]).filter((p): p is string => Boolean(p));
  const picked = rng.sample(perks, Math.min(2, perks.length));
  const tail = picked.length > 0 ? `, with ${joinAnd(picked)}` : '';
  return `Book by the hour for a focused day away from home${tail}.`;
}

export function descriptionFor(f: ListingFacts, rng: Random): string {
  const [near = f.city, other] = rng.shuffle(f.near);
  const sentences = [opening(f, rng, near), workspaceSentence(f, rng)];
  sentences.push(f.workOnly ? workOnlySentence(f, rng) : staySentence(f, rng));
  if (other && rng.chance(0.5)) {
    const verb = /s$/.test(other) && !/Heights$/.test(other) ? 'are' : 'is';
    sentences.push(
      `${capitalize(other)} ${verb} ${rng.int(5, 20)} minutes away by ${transportFor[f.country]}.`,
    );
  }
  return sentences.join(' ');
}
