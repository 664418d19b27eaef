import { Hono } from 'hono';
import { updateProfileSchema } from '../../../shared/accounts/account-schemas';
import type { AppEnv } from '../../http/app-env';
import { readJson, validate } from '../../http/errors';
import { requireUser } from '../../http/middleware/require-user';
import { presentProfile } from '../../profiles/present-profile';
import { updateProfile } from '../../profiles/update-profile';

export const profileRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', (c) => c.json({ profile: presentProfile(c.var.user) }))
  .patch('/', async (c) => {
    const input = validate(updateProfileSchema, await readJson(c));
    const user = await updateProfile(c.var.services.database.db, c.var.user.id, input);
    if (!user) throw new Error('The signed-in user has no row');
    return c.json({ profile: presentProfile(user) });
  });
