import { describe, expect, it } from 'vitest';
import {
  clampedNumber,
  isoDateParam,
  oneOf,
  paramsReader,
  textUpTo,
  uuidParam,
  wholeNumber,
} from './url-params';

describe('address parameter readers', () => {
  it('read what is valid and give undefined for anything else, never throwing', () => {
    expect(oneOf(['a', 'b'] as const)('b')).toBe('b');
    expect(oneOf(['a', 'b'] as const)('c')).toBeUndefined();
    expect(oneOf(['a', 'b'] as const)(['a'])).toBeUndefined();

    expect(textUpTo(5)('hello')).toBe('hello');
    expect(textUpTo(5)(123)).toBe('123'); // the router reads ?q=123 as a number
    expect(textUpTo(5)('toolong')).toBeUndefined();
    expect(textUpTo(5)({})).toBeUndefined();

    expect(wholeNumber(1, 10)(3)).toBe(3);
    expect(wholeNumber(1, 10)('7')).toBe(7);
    expect(wholeNumber(1, 10)(0)).toBeUndefined();
    expect(wholeNumber(1, 10)(11)).toBeUndefined();
    expect(wholeNumber(1, 10)(2.5)).toBeUndefined();
    expect(wholeNumber(1, 10)('')).toBeUndefined();
    expect(wholeNumber(1, 10)('x')).toBeUndefined();

    expect(clampedNumber(0, 100)(250)).toBe(100);
    expect(clampedNumber(0, 100)('-3')).toBe(0);
    expect(clampedNumber(0, 100)('12.6')).toBe(13);
    expect(clampedNumber(0, 100)('abc')).toBeUndefined();

    expect(uuidParam('0020f898-7c4a-437b-8486-7c4451a70264')).toBe('0020f898-7c4a-437b-8486-7c4451a70264');
    expect(uuidParam('0020f898-7c4a-437b-8486')).toBeUndefined();
    expect(uuidParam(42)).toBeUndefined();

    expect(isoDateParam('2027-02-28')).toBe('2027-02-28');
    expect(isoDateParam('2027-02-30')).toBeUndefined();
    expect(isoDateParam('28/02/2027')).toBeUndefined();
    expect(isoDateParam('9999-12-31')).toBeUndefined();
  });

  it('read an address field by field and drop fields they do not know', () => {
    const read = paramsReader({ tab: oneOf(['a', 'b'] as const), page: wholeNumber(1, 99) });
    expect(read({ tab: 'b', page: 2, extra: 'x' } as never)).toEqual({ tab: 'b', page: 2 });
    expect(read({ tab: 'zzz', page: -1 } as never)).toEqual({ tab: undefined, page: undefined });
  });
});
