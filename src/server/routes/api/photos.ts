import { Hono } from 'hono';
import { photoListQuerySchema } from '#shared/photos/photo-schemas';
import type { AppEnv } from '#server/http/app-env';
import { notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/routes/references';
import { attachmentHeader } from '#server/platform/files/file-names';
import { decodeCursor } from '#server/platform/lib/cursor';
import { getPhoto } from '#server/photos/get-photo';
import { listPhotos } from '#server/photos/list-photos';
import { PHOTO_VARIANTS, photoFileKey, type PhotoVariant } from '#server/photos/photo-keys';
import { presentPhoto, receivedPhotoRow } from '#server/photos/present-photo';
import { uploadPhoto } from '#server/photos/upload-photo';
import { afterPhotoUpload } from '#server/photos/after-photo-upload';
import { readUploadedPhoto } from '#server/routes/photo-files';
import type { PhotoPage, PhotoResponse } from '#shared/photos/photo-responses';

const THE_PHOTO = 'That photo';
export const photoRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get('/', async (c) => {
    const query = validate(photoListQuerySchema, c.req.query());
    await authorizeReferences(c, query);
    const page = await listPhotos(c.var.services.database.db, c.var.user.id, query, {
      cursor: decodeCursor(query.cursor),
      limit: query.limit,
    });
    const timestamping = c.var.services.config.tsaUrls.length > 0;
    return c.json({
      photos: page.items.map((row) => presentPhoto(row, timestamping)),
      nextCursor: page.nextCursor,
    } satisfies PhotoPage);
  })
  .post('/', async (c) => {
    const { database, files, clock } = c.var.services;
    const { fields, property, file } = await readUploadedPhoto(c);
    const photo = await uploadPhoto({ db: database.db, files, clock }, c.var.user.id, fields, file);
    await afterPhotoUpload(c.var.services, photo);
    return c.json(
      {
        photo: presentPhoto(receivedPhotoRow(photo, property), c.var.services.config.tsaUrls.length > 0),
      } satisfies PhotoResponse,
      201,
    );
  })
  .get('/:id', async (c) => {
    const row = await getPhoto(
      c.var.services.database.db,
      c.var.user.id,
      idParam(c.req.param('id'), THE_PHOTO),
    );
    if (!row) throw notFound(THE_PHOTO);
    return c.json({
      photo: presentPhoto(row, c.var.services.config.tsaUrls.length > 0),
    } satisfies PhotoResponse);
  })
  .get('/:id/:variant', async (c) => {
    const variant = c.req.param('variant') as PhotoVariant;
    if (!PHOTO_VARIANTS.includes(variant)) throw notFound(THE_PHOTO);
    const row = await getPhoto(
      c.var.services.database.db,
      c.var.user.id,
      idParam(c.req.param('id'), THE_PHOTO),
    );
    if (!row) throw notFound(THE_PHOTO);
    const file = await c.var.services.files.open(photoFileKey(row.photo.storageKey, variant));
    if (!file) throw notFound(THE_PHOTO);
    c.header('Content-Type', variant === 'original' ? row.photo.contentType : 'image/webp');
    c.header('Content-Length', String(file.size));
    // Private to the signed-in owner; a photo never changes once stored.
    c.header('Cache-Control', 'private, max-age=86400, immutable');
    if (variant === 'original') c.header('Content-Disposition', attachmentHeader(row.photo.originalName));
    return c.body(file.stream);
  });
