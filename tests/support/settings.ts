import { expect } from 'vitest';
import type { PlatformSettings, SettingsInput } from '../../src/shared/fees';
import type { TestClient } from './app';

export type KesRates = Pick<SettingsInput, 'kesPerUsd' | 'kesPerEur' | 'kesPerGbp'>;

/**
 * Saves Admin Settings as `admin` finds them, with the given shillings-per-unit rates (a rate left out keeps
 * its value), and checks the save went through. `admin` must be signed in as an admin.
 */
export async function saveKesRates(admin: TestClient, rates: KesRates): Promise<PlatformSettings> {
  const current = (await admin.query<PlatformSettings>('admin.settings')).data!;
  const saved = await admin.mutate<PlatformSettings>('admin.saveSettings', {
    serviceFeeCents: current.serviceFeeCents,
    cleaningFeeCents: current.cleaningFeeCents,
    hostFeePercent: current.hostFeeBasisPoints / 100,
    payoutDelayHours: current.payoutDelayHours,
    providerCommissionPercent: current.providerCommissionBasisPoints / 100,
    signupsOpen: current.signupsOpen,
    notice: current.notice ?? '',
    ...rates,
  } satisfies SettingsInput);
  expect(saved.status, JSON.stringify(saved.error)).toBe(200);
  return saved.data!;
}
