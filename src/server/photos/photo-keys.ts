import { userFilesPrefix } from '#server/platform/files/file-store';

export const PHOTO_VARIANTS = ['thumb', 'large', 'original'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/**
 * What a share link, a tenant link or a signer is served: only the display sizes, re-encoded without
 * any metadata, never an original with its GPS. Beside the variants, so that every domain serving a
 * photo to someone else reads it from photos/ (issue 36).
 */
export const SHARED_PHOTO_SIZES = ['thumb', 'large'] as const satisfies readonly PhotoVariant[];
export type SharedPhotoSize = (typeof SHARED_PHOTO_SIZES)[number];

/** All files of one photo share this folder. */
export const photoFolder = (userId: string, photoId: string) =>
  `${userFilesPrefix(userId)}photos/${photoId}/`;

export const photoFileKey = (folder: string, variant: PhotoVariant) =>
  `${folder}${variant === 'original' ? 'original' : `${variant}.webp`}`;
