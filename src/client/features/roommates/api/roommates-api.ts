import { useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ChoreInput,
  ChoreUpdate,
  ExpenseInput,
  ExpenseUpdate,
  InviteRoommateInput,
  InviteToSpaceInput,
  NoteInput,
  SettlementInput,
} from '#shared/roommates/roommate-schemas';
import type {
  RoommateActivityPage,
  RoommateChoreResponse,
  RoommateExpenseResponse,
  RoommateHouseholdList,
  RoommateInvitationAccepted,
  RoommateInvitationPreview,
  RoommateInvitationResponse,
  RoommateNoteResponse,
  RoommateSettlementResponse,
  RoommateSpace,
} from '#shared/roommates/roommate-responses';
import { api } from '#client/lib/api-client';

// The Roommate Hub (docs/product.md §30). Other features (Settings) may read it through this module.
export const ROOMMATES_KEY = ['roommates'] as const;
const ACTIVITY_PAGE_SIZE = 20;

const space = (householdId: string) => `/api/roommates/${encodeURIComponent(householdId)}`;
const invitation = (token: string) => `/api/roommate-invitations/${encodeURIComponent(token)}`;

/** The spaces I belong to. */
export const useRoommateHouseholds = () =>
  useQuery({
    queryKey: [...ROOMMATES_KEY, 'list'],
    queryFn: async () => (await api<RoommateHouseholdList>('/api/roommates')).households,
  });

/** One space: its people, balances, chores and notes (read again on every visit). */
export const useRoommateSpace = (householdId: string) =>
  useQuery({
    queryKey: [...ROOMMATES_KEY, 'space', householdId],
    queryFn: () => api<RoommateSpace>(space(householdId)),
  });

/** A space's expenses and settle-ups, newest first, a page at a time. */
export const useRoommateActivity = (householdId: string) =>
  useInfiniteQuery({
    queryKey: [...ROOMMATES_KEY, 'activity', householdId],
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) => {
      const params = new URLSearchParams({ limit: String(ACTIVITY_PAGE_SIZE) });
      if (pageParam) params.set('cursor', pageParam);
      return api<RoommateActivityPage>(`${space(householdId)}/activity?${params}`);
    },
    getNextPageParam: (page) => page.nextCursor,
  });

/** What an emailed invitation offers; anyone with the link may read it. */
export const useRoommateInvitation = (token: string) =>
  useQuery({
    queryKey: ['roommate-invitation', token],
    queryFn: () => api<RoommateInvitationPreview>(invitation(token)),
    retry: false,
  });

export const roommatesApi = {
  invite: (input: InviteRoommateInput) =>
    api<RoommateInvitationResponse>('/api/roommates/invitations', { body: input }),
  inviteToSpace: (householdId: string, input: InviteToSpaceInput) =>
    api<RoommateInvitationResponse>(`${space(householdId)}/invitations`, { body: input }),
  cancelInvitation: (id: string) =>
    api<void>(`/api/roommates/invitations/${encodeURIComponent(id)}`, { method: 'DELETE' }),
  accept: (token: string) => api<RoommateInvitationAccepted>(`${invitation(token)}/accept`, { body: {} }),
  leave: (householdId: string) => api<void>(`${space(householdId)}/leave`, { body: {} }),

  addExpense: (householdId: string, input: ExpenseInput) =>
    api<RoommateExpenseResponse>(`${space(householdId)}/expenses`, { body: input }),
  updateExpense: (householdId: string, id: string, input: ExpenseUpdate) =>
    api<RoommateExpenseResponse>(`${space(householdId)}/expenses/${id}`, { method: 'PATCH', body: input }),
  removeExpense: (householdId: string, id: string) =>
    api<void>(`${space(householdId)}/expenses/${id}`, { method: 'DELETE' }),

  settleUp: (householdId: string, input: SettlementInput) =>
    api<RoommateSettlementResponse>(`${space(householdId)}/settlements`, { body: input }),
  removeSettlement: (householdId: string, id: string) =>
    api<void>(`${space(householdId)}/settlements/${id}`, { method: 'DELETE' }),

  addChore: (householdId: string, input: ChoreInput) =>
    api<RoommateChoreResponse>(`${space(householdId)}/chores`, { body: input }),
  updateChore: (householdId: string, id: string, input: ChoreUpdate) =>
    api<RoommateChoreResponse>(`${space(householdId)}/chores/${id}`, { method: 'PATCH', body: input }),
  removeChore: (householdId: string, id: string) =>
    api<void>(`${space(householdId)}/chores/${id}`, { method: 'DELETE' }),

  addNote: (householdId: string, input: NoteInput) =>
    api<RoommateNoteResponse>(`${space(householdId)}/notes`, { body: input }),
  updateNote: (householdId: string, id: string, input: NoteInput & { version: number }) =>
    api<RoommateNoteResponse>(`${space(householdId)}/notes/${id}`, { method: 'PATCH', body: input }),
  removeNote: (householdId: string, id: string) =>
    api<void>(`${space(householdId)}/notes/${id}`, { method: 'DELETE' }),
};

/** Everything the hub shows, after a change to any of it. */
export function useRefreshRoommates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: ROOMMATES_KEY });
}
