// What both bare baselines (bench/baseline-list-server.ts, bench/baseline-upload-server.ts) do as the
// app does before their route's own work: the same pool, the session cookie checked with
// node:crypto, one query for the session and its user (by the token's SHA-256, as the app stores
// it), and the same last-use bookkeeping. Nothing of the app's code: that is the point of a floor.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import pg from 'pg';

/** The app's pool: the same size and timeouts (src/server/platform/db/database.ts). */
export function openBaselinePool(databaseUrl: string) {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: 10,
    connectionTimeoutMillis: 2_000,
    statement_timeout: 10_000,
    query_timeout: 12_000,
    keepAlive: true,
  });
  pool.on('error', () => undefined);
  return pool;
}

const COOKIE = /(?:^|;\s*)(?:__Secure-)?rentproof\.session_token=([^;]*)/;
const SESSION_ACTIVITY_PRECISION_MS = 5 * 60 * 1000;
const SESSION_SQL = `select s.id, s.expires_at, s.updated_at, u.id as user_id
  from sessions s join users u on u.id = s.user_id where s.token = $1`;

/** The token of a cookie better-auth signed (`<token>.<base64 HMAC-SHA256>`), or null. */
function verifiedToken(cookieHeader: string | undefined, secret: string): string | null {
  const value = cookieHeader?.match(COOKIE)?.[1];
  if (!value) return null;
  const signed = decodeURIComponent(value);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return null;
  const token = signed.slice(0, dot);
  const given = Buffer.from(signed.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret).update(token).digest();
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

type Session = { id: string; expires_at: Date; updated_at: Date; user_id: string };

/** The signed-in user's id, or null (the caller answers 401). */
export async function findBaselineUser(
  pool: pg.Pool,
  cookieHeader: string | undefined,
  secret: string,
): Promise<string | null> {
  const token = verifiedToken(cookieHeader, secret);
  if (!token) return null;
  const hash = createHash('sha256').update(token).digest('hex');
  const [session] = (await pool.query<Session>(SESSION_SQL, [hash])).rows;
  const now = Date.now();
  if (!session || session.expires_at.getTime() <= now) return null;
  if (session.updated_at.getTime() <= now - SESSION_ACTIVITY_PRECISION_MS) {
    const stale = new Date(now - SESSION_ACTIVITY_PRECISION_MS);
    await pool.query('update sessions set updated_at = $1 where id = $2 and updated_at < $3', [
      new Date(now),
      session.id,
      stale,
    ]);
  }
  return session.user_id;
}

export function send(response: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  response.writeHead(status, {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(json),
  });
  response.end(json);
}

export const UNAUTHENTICATED = { error: { code: 'UNAUTHENTICATED', message: 'Please sign in.' } };
