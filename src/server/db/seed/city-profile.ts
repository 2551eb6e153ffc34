import { citiesByCountry, type Country } from '../../../shared/cities';

export type Scenery = 'city' | 'lake' | 'ocean' | 'savanna' | 'hills';

/** What the demo generator knows about a city. Lists are '|'-separated to keep the tables compact. */
export interface CityProfile {
  /** County, district, region or province. */
  state: string;
  /** Real neighbourhoods or areas, each optionally with a real street in it: 'Kilimani=Argwings Kodhek Road'. */
  areas: string;
  /** Landmarks "a short walk/ride" away. */
  near: string;
  /** What the windows look out on (picks the pictures). */
  scenery: Scenery;
  /** Something with a view, e.g. 'Lake Victoria'. */
  view: string;
  /** Realistic download speed range in Mbps. */
  mbps: [number, number];
  /** Price level, 1 (small town) to 4 (capital, prime area). */
  tier: 1 | 2 | 3 | 4;
  /** Warm and humid: air conditioning is common. */
  hot?: boolean;
  /** How many demo listings (at least 2). */
  listings: number;
}

export type CityName<C extends Country = Country> = (typeof citiesByCountry)[C][number];

export const list = (s: string) => s.split('|');

/** The areas of a profile with their street, when known (addresses then read "12 Street, Area", else "Plot 12, Area"). */
export const areasOf = (profile: CityProfile) =>
  list(profile.areas).map((entry) => {
    const [name = entry, street] = entry.split('=');
    return { name, street };
  });
