import { z } from 'zod';
import { versionField } from '#shared/api/versioned';
import { isIsoDate } from '#shared/dates';
import { requiredMoney } from '#shared/money';
import { emailAddress, multiLineText, singleLineText } from '#shared/text';
import { toCents } from './roommate-balances';

// The Roommate Hub (docs/product.md §30): a shared space made from one renter's property; the
// roommates they invite by email join it. Members see and change everything in it; no one else
// sees any of it.

export const ROOMMATE_MESSAGES = {
  /** The invite check's words (a non-empty address with an at sign). */
  inviteEmail: 'Invalid Email: Please enter a valid email address.',
  property: 'Please select a property.',
  alreadyMember: 'That person is already a roommate here.',
  alreadyInvited: 'That address already has an invitation waiting for this space.',
  ownAddress: 'You cannot invite yourself.',
  invitationInvalid: 'This invitation is no longer valid. Ask your roommate for a new one.',
  wrongAccount: 'This invitation was sent to another email address. Sign in with that address to accept it.',
  description: 'Please describe the expense.',
  amount: 'Please enter an amount, like 42.50.',
  paidBy: 'Choose who paid.',
  spentOn: 'Please enter the date of the expense.',
  member: 'Choose one of the roommates in this space.',
  sharesTotal: 'The shares must add up to the amount.',
  sharesMembers: 'Give each roommate in the split a share, once.',
  settleSame: 'Choose two different roommates.',
  choreTitle: 'Please enter a chore.',
  dueDate: 'Please enter a valid due date.',
  noteBody: 'Please write a note.',
  noteAuthorOnly: 'Only the roommate who wrote a note can change or delete it.',
} as const;

export const ROOMMATE_INVITATION_DAYS = 7;
export const ROOMMATE_TEXT_MAX = 200;
export const ROOMMATE_NOTE_MAX = 4000;

const memberId = z
  .string({ error: ROOMMATE_MESSAGES.member })
  .trim()
  .min(1, ROOMMATE_MESSAGES.member)
  .max(100);
const isoDate = (message: string) => z.string({ error: message }).trim().refine(isIsoDate, message);
const amount = requiredMoney({ invalid: ROOMMATE_MESSAGES.amount, required: ROOMMATE_MESSAGES.amount });
/** An expense or a settle-up moves some money; only a custom split's share may be nothing. */
const positiveAmount = amount.refine((value) => toCents(value) > 0, ROOMMATE_MESSAGES.amount);

export const inviteRoommateSchema = z.object({
  propertyId: z.uuid({ error: ROOMMATE_MESSAGES.property }),
  email: emailAddress({ invalid: ROOMMATE_MESSAGES.inviteEmail }),
});
export type InviteRoommateInput = z.input<typeof inviteRoommateSchema>;

/** From inside a space, any member invites: the space is already there. */
export const inviteToSpaceSchema = inviteRoommateSchema.pick({ email: true });
export type InviteToSpaceInput = z.input<typeof inviteToSpaceSchema>;

export const EXPENSE_SPLITS = ['equal', 'custom'] as const;
export type ExpenseSplit = (typeof EXPENSE_SPLITS)[number];

/**
 * An equal split names who shares it (every current member when `shareWith` is left out); a
 * custom split names each share, and the shares add up to the amount to the cent.
 */
export const expenseInputSchema = z
  .object({
    description: singleLineText({
      label: 'Description',
      max: ROOMMATE_TEXT_MAX,
      required: ROOMMATE_MESSAGES.description,
    }),
    amount: positiveAmount,
    paidBy: z.string({ error: ROOMMATE_MESSAGES.paidBy }).trim().min(1, ROOMMATE_MESSAGES.paidBy).max(100),
    spentOn: isoDate(ROOMMATE_MESSAGES.spentOn),
    split: z.enum(EXPENSE_SPLITS, { error: 'Choose an equal or a custom split.' }).default('equal'),
    shareWith: z.array(memberId).min(1, ROOMMATE_MESSAGES.sharesMembers).max(50).optional(),
    shares: z
      .array(z.object({ userId: memberId, amount }))
      .min(1, ROOMMATE_MESSAGES.sharesMembers)
      .max(50)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if (value.split !== 'custom') return;
    if (!value.shares) {
      ctx.addIssue({ code: 'custom', path: ['shares'], message: ROOMMATE_MESSAGES.sharesMembers });
      return;
    }
    const ids = value.shares.map((share) => share.userId);
    if (new Set(ids).size !== ids.length) {
      ctx.addIssue({ code: 'custom', path: ['shares'], message: ROOMMATE_MESSAGES.sharesMembers });
    }
    const total = value.shares.reduce((sum, share) => sum + toCents(share.amount), 0);
    if (total !== toCents(value.amount)) {
      ctx.addIssue({ code: 'custom', path: ['shares'], message: ROOMMATE_MESSAGES.sharesTotal });
    }
  });
