export const CONTROL_CHARACTERS_MESSAGE = 'Text cannot contain control characters';

/**
 * Control characters other than tab and line breaks, and lone UTF-16 surrogates. Postgres refuses NUL in text
 * and cannot store a lone surrogate in UTF-8, so such input would fail in the database instead of being a 400;
 * the other controls have no business in anything a person types. CR stays allowed: it is half of a CRLF line break.
 */
const UNSAFE = /(?![\t\n\r])[\p{Cc}\p{Cs}]/u;

export function hasUnsafeCharacters(value: string): boolean {
  return UNSAFE.test(value);
}
