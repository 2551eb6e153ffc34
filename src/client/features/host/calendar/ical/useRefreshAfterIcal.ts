import { trpc } from '../../../../trpc';

/** After a calendar is imported, synced or removed: the host area and the booking card's closed nights reload. */
export function useRefreshAfterIcal(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([utils.host.invalidate(), utils.bookings.unavailable.invalidate()]);
  };
}
