import { isDateInRange } from './dates';

/**
 * Readers for address (URL search) parameters. An address is typed or edited by hand, so a reader never fails:
 * it returns the value, or undefined when the parameter is missing or unreadable, and the page falls back to
 * its default. Plain functions rather than zod: the router reads the address in the first download, which
 * stays free of the validation library.
 */
export type ParamReader<T> = (value: unknown) => T | undefined;

/** The parameters a set of readers gives: each one present only when it could be read. */
export type ParamsOf<S extends Record<string, ParamReader<unknown>>> = {
  [K in keyof S]?: Exclude<ReturnType<S[K]>, undefined>;
};

/** What links may put in such an address: anything, for an address that also takes aliases and old forms. */
export type LooseParams<S extends Record<string, ParamReader<unknown>>> = { [K in keyof S]?: unknown };

function readParams(shape: Record<string, ParamReader<unknown>>, search: Record<string, unknown>) {
  const params: Record<string, unknown> = {};
  for (const [key, read] of Object.entries(shape)) params[key] = read(search[key]);
  return params;
}

/**
 * An address's search object read field by field (each known one; undefined when unreadable); unknown fields
 * are dropped. The router checks links against the result's type.
 */
export function paramsReader<S extends Record<string, ParamReader<unknown>>>(
  shape: S,
): (search: ParamsOf<S>) => ParamsOf<S> {
  return (search) => readParams(shape, search) as ParamsOf<S>;
}

/** The same, for an address whose links may hold any value (the reader maps aliases, drops the rest). */
export function looseParamsReader<S extends Record<string, ParamReader<unknown>>>(
  shape: S,
): (search: LooseParams<S>) => ParamsOf<S> {
  return (search) => readParams(shape, search) as ParamsOf<S>;
}

/** One of a list of words. */
export const oneOf =
  <T extends string>(values: readonly T[]): ParamReader<T> =>
  (v) =>
    typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as T) : undefined;

/** Text of at most `max` characters (the router reads `?q=123` as a number: that is text here too). */
export const textUpTo =
  (max: number): ParamReader<string> =>
  (v) => {
    if (typeof v !== 'string' && typeof v !== 'number') return undefined;
    const value = String(v);
    return value.length <= max ? value : undefined;
  };

/** A number written as a number or as digits; NaN for anything else. */
const toNumber = (v: unknown): number =>
  typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;

/** A whole number from `min` to `max`, written as a number or as digits. */
export const wholeNumber =
  (min: number, max: number): ParamReader<number> =>
  (v) => {
    const n = toNumber(v);
    return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
  };

/** A number clamped into `min`..`max` and rounded: an out-of-range value becomes the nearest bound. */
export const clampedNumber =
  (min: number, max: number): ParamReader<number> =>
  (v) => {
    const n = toNumber(v);
    return Number.isFinite(n) ? Math.min(max, Math.max(min, Math.round(n))) : undefined;
  };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An id (UUID). */
export const uuidParam: ParamReader<string> = (v) => (typeof v === 'string' && UUID.test(v) ? v : undefined);

/** A calendar day, yyyy-MM-dd, within the days any date input accepts (a far one reads as absent). */
export const isoDateParam: ParamReader<string> = (v) =>
  typeof v === 'string' && isDateInRange(v) ? v : undefined;
