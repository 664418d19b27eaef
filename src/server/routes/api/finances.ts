import type { Context } from 'hono';
import { Hono } from 'hono';
import {
  transactionInputSchema,
  transactionListQuerySchema,
  transactionStatusSchema,
  transactionUpdateSchema,
} from '#shared/finances/finance-schemas';
import { getFinanceSummary } from '#server/finances/get-finance-summary';
import { getTransaction } from '#server/finances/get-transaction';
import { listTransactions } from '#server/finances/list-transactions';
import { presentTransaction } from '#server/finances/present-transaction';
import {
  createTransaction,
  deleteTransaction,
  latestToday,
  setTransactionStatus,
  updateTransaction,
} from '#server/finances/save-transaction';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import type {
  FinanceSummaryResponse,
  TransactionPage,
  TransactionResponse,
} from '#shared/finances/finance-responses';

const THE_TRANSACTION = 'That transaction';

/** A paid date after this is in the future (read from the injected clock, so tests can move it). */
const today = (c: Context<AppEnv>) => latestToday(c.var.services.clock.now());

async function present(c: Context<AppEnv>, id: string) {
  const row = await getTransaction(c.var.services.database.db, c.var.user.id, id);
  if (!row) throw notFound(THE_TRANSACTION);
  return { transaction: presentTransaction(row) };
}

export const financeRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/summary', async (c) =>
    c.json({
      summary: await getFinanceSummary(c.var.services.database.db, c.var.user.id),
    } satisfies FinanceSummaryResponse),
  )
  .get('/transactions', async (c) => {
    const page = validate(transactionListQuerySchema, c.req.query());
    const { rows, total } = await listTransactions(c.var.services.database.db, c.var.user.id, page);
    return c.json({ transactions: rows.map(presentTransaction), total, ...page } satisfies TransactionPage);
  })
  .post('/transactions', async (c) => {
    const input = validate(transactionInputSchema(today(c)), await readJson(c));
    await authorizeReferences(c, input);
    const { id } = await createTransaction(c.var.services.database.db, c.var.user.id, input);
    return c.json((await present(c, id)) satisfies TransactionResponse, 201);
  })
  .get('/transactions/:id', async (c) =>
    c.json((await present(c, idParam(c.req.param('id'), THE_TRANSACTION))) satisfies TransactionResponse),
  )
  .put('/transactions/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_TRANSACTION);
    const input = validate(transactionUpdateSchema(today(c)), await readJson(c));
    await authorizeReferences(c, input);
    const saved = await updateTransaction(c.var.services.database.db, c.var.user.id, id, input);
    const current = await present(c, id);
    if (!saved) throw staleUpdate(current.transaction);
    return c.json(current satisfies TransactionResponse);
  })
  .patch('/transactions/:id/status', async (c) => {
    const id = idParam(c.req.param('id'), THE_TRANSACTION);
    const change = validate(transactionStatusSchema(today(c)), await readJson(c));
    if (!(await setTransactionStatus(c.var.services.database.db, c.var.user.id, id, change)))
      throw notFound(THE_TRANSACTION);
    return c.json((await present(c, id)) satisfies TransactionResponse);
  })
  .delete('/transactions/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_TRANSACTION);
    if (!(await deleteTransaction(c.var.services.database.db, c.var.user.id, id)))
      throw notFound(THE_TRANSACTION);
    return c.body(null, 204);
  });
