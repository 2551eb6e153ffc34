import { teamHoursSchema, type TeamHours } from '../../../shared/timezones';

// A visitor's team hours live in this browser (localStorage); a signed-in guest's in their settings.
const STORAGE_KEY = 'kazistay.teamHours';
const listeners = new Set<() => void>();
let cached: { raw: string | null; hours: TeamHours | null } | undefined;

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

function parseHours(raw: string | null): TeamHours | null {
  try {
    const parsed = teamHoursSchema.safeParse(JSON.parse(raw ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The stored hours, checked by the shared schema (anything else is ignored); the same object until it changes. */
export function localTeamHours(): TeamHours | null {
  const raw = readRaw();
  if (cached?.raw !== raw) {
    cached = { raw, hours: parseHours(raw) };
  }
  return cached.hours;
}

export function storeLocalTeamHours(hours: TeamHours | null): void {
  try {
    if (hours) window.localStorage.setItem(STORAGE_KEY, JSON.stringify(hours));
    else window.localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (private mode): the hours last as long as the page.
  }
  listeners.forEach((listener) => listener());
}

/** For useSyncExternalStore: this tab's changes and other tabs' (the storage event). */
export function subscribeLocalTeamHours(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}
