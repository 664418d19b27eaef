import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { Db } from '#server/platform/db/database';
import { IDEMPOTENCY_KEY_LIFETIME_MS, idempotencyKeys } from '#server/platform/db/schema/idempotency';
import type { AppEnv } from '../app-env';
import { AppError, errorBody } from '../errors';
import { isUpload, readUploadForm, type UploadForm } from '../upload-form';
import { findSessionUser } from './require-user';
import type { ApiErrorBody } from '#shared/api/api-error';

// Idempotency-Key on every signed-in POST under /api (decision 013): the same key from the same
// user within a day answers with the first answer and creates nothing.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** A claim still running after this long belongs to a process that died: the key is free again. */
const ABANDONED_CLAIM_MS = 5 * 60 * 1000;
/** How long a repeat waits for the first request's answer before answering 409. */
const WAIT_FOR_FIRST_MS = 15_000;
const POLL_MS = 50;
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;
/** better-auth's endpoints set cookies and manage their own one-time tokens; they are not replayed. */
const EXEMPT_PREFIXES = ['/api/auth/'];
/** The headers of an answer worth replaying; everything else is rebuilt by the app's middleware. */
const REPLAYED_HEADERS = ['content-type', 'cache-control'];

type StoredAnswer = { headers: Record<string, string>; body: string };

const sha256 = (...parts: (string | Uint8Array)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash;
};

function encrypt(key: string, answer: StoredAnswer): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sha256('answer\0', key).digest(), iv);
  const sealed = Buffer.concat([cipher.update(JSON.stringify(answer), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
}

function decrypt(key: string, stored: string): StoredAnswer {
  const bytes = Buffer.from(stored, 'base64');
  const decipher = createDecipheriv('aes-256-gcm', sha256('answer\0', key).digest(), bytes.subarray(0, 12));
  decipher.setAuthTag(bytes.subarray(12, 28));
  const text = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  return JSON.parse(text) as StoredAnswer;
}

/**
 * What makes two requests "the same": method, path and body. A multipart body is hashed by its
 * parsed fields and file contents, because a browser picks a new boundary each time it sends the
 * same form. Parsing here is not wasted: an upload route's form is read once, as a stream, its
 * file's SHA-256 counted on the way (readUploadForm), and the handler finds it; any other route's
 * form (at most the JSON limit) Hono keeps for the handler.
 */
async function requestHash(c: Context<AppEnv>): Promise<string | null> {
  const url = new URL(c.req.url);
  const hash = sha256(c.req.method, ' ', url.pathname, url.search, '\n');
  const type = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
  if (type !== 'multipart/form-data') {
    hash.update(new Uint8Array(await c.req.arrayBuffer()));
    return hash.digest('hex');
  }
  if (isUpload(c)) {
    const upload = await readUploadForm(c).catch(() => null);
    return upload && hashUploadForm(hash, upload);
  }
  const form = await c.req.parseBody({ all: true }).catch(() => null);
  if (!form) return null;
  for (const name of Object.keys(form).sort()) {
    const values = ([] as unknown[]).concat(form[name]);
    for (const value of values) {
      hash.update(`${name.length}:${name}`);
      if (value instanceof File) {
        hash.update(`file:${value.name.length}:${value.name}:${value.type}:${value.size}:`);
        for await (const chunk of value.stream()) hash.update(chunk);
      } else {
        const text = String(value);
        hash.update(`text:${text.length}:${text}`);
      }
    }
  }
  return hash.digest('hex');
}

function hashUploadForm(hash: ReturnType<typeof sha256>, { fields, file }: UploadForm) {
  for (const name of Object.keys(fields).sort()) {
    const value = fields[name];
    hash.update(`${name.length}:${name}`);
    if (value instanceof File) hash.update(`file:${value.name.length}:${value.name}:${value.type}:0:`);
    else hash.update(`text:${value?.length ?? 0}:${value ?? ''}`);
  }
  if (file) {
    hash.update(`4:file`);
    hash.update(`file:${file.name.length}:${file.name}:${file.type}:${file.size}:${file.sha256}`);
  }
  return hash.digest('hex');
}

type Claim =
  | { kind: 'claimed' }
  | { kind: 'replay'; status: number; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

async function claim(
  db: Db,
  {
    userId,
    key,
    keyHash,
    hash,
    now,
  }: { userId: string; key: string; keyHash: string; hash: string; now: Date },
): Promise<Claim> {
  const [inserted] = await db
    .insert(idempotencyKeys)
    .values({ userId, keyHash, requestHash: hash, createdAt: now })
    .onConflictDoNothing()
    .returning({ keyHash: idempotencyKeys.keyHash });
  if (inserted) return { kind: 'claimed' };
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.userId, userId), eq(idempotencyKeys.keyHash, keyHash)));
  // Released (or swept) between the insert and the read: try again.
  if (!row) return { kind: 'in-progress' };
  if (row.requestHash !== hash) return { kind: 'mismatch' };
  if (row.status === null || row.response === null) return { kind: 'in-progress' };
  return { kind: 'replay', status: row.status, answer: decrypt(key, row.response) };
}

