import { describe, expect, it } from 'vitest';
import { backupPowerSchema, backupPowerText, normalizeBackupPower, POWER_TEXTS } from './power';

describe('backup power', () => {
  it('says what is declared in one line', () => {
    expect(backupPowerText({ kind: 'inverter', hours: 8, keepsWifi: true, keepsDesk: true })).toBe(
      'Inverter with batteries · lasts 8 h · keeps the Wi-Fi and the desk running',
    );
    expect(backupPowerText({ kind: 'router_ups', hours: 3, keepsWifi: true, keepsDesk: false })).toBe(
      'UPS for the router · lasts 3 h · keeps the Wi-Fi running',
    );
    expect(backupPowerText({ kind: 'solar', hours: 12, keepsWifi: false, keepsDesk: false })).toBe(
      'Solar with batteries · lasts 12 h · keeps neither the Wi-Fi nor the desk running',
    );
    expect(backupPowerText({ kind: 'none', hours: null, keepsWifi: false, keepsDesk: false })).toBe(
      'No backup power',
    );
  });

  it('asks for the hours of a backup, and keeps nothing of one that is not there', () => {
    const issues = (value: unknown) => backupPowerSchema.safeParse(value).error?.issues.map((i) => i.message);
    expect(issues({ kind: 'generator', hours: null, keepsWifi: true, keepsDesk: true })).toEqual([
      POWER_TEXTS.hoursRequired,
    ]);
    expect(issues({ kind: 'generator', hours: 0, keepsWifi: true, keepsDesk: true })).toEqual([
      POWER_TEXTS.hoursRange,
    ]);
    expect(normalizeBackupPower({ kind: 'none', hours: 5, keepsWifi: true, keepsDesk: true })).toEqual({
      kind: 'none',
      hours: null,
      keepsWifi: false,
      keepsDesk: false,
    });
  });
});
