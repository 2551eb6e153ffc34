import { CloseButton, Loader, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

interface PropertiesSearchProps {
  value: string;
  onChange: (value: string) => void;
  /** A search is under way on the server. */
  loading: boolean;
}

/** Title, city or country; the server matches case-insensitively. */
export function PropertiesSearch({ value, onChange, loading }: PropertiesSearchProps) {
  return (
    <TextInput
      type="search"
      aria-label="Search properties"
      placeholder="Search by title, city or country"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconSearch size={16} aria-hidden />}
      rightSection={
        loading ? (
          <Loader size={14} />
        ) : value !== '' ? (
          <CloseButton aria-label="Clear search" onClick={() => onChange('')} />
        ) : null
      }
      maw={480}
    />
  );
}
