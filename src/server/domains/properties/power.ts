import {
  backupPowerKinds,
  normalizeBackupPower,
  type BackupPower,
  type BackupPowerKind,
} from '../../../shared/power';

/** The columns of a listing's declared backup power. */
interface PowerColumns {
  backupPower: BackupPowerKind;
  backupHours: number | null;
  backupKeepsWifi: boolean;
  backupKeepsDesk: boolean;
}

export function backupPowerOf(row: PowerColumns): BackupPower {
  const kind = backupPowerKinds.includes(row.backupPower) ? row.backupPower : 'none';
  return normalizeBackupPower({
    kind,
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
