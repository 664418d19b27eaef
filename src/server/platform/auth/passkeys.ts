import { passkey as passkeyPlugin } from '@better-auth/passkey';
import { APIError, createAuthMiddleware, getSessionFromCtx, isAPIError } from 'better-auth/api';
import type { PasskeyResponse, PasskeysResponse } from '#shared/accounts/account-responses';
import { type Passkey, passkeyNameSchema, renamePasskeySchema } from '#shared/accounts/passkey-schemas';
import type { Config } from '#server/platform/config';

const REGISTER_PATH = '/passkey/verify-registration';
const SIGN_IN_PATH = '/passkey/verify-authentication';
const LIST_PATH = '/passkey/list-user-passkeys';
const RENAME_PATH = '/passkey/update-passkey';
const DELETE_PATH = '/passkey/delete-passkey';

/** Per client address, like signing in with a password (auth.ts). */
export const PASSKEY_RATE_LIMIT_RULES = {
  [SIGN_IN_PATH]: { window: 60, max: 10 },
  // The sign-in page asks for a challenge when it opens (the browser's passkey autofill).
  '/passkey/generate-authenticate-options': { window: 60, max: 30 },
};

const NOT_FOUND = { code: 'PASSKEY_NOT_FOUND', message: 'That passkey could not be found.' };

/** better-auth's messages for a failed ceremony, said as what the person can do. */
const CEREMONY_MESSAGES: Record<string, string> = {
  CHALLENGE_NOT_FOUND: 'That passkey request expired. Please try again.',
  FAILED_TO_VERIFY_REGISTRATION: 'The passkey could not be checked. Please try again.',
  AUTHENTICATION_FAILED: 'The passkey could not be checked. Try again, or sign in with your password.',
  PASSKEY_NOT_FOUND:
    'That passkey is not on any Rentproof account (it may have been removed). Sign in with your password.',
};

/** A passkey row as better-auth's adapter returns it. */
type PasskeyRow = {
  id: string;
  userId: string;
  name?: string | null;
  createdAt: Date;
  deviceType: string;
  backedUp: boolean;
};

function presentPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name ?? null,
    createdAt: new Date(row.createdAt).toISOString(),
    deviceType: row.deviceType === 'multiDevice' ? 'multiDevice' : 'singleDevice',
    backedUp: row.backedUp,
  };
}

/**
 * Passkeys (docs/product.md §28, decision 023): better-auth's plugin, bound to APP_URL (its host is
 * the relying party, its origin the only one a signature may come from; without APP_URL, the
 * port's loopback names). A passkey signs in on its own, with no code after it even with two-factor
 * on: the authenticator is something the person has, and the user verification required here (a
 * fingerprint, a face, the device PIN) is the second factor. Adding one needs a session signed in
 * within the day (the plugin's fresh session). Our hooks keep every passkey to its owner (another
 * user's id is answered like a missing one) and show the page no key material.
 */
export function passkeys(config: Pick<Config, 'appUrl' | 'siteOrigins'>) {
  const plugin = passkeyPlugin({
    rpName: 'Rentproof',
    rpID: new URL(config.appUrl).hostname,
    origin: config.siteOrigins,
    // A discoverable credential signs in without an email address typed first; user verification
    // makes it two factors at once.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    registration: {
      afterVerification: ({ verification }) =>
        requireUserVerified(verification.registrationInfo?.userVerified),
    },
    authentication: {
      // The plugin asks the browser for verification only as 'preferred' and would accept a
      // signature without it; the flag the authenticator signed decides here.
      afterVerification: ({ verification }) =>
        requireUserVerified(verification.authenticationInfo.userVerified),
    },
  });
  return {
    ...plugin,
    hooks: {
      before: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === REGISTER_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const name = ctx.body?.name;
            if (name === undefined) return;
            const parsed = passkeyNameSchema.safeParse(name);
            if (!parsed.success) throw invalid(parsed.error.issues[0]?.message);
            return { context: { body: { ...ctx.body, name: parsed.data } } };
          }),
        },
        {
          matcher: (ctx: { path?: string }) => ctx.path === RENAME_PATH || ctx.path === DELETE_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            if (ctx.path === RENAME_PATH) {
              const parsed = renamePasskeySchema.safeParse(ctx.body);
              if (!parsed.success) throw invalid(parsed.error.issues[0]?.message);
            }
            const session = await getSessionFromCtx(ctx);
            const id: unknown = ctx.body?.id;
            // Without a session or an id the endpoint answers itself (401, 400).
            if (!session || typeof id !== 'string') return;
            // better-auth answers another user's passkey 401, which tells that the id exists.
            const row = await ctx.context.adapter.findOne<PasskeyRow>({
              model: 'passkey',
              where: [{ field: 'id', value: id }],
            });
            if (row?.userId !== session.user.id) throw new APIError('NOT_FOUND', NOT_FOUND);
          }),
        },
      ],
      after: [
        {
          matcher: (ctx: { path?: string }) => ctx.path === SIGN_IN_PATH || ctx.path === REGISTER_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (!isAPIError(returned)) return;
            const code = typeof returned.body?.code === 'string' ? returned.body.code : '';
            const message = CEREMONY_MESSAGES[code];
            if (message) throw new APIError(returned.status, { code, message });
          }),
        },
        {
          matcher: (ctx: { path?: string }) =>
            ctx.path === LIST_PATH || ctx.path === RENAME_PATH || ctx.path === REGISTER_PATH,
          handler: createAuthMiddleware(async (ctx) => {
            const returned: unknown = ctx.context.returned;
            if (isAPIError(returned) || returned instanceof Error || !returned) return;
            if (ctx.path === LIST_PATH) {
              const rows = returned as PasskeyRow[];
              const newestFirst = [...rows].sort((a, b) => +new Date(b.createdAt) - +new Date(a.createdAt));
              return ctx.json({ passkeys: newestFirst.map(presentPasskey) } satisfies PasskeysResponse);
            }
            const row = ctx.path === RENAME_PATH ? (returned as { passkey: PasskeyRow }).passkey : returned;
            return ctx.json({ passkey: presentPasskey(row as PasskeyRow) } satisfies PasskeyResponse);
          }),
        },
      ],
    },
  };
}

function requireUserVerified(userVerified: boolean | undefined) {
  if (!userVerified) {
    throw new APIError('BAD_REQUEST', {
      code: 'USER_NOT_VERIFIED',
      message: 'Your device did not confirm it was you (fingerprint, face or PIN). Please try again.',
    });
  }
}

function invalid(message = 'Please check the passkey name.') {
  return new APIError('BAD_REQUEST', { code: 'VALIDATION_FAILED', message });
}
