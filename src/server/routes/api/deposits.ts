import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import {
  deductionInputSchema,
  deductionUpdateSchema,
  depositInputSchema,
  depositUpdateSchema,
  disputeShareSchema,
  evidenceInputSchema,
} from '#shared/deposits/deposit-schemas';
import type {
  DeductionResponse,
  DepositList,
  DepositResponse,
  DisputeShare,
  EvidenceOptionsResponse,
  OfferedDeductionList,
} from '#shared/deposits/deposit-responses';
import { attachEvidence, detachEvidence } from '#server/deposits/attach-evidence';
import { createDeduction, deleteDeduction, updateDeduction } from '#server/deposits/save-deduction';
import { createDeposit, deleteDeposit, updateDeposit } from '#server/deposits/save-deposit';
import { getDeposit } from '#server/deposits/get-deposit';
import { listDeposits } from '#server/deposits/list-deposits';
import { listEvidenceOptions } from '#server/deposits/list-evidence-options';
import { listOfferedDeductions, pickOfferedDeduction } from '#server/deposits/offered-deductions';
import { presentDeduction, presentDeposit, presentDepositSummary } from '#server/deposits/present-deposit';
import { renderDisputeLetter } from '#server/deposits/render-dispute-letter';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { staleUpdate } from '#server/http/stale-update';
import { calendarDay } from '#server/platform/lib/clock';
import { shareDispute } from '#server/verification/share-dispute';

const THE_DEPOSIT = 'That deposit';
const THE_DEDUCTION = 'That deduction';

const listQuerySchema = z.object({ propertyId: z.uuid('Unknown property.').optional() });

/** The deposit as it is now, presented with today's countdown; a 404 when it is not the user's. */
async function presentCurrent(c: Context<AppEnv>, id: string) {
  const { database, clock, config } = c.var.services;
  const record = await getDeposit(database.db, c.var.user.id, id);
  if (!record) throw notFound(THE_DEPOSIT);
  return presentDeposit(record, calendarDay(clock.now()), config.tsaUrls.length > 0);
}

