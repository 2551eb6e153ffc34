import { Checkbox, Group, NumberInput, Select, SimpleGrid, Stack } from '@mantine/core';
import { BACKUP_HOURS_MAX, BACKUP_POWER_LABELS, backupPowerKinds } from '../../../../shared/power';
import type { PropertyFormApi } from './formApi';

const kindOptions = backupPowerKinds.map((value) => ({ value, label: BACKUP_POWER_LABELS[value] }));

/** Backup power: its kind, the hours it lasts and what it keeps running (hidden details without one). */
export function BackupPowerFields({ form }: { form: PropertyFormApi }) {
  const hasBackup = form.values.backupPower.kind !== 'none';
  return (
    <Stack gap="xs">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Backup power"
          data={kindOptions}
          allowDeselect={false}
          {...form.getInputProps('backupPower.kind')}
        />
        {hasBackup && (
          <NumberInput
            label="Hours it lasts"
            min={1}
            max={BACKUP_HOURS_MAX}
            allowDecimal={false}
            allowNegative={false}
            withAsterisk
            {...form.getInputProps('backupPower.hours')}
          />
        )}
      </SimpleGrid>
      {hasBackup && (
        <Group gap="lg">
          <Checkbox
            label="Keeps the Wi-Fi running"
            {...form.getInputProps('backupPower.keepsWifi', { type: 'checkbox' })}
          />
          <Checkbox
            label="Keeps the desk running (power sockets, lights)"
            {...form.getInputProps('backupPower.keepsDesk', { type: 'checkbox' })}
          />
        </Group>
      )}
    </Stack>
  );
}
