import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import type { SessionResponse } from '#shared/accounts/account-responses';

export const SESSION_KEY = ['session'] as const;

// Server facts that do not belong to anyone (the configured social providers).
const SHARED_QUERY_ROOTS = new Set<unknown>([SESSION_KEY[0], 'meta']);

export const sessionQuery = {
  queryKey: SESSION_KEY,
  queryFn: () => api<SessionResponse>('/api/session'),
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
  queryClient.setQueryData(SESSION_KEY, { user: null });
  queryClient.removeQueries({ predicate: (query) => !SHARED_QUERY_ROOTS.has(query.queryKey[0]) });
}
