import { readFile } from 'node:fs/promises';
import type { Context } from 'hono';
import { PHOTO_MESSAGES, photoFieldsSchema } from '#shared/photos/photo-schemas';
import { cleanFileName } from '#server/platform/files/file-names';
import type { AppEnv } from '#server/http/app-env';
import { AppError, validate } from '#server/http/errors';
import { authorizeReferences } from '#server/routes/references';
import { readUploadForm } from '#server/http/upload-form';

// Both records are the renter's own, so saying which is wrong hides nothing and helps them fix it.
const ITEM_OF_ANOTHER_PROPERTY =
  'That maintenance item belongs to another property. Choose its property or another item.';
const AMENITY_OF_ANOTHER_PROPERTY =
  'That amenity belongs to another property. Choose its property or another amenity.';
const SHOT_OF_ANOTHER_PLACE =
  "That shot belongs to another place's walkthrough. Choose its place, or a shot of this place's walkthrough.";
const ITEM_OF_ANOTHER_REPORT = "That item is not part of this place's condition report.";

/**
 * A photo upload form, as every route that stores a photo reads it: the fields checked with the
 * shared schema, the file present and not empty, and the records it names the requester's own and
 * of the same place (a maintenance item, amenity, walkthrough shot or condition report item of
 * another home is refused). What the bytes are is the domain's check (uploadPhoto). The form
 * arrives as a stream into a temporary file (readUploadForm); a photo, at most PHOTO_MAX_BYTES, is
 * then read whole for sharp, which decodes it whole anyway.
 */
export async function readUploadedPhoto(c: Context<AppEnv>) {
  const form = await readUploadForm(c);
  const fields = validate(photoFieldsSchema, form.fields);
  const { file } = form;
  if (!file || file.size === 0) {
    throw new AppError(400, 'VALIDATION_FAILED', PHOTO_MESSAGES.missing);
  }
  const {
    propertyId: property,
    maintenanceItemId: item,
    amenityId: amenity,
    walkthroughShotId: shot,
    inspectionItemId: inspectionItem,
  } = await authorizeReferences(c, fields);
  const refuse = (path: string, message: string) =>
    new AppError(400, 'VALIDATION_FAILED', message, [{ path, message }]);
  if (item && item.item.propertyId !== property.property.id)
    throw refuse('maintenanceItemId', ITEM_OF_ANOTHER_PROPERTY);
  if (amenity && amenity.amenity.propertyId !== property.property.id)
    throw refuse('amenityId', AMENITY_OF_ANOTHER_PROPERTY);
  if (shot && shot.propertyId !== property.property.id)
    throw refuse('walkthroughShotId', SHOT_OF_ANOTHER_PLACE);
  if (inspectionItem && inspectionItem.propertyId !== property.property.id)
    throw refuse('inspectionItemId', ITEM_OF_ANOTHER_REPORT);
  return {
    fields,
    property: property.property,
    file: { name: cleanFileName(file.name, 'photo'), bytes: new Uint8Array(await readFile(file.path)) },
  };
}
