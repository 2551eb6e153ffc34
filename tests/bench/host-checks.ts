/**
 * The host bench's sanity checks: before a query is timed, its answer must carry the seeded data (a bench of
 * an empty or failing answer measures nothing). The checks look for fields by name anywhere in the answer, so
 * they hold whatever nesting the procedures chose; each returns a one-line summary or throws.
 */

export interface Target {
  name: string;
  path: string;
  input: unknown;
  check: 'dashboard' | 'month' | 'marks' | 'year' | 'none';
}

type Json = unknown;

/** Every value under a key matching `name`, at any depth. */
function valuesOf(value: Json, name: RegExp, found: Json[] = []): Json[] {
  if (Array.isArray(value)) {
    for (const v of value) valuesOf(v, name, found);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (name.test(k)) found.push(v);
      valuesOf(v, name, found);
    }
  }
  return found;
}

/** `key: n` for scalars and `key: [n]` for arrays, one level deep (a glance at the answer's shape). */
function shape(value: Json): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (!value || typeof value !== 'object') return JSON.stringify(value) ?? 'undefined';
  return Object.entries(value as Record<string, unknown>)
    .map(([k, v]) => {
      if (Array.isArray(v)) return `${k}: [${v.length}]`;
      if (v && typeof v === 'object') return `${k}: {${Object.keys(v).join(', ')}}`;
      const s = JSON.stringify(v) ?? 'undefined';
      return `${k}: ${s.length > 40 ? `${s.slice(0, 40)}…` : s}`;
    })
    .join(', ');
}

function nonEmptyArrays(value: Json, name: RegExp): number[] {
  return valuesOf(value, name)
    .filter(Array.isArray)
    .map((a) => a.length);
}

function sumNumbers(value: Json): number {
  if (typeof value === 'number') return Math.abs(value);
  if (Array.isArray(value)) return value.reduce<number>((s, v) => s + sumNumbers(v), 0);
  if (value && typeof value === 'object') return sumNumbers(Object.values(value));
  return 0;
}

export function checkResponse(
  t: Target,
  data: Json,
  expected: { listings: number; propertyId: string },
): string {
  const summary = shape(data);
  const fail = (why: string) => {
    throw new Error(`${t.name}: ${why}\n  answer: ${JSON.stringify(data).slice(0, 600)}`);
  };
  switch (t.check) {
    case 'dashboard': {
      const active = valuesOf(data, /^activeListings$/i).filter((v) => typeof v === 'number');
      if (active.length === 0) fail('no activeListings in the answer');
      if (active[0] !== expected.listings) fail(`activeListings ${String(active[0])} ≠ ${expected.listings}`);
      return `activeListings = ${String(active[0])} ✓ — ${summary}`;
    }
    case 'month': {
      const bookings = nonEmptyArrays(data, /bookings/i);
      if (!bookings.some((n) => n > 0)) fail('no bookings in the month');
      // Each booking on a one-listing calendar must be that listing's.
      if (t.input && typeof t.input === 'object' && 'propertyId' in t.input) {
        const others = valuesOf(valuesOf(data, /bookings/i), /^propertyId$/).filter(
          (id) => id !== expected.propertyId,
        );
        if (others.length) fail(`${others.length} bookings of other listings on a one-listing calendar`);
      }
      return `bookings ${bookings.join('/')} ✓ — ${summary}`;
    }
    case 'marks': {
      const booked = valuesOf(data, /^bookings$/).filter((n) => typeof n === 'number' && n > 0);
      if (booked.length === 0) fail('no day of the month grid has a booking');
      return `${booked.length} days with bookings ✓ — ${summary}`;
    }
    case 'year': {
      if (sumNumbers(data) === 0) fail('every figure is zero');
      return `non-zero figures ✓ — ${summary}`;
    }
    case 'none':
      return summary;
  }
}
