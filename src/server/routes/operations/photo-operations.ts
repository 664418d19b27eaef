import { z } from 'zod';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_LIMITS_LABEL,
  PHOTO_TYPES_LABEL,
  photoFieldsSchema,
  photoListQuerySchema,
  photoSchema,
} from '#shared/photos/photo-schemas';
import { notFound } from '#server/http/errors';
import { binaryFile, errorResponses, idPath } from '#server/http/openapi-parts';
import { listOperation, pageOnV1, recordOperation } from '#server/http/operation';
import { idParam } from '#server/http/params';
import { readUploadedPhoto } from '#server/routes/photo-files';
import { authorizeReferences } from '#server/routes/references';
import { attachmentHeader } from '#server/platform/files/file-names';
import { decodeCursor } from '#server/platform/lib/cursor';
import { afterPhotoUpload } from '#server/photos/after-photo-upload';
import { deletePhoto } from '#server/photos/delete-photo';
import { getPhoto } from '#server/photos/get-photo';
import { listPhotos } from '#server/photos/list-photos';
import { PHOTO_VARIANTS, photoFileKey } from '#server/photos/photo-keys';
import { receivedPhotoRow } from '#server/photos/present-photo';
import { presentV1Photo } from '#server/photos/present-v1-photo';
import { LARGE_SIZE, THUMB_SIZE } from '#server/photos/process-photo';
import { uploadPhoto } from '#server/photos/upload-photo';
import { authorize } from '#server/policies/policy';

const THE_PHOTO = 'That photo';
const tags = ['Photos'];

const photoResponse = z.object({ photo: photoSchema }).meta({ id: 'PhotoResponse' });

/**
 * The upload form, for the OpenAPI document only: the operation reads the form itself, as the
 * app's route does, so a form that cannot be read, a missing file and each field get the app's
 * very answers.
 */
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

/**
 * The renter's photo evidence (docs/product.md §6). The app presents photos with its own presenter
 * and serves their files its own way (`routes/api/photos.ts`), so only the delete is shared; the
 * rest is the public API's. The display sizes are re-encoded without any metadata; the original is
 * the bytes as received (its SHA-256 keeps matching, location included), so it needs the
 * originals scope.
 */
