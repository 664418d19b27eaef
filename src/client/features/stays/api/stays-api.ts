import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StayInput, StayUpdate } from '#shared/stays/stay-schemas';
import type { StayComparison, StayPage, StayResponse } from '#shared/stays/stay-responses';
import { api } from '#client/lib/api-client';

const PAGE_SIZE = 20;
/** Enough for a select of one's stays (amenities, reviews); the Travel page pages through all. */
const CHOICE_LIMIT = 100;
export const STAYS_KEY = ['stays'] as const;

/** Travel Mode's stays, newest check-in first, a page at a time. */
export function useStayPages() {
  return useInfiniteQuery({
    queryKey: [...STAYS_KEY, 'list'],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<StayPage>(`/api/stays?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });
}

/** The latest stays, for a select that offers "property or stay". */
export function useStayChoices() {
  return useQuery({
    queryKey: [...STAYS_KEY, 'choices'],
    queryFn: () => api<StayPage>(`/api/stays?limit=${CHOICE_LIMIT}`),
    select: (page) => page.stays,
  });
}

export function useStay(id: string) {
  return useQuery({
    queryKey: [...STAYS_KEY, 'one', id],
    queryFn: () => api<StayResponse>(`/api/stays/${encodeURIComponent(id)}`),
    select: (answer) => answer.stay,
  });
}

export function useStayComparison(id: string) {
  return useQuery({
    queryKey: [...STAYS_KEY, 'comparison', id],
    queryFn: () => api<StayComparison>(`/api/stays/${encodeURIComponent(id)}/comparison`),
  });
}

export const staysApi = {
  create: (input: StayInput) => api<StayResponse>('/api/stays', { body: input }),
  update: (id: string, input: StayUpdate) =>
    api<StayResponse>(`/api/stays/${id}`, { method: 'PUT', body: input }),
  remove: (id: string) => api<void>(`/api/stays/${id}`, { method: 'DELETE' }),
};

/** The stays and what counts them, after a change. */
export function useRefreshStays() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      [STAYS_KEY, ['photos'], ['dashboard']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}
