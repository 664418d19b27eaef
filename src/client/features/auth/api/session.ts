import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Profile } from '../../../../shared/accounts/profile';
import { api } from '../../../lib/api-client';

export const SESSION_KEY = ['session'] as const;

/** Who is signed in, from the server's session (the cookie is HttpOnly). */
export function useSession() {
  const query = useQuery({
    queryKey: SESSION_KEY,
    queryFn: () => api<{ user: Profile | null }>('/api/session'),
    staleTime: 30_000,
  });
  return { user: query.data?.user ?? null, loading: query.isPending };
}

/** Reads the session again after anything that changes it (sign-in, sign-out, profile). */
export function useRefreshSession() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: SESSION_KEY });
}
