import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { referralCodes } from '#server/platform/db/schema/referrals';

const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';
const SUFFIX_LENGTH = 6;
const SLUG_MAX = 40;
/** A clash of 30 random bits is rare; several in a row mean something else is wrong. */
const ATTEMPTS = 5;

/** Six base32 characters from the system's random source (256 is a multiple of 32: no bias). */
export function randomReferralSuffix(): string {
  return Array.from(randomBytes(SUFFIX_LENGTH), (byte) => BASE32[byte % 32]).join('');
}

/** "José O'Brien" → "jose-o-brien": ASCII letters, digits and hyphens of the name; 'user' when none. */
export function referralSlug(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
  return slug || 'user';
}

export const referralUrl = (appUrl: string, code: string) => `${appUrl}/signup?ref=${code}`;

async function findCode(db: Db, userId: string) {
  const [row] = await db
    .select({ code: referralCodes.code })
    .from(referralCodes)
    .where(eq(referralCodes.userId, userId));
  return row?.code ?? null;
}

/**
 * The person's referral code, made the first time it is asked for: their name's slug and a random
 * suffix. A code someone else already holds (two people named alike) is drawn again; a code made
 * at the same moment by another request of the same person is the one kept.
 */
export async function getOrCreateReferralCode(
  db: Db,
  user: { id: string; name: string },
  suffix: () => string = randomReferralSuffix,
): Promise<string> {
  const slug = referralSlug(user.name);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const existing = await findCode(db, user.id);
    if (existing) return existing;
    const [created] = await db
      .insert(referralCodes)
      .values({ userId: user.id, code: `${slug}-${suffix()}` })
      .onConflictDoNothing()
      .returning({ code: referralCodes.code });
    if (created) return created.code;
  }
  throw new Error('Could not make a unique referral code');
}
