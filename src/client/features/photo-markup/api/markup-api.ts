import type { MarkupShape } from '#shared/photos/markup-schemas';
import type { PhotoMarkupResponse } from '#shared/photos/photo-responses';
import { api } from '#client/lib/api-client';

/** Saves the whole layer as drawn; an empty drawing removes it (the answer's markup is then null). */
export const savePhotoMarkup = (photoId: string, shapes: readonly MarkupShape[]) =>
  api<PhotoMarkupResponse>(`/api/photos/${encodeURIComponent(photoId)}/markup`, {
    method: 'PUT',
    body: { shapes },
  });
