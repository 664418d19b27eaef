import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { EVIDENCE_STAGES, type EvidenceStage } from '#shared/photos/photo-schemas';
import { singleLineText } from '#shared/text';

/**
 * A room-by-room walkthrough of one place (a home or a stay), made from a template and editable
 * (docs/product.md §6.4). One per place: move-in and move-out (a stay's check-in and check-out)
 * go through the same list, so each move-out shot is paired with the move-in shot of its slot.
 */
export const WALKTHROUGH_KINDS = ['studio', 'apartment', 'house', 'hotel-room'] as const;
export type WalkthroughKind = (typeof WALKTHROUGH_KINDS)[number];

export const WALKTHROUGH_KIND_LABELS: Record<WalkthroughKind, string> = {
  studio: 'Studio',
  apartment: 'Apartment',
  house: 'House',
  'hotel-room': 'Hotel room',
};

/** The kinds whose template depends on how many bedrooms the place has. */
export const KINDS_WITH_BEDROOMS = ['apartment', 'house'] as const satisfies readonly WalkthroughKind[];
export const BEDROOMS_MAX = 6;
export const ROOM_NAME_MAX = 60;
export const SHOT_NAME_MAX = 80;
export const ROOMS_MAX = 40;
export const SHOTS_PER_ROOM_MAX = 30;

export const WALKTHROUGH_MESSAGES = {
  exists: 'This place already has a walkthrough. Open it, or delete it to start again from a template.',
  unknownShot: 'That shot is not part of this walkthrough.',
  unknownRoom: 'That room is not part of this walkthrough. Reload it and make your changes again.',
  roomName: 'Please name every room.',
  shotName: 'Please name every shot.',
  noRooms: 'A walkthrough needs at least one room.',
  noShots: 'Every room needs at least one shot.',
} as const;

export const walkthroughTemplateSchema = z
  .object({
    kind: z.enum(WALKTHROUGH_KINDS, { error: 'Please choose the kind of place.' }),
    bedrooms: z.coerce
      .number({ error: 'Please enter how many bedrooms.' })
      .int('Please enter a whole number of bedrooms.')
      .min(1, 'A place with bedrooms has at least 1.')
      .max(BEDROOMS_MAX, `Up to ${BEDROOMS_MAX} bedrooms; add more rooms to the walkthrough afterwards.`)
      .optional(),
  })
  .refine(
    (template) => !(KINDS_WITH_BEDROOMS as readonly string[]).includes(template.kind) || template.bedrooms,
    { path: ['bedrooms'], message: 'Please enter how many bedrooms.' },
  );
export type WalkthroughTemplate = z.output<typeof walkthroughTemplateSchema>;

/** POST /api/walkthroughs: a place's walkthrough made from a template. */
export const walkthroughCreateSchema = z.object({
  propertyId: z.uuid('Unknown property.'),
  template: walkthroughTemplateSchema,
});
export type WalkthroughCreate = z.output<typeof walkthroughCreateSchema>;

/**
 * PUT /api/walkthroughs/{propertyId}: the whole list as edited. A room or shot with an `id` keeps
 * it (and its photos and skips); one without is new; one left out is removed, and its photos stay
 * in the place's evidence without a slot.
 */
export const walkthroughUpdateSchema = z
  .object({
    rooms: z
      .array(
        z.object({
          id: z.uuid().optional(),
          name: singleLineText({
            label: 'Room name',
            max: ROOM_NAME_MAX,
            required: WALKTHROUGH_MESSAGES.roomName,
          }),
          shots: z
            .array(
              z.object({
                id: z.uuid().optional(),
                name: singleLineText({
                  label: 'Shot name',
                  max: SHOT_NAME_MAX,
                  required: WALKTHROUGH_MESSAGES.shotName,
                }),
              }),
            )
            .min(1, WALKTHROUGH_MESSAGES.noShots)
            .max(SHOTS_PER_ROOM_MAX, `Up to ${SHOTS_PER_ROOM_MAX} shots in a room.`),
        }),
      )
      .min(1, WALKTHROUGH_MESSAGES.noRooms)
      .max(ROOMS_MAX, `Up to ${ROOMS_MAX} rooms in a walkthrough.`),
  })
  .extend(versionField);
export type WalkthroughUpdate = z.output<typeof walkthroughUpdateSchema>;

/** POST /api/walkthroughs/{propertyId}/shots/{shotId}/skips: the renter passes over a shot. */
export const shotSkipSchema = z.object({
  stage: z.enum(EVIDENCE_STAGES, { error: 'Please choose move-in or move-out.' }),
});

/** A photo of a shot, enough to show it and, at move-out, to lay it over the camera as a ghost. */
export type ShotPhoto = {
  id: string;
  receivedAt: string;
  width: number;
  height: number;
  urls: { thumb: string; large: string };
};

/** What happened to a shot at one stage: its photos (oldest first) and when it was skipped. */
export type ShotStage = { photos: ShotPhoto[]; skippedAt: string | null };

export type WalkthroughShot = {
  id: string;
  name: string;
  stages: Record<EvidenceStage, ShotStage>;
};

export type WalkthroughRoom = { id: string; name: string; shots: WalkthroughShot[] };

export type Walkthrough = {
  id: string;
  propertyId: string;
  template: WalkthroughTemplate;
  rooms: WalkthroughRoom[];
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** The place a walkthrough is of: a home, or a Travel Mode stay (its check-in and check-out). */
export type WalkthroughPlace = { id: string; name: string; kind: 'home' | 'stay' };

/** GET /api/walkthroughs/{propertyId} (the walkthrough is null while the place has none), POST, PUT. */
export type WalkthroughResponse = { place: WalkthroughPlace; walkthrough: Walkthrough | null };
