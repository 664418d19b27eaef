// The bare baseline for `GET /api/photos?limit=50`: node:http and pg, no framework, no ORM, no
// better-auth, doing the app's work for that request and nothing else: the session cookie's
// HMAC checked with node:crypto, one query for the session and its user (by the SHA-256 of the
// token, as the app stores it), the same last-use bookkeeping, then the exact SQL the app's
// listPhotos runs (drizzle's output, copied) and the same JSON. bench/list-throughput.ts runs it
// beside the app; by hand: DATABASE_URL=… AUTH_SECRET=… PORT=… npx tsx bench/baseline-list-server.ts
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import pg from 'pg';

const databaseUrl = process.env.DATABASE_URL;
const secret = process.env.AUTH_SECRET;
if (!databaseUrl || !secret) throw new Error('DATABASE_URL and AUTH_SECRET must be set');
const port = Number(process.env.PORT ?? 3100);

// The app's pool: the same size and timeouts (src/server/db/database.ts).
const pool = new pg.Pool({
  connectionString: databaseUrl,
  max: 10,
  connectionTimeoutMillis: 2_000,
  statement_timeout: 10_000,
  query_timeout: 12_000,
  keepAlive: true,
});
pool.on('error', () => undefined);

const COOKIE = /(?:^|;\s*)(?:__Secure-)?rentproof\.session_token=([^;]*)/;
const SESSION_ACTIVITY_PRECISION_MS = 5 * 60 * 1000;

const SESSION_SQL = `select s.id, s.expires_at, s.updated_at, u.id as user_id
  from sessions s join users u on u.id = s.user_id where s.token = $1`;
const LIST_SQL = `select "photos"."id", "photos"."user_id", "photos"."property_id", "photos"."stage", "photos"."maintenance_item_id", "photos"."amenity_id", "photos"."area", "photos"."notes", "photos"."storage_key", "photos"."original_name", "photos"."content_type", "photos"."byte_size", "photos"."width", "photos"."height", "photos"."sha256", "photos"."received_at", "photos"."captured_at", "properties"."name", "properties"."kind" from "photos" inner join "properties" on "properties"."id" = "photos"."property_id" where "photos"."user_id" = $1 order by "photos"."received_at" desc, "photos"."id" desc limit $2`;

/** The token of a cookie better-auth signed (`<token>.<base64 HMAC-SHA256>`), or null. */
function verifiedToken(cookieHeader: string | undefined): string | null {
  const value = cookieHeader?.match(COOKIE)?.[1];
  if (!value) return null;
  const signed = decodeURIComponent(value);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret as string)
    .update(token)
    .digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

type PhotoRow = {
  id: string;
  property_id: string;
  stage: string;
  maintenance_item_id: string | null;
  amenity_id: string | null;
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
  name: string | null;
  kind: string;
};

function present(row: PhotoRow) {
  const base = `/api/photos/${row.id}`;
  const name = row.name?.trim();
  return {
    id: row.id,
    propertyId: row.property_id,
    maintenanceItemId: row.maintenance_item_id,
    amenityId: row.amenity_id,
    propertyName: name ? name : `Property ${row.property_id.slice(0, 4)}`,
    propertyKind: row.kind,
    stage: row.stage,
    area: row.area,
    notes: row.notes,
    receivedAt: row.received_at.toISOString(),
    capturedAt: row.captured_at,
    sha256: row.sha256,
    contentType: row.content_type,
    originalName: row.original_name,
    byteSize: row.byte_size,
    width: row.width,
    height: row.height,
    urls: { thumb: `${base}/thumb`, large: `${base}/large`, original: `${base}/original` },
  };
}

function send(response: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
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
    const token = verifiedToken(request.headers.cookie);
    const hash = token && createHash('sha256').update(token).digest('hex');
    const session = hash
      ? (
          await pool.query<{ id: string; expires_at: Date; updated_at: Date; user_id: string }>(SESSION_SQL, [
            hash,
          ])
        ).rows[0]
      : undefined;
    const now = Date.now();
    if (!session || session.expires_at.getTime() <= now) {
      send(response, 401, { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } });
      return;
    }
    if (session.updated_at.getTime() <= now - SESSION_ACTIVITY_PRECISION_MS) {
      const stale = new Date(now - SESSION_ACTIVITY_PRECISION_MS);
      await pool.query('update sessions set updated_at = $1 where id = $2 and updated_at < $3', [
        new Date(now),
        session.id,
        stale,
      ]);
    }
    const rows = (await pool.query<PhotoRow>(LIST_SQL, [session.user_id, limit + 1])).rows;
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
