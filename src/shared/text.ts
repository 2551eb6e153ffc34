import { z } from 'zod';
import { CONTROL_CHARACTERS_MESSAGE, hasUnsafeCharacters } from './unsafe-text';

// The rule itself is zod-free (unsafe-text.ts), so code in the first download can use it.
export { CONTROL_CHARACTERS_MESSAGE, hasUnsafeCharacters };

/** The string schema every free-text input field is built on. */
export function text() {
  return z.string().refine((s) => !hasUnsafeCharacters(s), CONTROL_CHARACTERS_MESSAGE);
}
