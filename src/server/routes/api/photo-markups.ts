import { Hono } from 'hono';
import { markupUpdateSchema } from '#shared/photos/markup-schemas';
import type { PhotoMarkupResponse } from '#shared/photos/photo-responses';
import type { AppEnv } from '#server/http/app-env';
import { notFound, readJson, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { deletePhotoMarkup } from '#server/photos/delete-photo-markup';
import { presentPhotoMarkup } from '#server/photos/markup-layer-file';
import { savePhotoMarkup } from '#server/photos/save-photo-markup';

const THE_PHOTO = 'That photo';

/** The renter's markup over a photo, kept beside it (docs/product.md §34). */
export const photoMarkupRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .put('/:id/markup', async (c) => {
    const { database, clock } = c.var.services;
    const id = idParam(c.req.param('id'), THE_PHOTO);
    const { shapes } = validate(markupUpdateSchema, await readJson(c));
    const saved = await savePhotoMarkup({ db: database.db, clock }, c.var.user.id, id, shapes);
    if (!saved) throw notFound(THE_PHOTO);
    return c.json({
      markup: saved.markup && presentPhotoMarkup(saved.markup),
    } satisfies PhotoMarkupResponse);
  })
  .delete('/:id/markup', async (c) => {
    const id = idParam(c.req.param('id'), THE_PHOTO);
    if (!(await deletePhotoMarkup(c.var.services.database.db, c.var.user.id, id))) throw notFound(THE_PHOTO);
    return c.body(null, 204);
  });
