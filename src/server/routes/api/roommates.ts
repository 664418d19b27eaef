import type { Context } from 'hono';
import { Hono } from 'hono';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { enforceRateLimit } from '#server/http/rate-limited';
import { staleUpdate } from '#server/http/stale-update';
import { decodeCursor } from '#server/platform/lib/cursor';
import { acceptRoommateInvitation } from '#server/roommates/accept-roommate-invitation';
import { cancelRoommateInvitation } from '#server/roommates/cancel-roommate-invitation';
import { deleteChore } from '#server/roommates/delete-chore';
import { deleteExpense } from '#server/roommates/delete-expense';
import { deleteNote } from '#server/roommates/delete-note';
import { deleteSettlement } from '#server/roommates/delete-settlement';
import { presentExpenseById } from '#server/roommates/expense-records';
import { findRoommateMembership } from '#server/roommates/find-roommate-membership';
import { getRoommateSpace } from '#server/roommates/get-roommate-space';
import {
  inviteRoommate,
  inviteToSpace,
  ROOMMATE_INVITATION_LIMIT_MESSAGE,
  ROOMMATE_INVITATION_RULE,
} from '#server/roommates/invite-roommate';
import { leaveHousehold } from '#server/roommates/leave-household';
import { listActivity } from '#server/roommates/list-activity';
import { listHouseholds } from '#server/roommates/list-households';
import type { RoommateMailDeps } from '#server/roommates/notify-roommates';
import {
  presentChoreRow,
  presentInvitation,
  presentNoteRow,
  presentSettlementRow,
} from '#server/roommates/present-roommates';
import { previewRoommateInvitation } from '#server/roommates/preview-roommate-invitation';
import { recordSettlement } from '#server/roommates/record-settlement';
import { createChore, findChore, updateChore } from '#server/roommates/save-chore';
import { createExpense, updateExpense } from '#server/roommates/save-expense';
import { createNote, findNote, updateNote } from '#server/roommates/save-note';
import type {
  RoommateActivityPage,
  RoommateChoreResponse,
  RoommateExpenseResponse,
  RoommateHouseholdList,
  RoommateInvitationAccepted,
  RoommateInvitationPreview,
  RoommateInvitationResponse,
  RoommateNoteResponse,
  RoommateSettlementResponse,
  RoommateSpace,
} from '#shared/roommates/roommate-responses';
import {
  choreInputSchema,
  choreUpdateSchema,
  expenseInputSchema,
  expenseUpdateSchema,
  inviteRoommateSchema,
  inviteToSpaceSchema,
  noteInputSchema,
  noteUpdateSchema,
  ROOMMATE_MESSAGES,
  roommateActivityQuerySchema,
  settlementInputSchema,
} from '#shared/roommates/roommate-schemas';

const THE_SPACE = 'That roommate space';
const THE_PROPERTY = 'That property';
const THE_INVITATION = 'That invitation';
const THE_EXPENSE = 'That expense';
const THE_SETTLEMENT = 'That settle-up';
const THE_CHORE = 'That chore';
const THE_NOTE = 'That note';

const actorOf = (c: Context<AppEnv>) => ({ id: c.var.user.id, name: c.var.user.name || c.var.user.email });

function mailDeps(c: Context<AppEnv>): RoommateMailDeps {
  const { database, mailer, logger, config } = c.var.services;
  return { db: database.db, mailer, logger, appUrl: config.appUrl, authSecret: config.authSecret };
}

/**
 * The space the path names, if the signed-in person is in it now; 404 for anyone else, the very
 * answer a space that does not exist gets. Every space route starts here, before reading its body.
 */
async function spaceOf(c: Context<AppEnv>): Promise<string> {
  const householdId = idParam(c.req.param('householdId'), THE_SPACE);
  const membership = await findRoommateMembership(c.var.services.database.db, householdId, c.var.user.id);
  if (!membership) throw notFound(THE_SPACE);
  return membership.householdId;
}

const inviterOf = (c: Context<AppEnv>) => ({ ...actorOf(c), email: c.var.user.email });

