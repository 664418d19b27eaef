import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { photos } from './photos';

/**
 * The renter's drawing over a photo (docs/product.md §34): a vector layer kept beside the photo,
 * never in its bytes. `layer` is the exact JSON whose SHA-256 is `sha256`; the bundle carries it as is.
 */
export const photoMarkups = pgTable('photo_markups', {
  photoId: uuid('photo_id')
    .primaryKey()
    .references(() => photos.id, { onDelete: 'cascade' }),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  layer: text('layer').notNull(),
  sha256: text('sha256').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});
