import type {
  RoommateBalance,
  RoommateChore,
  RoommateExpense,
  RoommateHouseholdSummary,
  RoommateInvitation,
  RoommateMember,
  RoommateNote,
  RoommateSettlement,
} from './roommate-schemas';

/** The answers of /api/roommates (decision 017). */
export type RoommateHouseholdList = { households: RoommateHouseholdSummary[] };

/** One space as a member sees it: its people, balances, chores and notes. */
export type RoommateSpace = {
  household: { id: string; name: string; address: string; createdAt: string };
  members: RoommateMember[];
  invitations: RoommateInvitation[];
  balances: RoommateBalance[];
  chores: RoommateChore[];
  notes: RoommateNote[];
};

/** Expenses and settle-ups, newest first, a page at a time. */
export type RoommateActivityPage = {
  items: (
    { kind: 'expense'; expense: RoommateExpense } | { kind: 'settlement'; settlement: RoommateSettlement }
  )[];
  nextCursor: string | null;
};

export type RoommateInvitationResponse = { invitation: RoommateInvitation };
export type RoommateExpenseResponse = { expense: RoommateExpense };
export type RoommateSettlementResponse = { settlement: RoommateSettlement };
export type RoommateChoreResponse = { chore: RoommateChore };
export type RoommateNoteResponse = { note: RoommateNote };

/** /api/roommate-invitations/{token}: what the invitee sees before accepting. */
export type RoommateInvitationPreview = {
  householdName: string;
  invitedBy: string;
  email: string;
  expiresAt: string;
};
export type RoommateInvitationAccepted = { householdId: string };
