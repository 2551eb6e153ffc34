import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The box's accessible name ('Search properties'). */
  label: string;
  placeholder: string;
  /** As the page's address and the server accept. */
  maxLength: number;
}

/** Free-text search written to the address 300 ms after the last keystroke, or at once on Enter. */
export function SearchBox({ value, onChange, label, placeholder, maxLength }: SearchBoxProps) {
  const [text, setText] = useState(value ?? '');
  // The last text this box wrote: the address echoing it back must not overwrite newer keystrokes.
  const written = useRef(value ?? '');
  const write = useDebouncedCallback((next: string) => {
    written.current = next.trim();
    onChange(next.trim() || undefined);
  }, DEBOUNCE_MS);

  useEffect(() => {
    const fromAddress = value ?? '';
    if (fromAddress !== written.current) {
      // Changed elsewhere (quick search, Reset, the back button): follow it and drop a pending write.
      write.cancel();
      written.current = fromAddress;
      setText(fromAddress);
    }
  }, [value, write]);

  return (
    <TextInput
      type="search"
      aria-label={label}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={maxLength}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') write.flush();
      }}
    />
  );
}
