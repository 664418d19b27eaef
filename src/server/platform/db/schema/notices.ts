import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { companies } from './companies';
import { tenancies } from './tenancies';

// Notices: documents a company sends to a linked tenant's Document Hub (docs/product.md §19).

/**
 * One file a company member sent through one link. The file is checked and stored as a tenant's
 * own document is; the sender's name is kept as written at the time, so the tenant can still read
 * who sent it after that member leaves. Gone with the link's tenant or the company.
 */
export const companyNotices = pgTable(
  'company_notices',
  {
    id: uuid('id').primaryKey(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tenancyId: uuid('tenancy_id')
      .notNull()
      .references(() => tenancies.id, { onDelete: 'cascade' }),
    /** As uploaded, cleaned: it is only ever shown, never used as a path. */
    fileName: text('file_name').notNull(),
    fileType: text('file_type').notNull(),
    fileSize: integer('file_size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    sentBy: text('sent_by').references(() => users.id, { onDelete: 'set null' }),
    senderName: text('sender_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('company_notices_company_idx').on(table.companyId, table.createdAt, table.id),
    index('company_notices_tenancy_idx').on(table.tenancyId, table.createdAt, table.id),
  ],
);
