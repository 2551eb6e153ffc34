import { TextInput } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';

interface WhereInputProps {
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

/** The hero's "Where" field; its text becomes the marketplace's `location`. */
export function WhereInput({ placeholder, value, onChange }: WhereInputProps) {
  return (
    <TextInput
      label="Where"
      placeholder={placeholder}
      size="md"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<IconMapPin size={18} aria-hidden />}
      maxLength={120}
      autoComplete="off"
    />
  );
}
