import { sql, type SQL } from 'drizzle-orm';

/** A user's term in a LIKE pattern: `%`, `_` and `\` they typed match themselves, not any text. */
export function likeEscape(term: string): string {
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `'%' || kazistay_fold(term) || '%'`: contains the term, ignoring case and accents. */
export function foldedContains(term: string): SQL {
  return sql`'%' || kazistay_fold(${likeEscape(term)}) || '%'`;
}
