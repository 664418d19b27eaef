import {
  KINDS_WITH_BEDROOMS,
  WALKTHROUGH_MESSAGES,
  type WalkthroughTemplate,
} from '#shared/walkthroughs/walkthrough-schemas';
import { templateRooms } from '#shared/walkthroughs/walkthrough-templates';
import type { Db } from '#server/platform/db/database';
import { walkthroughRooms, walkthroughShots, walkthroughs } from '#server/platform/db/schema/walkthroughs';
import { Rejection } from '#server/platform/lib/rejection';

/**
 * A place's walkthrough made from a template (docs/product.md §6.4); the place is already known to
 * be the user's. One per place: a second is refused, since its photos would no longer pair.
 */
export async function createWalkthrough(
  db: Db,
  userId: string,
  propertyId: string,
  template: WalkthroughTemplate,
) {
  await db.transaction(async (tx) => {
    const [walkthrough] = await tx
      .insert(walkthroughs)
      .values({
        userId,
        propertyId,
        templateKind: template.kind,
        // A studio's or hotel room's template takes no bedrooms: one sent anyway is not kept.
        templateBedrooms: (KINDS_WITH_BEDROOMS as readonly string[]).includes(template.kind)
          ? (template.bedrooms ?? null)
          : null,
      })
      .onConflictDoNothing({ target: walkthroughs.propertyId })
      .returning({ id: walkthroughs.id });
    if (!walkthrough) throw new Rejection('conflict', 'CONFLICT', WALKTHROUGH_MESSAGES.exists);
    const rooms = templateRooms(template).map((room, position) => ({
      id: crypto.randomUUID(),
      walkthroughId: walkthrough.id,
      position,
      name: room.name,
      shots: room.shots,
    }));
    await tx.insert(walkthroughRooms).values(rooms.map(({ shots: _shots, ...room }) => room));
    await tx.insert(walkthroughShots).values(
      rooms.flatMap((room) =>
        room.shots.map((name, position) => ({
          walkthroughId: walkthrough.id,
          roomId: room.id,
          position,
          name,
        })),
      ),
    );
  });
}
