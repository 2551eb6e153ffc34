import { Checkbox, SimpleGrid } from '@mantine/core';

interface AmenityChecksProps {
  label: string;
  options: readonly { value: string; label: string }[];
  value?: string[];
  onChange?: (value: string[]) => void;
  error?: string;
}

/** One checkbox per amenity, two or three to a row. */
export function AmenityChecks({ label, options, value, onChange, error }: AmenityChecksProps) {
  return (
    <Checkbox.Group label={label} value={value} onChange={onChange} error={error}>
      <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm" verticalSpacing="sm" mt="xs">
        {options.map((option) => (
          <Checkbox key={option.value} value={option.value} label={option.label} />
        ))}
      </SimpleGrid>
    </Checkbox.Group>
  );
}
