import type { Context } from 'hono';
import { Hono } from 'hono';
import { acceptInvitation } from '#server/companies/accept-invitation';
import { cancelInvitation } from '#server/companies/cancel-invitation';
import { changeMemberRole, removeMember } from '#server/companies/change-member';
import { createCompany } from '#server/companies/create-company';
import { findMembership } from '#server/companies/find-membership';
import { asMember, authorize, type Membership } from '#server/policies/policy';
import { getCompany } from '#server/companies/get-company';
import {
  INVITATION_EMAIL_RULE,
  INVITATION_LIMIT_MESSAGE,
  type InvitationDeps,
  inviteMember,
} from '#server/companies/invite-member';
import { getMember, listTeam } from '#server/companies/list-team';
import { presentCompany, presentInvitation, presentMember } from '#server/companies/present-company';
import { previewInvitation } from '#server/companies/preview-invitation';
import { resendInvitation } from '#server/companies/resend-invitation';
import { updateCompany } from '#server/companies/update-company';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { membershipOf } from '#server/routes/membership';
import { idParam } from '#server/http/params';
import { enforceRateLimit } from '#server/http/rate-limited';
import { staleUpdate } from '#server/http/stale-update';
import {
  changeRoleSchema,
  COMPANY_MESSAGES,
  companyUpdateSchema,
  inviteMemberSchema,
} from '#shared/companies/company-schemas';
import type {
  CompanyResponse,
  InvitationPreviewResponse,
  InvitationResponse,
  MemberResponse,
  NoCompanyResponse,
  TeamResponse,
} from '#shared/companies/company-responses';
import { acceptInvitationSchema } from '#shared/companies/leaving-company';

const THE_COMPANY = 'Your company';
const THE_MEMBER = 'That team member';
const THE_INVITATION = 'That invitation';

async function presentCompanyOf(c: Context<AppEnv>, membership: Membership): Promise<CompanyResponse> {
  const row = await getCompany(c.var.services.database.db, membership.companyId);
  if (!row) throw notFound(THE_COMPANY);
  return { company: presentCompany(row), role: membership.role };
}

async function presentMemberOf(c: Context<AppEnv>, companyId: string, memberId: string) {
  const row = await getMember(c.var.services.database.db, companyId, memberId);
  if (!row) throw notFound(THE_MEMBER);
  return { member: presentMember(row, c.var.user.id) };
}

function invitationDeps(c: Context<AppEnv>): InvitationDeps {
  const { database, mailer, logger, config, clock } = c.var.services;
  return { db: database.db, mailer, logger, appUrl: config.appUrl, now: clock.now() };
}

const inviter = (c: Context<AppEnv>) => ({ id: c.var.user.id, name: c.var.user.name || c.var.user.email });

/** /api/company: the signed-in person's company, its profile and its team (docs/product.md §18). */
export const companyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const membership = await findMembership(c.var.services.database.db, c.var.user.id);
    if (!membership) return c.json({ company: null } satisfies NoCompanyResponse);
    return c.json((await presentCompanyOf(c, membership)) satisfies CompanyResponse);
  })
  .post('/', async (c) => {
    const { database, clock } = c.var.services;
    const { membership, created } = await createCompany(database.db, c.var.user, clock.now());
    return c.json((await presentCompanyOf(c, membership)) satisfies CompanyResponse, created ? 201 : 200);
  })
  .put('/', async (c) => {
    const membership = await membershipOf(c);
    const input = validate(companyUpdateSchema, await readJson(c));
    authorize(asMember(membership), 'manageCompany');
    const { database, clock } = c.var.services;
    const saved = await updateCompany(database.db, membership.companyId, input, clock.now());
    const current = await presentCompanyOf(c, membership);
    if (!saved) throw staleUpdate(current.company);
    return c.json(current satisfies CompanyResponse);
  })
  .get('/team', async (c) => {
    const membership = await membershipOf(c);
    const team = await listTeam(c.var.services.database.db, membership.companyId);
    return c.json({
      members: team.members.map((row) => presentMember(row, c.var.user.id)),
      invitations: team.invitations.map((row) => presentInvitation(row, c.var.services.clock.now())),
    } satisfies TeamResponse);
  })
  .post('/invitations', async (c) => {
    const membership = await membershipOf(c);
    const input = validate(inviteMemberSchema, await readJson(c));
    authorize(asMember(membership), 'manageCompany');
    await enforceRateLimit(
      c,
      `invitations:${membership.companyId}`,
      INVITATION_EMAIL_RULE,
      INVITATION_LIMIT_MESSAGE,
    );
    const { invitation } = await inviteMember(invitationDeps(c), membership, inviter(c), input);
    return c.json(
      { invitation: presentInvitation(invitation, c.var.services.clock.now()) } satisfies InvitationResponse,
      201,
    );
  })
  .post('/invitations/:id/resend', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_INVITATION);
    authorize(asMember(membership), 'manageCompany');
    await enforceRateLimit(
      c,
      `invitations:${membership.companyId}`,
      INVITATION_EMAIL_RULE,
      INVITATION_LIMIT_MESSAGE,
    );
    const resent = await resendInvitation(invitationDeps(c), membership, inviter(c), id);
    if (!resent) throw notFound(THE_INVITATION);
    return c.json({
      invitation: presentInvitation(resent.invitation, c.var.services.clock.now()),
    } satisfies InvitationResponse);
  })
  .delete('/invitations/:id', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_INVITATION);
    authorize(asMember(membership), 'manageCompany');
    if (!(await cancelInvitation(c.var.services.database.db, membership.companyId, id))) {
      throw notFound(THE_INVITATION);
    }
    return c.body(null, 204);
  })
  .put('/members/:id', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_MEMBER);
    const { role } = validate(changeRoleSchema, await readJson(c));
    authorize(asMember(membership), 'manageCompany');
    const changed = await changeMemberRole(c.var.services.database.db, membership.companyId, id, role);
    if (!changed) throw notFound(THE_MEMBER);
    return c.json((await presentMemberOf(c, membership.companyId, id)) satisfies MemberResponse);
  })
  .delete('/members/:id', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_MEMBER);
    authorize(asMember(membership), 'manageCompany');
    if (!(await removeMember(c.var.services.database.db, membership.companyId, id)))
      throw notFound(THE_MEMBER);
    return c.body(null, 204);
  });

/** /api/invitations/:token: the emailed link. Its secret token is the key to the preview. */
export const invitationRoutes = new Hono<AppEnv>()
  .get('/:token', async (c) => {
    const { database, clock } = c.var.services;
    const invitation = await previewInvitation(database.db, c.req.param('token'), clock.now());
    if (!invitation) throw new AppError(404, 'INVITATION_INVALID', COMPANY_MESSAGES.invitationInvalid);
    return c.json({ invitation } satisfies InvitationPreviewResponse);
  })
  .post('/:token/accept', requireUser, async (c) => {
    const { database, clock } = c.var.services;
    // The body may be absent: only someone leaving a company that holds records needs one.
    const input = validate(acceptInvitationSchema, c.req.header('content-type') ? await readJson(c) : {});
    const token = c.req.param('token');
    const membership = await acceptInvitation(database.db, c.var.user, token, input, clock.now());
    return c.json((await presentCompanyOf(c, membership)) satisfies CompanyResponse);
  });
