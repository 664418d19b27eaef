// The bare baseline for `GET /api/photos?limit=50`: node:http and pg, no framework, no ORM, no
// better-auth, doing the app's work for that request and nothing else: the session cookie's
// HMAC checked with node:crypto, one query for the session and its user (by the SHA-256 of the
// token, as the app stores it), the same last-use bookkeeping, then the exact SQL the app's
// listPhotos runs (drizzle's output, copied) and the same JSON. bench/list-throughput.ts runs it
// beside the app; by hand: DATABASE_URL=… AUTH_SECRET=… PORT=… npx tsx bench/baseline-list-server.ts
import { createServer } from 'node:http';
import { findBaselineUser, openBaselinePool, send, UNAUTHENTICATED } from './baseline-support';

const databaseUrl = process.env.DATABASE_URL;
const secret = process.env.AUTH_SECRET;
if (!databaseUrl || !secret) throw new Error('DATABASE_URL and AUTH_SECRET must be set');
const port = Number(process.env.PORT ?? 3100);

const pool = openBaselinePool(databaseUrl);

const LIST_SQL = `select "photos"."id", "photos"."user_id", "photos"."property_id", "photos"."stage", "photos"."maintenance_item_id", "photos"."amenity_id", "photos"."area", "photos"."notes", "photos"."storage_key", "photos"."original_name", "photos"."content_type", "photos"."byte_size", "photos"."width", "photos"."height", "photos"."sha256", "photos"."received_at", "photos"."captured_at", "photos"."device_captured_at", "photos"."walkthrough_shot_id", "photos"."inspection_item_id", "photos"."timestamp_batch_id", "properties"."name", "properties"."kind", "timestamp_batches"."tsa", "timestamp_batches"."stamped_at", "photo_markups"."layer", "photo_markups"."sha256" as "markup_sha256", "photo_markups"."updated_at" as "markup_updated_at" from "photos" inner join "properties" on "properties"."id" = "photos"."property_id" left join "timestamp_batches" on "timestamp_batches"."id" = "photos"."timestamp_batch_id" left join "photo_markups" on "photo_markups"."photo_id" = "photos"."id" where "photos"."user_id" = $1 order by "photos"."received_at" desc, "photos"."id" desc limit $2`;

type PhotoRow = {
  id: string;
  property_id: string;
  stage: string;
  maintenance_item_id: string | null;
  amenity_id: string | null;
  walkthrough_shot_id: string | null;
  inspection_item_id: string | null;
  area: string;
  notes: string;
  original_name: string;
  content_type: string;
  byte_size: number;
  width: number;
  height: number;
  sha256: string;
  received_at: Date;
  captured_at: string | null;
  device_captured_at: Date | null;
  name: string | null;
  kind: string;
  tsa: string | null;
  stamped_at: Date | null;
  layer: string | null;
  markup_sha256: string | null;
  markup_updated_at: Date | null;
};

// As the app's config reads TSA_URLS: with none, a photo not stamped is 'not-configured'.
const timestamping = (process.env.TSA_URLS ?? '').split(',').some((url) => url.trim());

function present(row: PhotoRow) {
  const base = `/api/photos/${row.id}`;
  const name = row.name?.trim();
  return {
    id: row.id,
    propertyId: row.property_id,
    maintenanceItemId: row.maintenance_item_id,
    amenityId: row.amenity_id,
    walkthroughShotId: row.walkthrough_shot_id,
    inspectionItemId: row.inspection_item_id,
    propertyName: name ? name : `Property ${row.property_id.slice(0, 4)}`,
    propertyKind: row.kind,
    stage: row.stage,
    area: row.area,
    notes: row.notes,
    receivedAt: row.received_at.toISOString(),
    capturedAt: row.captured_at,
    deviceCapturedAt: row.device_captured_at?.toISOString() ?? null,
    sha256: row.sha256,
    contentType: row.content_type,
    originalName: row.original_name,
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    urls: { thumb: `${base}/thumb`, large: `${base}/large`, original: `${base}/original` },
    timestamp:
      row.tsa !== null && row.stamped_at !== null
        ? { status: 'stamped', tsa: row.tsa, at: row.stamped_at.toISOString() }
        : { status: timestamping ? 'pending' : 'not-configured' },
    markup:
      row.layer !== null && row.markup_sha256 !== null && row.markup_updated_at !== null
        ? {
            shapes: (JSON.parse(row.layer) as { shapes: unknown[] }).shapes,
            sha256: row.markup_sha256,
            updatedAt: row.markup_updated_at.toISOString(),
          }
        : null,
  };
}

const server = createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://baseline');
  if (request.method !== 'GET' || url.pathname !== '/api/photos') {
    send(response, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    return;
  }
  const limit = Number(url.searchParams.get('limit') ?? 24);
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    send(response, 400, { error: { code: 'VALIDATION_FAILED', message: 'Bad limit' } });
    return;
  }
  void (async () => {
    const userId = await findBaselineUser(pool, request.headers.cookie, secret);
    if (!userId) {
      send(response, 401, UNAUTHENTICATED);
      return;
    }
    const rows = (await pool.query<PhotoRow>(LIST_SQL, [userId, limit + 1])).rows;
    const items = rows.slice(0, limit);
    const last = items.at(-1);
    const nextCursor =
      rows.length > limit && last
        ? Buffer.from(JSON.stringify([last.received_at.toISOString(), last.id])).toString('base64url')
        : null;
    send(response, 200, { photos: items.map(present), nextCursor });
  })().catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { error: { code: 'INTERNAL', message: 'Failed' } });
  });
});

server.listen(port, '127.0.0.1');
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
