import { z } from 'zod';
import { LAST_YEAR } from '#shared/dates';
import {
  transactionInputSchema,
  transactionSchema,
  transactionStatusSchema,
  transactionUpdateSchema,
  type Transaction,
} from '#shared/finances/finance-schemas';
import { v1DocumentLink } from '#server/documents/present-v1-document';
import { getTransaction } from '#server/finances/get-transaction';
import { listTransactionPage } from '#server/finances/list-transaction-page';
import { presentTransaction } from '#server/finances/present-transaction';
import {
  createTransaction,
  deleteTransaction,
  latestToday,
  setTransactionStatus,
  updateTransaction,
} from '#server/finances/save-transaction';
import type { TransactionRow } from '#server/finances/transaction-query';
import { notFound, readJson, validate } from '#server/http/errors';
import { idPath } from '#server/http/openapi-parts';
import { listOperation, type OperationContext, pageOnV1, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';

const THE_TRANSACTION = 'That transaction';
const tags = ['Transactions'];
/** The app reads and writes its transactions under `/api/finances/transactions`, another path. */
const surfaces = ['v1'] as const;

/**
 * The paid date may not be after today, and today is the server clock's: the schema for the
 * document is built for the last day any date may be, so the route's own validator never refuses a
 * body the operation accepts, and the operation checks the body again with today's schema.
 */
const ANY_DAY = `${LAST_YEAR}-12-31`;
const PAID_DATE_RULE = 'A Paid transaction needs `paidDate`, which may not be after today.';

/** A paid date after this is in the future (read from the injected clock, so tests can move it). */
const today = ({ services }: OperationContext) => latestToday(services.clock.now());

function present(row: TransactionRow): Transaction {
  const transaction = presentTransaction(row);
  return { ...transaction, receipt: v1DocumentLink(transaction.receipt) };
}

async function presentSaved({ services, user }: OperationContext, id: string) {
  const row = await getTransaction(services.database.db, user.id, id);
  if (!row) throw notFound(THE_TRANSACTION);
  return { transaction: present(row) };
}

const transactionResponse = z.object({ transaction: transactionSchema }).meta({ id: 'TransactionResponse' });

/** The renter's money (docs/product.md §9), on `/api/v1/transactions`. */
export const TRANSACTION_OPERATIONS = [
  listOperation({
    id: 'listTransactions',
    method: 'get',
    path: '/transactions',
    tags,
    summary: 'List transactions',
    description: 'Your transactions by due date, newest first, one page at a time.',
    surfaces,
    permission: 'read',
    errors: [400],
    answer: {
      key: 'transactions',
      item: transactionSchema,
      pageId: 'TransactionPage',
      description: 'A page of transactions.',
    },
    run: async ({ services, user }, _input, page) => {
      // Served on /api/v1 alone, which always asks for a page; the first one otherwise.
      const { cursor, limit } = pageOnV1(page);
      const { items, nextCursor } = await listTransactionPage(services.database.db, user.id, {
        cursor: decodeCursor(cursor),
        limit,
      });
      return { items: items.map(present), nextCursor };
    },
  }),
  recordOperation({
    id: 'createTransaction',
    method: 'post',
    path: '/transactions',
    tags,
    summary: 'Create a transaction',
    description: `Records a payment made or owed. ${PAID_DATE_RULE} Send an Idempotency-Key to retry safely.`,
    surfaces,
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 415, 422],
    body: transactionInputSchema(ANY_DAY),
    answer: { status: 201, schema: transactionResponse, description: 'The new transaction.' },
    run: async (context) => {
      const input = validate(transactionInputSchema(today(context)), await readJson(context.http));
      await authorizeReferences(context.http, input);
      const { id } = await createTransaction(context.services.database.db, context.user.id, input);
      return presentSaved(context, id);
    },
  }),
  recordOperation({
    id: 'getTransaction',
    method: 'get',
    path: '/transactions/{id}',
    records: { id: 'transaction' },
    tags,
    summary: 'Get a transaction',
    description: 'One transaction, with its property and receipt.',
    surfaces,
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: transactionResponse, description: 'The transaction.' },
    run: async (context, { params }) => presentSaved(context, idParam(params.id, THE_TRANSACTION)),
  }),
  recordOperation({
    id: 'updateTransaction',
    method: 'patch',
    path: '/transactions/{id}',
    records: { id: 'transaction' },
    tags,
    summary: 'Update a transaction',
    description: `Replaces every field of a transaction. ${PAID_DATE_RULE} Send the \`version\` you read: if it changed since, the answer is 409 STALE_UPDATE with the current transaction in \`error.details.current\`.`,
    surfaces,
    permission: 'write',
    errors: [400, 404, 409, 415],
    params: idPath,
    body: transactionUpdateSchema(ANY_DAY),
    answer: { status: 200, schema: transactionResponse, description: 'The updated transaction.' },
    run: async (context, { params }) => {
      const id = idParam(params.id, THE_TRANSACTION);
      const input = validate(transactionUpdateSchema(today(context)), await readJson(context.http));
      await authorizeReferences(context.http, input);
      const saved = await updateTransaction(context.services.database.db, context.user.id, id, input);
      const current = await presentSaved(context, id);
      if (!saved) throw staleUpdate(current.transaction);
      return current;
    },
  }),
  recordOperation({
    id: 'updateTransactionStatus',
    method: 'patch',
    path: '/transactions/{id}/status',
    records: { id: 'transaction' },
    tags,
    summary: "Change a transaction's status",
    description: `Sets the status (and the paid date) alone, whatever the version: the last change wins, and the version is bumped so an update made from an older read is refused. ${PAID_DATE_RULE}`,
    surfaces,
    permission: 'write',
    errors: [400, 404, 415],
    params: idPath,
    body: transactionStatusSchema(ANY_DAY),
    answer: {
      status: 200,
      schema: transactionResponse,
      description: 'The transaction with its new status.',
    },
    run: async (context, { params }) => {
      const id = idParam(params.id, THE_TRANSACTION);
      const change = validate(transactionStatusSchema(today(context)), await readJson(context.http));
      if (!(await setTransactionStatus(context.services.database.db, context.user.id, id, change)))
        throw notFound(THE_TRANSACTION);
      return presentSaved(context, id);
    },
  }),
  recordOperation({
    id: 'deleteTransaction',
    method: 'delete',
    path: '/transactions/{id}',
    records: { id: 'transaction' },
    tags,
    summary: 'Delete a transaction',
    description: 'Deletes a transaction. Its receipt document stays. It cannot be undone.',
    surfaces,
    permission: 'write',
    errors: [404],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const id = idParam(params.id, THE_TRANSACTION);
      if (!(await deleteTransaction(services.database.db, user.id, id))) throw notFound(THE_TRANSACTION);
      return undefined;
    },
  }),
];
