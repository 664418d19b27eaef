import type { Context } from 'hono';
import { Hono } from 'hono';
import { updateProfileSchema } from '#shared/accounts/account-schemas';
import type { AppEnv } from '#server/http/app-env';
import { readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { staleUpdate } from '#server/http/stale-update';
import { getProfile } from '#server/profiles/get-profile';
import { presentProfile } from '#server/profiles/present-profile';
import { updateProfile } from '#server/profiles/update-profile';
import type { ProfileResponse } from '#shared/accounts/account-responses';

async function currentProfile(c: Context<AppEnv>) {
  const user = await getProfile(c.var.services.database.db, c.var.user.id);
  if (!user) throw new Error('The signed-in user has no row');
  return presentProfile(user);
}

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => c.json({ profile: await currentProfile(c) } satisfies ProfileResponse))
  .patch('/', async (c) => {
    const input = validate(updateProfileSchema, await readJson(c));
    const saved = await updateProfile(c.var.services.database.db, c.var.user.id, input);
    const profile = await currentProfile(c);
    if (!saved) throw staleUpdate(profile);
    return c.json({ profile } satisfies ProfileResponse);
  });