// The deposit dispute (docs/product.md §32). Every record is the signed-in renter's: another
// renter's deposit, deduction or evidence is the 404 an unknown id gets.
export const depositRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(listQuerySchema, c.req.query());
    await authorizeReferences(c, query);
    const rows = await listDeposits(c.var.services.database.db, c.var.user.id, query);
    const today = calendarDay(c.var.services.clock.now());
    return c.json({ deposits: rows.map((row) => presentDepositSummary(row, today)) } satisfies DepositList);
  })
  .post('/', async (c) => {
    const input = validate(depositInputSchema, await readJson(c));
    await authorizeReferences(c, input);
    const today = calendarDay(c.var.services.clock.now());
    const created = await createDeposit(c.var.services.database.db, c.var.user.id, input, today);
    if (!created)
      throw new AppError(409, 'CONFLICT', 'This home already has its deposit. Open it to change it.');
    return c.json({ deposit: await presentCurrent(c, created.id) } satisfies DepositResponse, 201);
  })
  .get('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    return c.json({ deposit: await presentCurrent(c, id) } satisfies DepositResponse);
  })
  .put('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const input = validate(depositUpdateSchema, await readJson(c));
    await authorizeReferences(c, input);
    const today = calendarDay(c.var.services.clock.now());
    const saved = await updateDeposit(c.var.services.database.db, c.var.user.id, id, input, today);
    const current = await presentCurrent(c, id);
    if (!saved) throw staleUpdate(current);
    return c.json({ deposit: current } satisfies DepositResponse);
  })
  .delete('/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    if (!(await deleteDeposit(c.var.services.database.db, c.var.user.id, id))) throw notFound(THE_DEPOSIT);
    return c.body(null, 204);
  })
  .post('/:id/deductions', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const input = validate(deductionInputSchema, await readJson(c));
    const created = await createDeduction(c.var.services.database.db, c.var.user.id, id, input);
    if (!created) throw notFound(THE_DEPOSIT);
    const deposit = await presentCurrent(c, id);
    return c.json({ deduction: presentDeduction(deposit, created.id) } satisfies DeductionResponse, 201);
  })
  .put('/:id/deductions/:deductionId', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const deductionId = idParam(c.req.param('deductionId'), THE_DEDUCTION);
    const input = validate(deductionUpdateSchema, await readJson(c));
    const saved = await updateDeduction(c.var.services.database.db, c.var.user.id, id, deductionId, input);
    const current = presentDeduction(await presentCurrent(c, id), deductionId);
    if (!saved) throw staleUpdate(current);
    return c.json({ deduction: current } satisfies DeductionResponse);
  })
  .delete('/:id/deductions/:deductionId', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const deductionId = idParam(c.req.param('deductionId'), THE_DEDUCTION);
    if (!(await deleteDeduction(c.var.services.database.db, c.var.user.id, id, deductionId)))
      throw notFound(THE_DEDUCTION);
    return c.body(null, 204);
  })
  // The items a landlord who uses Rentproof listed for this home (docs/product.md §32).
  .get('/:id/offered-deductions', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const deductions = await listOfferedDeductions(c.var.services.database.db, c.var.user.id, id);
    if (!deductions) throw notFound(THE_DEPOSIT);
    return c.json({ deductions } satisfies OfferedDeductionList);
  })
  .post('/:id/offered-deductions/:landlordDeductionId/pick', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const offeredId = idParam(c.req.param('landlordDeductionId'), THE_DEDUCTION);
    const picked = await pickOfferedDeduction(c.var.services.database.db, c.var.user.id, id, offeredId);
    if (picked === null) throw notFound(THE_DEDUCTION);
    if (picked === 'picked') throw new AppError(409, 'CONFLICT', 'You already added this deduction.');
    const deduction = presentDeduction(await presentCurrent(c, id), picked.id);
    return c.json({ deduction } satisfies DeductionResponse, 201);
  })
  .get('/:id/evidence-options', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const { database, config } = c.var.services;
    const options = await listEvidenceOptions(database.db, c.var.user.id, id, config.tsaUrls.length > 0);
    if (!options) throw notFound(THE_DEPOSIT);
    return c.json({ options } satisfies EvidenceOptionsResponse);
  })
  .post('/:id/deductions/:deductionId/evidence', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const deductionId = idParam(c.req.param('deductionId'), THE_DEDUCTION);
    const input = validate(evidenceInputSchema, await readJson(c));
    await attachEvidence(c.var.services.database.db, c.var.user.id, { depositId: id, deductionId }, input);
    const deduction = presentDeduction(await presentCurrent(c, id), deductionId);
    return c.json({ deduction } satisfies DeductionResponse, 201);
  })
  .delete('/:id/deductions/:deductionId/evidence/:evidenceId', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const deductionId = idParam(c.req.param('deductionId'), THE_DEDUCTION);
    const evidenceId = idParam(c.req.param('evidenceId'), 'That evidence');
    const ids = { depositId: id, deductionId, evidenceId };
    if (!(await detachEvidence(c.var.services.database.db, c.var.user.id, ids)))
      throw notFound('That evidence');
    return c.body(null, 204);
  })
  .get('/:id/letter', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const deposit = await presentCurrent(c, id);
    const pdf = await renderDisputeLetter(c.var.services, deposit);
    return c.body(new Uint8Array(pdf), 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="deposit-dispute-${deposit.moveOutDate}.pdf"`,
      'Cache-Control': 'no-store',
    });
  })
  .post('/:id/share', async (c) => {
    const id = idParam(c.req.param('id'), THE_DEPOSIT);
    const { recipientEmail } = validate(disputeShareSchema, await readJson(c));
    const deposit = await presentCurrent(c, id);
    const share = await shareDispute(c.var.services, c.var.user, deposit, recipientEmail);
    return c.json(share satisfies DisputeShare, 201);
  });
