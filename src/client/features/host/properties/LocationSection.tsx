import { Autocomplete, Select, SimpleGrid, TextInput } from '@mantine/core';
import { citiesByCountry, countries, type Country } from '../../../../shared/cities';
import type { PropertyFormApi } from './formApi';
import { FormSection } from './FormSection';

const isCountry = (value: string | null): value is Country =>
  value !== null && (countries as string[]).includes(value);

/** Address, then the country and a city: the sitemap's cities of that country are suggested, any name is allowed. */
export function LocationSection({ form }: { form: PropertyFormApi }) {
  const country = form.values.country;
  const countryProps = form.getInputProps('country');
  return (
    <FormSection title="Location">
      <TextInput
        label="Address"
        withAsterisk
        autoComplete="street-address"
        {...form.getInputProps('address')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <Select
          label="Country"
          withAsterisk
          data={countries}
          allowDeselect={false}
          {...countryProps}
          onChange={(value: string | null) => {
            if (isCountry(value)) form.setFieldValue('country', value);
          }}
        />
        <Autocomplete
          label="City"
          withAsterisk
          data={[...citiesByCountry[country]]}
          {...form.getInputProps('city')}
        />
      </SimpleGrid>
    </FormSection>
  );
}
