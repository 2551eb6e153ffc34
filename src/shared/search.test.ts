import { describe, expect, it } from 'vitest';
import { filtersFromParams, guestsText, readMarketplaceParams, searchPropertiesInput } from './search';

const parse = (v: Record<string, unknown>) => readMarketplaceParams(v);

describe('marketplace address', () => {
  it('accepts an empty address', () => {
    expect(filtersFromParams(parse({}))).toMatchObject({ type: 'all', workRating: 0, amenities: [] });
  });

  it('maps the footer types and keeps the filter types', () => {
    expect(parse({ type: 'workspace' }).type).toBe('work_only');
    expect(parse({ type: 'stay' }).type).toBe('work_and_stay');
    expect(parse({ type: 'work_only' }).type).toBe('work_only');
    expect(parse({ type: 'all' }).type).toBeUndefined();
    expect(parse({ type: 'castle' }).type).toBeUndefined();
  });

  it('drops text the search would refuse, so a pasted address still opens the marketplace', () => {
    const p = parse({ search: 'desk\u0000', location: 'Nairobi, Kenya' });
    expect(p.search).toBeUndefined();
    expect(p.location).toBe('Nairobi, Kenya');
    expect(() => searchPropertiesInput.parse(filtersFromParams(p))).not.toThrow();
  });

  it('ignores or clamps malformed values instead of failing', () => {
    const p = parse({
      minPrice: 'abc',
      maxPrice: 5000,
      workRating: 9,
      stayRating: -3,
      internet: '50.4',
      amenities: 'Pool,Bogus,Pool',
      guests: 'many',
      checkIn: '2027-02-30',
      duration: 'forever',
    });
    expect(p).toMatchObject({
      minPrice: undefined,
      maxPrice: 1000,
      workRating: 5,
      stayRating: 0,
      internet: 50,
      amenities: 'Pool',
      guests: 1,
      checkIn: undefined,
      duration: undefined,
    });
    expect(parse({ guests: 12 }).guests).toBe(6);
    expect(parse({ search: 'x'.repeat(500) }).search).toHaveLength(100);
  });

  it('turns any address into valid procedure input', () => {
    const input = filtersFromParams(
      parse({
        minPrice: 800,
        maxPrice: 100,
        checkIn: '2027-01-10',
        checkOut: '2027-01-05',
        amenities: 'Fast WiFi,Quiet Space',
      }),
    );
    expect(searchPropertiesInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      minPrice: 100,
      maxPrice: 800,
      checkIn: undefined,
      checkOut: undefined,
      amenities: ['Fast WiFi', 'Quiet Space'],
    });
  });
});

describe('the verified internet filter', () => {
  it('reads verified=1 into the search input, with or without a minimum', () => {
    expect(filtersFromParams(parse({ verified: '1', internet: '50' }))).toMatchObject({
      verifiedInternet: true,
      internet: 50,
    });
    expect(filtersFromParams(parse({ verified: 1 }))).toMatchObject({ verifiedInternet: true, internet: 0 });
    expect(filtersFromParams(parse({})).verifiedInternet).toBe(false);
    expect(parse({ verified: 'yes' }).verified).toBeUndefined();
    expect(parse({ verified: 7 }).verified).toBe(1);
    expect(searchPropertiesInput.parse({}).verifiedInternet).toBe(false);
  });
});

describe('guestsText', () => {
  it('says guest for one and guests for more', () => {
    expect(guestsText(1)).toBe('1 guest');
    expect(guestsText(4)).toBe('4 guests');
  });
});
