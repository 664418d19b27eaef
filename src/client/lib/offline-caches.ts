/**
 * The service worker's runtime caches of the signed-in person's data (decision 037): what the
 * capture screens read, so that they open offline. Named here because the page deletes them when
 * nobody is signed in any more (session.ts), so the next person never sees them.
 */
export const CAPTURE_DATA_CACHE = 'rentproof-capture-data';
export const PHOTO_COPIES_CACHE = 'rentproof-photo-copies';

export const PERSONAL_CACHES = [CAPTURE_DATA_CACHE, PHOTO_COPIES_CACHE] as const;

/** Deletes them; a browser without Cache Storage never had them. */
export async function deletePersonalCaches() {
  if (typeof caches === 'undefined') return;
  await Promise.all(PERSONAL_CACHES.map((name) => caches.delete(name)));
}
