import { Group, Radio, SimpleGrid, Textarea, TextInput } from '@mantine/core';
import { propertyTypeLabels, propertyTypes } from '../../../../shared/property';
import { MoneyInput } from '../../../ui/MoneyInput';
import type { PropertyFormApi } from './formApi';
import { FormSection } from './FormSection';

/** Title, description, type and rates; the nightly rate only for Work & Stay. */
export function BasicsSection({ form }: { form: PropertyFormApi }) {
  const stay = form.values.propertyType === 'work_and_stay';
  return (
    <FormSection title="Basics">
      <TextInput label="Title" withAsterisk {...form.getInputProps('title')} />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={4}
        maxRows={12}
        {...form.getInputProps('description')}
      />
      <Radio.Group label="Property type" withAsterisk {...form.getInputProps('propertyType')}>
        <Group gap="lg" mt="xs">
          {propertyTypes.map((type) => (
            <Radio key={type} value={type} label={propertyTypeLabels[type]} />
          ))}
        </Group>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <MoneyInput
          label="Hourly rate (USD)"
          withAsterisk
          min={0}
          allowNegative={false}
          {...form.getInputProps('hourlyRateCents')}
        />
        {stay && (
          <MoneyInput
            label="Nightly rate (USD)"
            withAsterisk
            min={0}
            allowNegative={false}
            {...form.getInputProps('nightlyRateCents')}
          />
        )}
      </SimpleGrid>
    </FormSection>
  );
}