export const PHOTO_OPERATIONS = [
  listOperation({
    id: 'listPhotos',
    method: 'get',
    path: '/photos',
    tags,
    summary: 'List photos',
    description: 'Your photos, newest received first, one page at a time; filter by property or stage.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [400, 404],
    query: z.object({
      propertyId: photoListQuerySchema.shape.propertyId.describe("Only this property's photos."),
      stage: photoListQuerySchema.shape.stage.describe('Only photos of this stage.'),
    }),
    answer: { key: 'photos', item: photoSchema, pageId: 'PhotoPage', description: 'A page of photos.' },
    run: async ({ services, user, http }, { query: { propertyId, stage } }, page) => {
      await authorizeReferences(http, { propertyId });
      // Served on /api/v1 only, which always asks for a page.
      const { cursor, limit } = pageOnV1(page);
      const { items, nextCursor } = await listPhotos(
        services.database.db,
        user.id,
        { propertyId, stage },
        { cursor: decodeCursor(cursor), limit },
      );
      const timestamping = services.config.tsaUrls.length > 0;
      return { items: items.map((row) => presentV1Photo(row, timestamping)), nextCursor };
    },
  }),
  recordOperation({
    id: 'uploadPhoto',
    method: 'post',
    path: '/photos',
    tags,
    summary: 'Upload a photo',
    description: `Stores one photo (${PHOTO_LIMITS_LABEL}) as multipart/form-data: the original bytes untouched, with their SHA-256 and the time the server received them. Sends the photo.created webhook event. Send an Idempotency-Key to retry safely.`,
    surfaces: ['v1'],
    permission: 'write',
    creates: true,
    errors: [400, 404, 409, 413, 415, 422],
    also: uploadRefusals,
    form: { name: 'PhotoUpload', schema: photoUploadForm },
    answer: { status: 201, schema: photoResponse, description: 'The stored photo.' },
    run: async ({ services, user, http }) => {
      const { database, files, clock, config } = services;
      const { fields, property, file } = await readUploadedPhoto(http);
      const photo = await uploadPhoto({ db: database.db, files, clock }, user.id, fields, file);
      await afterPhotoUpload(services, photo);
      return { photo: presentV1Photo(receivedPhotoRow(photo, property), config.tsaUrls.length > 0) };
    },
  }),
  recordOperation({
    id: 'getPhoto',
    method: 'get',
    path: '/photos/{id}',
    records: { id: 'photo' },
    tags,
    summary: 'Get a photo',
    description: 'One photo: its evidence facts, its timestamp and where its files are.',
    surfaces: ['v1'],
    permission: 'read',
    errors: [404],
    params: idPath,
    answer: { status: 200, schema: photoResponse, description: 'The photo.' },
    run: async ({ services, user }, { params }) => {
      const row = await getPhoto(services.database.db, user.id, idParam(params.id, THE_PHOTO));
      if (!row) throw notFound(THE_PHOTO);
      return { photo: presentV1Photo(row, services.config.tsaUrls.length > 0) };
    },
  }),
  recordOperation({
    id: 'downloadPhoto',
    method: 'get',
    path: '/photos/{id}/{variant}',
    records: { id: 'photo' },
    tags,
    summary: "Download a photo's file",
    description: `\`thumb\` (${THUMB_SIZE} px square) and \`large\` (up to ${LARGE_SIZE} px) are WebP re-encodings without any metadata. \`original\` is the file exactly as received, camera metadata and location included, so that its SHA-256 matches: it needs a key with the \`originals\` scope (403 INSUFFICIENT_SCOPE otherwise).`,
    // The app answers an unknown variant with 404, where this schema answers 400.
    surfaces: ['v1'],
    permission: 'read',
    errors: [400, 404],
    params: idPath.extend({
      variant: z.enum(PHOTO_VARIANTS).describe('A display size, or the original bytes.'),
    }),
    answer: {
      status: 200,
      files: PHOTO_CONTENT_TYPES,
      description: "The file. The original's type is the photo's `contentType`.",
    },
    run: async ({ actor, services, user, http }, { params: { id, variant } }) => {
      if (variant === 'original') authorize(actor, 'readOriginals');
      const row = await getPhoto(services.database.db, user.id, idParam(id, THE_PHOTO));
      if (!row) throw notFound(THE_PHOTO);
      const file = await services.files.open(photoFileKey(row.photo.storageKey, variant));
      if (!file) throw notFound(THE_PHOTO);
      http.header('Content-Type', variant === 'original' ? row.photo.contentType : 'image/webp');
      http.header('Content-Length', String(file.size));
      // Private to the key's owner; a photo never changes once stored.
      http.header('Cache-Control', 'private, max-age=86400, immutable');
      if (variant === 'original')
        http.header('Content-Disposition', attachmentHeader(row.photo.originalName));
      return http.body(file.stream, 200);
    },
  }),
  recordOperation({
    id: 'deletePhoto',
    method: 'delete',
    path: '/photos/{id}',
    records: { id: 'photo' },
    tags,
    summary: 'Delete a photo',
    description:
      'Deletes a photo and its files. It cannot be undone. A move-in photo the signed move-in report covers cannot be deleted (409 SIGNED_EVIDENCE).',
    permission: 'write',
    errors: [404, 409],
    params: idPath,
    answer: { status: 204, description: 'Deleted.' },
    run: async ({ services, user }, { params }) => {
      const { database, files } = services;
      const id = idParam(params.id, THE_PHOTO);
      if (!(await deletePhoto({ db: database.db, files }, user.id, id))) throw notFound(THE_PHOTO);
      return undefined;
    },
  }),
];
