// The bare baseline for `POST /api/photos`: node:http and pg, no framework, no ORM, no
// better-auth, doing the app's work for that request and nothing else: the session checked as in
// bench/baseline-list-server.ts, the multipart body read by Node's own `Request.formData()`, the
// property's owner checked, the SAME processPhoto as the app (sniff, pixel limit, EXIF, SHA-256,
// two WebP sizes), the three files written as the app's file store writes them (a temporary name,
// fsync, rename, fsync of the folder) and one insert. bench/upload-throughput.ts runs it beside the
// app; by hand: DATABASE_URL=… AUTH_SECRET=… DATA_DIR=… PORT=… npx tsx bench/baseline-upload-server.ts
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdir, open, rename } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import { processPhoto } from '#server/photos/process-photo';
import { findBaselineUser, openBaselinePool, send, UNAUTHENTICATED } from './baseline-support';

const databaseUrl = process.env.DATABASE_URL;
const secret = process.env.AUTH_SECRET;
const dataDir = process.env.DATA_DIR;
if (!databaseUrl || !secret || !dataDir)
  throw new Error('DATABASE_URL, AUTH_SECRET and DATA_DIR must be set');
const port = Number(process.env.PORT ?? 3101);

const pool = openBaselinePool(databaseUrl);

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PROPERTY_SQL = 'select id, name, kind from properties where id = $1 and user_id = $2';
const INSERT_SQL = `insert into photos (id, user_id, property_id, stage, maintenance_item_id, amenity_id, area,
    notes, storage_key, original_name, content_type, byte_size, width, height, sha256, received_at, captured_at)
  values ($1, $2, $3, $4, null, null, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15) returning *`;

/** As the app's file store: the whole file under its name, on disk, or nothing. */
async function putDurably(file: string, data: Uint8Array) {
  const draft = `${file}.${randomBytes(8).toString('hex')}.partial`;
  const handle = await open(draft, 'wx');
  try {
    await handle.writeFile(data);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(draft, file);
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

type PhotoRow = Record<string, unknown> & { id: string; received_at: Date };

async function upload(request: IncomingMessage, response: ServerResponse) {
  const userId = await findBaselineUser(pool, request.headers.cookie, secret as string);
  if (!userId) {
    send(response, 401, UNAUTHENTICATED);
    return;
  }
  const form = await new Request('http://baseline/api/photos', {
    method: 'POST',
    headers: { 'content-type': request.headers['content-type'] ?? '' },
    body: Readable.toWeb(request) as ReadableStream<Uint8Array>,
    duplex: 'half',
  } as RequestInit).formData();
  const file = form.get('file');
  const propertyId = form.get('propertyId');
  const stage = form.get('stage');
  if (
    !(file instanceof File) ||
    file.size === 0 ||
    typeof propertyId !== 'string' ||
    !UUID.test(propertyId)
  ) {
    send(response, 400, { error: { code: 'VALIDATION_FAILED', message: 'Bad upload' } });
    return;
  }
  if (stage !== 'move-in' && stage !== 'move-out') {
    send(response, 400, { error: { code: 'VALIDATION_FAILED', message: 'Bad stage' } });
    return;
  }
  const property = (
    await pool.query<{ id: string; name: string; kind: string }>(PROPERTY_SQL, [propertyId, userId])
  ).rows[0];
  if (!property) {
    send(response, 404, { error: { code: 'NOT_FOUND', message: 'That property was not found.' } });
    return;
  }
  const receivedAt = new Date();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const processed = await processPhoto(bytes);
  const id = randomUUID();
  const storageKey = `users/${userId}/photos/${id}/`;
  const folder = path.join(dataDir as string, storageKey);
  await mkdir(folder, { recursive: true });
  await Promise.all([
    putDurably(path.join(folder, 'original'), bytes),
    putDurably(path.join(folder, 'thumb.webp'), processed.thumb),
    putDurably(path.join(folder, 'large.webp'), processed.large),
  ]);
  const area = form.get('area');
  const notes = form.get('notes');
  const [row] = (
    await pool.query<PhotoRow>(INSERT_SQL, [
      id,
      userId,
      property.id,
      stage,
      typeof area === 'string' ? area.trim() : '',
      typeof notes === 'string' ? notes.trim() : '',
      storageKey,
      file.name,
      processed.contentType,
      bytes.byteLength,
      processed.width,
      processed.height,
      processed.sha256,
      receivedAt,
      processed.capturedAt,
    ])
  ).rows;
  if (!row) throw new Error('Insert returned no photo');
  const base = `/api/photos/${id}`;
  send(response, 201, {
    photo: {
      id,
      propertyId: property.id,
      maintenanceItemId: null,
      amenityId: null,
      propertyName: property.name,
      propertyKind: property.kind,
      stage,
      area: row.area,
      notes: row.notes,
      receivedAt: row.received_at.toISOString(),
      capturedAt: processed.capturedAt,
      sha256: processed.sha256,
      contentType: processed.contentType,
      originalName: file.name,
      byteSize: bytes.byteLength,
      width: processed.width,
      height: processed.height,
      urls: { thumb: `${base}/thumb`, large: `${base}/large`, original: `${base}/original` },
    },
  });
}

const server = createServer((request, response) => {
  // What the runner polls until the server is up.
  if (request.method === 'GET' && request.url === '/api/health') {
    send(response, 200, { status: 'ok' });
    return;
  }
  if (request.method !== 'POST' || request.url !== '/api/photos') {
    send(response, 404, { error: { code: 'NOT_FOUND', message: 'Not found' } });
    return;
  }
  upload(request, response).catch((error: unknown) => {
    console.error(error);
    if (!response.headersSent) send(response, 500, { error: { code: 'INTERNAL', message: 'Failed' } });
  });
});

server.listen(port, '127.0.0.1');
const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
