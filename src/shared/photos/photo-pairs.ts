import { z } from 'zod';
import type { Photo } from './photo-schemas';

/**
 * How the move-in photo lines up with the move-out photo: shift it by `dx`, `dy` (fractions of the
 * move-out photo's width and height), scale it by `scale` and turn it by `rotation` degrees about
 * its centre, and it covers the same scene (docs/product.md §6.5).
 */
export type Alignment = { dx: number; dy: number; scale: number; rotation: number };

/**
 * A part of the move-out photo that differs from the aligned move-in photo beyond lighting and
 * noise, as fractions of the move-out photo (0 to 1 from its top left). A region the renter
 * dismissed as a false highlight stays, marked, so the dismissal can be undone.
 */
export type ChangeRegion = { x: number; y: number; width: number; height: number; dismissed: boolean };

export const CHANGE_STATUSES = ['pending', 'done', 'failed'] as const;
export type ChangeStatus = (typeof CHANGE_STATUSES)[number];

/** What the change check found for one pair; `pending` until the background job has run. */
export type PhotoChanges = {
  id: string;
  status: ChangeStatus;
  alignment: Alignment | null;
  regions: ChangeRegion[];
  checkedAt: string | null;
};

/**
 * A move-out photo and the move-in photo of the same walkthrough shot: the latest of each stage,
 * so a retake replaces the photo in the pair.
 */
export type PhotoPair = {
  shotId: string;
  room: string;
  shot: string;
  moveIn: Photo;
  moveOut: Photo;
  changes: PhotoChanges;
};

/** PATCH /api/photo-changes/{id}: the regions (by index) the renter dismissed as false highlights. */
export const changeDismissalSchema = z.object({
  dismissed: z
    .array(z.number().int().min(0), { error: 'Please list the highlights to dismiss by number.' })
    .max(200),
});

export type PhotoChangesResponse = { changes: PhotoChanges };
