import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { SERVICE_TEXTS } from '../../../../shared/services';

const DEBOUNCE_MS = 300;
/** As the search's address and the server accept. */
const SEARCH_MAX = 100;

interface ServiceSearchBoxProps {
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}

/** Free-text search written to the address 300 ms after the last keystroke, or at once on Enter. */
export function ServiceSearchBox({ value, onChange }: ServiceSearchBoxProps) {
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
      // Changed elsewhere (back button, a link): follow it and drop a pending write.
      write.cancel();
      written.current = fromAddress;
      setText(fromAddress);
    }
  }, [value, write]);

  return (
    <TextInput
      type="search"
      aria-label="Search services"
      placeholder={SERVICE_TEXTS.searchServices}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      maxLength={SEARCH_MAX}
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
