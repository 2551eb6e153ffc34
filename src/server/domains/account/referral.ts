import { randomInt } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { ACCOUNT_TEXTS, REFERRAL_ALPHABET, referralCodeSchema } from '../../../shared/account';
import type { Db } from '../../db/client';
import { referralCodes, referrals } from '../../db/schema';
import type { Tx } from '../../realtime/events';

/** Ten symbols from a 31-letter alphabet (about 50 bits): readable aloud, not guessable. */
export function newReferralCode(): string {
  const pick = () => REFERRAL_ALPHABET[randomInt(REFERRAL_ALPHABET.length)];
  const group = () => Array.from({ length: 5 }, pick).join('');
  return `${group()}-${group()}`;
}

/**
 * The user's code, made on first visit. Two tabs visiting at once both get the one code that won (the
 * primary key on user_id decides); a code another user already has (unique index) is retried with a new one.
 */
export async function referralCodeFor(db: Db, userId: string, generate = newReferralCode): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const [existing] = await db
      .select({ code: referralCodes.code })
      .from(referralCodes)
      .where(eq(referralCodes.userId, userId));
    if (existing) return existing.code;
    const [created] = await db
      .insert(referralCodes)
      .values({ userId, code: generate() })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (created) return created.code;
  }
  // Not the user's doing: an internal failure (logged; the client sees the generic message).
  throw new Error(ACCOUNT_TEXTS.referralError);
}

export async function referralSummary(db: Db, userId: string) {
  const code = await referralCodeFor(db, userId);
  const [joined] = await db.select({ n: count() }).from(referrals).where(eq(referrals.referrerId, userId));
  return { code, friendsJoined: joined?.n ?? 0 };
}

/** At sign-up: records who referred the new account. An unknown or malformed code is simply ignored. */
export async function recordReferral(tx: Tx, referredId: string, rawCode: string | undefined): Promise<void> {
  const parsed = referralCodeSchema.safeParse(rawCode ?? '');
  if (!parsed.success) return;
  const [owner] = await tx
    .select({ userId: referralCodes.userId })
    .from(referralCodes)
    .where(eq(referralCodes.code, parsed.data));
  if (!owner || owner.userId === referredId) return;
  await tx.insert(referrals).values({ referredId, referrerId: owner.userId }).onConflictDoNothing();
}
