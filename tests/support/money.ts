import { DEFAULT_FEES } from '../../src/shared/fees';

/** The terms a booking carries when nothing changed Admin Settings (the bookings table's defaults). */
export const DEFAULT_TERMS = {
  serviceFeeCents: DEFAULT_FEES.serviceFeeCents,
  hostFeeBasisPoints: DEFAULT_FEES.hostFeeBasisPoints,
};
