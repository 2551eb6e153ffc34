import { z } from 'zod';

// Backup power a host declares for a listing (issue 19): what keeps a remote worker's call alive in a cut.

export const backupPowerKinds = ['none', 'router_ups', 'inverter', 'generator', 'solar'] as const;
export type BackupPowerKind = (typeof backupPowerKinds)[number];

export const BACKUP_POWER_LABELS: Record<BackupPowerKind, string> = {
  none: 'None',
  router_ups: 'UPS for the router',
  inverter: 'Inverter with batteries',
  generator: 'Generator',
  solar: 'Solar with batteries',
};

/** The longest a declared backup can last, in hours (a generator with fuel delivered runs for days). */
export const BACKUP_HOURS_MAX = 72;

export const POWER_TEXTS = {
  hoursRequired: 'Say how many hours the backup lasts',
  hoursRange: `Between 1 and ${BACKUP_HOURS_MAX} hours`,
};

export const backupPowerSchema = z
  .object({
    kind: z.enum(backupPowerKinds),
    /** Hours it lasts; null with no backup. */
    hours: z
      .number()
      .int(POWER_TEXTS.hoursRange)
      .min(1, POWER_TEXTS.hoursRange)
      .max(BACKUP_HOURS_MAX, POWER_TEXTS.hoursRange)
      .nullable(),
    keepsWifi: z.boolean(),
    keepsDesk: z.boolean(),
  })
  .refine((b) => b.kind === 'none' || b.hours !== null, {
    message: POWER_TEXTS.hoursRequired,
    path: ['hours'],
  });
export type BackupPower = z.infer<typeof backupPowerSchema>;

export const NO_BACKUP_POWER: BackupPower = { kind: 'none', hours: null, keepsWifi: false, keepsDesk: false };

/** What is stored: without a backup, no hours and nothing kept running. */
export function normalizeBackupPower(power: BackupPower): BackupPower {
  return power.kind === 'none' ? NO_BACKUP_POWER : power;
}

/** 'Inverter with batteries · lasts 8 h · keeps the Wi-Fi and the desk running', or 'No backup power'. */
export function backupPowerText(power: BackupPower): string {
  if (power.kind === 'none') return 'No backup power';
  const kept = [power.keepsWifi && 'the Wi-Fi', power.keepsDesk && 'the desk'].filter(Boolean).join(' and ');
  const parts = [BACKUP_POWER_LABELS[power.kind], `lasts ${power.hours ?? 0} h`];
  parts.push(kept ? `keeps ${kept} running` : 'keeps neither the Wi-Fi nor the desk running');
  return parts.join(' · ');
}
