import { eq, sql } from 'drizzle-orm';
import { users } from '../../db/schema';

/** The account with this email, in any case. */
export const byEmail = (email: string) => eq(sql`lower(${users.email})`, email.toLowerCase());
