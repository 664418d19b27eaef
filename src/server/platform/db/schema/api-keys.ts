import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ApiKeyScope } from '#shared/api-keys/api-key-schemas';
import type { TeamRole } from '#shared/companies/company-schemas';
import { users } from './auth';
import { companies } from './companies';

/**
 * A key for the public API (docs/product.md §33, decision 041). Only the SHA-256 of the secret is
 * kept: the secret is shown once, when it is made. A personal key acts as its person; a company
 * key (company_id set) acts for the company with the role it was given, whoever made it.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Who made it: the owner of a personal key, the Admin who made a company key. */
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').references(() => companies.id, { onDelete: 'cascade' }),
    /** A company key's role; null for a personal key. */
    role: text('role').$type<TeamRole>(),
    name: text('name').notNull(),
    /** The secret's first characters, shown in lists so a person can tell their keys apart. */
    start: text('start').notNull(),
    /** SHA-256 of the whole secret, hex: the secret has 256 random bits, so no slow hash is needed. */
    keyHash: text('key_hash').notNull(),
    scopes: text('scopes').array().$type<ApiKeyScope[]>().notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('api_keys_hash_idx').on(table.keyHash),
    index('api_keys_user_idx').on(table.userId, table.createdAt),
    index('api_keys_company_idx').on(table.companyId, table.createdAt),
    check(
      'api_keys_owner_check',
      sql`(${table.companyId} is null and ${table.role} is null) or (${table.companyId} is not null and ${table.role} in ('Admin', 'Member'))`,
    ),
  ],
);
