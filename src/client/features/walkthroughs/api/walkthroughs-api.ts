import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type {
  WalkthroughCreate,
  WalkthroughResponse,
  WalkthroughUpdate,
} from '#shared/walkthroughs/walkthrough-schemas';
import { api } from '#client/lib/api-client';

export const WALKTHROUGHS_KEY = ['walkthroughs'] as const;
export const walkthroughKey = (propertyId: string) => [...WALKTHROUGHS_KEY, propertyId] as const;

const path = (propertyId: string) => `/api/walkthroughs/${encodeURIComponent(propertyId)}`;
const shotPath = (propertyId: string, shotId: string) =>
  `${path(propertyId)}/shots/${encodeURIComponent(shotId)}/skips`;

/** A place's walkthrough (null while it has none) and the place it is of; asked for once an id is known. */
export function useWalkthrough(propertyId: string) {
  return useQuery({
    queryKey: walkthroughKey(propertyId),
    queryFn: () => api<WalkthroughResponse>(path(propertyId)),
    enabled: propertyId !== '',
  });
}

export const walkthroughsApi = {
  create: (input: WalkthroughCreate) => api<WalkthroughResponse>('/api/walkthroughs', { body: input }),
  update: (propertyId: string, input: WalkthroughUpdate) =>
    api<WalkthroughResponse>(path(propertyId), { method: 'PUT', body: input }),
  skip: (propertyId: string, shotId: string, stage: EvidenceStage) =>
    api<WalkthroughResponse>(shotPath(propertyId, shotId), { body: { stage } }),
  unskip: (propertyId: string, shotId: string, stage: EvidenceStage) =>
    api<WalkthroughResponse>(`${shotPath(propertyId, shotId)}/${stage}`, { method: 'DELETE' }),
  remove: (propertyId: string) => api<void>(path(propertyId), { method: 'DELETE' }),
};

/** Puts an answer in the cache at once, so the list and the camera show it without asking again. */
export function useKeepWalkthrough() {
  const queryClient = useQueryClient();
  return (answer: WalkthroughResponse) => queryClient.setQueryData(walkthroughKey(answer.place.id), answer);
}