/** Expired keys (anyone's) and this user's abandoned claims go before a new claim is made. */
function sweep(db: Db, userId: string, now: Date) {
  return db
    .delete(idempotencyKeys)
    .where(
      or(
        lt(idempotencyKeys.createdAt, new Date(now.getTime() - IDEMPOTENCY_KEY_LIFETIME_MS)),
        and(
          eq(idempotencyKeys.userId, userId),
          isNull(idempotencyKeys.status),
          lt(idempotencyKeys.createdAt, new Date(now.getTime() - ABANDONED_CLAIM_MS)),
        ),
      ),
    );
}

/**
 * An answer is kept when it is final for that request: a success, or a refusal the same request
 * would get again (400, 404, 422…). A 5xx releases the key, since nothing was done and a retry
 * should run; so do 409 and 429, which ask the client to try again later.
 */
const isFinalAnswer = (status: number) => status < 500 && status !== 409 && status !== 429;

function replay({ status, answer }: { status: number; answer: StoredAnswer }) {
  return new Response(answer.body || null, {
    status,
    headers: { ...answer.headers, 'Idempotent-Replayed': 'true' },
  });
}

/**
 * Whose keys a request's key is one of: a user, and within the user a namespace (each API key has
 * its own, so two programs of one person cannot replay each other's answers). Null: no one, and
 * the key is ignored.
 */
type KeyOwner = (c: Context<AppEnv>) => Promise<{ userId: string; namespace: string } | null>;

/** The app's routes: the signed-in person. Public POSTs (share pages, the bundle checker) have none. */
const sessionOwner: KeyOwner = async (c) => {
  const user = await findSessionUser(c.var.services, c.req.raw.headers);
  return user ? { userId: user.id, namespace: '' } : null;
};

/** /api/v1: the API key requireApiKey checked. */
const apiKeyOwner: KeyOwner = async (c) => ({
  userId: c.var.apiActor.user.id,
  namespace: `api-key:${c.var.apiActor.keyId}\0`,
});

const idempotencyFor = (ownerOf: KeyOwner) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (c.req.method !== 'POST' || key === undefined) return next();
    if (EXEMPT_PREFIXES.some((prefix) => c.req.path.startsWith(prefix))) return next();
    const { clock, database, logger } = c.var.services;
    const owner = await ownerOf(c);
    if (!owner) return next();
    const user = { id: owner.userId };
    if (!KEY_PATTERN.test(key)) {
      throw new AppError(
        400,
        'INVALID_IDEMPOTENCY_KEY',
        'The Idempotency-Key header must be 1 to 255 visible ASCII characters.',
      );
    }
    const hash = await requestHash(c);
    // A form that cannot be parsed is refused by the handler, the same way each time.
    if (hash === null) return next();

    const { db } = database;
    const keyHash = sha256('key\0', owner.namespace, key).digest('hex');
    await sweep(db, user.id, clock.now());
    const deadline = Date.now() + WAIT_FOR_FIRST_MS;
    for (;;) {
      const result = await claim(db, { userId: user.id, key, keyHash, hash, now: clock.now() });
      if (result.kind === 'replay') return replay(result);
      if (result.kind === 'mismatch') {
        throw new AppError(
          422,
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for a different request. Send a new key for a new request.',
        );
      }
      if (result.kind === 'claimed') break;
      if (Date.now() >= deadline) {
        const message = 'The same request is still being processed. Please try again in a moment.';
        return c.json(errorBody('IDEMPOTENCY_IN_PROGRESS', message) satisfies ApiErrorBody, 409, {
          'Retry-After': '1',
        });
      }
      await sleep(POLL_MS);
    }

    const ownKey = and(eq(idempotencyKeys.userId, user.id), eq(idempotencyKeys.keyHash, keyHash));
    // With the database down this fails too; the claim then lapses after ABANDONED_CLAIM_MS.
    const release = () =>
      db
        .delete(idempotencyKeys)
        .where(ownKey)
        .catch((error: unknown) => logger.error({ err: error }, 'An idempotency key could not be released'));
    try {
      await next();
    } catch (error) {
      await release();
      throw error;
    }
    const { status } = c.res;
    if (!isFinalAnswer(status)) {
      await release();
      return;
    }
    const headers: Record<string, string> = {};
    for (const name of REPLAYED_HEADERS) {
      const value = c.res.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const answer = { headers, body: await c.res.clone().text() };
    await db
      .update(idempotencyKeys)
      .set({ status, response: encrypt(key, answer) })
      .where(ownKey);
  });

export const idempotency = idempotencyFor(sessionOwner);

/** /api/v1's: every create takes an Idempotency-Key, scoped to the API key that sent it. */
export const apiIdempotency = idempotencyFor(apiKeyOwner);
