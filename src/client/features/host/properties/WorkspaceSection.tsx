import { NumberInput, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { WORK_AMENITY_OPTIONS } from '../../../../shared/host';
import { AmenityChecks } from './AmenityChecks';
import type { PropertyFormApi } from './formApi';
import { FormSection } from './FormSection';
import { BackupPowerFields } from './BackupPowerFields';

/** What the property page's workspace card shows. */
export function WorkspaceSection({ form }: { form: PropertyFormApi }) {
  return (
    <FormSection title="Workspace">
      <AmenityChecks
        label="Work amenities"
        options={WORK_AMENITY_OPTIONS}
        {...form.getInputProps('workAmenities')}
      />
      <NumberInput
        label="Internet speed (Mbps)"
        min={0}
        allowDecimal={false}
        allowNegative={false}
        maw={{ sm: 260 }}
        {...form.getInputProps('internetSpeed')}
      />
      <BackupPowerFields form={form} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Desk"
          placeholder="Standing desk, 140 cm"
          {...form.getInputProps('workspace.desk')}
        />
        <TextInput label="Monitor" placeholder='27" 4K, USB-C' {...form.getInputProps('workspace.monitor')} />
        <TextInput
          label="Lighting"
          placeholder="Natural light, desk lamp"
          {...form.getInputProps('workspace.lighting')}
        />
        <TextInput label="Noise" placeholder="Quiet street side" {...form.getInputProps('workspace.noise')} />
      </SimpleGrid>
      <Textarea label="Workspace extras" autosize minRows={2} {...form.getInputProps('workspace.extras')} />
    </FormSection>
  );
}
