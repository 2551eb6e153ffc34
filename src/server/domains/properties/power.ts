import { normalizeBackupPower, type BackupPower, type BackupPowerKind } from '../../../shared/power';

/** The columns of a listing's declared backup power. */
interface PowerColumns {
  backupPower: BackupPowerKind;
  backupHours: number | null;
  backupKeepsWifi: boolean;
  backupKeepsDesk: boolean;
}

export function backupPowerOf(row: PowerColumns): BackupPower {
  return normalizeBackupPower({
    kind: row.backupPower,
    hours: row.backupHours,
    keepsWifi: row.backupKeepsWifi,
    keepsDesk: row.backupKeepsDesk,
  });
}

export function backupPowerColumns(power: BackupPower): PowerColumns {
  const stored = normalizeBackupPower(power);
  return {
    backupPower: stored.kind,
    backupHours: stored.hours,
    backupKeepsWifi: stored.keepsWifi,
    backupKeepsDesk: stored.keepsDesk,
  };
}
