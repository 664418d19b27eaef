import { createRoute, z } from '@hono/zod-openapi';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS_LABEL,
  PHOTO_TYPES_LABEL,
  photoFieldsSchema,
  photoListQuerySchema,
  photoSchema,
} from '#shared/photos/photo-schemas';
import type { PhotoPage, PhotoResponse } from '#shared/photos/photo-responses';
import { attachmentHeader } from '#server/platform/files/file-names';
import { notFound } from '#server/http/errors';
import { actorOf } from '#server/http/actor';
import { authorize } from '#server/policies/policy';
import { idParam } from '#server/http/params';
import { authorizeReferences } from '#server/http/references';
import { decodeCursor } from '#server/platform/lib/cursor';
import { deletePhoto } from '#server/photos/delete-photo';
import { getPhoto } from '#server/photos/get-photo';
import { listPhotos } from '#server/photos/list-photos';
import { PHOTO_VARIANTS, photoFileKey } from '#server/photos/photo-keys';
import { LARGE_SIZE, THUMB_SIZE } from '#server/photos/process-photo';
import { presentV1Photo } from '#server/photos/present-v1-photo';
import { uploadPhoto } from '#server/photos/upload-photo';
import { afterPhotoUpload } from '#server/photos/after-photo-upload';
import { readUploadedPhoto } from '#server/http/photo-files';
import {
  errorResponses,
  idempotencyHeader,
  idPath,
  json,
  nextCursor,
  pageQuery,
  binaryFile,
  fileAnswer,
} from '#server/http/openapi-parts';
import { v1Router } from './v1-router';

const THE_PHOTO = 'That photo';
const tags = ['Photos'];

const photoResponse = z.object({ photo: photoSchema }).meta({ id: 'PhotoResponse' });
const photoPage = z.object({ photos: z.array(photoSchema), nextCursor }).meta({ id: 'PhotoPage' });

const photoListQuery = pageQuery.extend({
  propertyId: photoListQuerySchema.shape.propertyId.describe("Only this property's photos."),
  stage: photoListQuerySchema.shape.stage.describe('Only photos of this stage.'),
});

/**
 * The upload form, for the OpenAPI document only: the handler reads the form itself, as the
 * app's route does, so a form that cannot be read, a missing file and each field get the app's
 * very answers.
 */
const PHOTO_UPLOAD_FORM = 'PhotoUpload';
const photoUploadForm = z
  .object({
    ...photoFieldsSchema.shape,
    stage: photoFieldsSchema.shape.stage.describe(
      'A maintenance photo names its maintenanceItemId, an amenity photo its amenityId.',
    ),
    walkthroughShotId: photoFieldsSchema.shape.walkthroughShotId.describe(
      'The walkthrough shot a move-in or move-out photo was taken for.',
    ),
    deviceSha256: photoFieldsSchema.shape.deviceSha256.describe(
      'The SHA-256 your device computed: if the bytes received hash otherwise, nothing is kept (422 PHOTO_HASH_MISMATCH).',
    ),
    deviceCapturedAt: photoFieldsSchema.shape.deviceCapturedAt.describe(
      "The device's clock when the photo was taken or chosen: kept as the device's claim.",
    ),
    file: binaryFile.describe(`The image: ${PHOTO_LIMITS_LABEL}.`),
  })
  .meta({ description: 'One photo and what it shows, as multipart/form-data.' });

const uploadRefusals = {
  ...errorResponses(400, 404, 409, 413, 415, 422),
  415: {
    ...errorResponses(415)[415],
    description: `UNSUPPORTED_PHOTO_TYPE: the file is not a ${PHOTO_TYPES_LABEL} image, judged by its bytes.`,
  },
  422: {
    ...errorResponses(422)[422],
    description:
      'CORRUPT_PHOTO (a damaged or incomplete image), PHOTO_HASH_MISMATCH (deviceSha256 differs from the bytes received), or an Idempotency-Key reused for another request. Nothing was kept.',
  },
};

const routes = v1Router();
routes.openAPIRegistry.register(PHOTO_UPLOAD_FORM, photoUploadForm);

/**
 * The renter's photo evidence (docs/product.md §6): the same domain functions and refusals as
 * /api/photos. The display sizes are re-encoded without any metadata; the original is the bytes
 * as received (its SHA-256 keeps matching, location included), so it needs the originals scope.
 */
