import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** One code per person, made the first time they open Refer & Earn: their name, then a random part. */
export const referralCodes = pgTable('referral_codes', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  code: text('code').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who brought whom: at most one referrer per person, counted once the new account is confirmed. */
export const referrals = pgTable(
  'referrals',
  {
    referredUserId: text('referred_user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    referrerUserId: text('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('referrals_referrer_idx').on(table.referrerUserId)],
);
