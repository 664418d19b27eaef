import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type {
  Walkthrough,
  WalkthroughKind,
  WalkthroughRoom,
  WalkthroughTemplate,
} from './walkthrough-schemas';

/** A room of a template: its name and the shots worth taking in it, in the order to take them. */
export type TemplateRoom = { name: string; shots: string[] };

// Two views of a room, from the door and toward it, show every wall; the rest are the parts a
// deposit dispute is usually about.
const VIEWS = ['View from the door', 'View toward the door'];
const SURFACES = ['Floor', 'Ceiling'];

const ENTRANCE: TemplateRoom = {
  name: 'Entrance',
  shots: ['Front door, outside', 'Front door, inside and lock', ...VIEWS, 'Floor'],
};
const LIVING_ROOM: TemplateRoom = {
  name: 'Living room',
  shots: [...VIEWS, ...SURFACES, 'Windows', 'Door', 'Heating, sockets and switches'],
};
const KITCHEN: TemplateRoom = {
  name: 'Kitchen',
  shots: [
    ...VIEWS,
    ...SURFACES,
    'Windows',
    'Worktops and sink',
    'Oven and hob',
    'Fridge and freezer',
    'Cupboards, inside',
  ],
};
const BATHROOM: TemplateRoom = {
  name: 'Bathroom',
  shots: [
    'View from the door',
    ...SURFACES,
    'Bath or shower',
    'Toilet',
    'Sink and taps',
    'Window or vent',
    'Door',
  ],
};
const METERS: TemplateRoom = {
  name: 'Meter readings',
  shots: ['Electricity meter', 'Gas meter', 'Water meter'],
};

function bedroom(name: string): TemplateRoom {
  return { name, shots: [...VIEWS, ...SURFACES, 'Windows', 'Door', 'Wardrobe'] };
}

function bedrooms(count: number): TemplateRoom[] {
  if (count === 1) return [bedroom('Bedroom')];
  return Array.from({ length: count }, (_, index) => bedroom(`Bedroom ${index + 1}`));
}

const TEMPLATES: Record<WalkthroughKind, (bedroomCount: number) => TemplateRoom[]> = {
  studio: () => [
    ENTRANCE,
    { name: 'Main room', shots: [...VIEWS, ...SURFACES, 'Windows', 'Sleeping area', 'Wardrobe'] },
    {
      name: 'Kitchen area',
      shots: ['Worktops and sink', 'Oven and hob', 'Fridge and freezer', 'Cupboards, inside'],
    },
    BATHROOM,
    METERS,
  ],
  apartment: (count) => [ENTRANCE, LIVING_ROOM, KITCHEN, ...bedrooms(count), BATHROOM, METERS],
  house: (count) => [
    ENTRANCE,
    LIVING_ROOM,
    KITCHEN,
    { name: 'Stairs and landing', shots: ['Stairs from below', 'Stairs from above', 'Banister', 'Landing'] },
    ...bedrooms(count),
    BATHROOM,
    ...(count >= 3 ? [{ ...BATHROOM, name: 'Second bathroom' }] : []),
    {
      name: 'Outside',
      shots: ['Front of the house', 'Back of the house', 'Garden', 'Fences and gates', 'Garage or shed'],
    },
    METERS,
  ],
  'hotel-room': () => [
    { name: 'Door', shots: ['Door and room number', 'Lock'] },
    {
      name: 'Room',
      shots: [
        ...VIEWS,
        'Floor',
        'Bed and linen',
        'Desk and chairs',
        'Windows',
        'Minibar and safe',
        'TV and remote',
      ],
    },
    {
      name: 'Bathroom',
      shots: ['View from the door', 'Bath or shower', 'Toilet', 'Sink and mirror', 'Towels'],
    },
  ],
};

/** The rooms and shots a template starts with. */
export function templateRooms(template: WalkthroughTemplate): TemplateRoom[] {
  return TEMPLATES[template.kind](template.bedrooms ?? 1);
}

/**
 * The template offered first: a stay is most often a hotel room, a house or townhouse is a house,
 * anything else an apartment with one bedroom. The renter can choose another.
 */
export function suggestedTemplate(place: { kind: 'home' | 'stay'; type?: string }): WalkthroughTemplate {
  if (place.kind === 'stay') return { kind: 'hotel-room' };
  if (place.type === 'house' || place.type === 'townhouse') return { kind: 'house', bedrooms: 2 };
  return { kind: 'apartment', bedrooms: 1 };
}

export type Progress = { done: number; skipped: number; total: number };

const NOTHING_WAITING: ReadonlySet<string> = new Set();

/**
 * A shot is done at a stage once it has a photo, or one kept on the device waiting to upload (the
 * ids in `waiting`, docs/product.md §6.6), and skipped when passed over without one.
 */
export function roomProgress(
  room: WalkthroughRoom,
  stage: EvidenceStage,
  waiting: ReadonlySet<string> = NOTHING_WAITING,
): Progress {
  let done = 0;
  let skipped = 0;
  for (const shot of room.shots) {
    const { photos, skippedAt } = shot.stages[stage];
    if (photos.length > 0 || waiting.has(shot.id)) done += 1;
    else if (skippedAt) skipped += 1;
  }
  return { done, skipped, total: room.shots.length };
}

export function walkthroughProgress(
  walkthrough: Walkthrough,
  stage: EvidenceStage,
  waiting: ReadonlySet<string> = NOTHING_WAITING,
): Progress {
  return walkthrough.rooms.reduce(
    (sum, room) => {
      const progress = roomProgress(room, stage, waiting);
      return {
        done: sum.done + progress.done,
        skipped: sum.skipped + progress.skipped,
        total: sum.total + progress.total,
      };
    },
    { done: 0, skipped: 0, total: 0 },
  );
}

/** 'Kitchen 4 of 6': the shots taken or skipped, so the renter sees what is left. */
export function progressLabel(name: string, progress: Progress): string {
  return `${name} ${progress.done + progress.skipped} of ${progress.total}`;
}