export type ExpenseInput = z.input<typeof expenseInputSchema>;
export const expenseUpdateSchema = expenseInputSchema.and(z.object(versionField));
export type ExpenseUpdate = z.input<typeof expenseUpdateSchema>;

export const settlementInputSchema = z
  .object({
    fromUserId: memberId,
    toUserId: memberId,
    amount: positiveAmount,
    settledOn: isoDate('Please enter the date of the payment.'),
  })
  .refine((value) => value.fromUserId !== value.toUserId, {
    path: ['toUserId'],
    message: ROOMMATE_MESSAGES.settleSame,
  });
export type SettlementInput = z.input<typeof settlementInputSchema>;

export const choreInputSchema = z.object({
  title: singleLineText({ label: 'Chore', max: ROOMMATE_TEXT_MAX, required: ROOMMATE_MESSAGES.choreTitle }),
  assigneeId: memberId.nullable().default(null),
  dueDate: isoDate(ROOMMATE_MESSAGES.dueDate).nullable().default(null),
});
export type ChoreInput = z.input<typeof choreInputSchema>;
/** An edit, or ticking a chore done (the server records who and when). */
export const choreUpdateSchema = choreInputSchema.extend({ done: z.boolean() }).extend(versionField);
export type ChoreUpdate = z.input<typeof choreUpdateSchema>;

export const noteInputSchema = z.object({
  body: multiLineText({ label: 'Note', max: ROOMMATE_NOTE_MAX, required: ROOMMATE_MESSAGES.noteBody }),
});
export type NoteInput = z.input<typeof noteInputSchema>;
export const noteUpdateSchema = noteInputSchema.extend(versionField);

export const roommateActivityQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** A person in a space. A deleted account shows as a former roommate (`id` null). */
export type RoommatePerson = { id: string | null; name: string };

export type RoommateMember = RoommatePerson & { id: string; email: string; joinedAt: string; isYou: boolean };

export type RoommateInvitation = { id: string; email: string; invitedAt: string; expiresAt: string };

/** What one member is owed (positive) or owes (negative) across the space, exact to the cent. */
export type RoommateBalance = { person: RoommatePerson; balance: string };

export type RoommateExpense = {
  id: string;
  description: string;
  amount: string;
  paidBy: RoommatePerson;
  spentOn: string;
  split: ExpenseSplit;
  shares: { person: RoommatePerson; amount: string }[];
  createdBy: RoommatePerson;
  version: number;
  createdAt: string;
  updatedAt: string;
};

export type RoommateSettlement = {
  id: string;
  from: RoommatePerson;
  to: RoommatePerson;
  amount: string;
  settledOn: string;
  createdBy: RoommatePerson;
  createdAt: string;
};

export type RoommateChore = {
  id: string;
  title: string;
  assignee: RoommatePerson | null;
  dueDate: string | null;
  doneAt: string | null;
  doneBy: RoommatePerson | null;
  version: number;
  createdAt: string;
};

export type RoommateNote = {
  id: string;
  body: string;
  author: RoommatePerson;
  /** Only the author edits or deletes a note. */
  isYours: boolean;
  version: number;
  createdAt: string;
  updatedAt: string;
};

/** A space as its list shows it. */
export type RoommateHouseholdSummary = {
  id: string;
  name: string;
  address: string;
  memberCount: number;
  /** The signed-in member's balance here. */
  yourBalance: string;
};
