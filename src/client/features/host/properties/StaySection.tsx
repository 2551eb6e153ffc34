import { NumberInput, SimpleGrid, Switch } from '@mantine/core';
import { STAY_AMENITY_OPTIONS } from '../../../../shared/host';
import { AmenityChecks } from './AmenityChecks';
import type { PropertyFormApi } from './formApi';
import { FormSection } from './FormSection';

/** Only for Work & Stay listings. */
export function StaySection({ form }: { form: PropertyFormApi }) {
  const count = { min: 0, max: 50, allowDecimal: false, allowNegative: false };
  return (
    <FormSection title="Stay">
      <AmenityChecks
        label="Stay amenities"
        options={STAY_AMENITY_OPTIONS}
        {...form.getInputProps('stayAmenities')}
      />
      <SimpleGrid cols={3} spacing="md">
        <NumberInput label="Bedrooms" {...count} {...form.getInputProps('bedrooms')} />
        <NumberInput label="Beds" {...count} {...form.getInputProps('beds')} />
        <NumberInput label="Bathrooms" {...count} {...form.getInputProps('bathrooms')} />
      </SimpleGrid>
      <Switch label="Kitchen guests can use" {...form.getInputProps('kitchen', { type: 'checkbox' })} />
    </FormSection>
  );
}
