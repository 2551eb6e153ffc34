import dayjs from 'dayjs';
import { PLATFORM_OFFSET_MS } from '../../shared/dates';
import { useHydrated } from './useHydrated';

/** The instant's wall-clock time in East Africa Time, as a local dayjs (so `format` prints it as is). */
function inPlatformZone(instant: Date) {
  const t = new Date(instant.getTime() + PLATFORM_OFFSET_MS);
  return dayjs(
    new Date(t.getUTCFullYear(), t.getUTCMonth(), t.getUTCDate(), t.getUTCHours(), t.getUTCMinutes()),
  );
}

/**
 * A moment in the reader's own time zone (dayjs `format`). The server knows no reader's zone, so its HTML,
 * and the browser's hydration of it, show the platform's clock (East Africa Time); the reader's zone follows
 * right after. Both sides draw the same text, so hydration keeps the server's page.
 */
export function LocalTime({ iso, format }: { iso: string; format: string }) {
  const hydrated = useHydrated();
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const text = (hydrated ? dayjs(date) : inPlatformZone(date)).format(format);
  return <time dateTime={iso}>{text}</time>;
}
