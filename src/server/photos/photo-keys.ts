import { userFilesPrefix } from '#server/files/file-store';

export const PHOTO_VARIANTS = ['thumb', 'large', 'original'] as const;
export type PhotoVariant = (typeof PHOTO_VARIANTS)[number];

/** All files of one photo share this folder. */
export const photoFolder = (userId: string, photoId: string) =>
  `${userFilesPrefix(userId)}photos/${photoId}/`;

export const photoFileKey = (folder: string, variant: PhotoVariant) =>
  `${folder}${variant === 'original' ? 'original' : `${variant}.webp`}`;
