import type { Context } from 'hono';
import { Hono } from 'hono';
import { createCompanyProperty } from '#server/companies/create-company-property';
import { asMember, authorize, type Membership } from '#server/policies/policy';
import { getCompanyProperty } from '#server/companies/list-company-properties';
import { presentCompanyProperty } from '#server/companies/present-company-property';
import { updateCompanyProperty } from '#server/companies/update-company-property';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { membershipOf } from '#server/routes/membership';
import { idParam } from '#server/http/params';
import { staleUpdate } from '#server/http/stale-update';
import {
  companyPropertySchema,
  companyPropertyUpdateSchema,
} from '#shared/companies/company-property-schemas';
import type { CompanyPropertyResponse } from '#shared/companies/company-responses';

const THE_PROPERTY = 'That property';

/** Another company's property is answered like one that never existed. */
async function presentPropertyOf(c: Context<AppEnv>, membership: Membership, propertyId: string) {
  const row = await getCompanyProperty(c.var.services.database.db, membership.companyId, propertyId);
  if (!row) throw notFound(THE_PROPERTY);
  return { property: presentCompanyProperty(row) };
}

/**
 * /api/company/properties beyond the operations table (`routes/operations/`): the app adds a
 * company property and replaces one (PUT) with the membership read before the body.
 */
export const companyPropertyRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .post('/', async (c) => {
    const membership = await membershipOf(c);
    const input = validate(companyPropertySchema, await readJson(c));
    authorize(asMember(membership), 'manageCompany');
    const { database, clock } = c.var.services;
    const row = await createCompanyProperty(database.db, membership.companyId, input, clock.now());
    return c.json({ property: presentCompanyProperty(row) } satisfies CompanyPropertyResponse, 201);
  })
  .put('/:id', async (c) => {
    const membership = await membershipOf(c);
    const id = idParam(c.req.param('id'), THE_PROPERTY);
    const input = validate(companyPropertyUpdateSchema, await readJson(c));
    authorize(asMember(membership), 'manageCompany');
    const { database, clock } = c.var.services;
    const saved = await updateCompanyProperty(database.db, membership.companyId, id, input, clock.now());
    const current = await presentPropertyOf(c, membership, id);
    if (!saved) throw staleUpdate(current.property);
    return c.json(current satisfies CompanyPropertyResponse);
  });
