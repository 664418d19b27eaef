import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { documents } from './documents';
import { properties } from './properties';

export const financialTransactions = pgTable(
  'financial_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    propertyId: uuid('property_id').references(() => properties.id, { onDelete: 'set null' }),
    transactionType: text('transaction_type', {
      enum: ['Rent', 'Utilities', 'Security Deposit', 'Security Deposit Return', 'Other'],
    }).notNull(),
    description: text('description').notNull().default(''),
    /** Exact money: summed by the database without floating-point drift. */
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    dueDate: date('due_date').notNull(),
    status: text('status', { enum: ['Paid', 'Due', 'Overdue'] }).notNull(),
    paidDate: date('paid_date'),
    receiptDocumentId: uuid('receipt_document_id').references(() => documents.id, { onDelete: 'set null' }),
    /** Bumped by every update; an update names the version it was read at (decision 013). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('financial_transactions_user_due_idx').on(table.userId, table.dueDate, table.createdAt),
    // A report of the last days reads the transactions of those days (finance-figures-sql.ts, transactionDay).
    index('financial_transactions_user_day_idx').on(
      table.userId,
      sql`coalesce(${table.paidDate}, ${table.dueDate})`,
    ),
    check(
      'financial_transactions_type_check',
      sql`${table.transactionType} in ('Rent', 'Utilities', 'Security Deposit', 'Security Deposit Return', 'Other')`,
    ),
    check('financial_transactions_status_check', sql`${table.status} in ('Paid', 'Due', 'Overdue')`),
    check('financial_transactions_amount_check', sql`${table.amount} > 0`),
    check(
      'financial_transactions_paid_check',
      sql`(${table.status} = 'Paid') = (${table.paidDate} is not null)`,
    ),
  ],
);
