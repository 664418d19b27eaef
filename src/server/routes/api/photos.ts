import { Hono } from 'hono';
import { photoFieldsSchema, photoListQuerySchema, PHOTO_MESSAGES } from '#shared/photos/photo-schemas';
import type { AppEnv } from '#server/http/app-env';
import { AppError, notFound, validate } from '#server/http/errors';
import { requireUser } from '#server/http/middleware/require-user';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { attachmentHeader, cleanFileName } from '#server/files/file-names';
import { decodeCursor } from '#server/lib/cursor';
import { JOBS, requestReceivedFileTimestamps, runSoon } from '#server/jobs/background-work';
import { deletePhoto } from '#server/photos/delete-photo';
import { getPhoto } from '#server/photos/get-photo';
import { listPhotos } from '#server/photos/list-photos';
import { PHOTO_VARIANTS, photoFileKey, type PhotoVariant } from '#server/photos/photo-keys';
import { presentPhoto } from '#server/photos/present-photo';
import { uploadPhoto } from '#server/photos/upload-photo';
import type { PhotoPage, PhotoResponse } from '#shared/photos/photo-responses';
import { emitWebhookEvent } from '#server/webhooks/emit-webhook-event';
import { companySharing } from '#server/webhooks/sharing-company';

const THE_PHOTO = 'That photo';
// Both records are the renter's own, so saying which is wrong hides nothing and helps them fix it.
const ITEM_OF_ANOTHER_PROPERTY =
  'That maintenance item belongs to another property. Choose its property or another item.';
const AMENITY_OF_ANOTHER_PROPERTY =
  'That amenity belongs to another property. Choose its property or another amenity.';
const SHOT_OF_ANOTHER_PLACE =
  "That shot belongs to another place's walkthrough. Choose its place, or a shot of this place's walkthrough.";

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
    const { db } = c.var.services.database;
    const form = await c.req.parseBody().catch(() => {
      throw new AppError(400, 'INVALID_UPLOAD', 'The upload could not be read. Please try again.');
    });
    const fields = validate(photoFieldsSchema, form);
    const file = form.file;
    if (!(file instanceof File) || file.size === 0) {
      throw new AppError(400, 'VALIDATION_FAILED', PHOTO_MESSAGES.missing);
    }
    const {
      propertyId: property,
      maintenanceItemId: item,
      amenityId: amenity,
      walkthroughShotId: shot,
    } = await authorizeReferences(c, fields);
    if (item && item.item.propertyId !== property.property.id) {
      throw new AppError(400, 'VALIDATION_FAILED', ITEM_OF_ANOTHER_PROPERTY, [
        { path: 'maintenanceItemId', message: ITEM_OF_ANOTHER_PROPERTY },
      ]);
    }
    if (amenity && amenity.amenity.propertyId !== property.property.id) {
      throw new AppError(400, 'VALIDATION_FAILED', AMENITY_OF_ANOTHER_PROPERTY, [
        { path: 'amenityId', message: AMENITY_OF_ANOTHER_PROPERTY },
      ]);
    }
    if (shot && shot.propertyId !== property.property.id) {
      throw new AppError(400, 'VALIDATION_FAILED', SHOT_OF_ANOTHER_PLACE, [
        { path: 'walkthroughShotId', message: SHOT_OF_ANOTHER_PLACE },
      ]);
    }
    const photo = await uploadPhoto(
      { db, files: c.var.services.files, clock: c.var.services.clock },
      c.var.user.id,
      fields,
      {
        name: cleanFileName(file.name, 'photo'),
        bytes: new Uint8Array(await file.arrayBuffer()),
      },
    );
    // A photo of a walkthrough shot may have formed a pair: its change check need not wait a minute.
    if (photo.walkthroughShotId) await runSoon(c.var.services, JOBS.changes);
    await requestReceivedFileTimestamps(c.var.services);
    await emitWebhookEvent(c.var.services, {
      type: 'photo.created',
      at: photo.receivedAt,
      userId: photo.userId,
      companyId: await companySharing(c.var.services, {
        userId: photo.userId,
        propertyId: photo.propertyId,
        kind: photo.stage,
      }),
      data: {
        photoId: photo.id,
        propertyId: photo.propertyId,
        stage: photo.stage,
        area: photo.area,
        sha256: photo.sha256,
        receivedAt: photo.receivedAt.toISOString(),
      },
    });
    return c.json(
      {
        photo: presentPhoto(
          {
            photo,
            propertyName: property.property.name,
            propertyKind: property.property.kind,
            // Just received: its batch is formed by the next run of the stamping job.
            stampedBy: null,
            stampedAt: null,
          },
          c.var.services.config.tsaUrls.length > 0,
        ),
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
  })
  .delete('/:id', async (c) => {
    const { database, files } = c.var.services;
    const id = idParam(c.req.param('id'), THE_PHOTO);
    if (!(await deletePhoto({ db: database.db, files }, c.var.user.id, id))) throw notFound(THE_PHOTO);
    return c.body(null, 204);
  });