function invitationDeps(c: Context<AppEnv>) {
  const { database, mailer, logger, config, clock } = c.var.services;
  return { db: database.db, mailer, logger, appUrl: config.appUrl, now: clock.now() };
}

const limitInvitations = (c: Context<AppEnv>) =>
  enforceRateLimit(
    c,
    `roommate-invitations:${c.var.user.id}`,
    ROOMMATE_INVITATION_RULE,
    ROOMMATE_INVITATION_LIMIT_MESSAGE,
  );

async function expenseAnswer(c: Context<AppEnv>, householdId: string, expenseId: string) {
  const expense = await presentExpenseById(c.var.services.database.db, householdId, expenseId);
  if (!expense) throw notFound(THE_EXPENSE);
  return expense;
}

/** /api/roommates: the Roommate Hub (docs/product.md §30). */
export const roommateRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const households = await listHouseholds(c.var.services.database.db, c.var.user.id);
    return c.json({ households } satisfies RoommateHouseholdList);
  })
  .post('/invitations', async (c) => {
    const input = validate(inviteRoommateSchema, await readJson(c));
    await limitInvitations(c);
    const invitation = await inviteRoommate(invitationDeps(c), inviterOf(c), input);
    if (!invitation) throw notFound(THE_PROPERTY);
    return c.json({ invitation: presentInvitation(invitation) } satisfies RoommateInvitationResponse, 201);
  })
  .post('/:householdId/invitations', async (c) => {
    const householdId = await spaceOf(c);
    const { email } = validate(inviteToSpaceSchema, await readJson(c));
    await limitInvitations(c);
    const invitation = await inviteToSpace(invitationDeps(c), inviterOf(c), householdId, email);
    if (!invitation) throw notFound(THE_SPACE);
    return c.json({ invitation: presentInvitation(invitation) } satisfies RoommateInvitationResponse, 201);
  })
  .delete('/invitations/:id', async (c) => {
    const id = idParam(c.req.param('id'), THE_INVITATION);
    const { database, clock } = c.var.services;
    if (!(await cancelRoommateInvitation(database.db, c.var.user.id, id, clock.now())))
      throw notFound(THE_INVITATION);
    return c.body(null, 204);
  })
  .get('/:householdId', async (c) => {
    const householdId = await spaceOf(c);
    const { database, clock } = c.var.services;
    const space = await getRoommateSpace(database.db, householdId, c.var.user.id, clock.now());
    if (!space) throw notFound(THE_SPACE);
    return c.json(space satisfies RoommateSpace);
  })
  .post('/:householdId/leave', async (c) => {
    const householdId = await spaceOf(c);
    if (!(await leaveHousehold(c.var.services.database.db, householdId, c.var.user.id)))
      throw notFound(THE_SPACE);
    return c.body(null, 204);
  })
  .get('/:householdId/activity', async (c) => {
    const householdId = await spaceOf(c);
    const query = validate(roommateActivityQuerySchema, c.req.query());
    const page = await listActivity(c.var.services.database.db, householdId, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    return c.json(page satisfies RoommateActivityPage);
  })
  .post('/:householdId/expenses', async (c) => {
    const householdId = await spaceOf(c);
    const input = validate(expenseInputSchema, await readJson(c));
    const id = await createExpense(mailDeps(c), householdId, actorOf(c), input);
    return c.json(
      { expense: await expenseAnswer(c, householdId, id) } satisfies RoommateExpenseResponse,
      201,
    );
  })
  .patch('/:householdId/expenses/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_EXPENSE);
    const input = validate(expenseUpdateSchema, await readJson(c));
    const outcome = await updateExpense(c.var.services.database.db, householdId, id, input);
    if (outcome === 'missing') throw notFound(THE_EXPENSE);
    const expense = await expenseAnswer(c, householdId, id);
    if (outcome === 'stale') throw staleUpdate(expense);
    return c.json({ expense } satisfies RoommateExpenseResponse);
  })
  .delete('/:householdId/expenses/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_EXPENSE);
    if (!(await deleteExpense(c.var.services.database.db, householdId, id))) throw notFound(THE_EXPENSE);
    return c.body(null, 204);
  })
  .post('/:householdId/settlements', async (c) => {
    const householdId = await spaceOf(c);
    const input = validate(settlementInputSchema, await readJson(c));
    const row = await recordSettlement(mailDeps(c), householdId, actorOf(c), input);
    const settlement = await presentSettlementRow(c.var.services.database.db, row);
    return c.json({ settlement } satisfies RoommateSettlementResponse, 201);
  })
  .delete('/:householdId/settlements/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_SETTLEMENT);
    if (!(await deleteSettlement(c.var.services.database.db, householdId, id)))
      throw notFound(THE_SETTLEMENT);
    return c.body(null, 204);
  })
  .post('/:householdId/chores', async (c) => {
    const householdId = await spaceOf(c);
    const input = validate(choreInputSchema, await readJson(c));
    const row = await createChore(mailDeps(c), householdId, actorOf(c), input);
    const chore = await presentChoreRow(c.var.services.database.db, row);
    return c.json({ chore } satisfies RoommateChoreResponse, 201);
  })
  .patch('/:householdId/chores/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_CHORE);
    const input = validate(choreUpdateSchema, await readJson(c));
    const { database, clock } = c.var.services;
    const outcome = await updateChore(mailDeps(c), householdId, id, actorOf(c), input, clock.now());
    const row = await findChore(database.db, householdId, id);
    if (outcome === 'missing' || !row) throw notFound(THE_CHORE);
    const chore = await presentChoreRow(database.db, row);
    if (outcome === 'stale') throw staleUpdate(chore);
    return c.json({ chore } satisfies RoommateChoreResponse);
  })
  .delete('/:householdId/chores/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_CHORE);
    if (!(await deleteChore(c.var.services.database.db, householdId, id))) throw notFound(THE_CHORE);
    return c.body(null, 204);
  })
  .post('/:householdId/notes', async (c) => {
    const householdId = await spaceOf(c);
    const input = validate(noteInputSchema, await readJson(c));
    const { db } = c.var.services.database;
    const row = await createNote(db, householdId, c.var.user.id, input);
    const note = await presentNoteRow(db, row, c.var.user.id);
    return c.json({ note } satisfies RoommateNoteResponse, 201);
  })
  .patch('/:householdId/notes/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_NOTE);
    const input = validate(noteUpdateSchema, await readJson(c));
    const { db } = c.var.services.database;
    const outcome = await updateNote(db, householdId, id, c.var.user.id, input);
    const row = await findNote(db, householdId, id);
    if (outcome === 'missing' || !row) throw notFound(THE_NOTE);
    const note = await presentNoteRow(db, row, c.var.user.id);
    if (outcome === 'stale') throw staleUpdate(note);
    return c.json({ note } satisfies RoommateNoteResponse);
  })
  .delete('/:householdId/notes/:id', async (c) => {
    const householdId = await spaceOf(c);
    const id = idParam(c.req.param('id'), THE_NOTE);
    if (!(await deleteNote(c.var.services.database.db, householdId, id, c.var.user.id)))
      throw notFound(THE_NOTE);
    return c.body(null, 204);
  });

/** /api/roommate-invitations/:token: the emailed link; its secret token is the key to the preview. */
export const roommateInvitationRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const { database, clock } = c.var.services;
    const invitation = await previewRoommateInvitation(database.db, c.req.param('token'), clock.now());
    if (!invitation) throw new AppError(404, 'INVITATION_INVALID', ROOMMATE_MESSAGES.invitationInvalid);
    return c.json(invitation satisfies RoommateInvitationPreview);
  })
  .post('/:token/accept', requireUser, async (c) => {
    const { database, clock } = c.var.services;
    const householdId = await acceptRoommateInvitation(
      database.db,
      c.var.user,
      c.req.param('token'),
      clock.now(),
    );
    return c.json({ householdId } satisfies RoommateInvitationAccepted);
  });