export const photoV1Routes = routes
  .openapi(
    createRoute({
      method: 'get',
      path: '/',
      operationId: 'listPhotos',
      tags,
      summary: 'List photos',
      description: 'Your photos, newest received first, one page at a time; filter by property or stage.',
      request: { query: photoListQuery },
      responses: { 200: json(photoPage, 'A page of photos.'), ...errorResponses(400, 404) },
    }),
    async (c) => {
      const { propertyId, stage, cursor, limit } = c.req.valid('query');
      await authorizeReferences(c, { propertyId });
      const { database, config } = c.var.services;
      const page = await listPhotos(
        database.db,
        c.var.user.id,
        { propertyId, stage },
        { cursor: decodeCursor(cursor), limit },
      );
      const timestamping = config.tsaUrls.length > 0;
      return c.json(
        {
          photos: page.items.map((row) => presentV1Photo(row, timestamping)),
          nextCursor: page.nextCursor,
        } satisfies PhotoPage,
        200,
      );
    },
  )
  .openapi(
    createRoute({
      method: 'post',
      path: '/',
      operationId: 'uploadPhoto',
      tags,
      summary: 'Upload a photo',
      description: `Stores one photo (${PHOTO_LIMITS_LABEL}) as multipart/form-data: the original bytes untouched, with their SHA-256 and the time the server received them. Sends the photo.created webhook event. Send an Idempotency-Key to retry safely.`,
      request: {
        headers: idempotencyHeader,
        body: {
          required: true,
          content: {
            'multipart/form-data': { schema: { $ref: `#/components/schemas/${PHOTO_UPLOAD_FORM}` } },
          },
        },
      },
      responses: { 201: json(photoResponse, 'The stored photo.'), ...uploadRefusals },
    }),
    async (c) => {
      const { database, files, clock, config } = c.var.services;
      const { fields, property, file } = await readUploadedPhoto(c);
      const photo = await uploadPhoto({ db: database.db, files, clock }, c.var.user.id, fields, file);
      await afterPhotoUpload(c.var.services, photo);
      const row = {
        photo,
        propertyName: property.name,
        propertyKind: property.kind,
        // Just received: its batch is formed by the next run of the stamping job.
        stampedBy: null,
        stampedAt: null,
        markup: null,
      };
      return c.json({ photo: presentV1Photo(row, config.tsaUrls.length > 0) } satisfies PhotoResponse, 201);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}',
      operationId: 'getPhoto',
      tags,
      summary: 'Get a photo',
      description: 'One photo: its evidence facts, its timestamp and where its files are.',
      request: { params: idPath },
      responses: { 200: json(photoResponse, 'The photo.'), ...errorResponses(404) },
    }),
    async (c) => {
      const { database, config } = c.var.services;
      const row = await getPhoto(database.db, c.var.user.id, idParam(c.req.valid('param').id, THE_PHOTO));
      if (!row) throw notFound(THE_PHOTO);
      return c.json({ photo: presentV1Photo(row, config.tsaUrls.length > 0) } satisfies PhotoResponse, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/{id}/{variant}',
      operationId: 'downloadPhoto',
      tags,
      summary: "Download a photo's file",
      description: `\`thumb\` (${THUMB_SIZE} px square) and \`large\` (up to ${LARGE_SIZE} px) are WebP re-encodings without any metadata. \`original\` is the file exactly as received, camera metadata and location included, so that its SHA-256 matches: it needs a key with the \`originals\` scope (403 INSUFFICIENT_SCOPE otherwise).`,
      request: {
        params: idPath.extend({
          variant: z.enum(PHOTO_VARIANTS).describe('A display size, or the original bytes.'),
        }),
      },
      responses: {
        200: fileAnswer(PHOTO_CONTENT_TYPES, "The file. The original's type is the photo's `contentType`."),
        ...errorResponses(400, 404),
      },
    }),
    async (c) => {
      const { id, variant } = c.req.valid('param');
      if (variant === 'original') authorize(actorOf(c), 'readOriginals');
      const { database, files } = c.var.services;
      const row = await getPhoto(database.db, c.var.user.id, idParam(id, THE_PHOTO));
      if (!row) throw notFound(THE_PHOTO);
      const file = await files.open(photoFileKey(row.photo.storageKey, variant));
      if (!file) throw notFound(THE_PHOTO);
      c.header('Content-Type', variant === 'original' ? row.photo.contentType : 'image/webp');
      c.header('Content-Length', String(file.size));
      // Private to the key's owner; a photo never changes once stored.
      c.header('Cache-Control', 'private, max-age=86400, immutable');
      if (variant === 'original') c.header('Content-Disposition', attachmentHeader(row.photo.originalName));
      return c.body(file.stream, 200);
    },
  )
  .openapi(
    createRoute({
      method: 'delete',
      path: '/{id}',
      operationId: 'deletePhoto',
      tags,
      summary: 'Delete a photo',
      description:
        'Deletes a photo and its files. It cannot be undone. A move-in photo the signed move-in report covers cannot be deleted (409 SIGNED_EVIDENCE).',
      request: { params: idPath },
      responses: { 204: { description: 'Deleted.' }, ...errorResponses(404, 409) },
    }),
    async (c) => {
      const { database, files } = c.var.services;
      const id = idParam(c.req.valid('param').id, THE_PHOTO);
      if (!(await deletePhoto({ db: database.db, files }, c.var.user.id, id))) throw notFound(THE_PHOTO);
      return c.body(null, 204);
    },
  );
