import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { SEARCH_TEXT_MAX } from '../../../../shared/search';
import { IconSearch } from '@tabler/icons-react';

const DEBOUNCE_MS = 300;

interface SearchBoxProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Free-text search written to the address 300 ms after the last keystroke. */
export function SearchBox({ value, onChange }: SearchBoxProps) {
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
      // Changed elsewhere (quick search, Reset): follow it and drop a pending write.
      write.cancel();
      written.current = fromAddress;
      setText(fromAddress);
    }
  }, [value, write]);

  return (
    <TextInput
      aria-label="Search properties"
      placeholder="Search by title, description or city"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={SEARCH_TEXT_MAX}
      onChange={(event) => {
        setText(event.currentTarget.value);
        write(event.currentTarget.value);
      }}
    />
  );
}
