import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, isAPIError } from 'better-auth/api';
import { setSessionCookie } from 'better-auth/cookies';
import { twoFactor } from 'better-auth/plugins';
import { signUpRequestSchema } from '#shared/accounts/account-schemas';
import {
  PASSWORD_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '#shared/accounts/password-policy';
import type { Config } from '#server/platform/config';
import type { Db } from '#server/platform/db/database';
import {
  accounts,
  passkeys as passkeysTable,
  rateLimits,
  sessions,
  twoFactors,
  users,
  verifications,
} from '#server/platform/db/schema/auth';
import type { Logger } from '#server/platform/lib/logger';
import type { Mailer } from '#server/platform/mail/mailer';
import { passwordResetEmail, verificationEmail } from '#server/platform/mail/templates';
import { isCommonPassword } from './common-passwords';
import { RESET_LINK_TTL_SECONDS, sendExistingAccountNotice } from './existing-account-notice';
import { withHashedSessionTokens } from './hashed-session-tokens';
import { PASSKEY_RATE_LIMIT_RULES, passkeys } from './passkeys';
import { removeUnprovenSocialAccounts, socialProviderOptions } from './social-providers';
import { requireSecondFactorAfterProvider } from './social-second-factor';
import { refuseReusedTotpCode, TOTP_PATH } from './single-use-totp';
import { explainTwoFactorLockout } from './two-factor-lockout';
import { countSignInAttempt, issueDeviceCookie, refundSignInAttempt, signInCounter } from './sign-in-limit';
import {
  isReusedEmailLink,
  LINK_USED_CODE,
  LINK_USED_MESSAGE,
  usedLinkRedirect,
} from './single-use-email-link';

export const AUTH_BASE_PATH = '/api/auth';
/** Set by the app from the socket (or a trusted proxy), never taken from the client. */
export const CLIENT_IP_HEADER = 'x-rentproof-client-ip';

/** A session ends this long after sign-in however active: using it never extends it. */
const SESSION_LIFETIME_SECONDS = 60 * 60 * 24 * 30;

const SIGN_IN_PAGE = '/login';

const SIGN_UP_FIELDS = new Set(['email', 'password', 'name', 'propertyName', 'callbackURL', 'rememberMe']);

export type AuthDeps = {
  config: Pick<Config, 'appUrl' | 'appUrlSet' | 'siteOrigins' | 'authSecret' | 'socialProviders'>;
  db: Db;
  mailer: Mailer;
  logger: Logger;
};

// Per client address. Sign-in and sign-up allow a few typos; the endpoints that send email less.
// Sign-in is also limited per account, from every address together, except a browser that signed in
// to the account before, which has its own limit (sign-in-limit.ts).
const RATE_LIMIT_RULES = {
  '/sign-in/*': { window: 60, max: 10 },
  '/sign-up/*': { window: 60, max: 10 },
  '/change-password': { window: 60, max: 10 },
  '/reset-password': { window: 60, max: 10 },
  '/send-verification-email': { window: 60, max: 5 },
  '/request-password-reset': { window: 60, max: 5 },
  // Enabling, confirming and every code at sign-in (decision 022): six digits take few guesses.
  '/two-factor/*': { window: 300, max: 5 },
  ...PASSKEY_RATE_LIMIT_RULES,
};

export function createAuth({ config, db, mailer, logger }: AuthDeps) {
  // The reset token is consumed by the time the after-hook runs: remember whose it was, and how
  // many requests carrying it are under way (of those sent at once, one succeeds and signs in).
  const resets = new Map<string, { userId: string; pending: number }>();

  return betterAuth({
    appName: 'Rentproof',
    baseURL: linkBase(config),
    basePath: AUTH_BASE_PATH,
    secret: config.authSecret,
    trustedOrigins: config.siteOrigins,
    database: withHashedSessionTokens(
      drizzleAdapter(db, {
        provider: 'pg',
        usePlural: true,
        schema: { users, sessions, accounts, verifications, rateLimits, twoFactors, passkeys: passkeysTable },
      }),
    ),
    // Emailed tokens (reset links, used confirmation links, sign-in state) are stored as hashes.
    verification: { storeIdentifier: 'hashed' },
    logger: {
      log: (level, message, ...args) => logger[level]({ args }, message),
    },
    user: {
      additionalFields: {
        propertyName: { type: 'string', required: false, input: true },
      },
    },
    // Profile, deletion and email changes go through our own routes (one way to do each thing).
    // The page reads the session from /api/session, which never returns the token. Listing
    // sessions (and so revoking the others by their listed tokens) cannot work: only the hashes of
    // their tokens are stored. Settings lists and ends them by id instead (routes/api/sessions.ts),
    // and changing the password ends the other sessions.
    disabledPaths: [
      '/update-user',
      '/delete-user',
      '/change-email',
      '/get-session',
      '/list-sessions',
      '/revoke-other-sessions',
    ],
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url }) => {
        await mailer.send(passwordResetEmail(user.email, user.name, url));
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url }) => {
        await mailer.send(verificationEmail(user.email, user.name, landingOnVerifiedPage(url)));
      },
    },
    socialProviders: socialProviderOptions(config.socialProviders),
    account: {
      // The provider's access and refresh tokens are kept (better-auth stores them) but never used:
      // encrypted with the auth secret, like the two-factor secrets, they are no use to a reader of
      // the database.
      encryptOAuthTokens: true,
      // A Google or Facebook sign-in joins an existing account of the same address only when both
      // sides have proven it: our account is confirmed and the provider calls the address verified.
      // Otherwise it is refused (account_not_linked), so nobody can take over an account by signing
      // up first with someone else's address, here or at the provider (docs/product.md §31).
      accountLinking: {
        enabled: true,
        trustedProviders: [],
        requireLocalEmailVerified: true,
        allowDifferentEmails: false,
      },
    },
    // A social sign-in that fails before it knows the page it came from comes back to the sign-in
    // page with `?error=`, which says what happened, instead of better-auth's error page.
    onAPIError: { errorURL: SIGN_IN_PAGE },
    // TOTP with an authenticator app (decision 022). The secret and the backup codes are stored
    // encrypted with the auth secret (the plugin's default, said here so it stays that way).
    plugins: [
      twoFactor({
        issuer: 'Rentproof',
        backupCodeOptions: { storeBackupCodes: 'encrypted' },
      }),
      // Passkeys sign in on their own and count as both factors (decision 023).
      passkeys(config),
    ],
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      disableSessionRefresh: true,
      // Adding a passkey takes a session signed in within the day (better-auth's default, said here
      // so it stays that way; decision 023).
      freshAge: 60 * 60 * 24,
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: RATE_LIMIT_RULES,
    },
    advanced: {
      cookiePrefix: 'rentproof',
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      database: { generateId: () => crypto.randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-up/email') {
          const parsed = signUpRequestSchema.safeParse(ctx.body);
          if (!parsed.success) {
            throw new APIError('BAD_REQUEST', {
              code: 'VALIDATION_FAILED',
              message: parsed.error.issues[0]?.message ?? 'Please check the form.',
            });
          }
          rejectCommonPassword(parsed.data.password);
          // An address with an account is answered like a new one (better-auth hashes the password
          // and answers with a made-up user), and only its owner hears of the attempt.
          const existing = await ctx.context.internalAdapter.findUserByEmail(parsed.data.email);
          if (existing) {
            await sendExistingAccountNotice(
              {
                // The name this request came to, like better-auth's own links (see linkBase).
                appUrl: config.appUrlSet ? config.appUrl : new URL(ctx.context.baseURL).origin,
                authUrl: ctx.context.baseURL,
                mailer,
                saveVerification: (verification) =>
                  ctx.context.internalAdapter.createVerificationValue(verification),
              },
              existing.user,
              new Date(),
            );
          }
          // better-auth merges a returned body into the request's, so fields the form does not ask
          // for (an `image`, say) are removed from the request itself.
          for (const key of Object.keys(ctx.body)) if (!SIGN_UP_FIELDS.has(key)) delete ctx.body[key];
          return { context: { body: { ...ctx.body, ...parsed.data } } };
        }
        if (ctx.path === '/sign-in/email')
          await countSignInAttempt(db, await signInCounter(ctx, ctx.body?.email), new Date());
        if (ctx.path === TOTP_PATH) await refuseReusedTotpCode(ctx);
        if (ctx.path === '/verify-email') {
          const reused = await isReusedEmailLink(
            {
              secret: ctx.context.secret,
              reserve: (reservation) => ctx.context.internalAdapter.reserveVerificationValue(reservation),
            },
            ctx.query?.token,
          );
          if (reused) {
            const redirect = usedLinkRedirect(ctx.query?.callbackURL);
            if (redirect) throw ctx.redirect(redirect);
            throw new APIError('BAD_REQUEST', { code: LINK_USED_CODE, message: LINK_USED_MESSAGE });
          }
        }
        if (ctx.path === '/change-password') {
          rejectCommonPassword(ctx.body?.newPassword);
          // Whoever knew the old password is signed out unless the caller asks to keep them.
          if (isRecord(ctx.body) && ctx.body.revokeOtherSessions === undefined) {
            return { context: { body: { ...ctx.body, revokeOtherSessions: true } } };
          }
        }
        if (ctx.path === '/reset-password') {
          rejectCommonPassword(ctx.body?.newPassword);
          const token = typeof ctx.body?.token === 'string' ? ctx.body.token : undefined;
          const record = token
            ? await ctx.context.internalAdapter.findVerificationValue(`reset-password:${token}`)
            : null;
          if (token && record) {
            const reset = resets.get(token) ?? { userId: record.value, pending: 0 };
            reset.pending += 1;
            resets.set(token, reset);
          }
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        const returned = ctx.context.returned;
        if (ctx.path.startsWith('/callback/')) {
          await requireSecondFactorAfterProvider(ctx);
          return;
        }
        await explainTwoFactorLockout(ctx, db);
        if (ctx.path === '/sign-in/email') {
          if (!isAPIError(returned) && !(returned instanceof Error)) {
            await refundSignInAttempt(db, await signInCounter(ctx, ctx.body?.email));
            await issueDeviceCookie(ctx, ctx.body?.email);
          }
          return;
        }
        if (ctx.path === '/sign-up/email') {
          // A double-submitted form passes the existence check twice; the unique email refuses the
          // second insert, which better-auth reports as a failure. It gets the answer of the first.
          const email = typeof ctx.body?.email === 'string' ? ctx.body.email : undefined;
          if (
            isAPIError(returned) &&
            returned.body?.code === 'FAILED_TO_CREATE_USER' &&
            email &&
            (await ctx.context.internalAdapter.findUserByEmail(email))
          ) {
            return signUpAnswer(ctx.body);
          }
          return;
        }
        if (ctx.path !== '/reset-password') return;
        const token = ctx.body?.token as string | undefined;
        const reset = token ? resets.get(token) : undefined;
        if (!token || !reset) return;
        reset.pending -= 1;
        if (reset.pending <= 0) resets.delete(token);
        if (returned instanceof Error) return;
        const { userId } = reset;
        const before = await ctx.context.internalAdapter.findUserById(userId);
        if (before && !before.emailVerified) await removeUnprovenSocialAccounts(db, userId);
        // The reset link reached the mailbox, which proves the address; sign the person in so the
        // redirect to the dashboard (docs/product.md §3.2) lands inside the app.
        const user = await ctx.context.internalAdapter.updateUser(userId, { emailVerified: true });
        const session = await ctx.context.internalAdapter.createSession(userId);
        if (user && session) await setSessionCookie(ctx, { session, user });
      }),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The page every confirmation link lands on, whoever asked for the link and with what callback. */
