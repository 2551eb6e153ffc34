/** Deep enough for infinite pages ({ pages: [{ items: [card] }] }) and saved rows ({ property: card }). */
const MAX_DEPTH = 6;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * Cached query data with the `saved` flag of one property set, wherever that property appears: a list of
 * cards, infinite-query pages, a detail view, saved rows wrapping a card. Any object with this `id` and a
 * boolean `saved` counts as the property. Untouched branches keep their identity, so React Query sees no
 * change (and re-renders nothing) where the property does not appear.
 */
export function withSavedFlag(data: unknown, propertyId: string, saved: boolean, depth = 0): unknown {
  if (depth > MAX_DEPTH) return data;
  if (Array.isArray(data)) {
    let changed = false;
    const next = data.map((item: unknown) => {
      const updated = withSavedFlag(item, propertyId, saved, depth + 1);
      if (updated !== item) changed = true;
      return updated;
    });
    return changed ? next : data;
  }
  if (!isPlainObject(data)) return data;
  if (data.id === propertyId && typeof data.saved === 'boolean') {
    return data.saved === saved ? data : { ...data, saved };
  }
  let changed = false;
  const next: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(data)) {
    const updated = withSavedFlag(value, propertyId, saved, depth + 1);
    if (updated !== value) changed = true;
    next[key] = updated;
  }
  return changed ? next : data;
}
