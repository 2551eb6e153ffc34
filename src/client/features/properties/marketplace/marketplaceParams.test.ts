import { describe, expect, it } from 'vitest';
import { readMarketplaceParams } from '../../../../shared/search';
import { activeFilters } from './ActiveFilterChips';
import { CLEAR_ALL_PATCH, cleanParams, priceFilterText, sliderPriceText } from './marketplaceParams';

describe('the price filter in words', () => {
  it('says the same for the address and for a slider at the same place', () => {
    expect(priceFilterText(undefined, undefined)).toBe('Any price');
    expect(priceFilterText(50, 500)).toBe('$50 – $500');
    expect(priceFilterText(50, undefined)).toBe('$50+');
    expect(priceFilterText(undefined, 300)).toBe('Up to $300');
    expect(priceFilterText(0, 1000)).toBe('Any price');
    // The quick search's slider starts at $20, the sidebar's at $0: both ends mean no limit.
    expect(sliderPriceText([20, 1000], 20)).toBe('Any price');
    expect(sliderPriceText([0, 1000], 0)).toBe('Any price');
    expect(sliderPriceText([50, 500], 20)).toBe('$50 – $500');
    expect(sliderPriceText([50, 500], 0)).toBe('$50 – $500');
  });
});

describe('the verified speed filter', () => {
  it('stays in the address only when set, shows a chip and is cleared with the rest', () => {
    expect(cleanParams(readMarketplaceParams({ verified: 0 })).verified).toBeUndefined();
    const params = cleanParams(readMarketplaceParams({ verified: 1, internet: 50 }));
    expect(params).toMatchObject({ verified: 1, internet: 50 });
    const chip = activeFilters(params).find((c) => c.key === 'verified');
    expect(chip).toMatchObject({ label: 'Speed verified by guests', patch: { verified: undefined } });
    expect(CLEAR_ALL_PATCH).toHaveProperty('verified', undefined);
  });
});