const VERIFIED_CALLBACK = '/verification-complete';

/**
 * better-auth sends a link to `/` when the request names no callback (a sign-in that re-sends the
 * link, a re-send without one), and the person lands signed in on the home page with no word of
 * it. Every confirmation link is sent to the page that says the address is confirmed instead.
 */
function landingOnVerifiedPage(url: string): string {
  const link = new URL(url);
  link.searchParams.set('callbackURL', VERIFIED_CALLBACK);
  return link.toString();
}

/**
 * Where emailed links point. With APP_URL set, there and nowhere else: the Host header is never
 * trusted for a link. Without it the app runs on this machine, and a link opens at the loopback
 * name the person used (so its cookie lands where they are signed in); any other Host gets APP_URL's
 * default.
 */
function linkBase(config: Pick<Config, 'appUrl' | 'appUrlSet' | 'siteOrigins'>) {
  if (config.appUrlSet) return config.appUrl;
  return {
    allowedHosts: config.siteOrigins.map((origin) => new URL(origin).host),
    protocol: 'http' as const,
    fallback: config.appUrl,
  };
}

function rejectCommonPassword(password: unknown) {
  if (typeof password === 'string' && isCommonPassword(password)) {
    throw new APIError('BAD_REQUEST', { code: 'PASSWORD_TOO_COMMON', message: PASSWORD_MESSAGES.common });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The answer to a sign-up, as better-auth gives it for a new address: a user that is not confirmed. */
function signUpAnswer(body: Record<string, unknown>): Response {
  const now = new Date();
  const user = {
    id: crypto.randomUUID(),
    name: body.name,
    email: body.email,
    emailVerified: false,
    image: null,
    propertyName: body.propertyName ?? null,
    createdAt: now,
    updatedAt: now,
  };
  return Response.json({ token: null, user });
}
