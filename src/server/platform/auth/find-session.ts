import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '#server/platform/db/database';
import { preparedQuery } from '#server/platform/db/prepared-query';
import { sessions, users } from '#server/platform/db/schema/auth';
import { hashSecretToken } from '#server/platform/lib/secret-token';

/** The signed-in person as our code uses them: never the whole row. */
export type SessionUser = { id: string; name: string; email: string };

export type FoundSession = {
  user: SessionUser;
  /** `createdAt` is when the person signed in; `updatedAt` their last activity (note-session-activity). */
  session: { id: string; createdAt: Date; updatedAt: Date };
};

/** better-auth's session cookie: its name (with `__Secure-` on https) and the secret that signs it. */
export type SessionCookie = { name: string; secret: string };

/** An HMAC-SHA256 in standard base64 with its padding, as better-call writes it. */
const SIGNATURE_LENGTH = 44;

function selectSession(db: Db, name: string) {
  return db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      sessionId: sessions.id,
      createdAt: sessions.createdAt,
      updatedAt: sessions.updatedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.token, sql.placeholder('token')), gt(sessions.expiresAt, sql.placeholder('now'))))
    .limit(1)
    .prepare(name);
}

/**
 * The session a request's cookie opens, as better-auth's `getSession` finds it, in one indexed
 * query (decision 025). The cookie holds `token.signature`: the signature is better-auth's HMAC of
 * the token with the auth secret, checked here first so a forged cookie costs no query. The row is
 * found by the token's hash (sessions store only that: platform/auth/hashed-session-tokens.ts)
 * joined to its user; a revoked session (row deleted), an expired one or one whose user is gone is
 * none at once.
 * `now` is the system time, as better-auth's own endpoints judge the same sessions by.
 */
export async function findSession(
  db: Db,
  cookie: SessionCookie,
  headers: Headers,
  now: Date,
): Promise<FoundSession | null> {
  const token = signedToken(readCookie(headers.get('cookie'), cookie.name), cookie.secret);
  if (token === null) return null;
  const [row] = await preparedQuery(db, 'find_session', selectSession).execute({
    token: hashSecretToken(token),
    now,
  });
  if (!row) return null;
  return {
    user: { id: row.userId, name: row.name, email: row.email },
    session: { id: row.sessionId, createdAt: row.createdAt, updatedAt: row.updatedAt },
  };
}

/** The first cookie of that name, decoded, as better-call reads it (a later duplicate is ignored). */
function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals === -1 || part.slice(0, equals).trim() !== name) continue;
    let value = part.slice(equals + 1).trim();
    if (value.startsWith('"')) value = value.slice(1, -1);
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return null;
}

/** The token of a `token.signature` value whose signature is right; anything else is null. */
function signedToken(value: string | null, secret: string): string | null {
  if (value === null) return null;
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  if (given.length !== SIGNATURE_LENGTH) return null;
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return timingSafeEqual(given, expected) ? token : null;
}
