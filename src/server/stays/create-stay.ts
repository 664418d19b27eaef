import type { z } from 'zod';
import type { stayInputSchema } from '#shared/stays/stay-schemas';
import type { Db } from '#server/platform/db/database';
import { properties } from '#server/platform/db/schema/properties';
import { stays } from '#server/platform/db/schema/stays';

/** The property row of kind 'stay' (its photos, share links and PDF are a property's) and its details, together. */
export async function createStay(db: Db, userId: string, input: z.output<typeof stayInputSchema>) {
  const { place, address, ...details } = input;
  return db.transaction(async (tx) => {
    const [property] = await tx
      .insert(properties)
      .values({ userId, name: place, address, kind: 'stay' })
      .returning({ id: properties.id });
    if (!property) throw new Error('Insert returned no property');
    await tx.insert(stays).values({ propertyId: property.id, userId, ...details });
    return property.id;
  });
}
