import type { Context } from 'hono';
import { createRoute, z } from '@hono/zod-openapi';
import {
  transactionInputSchema,
  transactionSchema,
  transactionStatusSchema,
  transactionUpdateSchema,
  type Transaction,
} from '#shared/finances/finance-schemas';
import { LAST_YEAR } from '#shared/dates';
import type { TransactionCursorPage, TransactionResponse } from '#shared/finances/finance-responses';
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
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  jsonBody,
  nextCursor,
  pageQuery,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';
import { v1DocumentLink } from '#server/documents/present-v1-document';

const THE_TRANSACTION = 'That transaction';
const tags = ['Transactions'];

/**
 * The paid date may not be after today, and today is the server clock's: the schema for the
 * document is built for the last day any date may be, so the route's own validator never refuses a
 * body the handler accepts, and the handler checks the body again with today's schema.
 */
const ANY_DAY = `${LAST_YEAR}-12-31`;
const PAID_DATE_RULE = 'A Paid transaction needs `paidDate`, which may not be after today.';

/** A paid date after this is in the future (read from the injected clock, so tests can move it). */
const today = (c: Context<AppEnv>) => latestToday(c.var.services.clock.now());

function present(row: TransactionRow): Transaction {
  const transaction = presentTransaction(row);
  return { ...transaction, receipt: v1DocumentLink(transaction.receipt) };
}

async function presentSaved(c: Context<AppEnv>, id: string): Promise<TransactionResponse> {
  const row = await getTransaction(c.var.services.database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_TRANSACTION);
  return { transaction: present(row) };
}

const transactionResponse = z.object({ transaction: transactionSchema }).meta({ id: 'TransactionResponse' });
const transactionPage = z
  .object({ transactions: z.array(transactionSchema), nextCursor })
  .meta({ id: 'TransactionPage' });

/** The renter's money (docs/product.md §9): the same domain functions as /api/finances/transactions. */
export const transactionV1Routes = v1Router()
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listTransactions',
      tags,
      summary: 'List transactions',
      description: 'Your transactions by due date, newest first, one page at a time.',
      request: { query: pageQuery },
      responses: { 200: json(transactionPage, 'A page of transactions.'), ...errorResponses(400) },
    }),
    async (c) => {
      const { cursor, limit } = c.req.valid('query');
      const page = await listTransactionPage(c.var.services.database.db, c.var.user.id, {
        cursor: decodeCursor(cursor),
        limit,
      });
      return c.json(
        {
          transactions: page.items.map(present),
          nextCursor: page.nextCursor,
        } satisfies TransactionCursorPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'createTransaction',
      tags,
      summary: 'Create a transaction',
      description: `Records a payment made or owed. ${PAID_DATE_RULE} Send an Idempotency-Key to retry safely.`,
      request: { headers: idempotencyHeader, body: jsonBody(transactionInputSchema(ANY_DAY)) },
      responses: {
        201: json(transactionResponse, 'The new transaction.'),
        ...errorResponses(400, 404, 409, 415, 422),
      },
    }),
    async (c) => {
      const input = validate(transactionInputSchema(today(c)), await readJson(c));
      await authorizeReferences(c, input);
      const { id } = await createTransaction(c.var.services.database.db, c.var.user.id, input);
      return c.json((await presentSaved(c, id)) satisfies TransactionResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getTransaction',
      tags,
      summary: 'Get a transaction',
      description: 'One transaction, with its property and receipt.',
      request: { params: idPath },
      responses: { 200: json(transactionResponse, 'The transaction.'), ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_TRANSACTION);
      return c.json((await presentSaved(c, id)) satisfies TransactionResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}',
      operationId: 'updateTransaction',
      tags,
      summary: 'Update a transaction',
      description: `Replaces every field of a transaction. ${PAID_DATE_RULE} Send the \`version\` you read: if it changed since, the answer is 409 STALE_UPDATE with the current transaction in \`error.details.current\`.`,
      request: { params: idPath, body: jsonBody(transactionUpdateSchema(ANY_DAY)) },
      responses: {
        200: json(transactionResponse, 'The updated transaction.'),
        ...errorResponses(400, 404, 409, 415),
      },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_TRANSACTION);
      const input = validate(transactionUpdateSchema(today(c)), await readJson(c));
      await authorizeReferences(c, input);
      const saved = await updateTransaction(c.var.services.database.db, c.var.user.id, id, input);
      const current = await presentSaved(c, id);
      if (!saved) throw staleUpdate(current.transaction);
      return c.json(current satisfies TransactionResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'patch',
      path: '/{id}/status',
      operationId: 'updateTransactionStatus',
      tags,
      summary: "Change a transaction's status",
      description: `Sets the status (and the paid date) alone, whatever the version: the last change wins, and the version is bumped so an update made from an older read is refused. ${PAID_DATE_RULE}`,
      request: { params: idPath, body: jsonBody(transactionStatusSchema(ANY_DAY)) },
      responses: {
        200: json(transactionResponse, 'The transaction with its new status.'),
        ...errorResponses(400, 404, 415),
      },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_TRANSACTION);
      const change = validate(transactionStatusSchema(today(c)), await readJson(c));
      if (!(await setTransactionStatus(c.var.services.database.db, c.var.user.id, id, change)))
        throw notFound(THE_TRANSACTION);
      return c.json((await presentSaved(c, id)) satisfies TransactionResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deleteTransaction',
      tags,
      summary: 'Delete a transaction',
      description: 'Deletes a transaction. Its receipt document stays. It cannot be undone.',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404) },
    }),
    async (c) => {
      const id = idParam(c.req.valid('param').id, THE_TRANSACTION);
      if (!(await deleteTransaction(c.var.services.database.db, c.var.user.id, id)))
        throw notFound(THE_TRANSACTION);
      return c.body(null, 204);
    },
  );
