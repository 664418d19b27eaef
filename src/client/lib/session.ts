import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { deletePersonalCaches } from './offline-caches';
import { api, ApiError } from './api-client';
import type { SessionResponse } from '#shared/accounts/account-responses';

export const SESSION_KEY = ['session'] as const;

// Server facts that do not belong to anyone (the configured social providers).
const SHARED_QUERY_ROOTS = new Set<unknown>([SESSION_KEY[0], 'meta']);

// The last session this browser saw, so that the installed app opens offline to the person's
// screens rather than to a sign-in they cannot complete (decision 037). Forgotten with the session.
const REMEMBERED_SESSION_KEY = 'rentproof.session';

function rememberSession(session: SessionResponse) {
  try {
    if (session.user) localStorage.setItem(REMEMBERED_SESSION_KEY, JSON.stringify(session));
    else localStorage.removeItem(REMEMBERED_SESSION_KEY);
  } catch {
    // Storage refused (private mode, full): offline, the app then asks to sign in.
  }
}

function rememberedSession(): SessionResponse | null {
  try {
    const stored = localStorage.getItem(REMEMBERED_SESSION_KEY);
    return stored ? (JSON.parse(stored) as SessionResponse) : null;
  } catch {
    return null;
  }
}

async function fetchSession(): Promise<SessionResponse> {
  try {
    const session = await api<SessionResponse>('/api/session');
    rememberSession(session);
    return session;
  } catch (error) {
    const offline = error instanceof ApiError && error.code === 'NETWORK_ERROR';
    const remembered = offline ? rememberedSession() : null;
    if (remembered) return remembered;
    throw error;
  }
}

export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: fetchSession,
  staleTime: 30_000,
};

/** Who is signed in, from the server's session (the cookie is HttpOnly). */
export function useSession() {
  const query = useQuery(sessionQuery);
  return { user: query.data?.user ?? null, loading: query.isPending };
}

/** Reads the session again after anything that changes it (sign-in, sign-out, profile). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}

/** Ends the session on the server; the caller then forgets it here (forgetSession). */
export const signOut = () => api('/api/auth/sign-out', { body: {} });

/**
 * Nobody is signed in any more (sign-out, account deleted, session expired): drop everything the
 * last person loaded, so that the next person to sign in on this browser never sees it, and let
 * the guards send the page to sign-in.
 */
export function forgetSession(queryClient: QueryClient) {
  rememberSession({ user: null });
  void deletePersonalCaches();
  queryClient.setQueryData(SESSION_KEY, { user: null });
  queryClient.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]) });
}
