import type { EveryRecord } from '../support/every-record';
import { webmClip } from '../support/videos';
import type { Visitor } from '../support/visitor';

/** What a route case is built from: the signed-in renter with one of every record. */
export type RouteContext = { records: EveryRecord; visitor: Visitor };

type Body = Record<string, unknown>;

/**
 * One route that takes a body: the address with its ids filled in, and one valid body, built from
 * the current record for an update so that it names the version it was read at.
 */
export type BodyRoute = {
  path: (ctx: RouteContext) => string;
  /** Absent for a route that reads no body (it must still never fail on one). */
  body?: (ctx: RouteContext) => Promise<Body>;
  /** Sent as multipart/form-data with a file, as the upload forms do. */
  multipart?: boolean;
  /** The file a multipart route is sent, when not a PNG image. */
  file?: () => Promise<{ bytes: Uint8Array; name: string; type: string }>;
  /** Fields people type freely: accepted unicode must come back as stored (field → presented key). */
  text?: Record<string, string>;
  /** Text fields that keep line breaks and tabs. */
  multiLine?: string[];
  dates?: string[];
  money?: string[];
  /** Text fields whose limit is above a megabyte. */
  large?: string[];
  /** Reads the stored record back after an accepted request. */
  readBack?: (ctx: RouteContext, reply: { body: any }) => Promise<Body>;
  /**
   * Sent without a session from a new address each time: a public route that counts every request
   * against its address's limit (a signing link's) would otherwise answer 429 before reading a body.
   */
  freshAddress?: boolean;
};

async function read(visitor: Visitor, path: string, key: string): Promise<Body> {
  const reply = await visitor.get(path);
  if (reply.status !== 200) throw new Error(`Could not read ${path}: ${reply.status}`);
  return reply.body[key] as Body;
}

async function fromList(visitor: Visitor, path: string, key: string, id: string): Promise<Body> {
  const rows = (await visitor.get(path)).body[key] as Body[];
  const found = rows.find((row) => row.id === id);
  if (!found) throw new Error(`No ${id} in ${path}`);
  return found;
}

const pick = (record: Body, keys: string[]) => Object.fromEntries(keys.map((key) => [key, record[key]]));

const property = (ctx: RouteContext, id: string) => read(ctx.visitor, `/api/properties/${id}`, 'property');
const item = (ctx: RouteContext, id: string) => read(ctx.visitor, `/api/maintenance/${id}`, 'item');
const amenity = (ctx: RouteContext, id: string) => read(ctx.visitor, `/api/amenities/${id}`, 'amenity');
const stay = (ctx: RouteContext, id: string) => read(ctx.visitor, `/api/stays/${id}`, 'stay');
const STAY_FIELDS = ['place', 'address', 'checkInDate', 'checkOutDate', 'host', 'bookingReference', 'notes'];
const STAY_TEXT = {
  place: 'place',
  address: 'address',
  host: 'host',
  bookingReference: 'bookingReference',
  notes: 'notes',
};
const transaction = (ctx: RouteContext, id: string) =>
  read(ctx.visitor, `/api/finances/transactions/${id}`, 'transaction');
const lease = (ctx: RouteContext, id: string) => fromList(ctx.visitor, '/api/leases', 'leases', id);
const emotionalReview = (ctx: RouteContext, id: string) =>
  fromList(ctx.visitor, '/api/emotional-reviews', 'reviews', id);
/** An expense of the renter's roommate space, from its activity. */
async function roommateExpense(ctx: RouteContext, id: string): Promise<Body> {
  const path = `/api/roommates/${ctx.records.roommateHouseholdId}/activity?limit=100`;
  const items = (await ctx.visitor.get(path)).body.items as { expense?: Body }[];
  const found = items.find((item) => item.expense?.id === id)?.expense;
  if (!found) throw new Error(`No expense ${id} in ${path}`);
  return found;
}
const roommateRow = (ctx: RouteContext, key: 'chores' | 'notes', id: string) =>
  fromList(ctx.visitor, `/api/roommates/${ctx.records.roommateHouseholdId}`, key, id);
const walkthrough = (ctx: RouteContext, propertyId: string) =>
  read(ctx.visitor, `/api/walkthroughs/${propertyId}`, 'walkthrough');
const inspection = (ctx: RouteContext) =>
  read(ctx.visitor, `/api/inspections/${ctx.records.propertyId}`, 'inspection');
/** The move-in rating of the report's first item, as the renter reads it. */
async function moveInRating(ctx: RouteContext): Promise<Body> {
  const { rooms } = (await inspection(ctx)) as {
    rooms: { items: { id: string; ratings: Record<string, Body | null> }[] }[];
  };
  const found = rooms.flatMap((room) => room.items).find((row) => row.id === ctx.records.inspectionItemId)
    ?.ratings['move-in'];
  if (!found) throw new Error(`No move-in rating of ${ctx.records.inspectionItemId}`);
  return found;
}
const deposit = (ctx: RouteContext) => read(ctx.visitor, `/api/deposits/${ctx.records.depositId}`, 'deposit');
async function deduction(ctx: RouteContext): Promise<Body> {
  const { deductions } = (await deposit(ctx)) as { deductions: Body[] };
  const found = deductions.find((row) => row.id === ctx.records.depositDeductionId);
  if (!found) throw new Error(`No deduction ${ctx.records.depositDeductionId}`);
  return found;
}
const DEPOSIT_FIELDS = [
  'leaseId',
  'amount',
  'paidOn',
  'moveOutDate',
  'tenancyEndDate',
  'forwardingAddressGivenOn',
  'forwardingAddress',
  'jurisdiction',
  'customDeadline',
  'landlordName',
  'statement',
  'returnedAmount',
  'returnedOn',
];
const DEPOSIT_DATES = ['paidOn', 'moveOutDate', 'tenancyEndDate', 'forwardingAddressGivenOn'];
const DEDUCTION_FIELDS = ['amount', 'reason', 'room', 'position', 'acceptedAmount', 'comment'];
const DEDUCTION_TEXT = { reason: 'reason', room: 'room', comment: 'comment' };
const companyProperty = (ctx: RouteContext, id: string) =>
  fromList(ctx.visitor, '/api/company/properties', 'properties', id);

const PROPERTY_FIELDS = ['name', 'address', 'type', 'management'];
const ITEM_FIELDS = ['propertyId', 'item', 'details', 'category', 'cost', 'status'];
const TRANSACTION_FIELDS = ['transactionType', 'description', 'amount', 'dueDate', 'status', 'paidDate'];
const LEASE_FIELDS = ['name', 'startDate', 'endDate', 'monthlyRent', 'deposit', 'petsAllowed', 'petFee'];

/**
 * Every route of the app that takes a body (POST, PUT, PATCH), by "METHOD /path" as the route table
 * names it. The suite fails on a route missing here, so a new one is covered or noticed.
 */
const APP_BODY_ROUTES: Record<string, BodyRoute> = {
  'PATCH /api/profile': {
    path: () => '/api/profile',
    body: async (ctx) => {
      const profile = await read(ctx.visitor, '/api/profile', 'profile');
      return { name: profile.fullName, propertyName: profile.propertyName ?? '', version: profile.version };
    },
    text: { name: 'fullName', propertyName: 'propertyName' },
    readBack: (ctx) => read(ctx.visitor, '/api/profile', 'profile'),
  },
  'POST /api/properties': {
    path: () => '/api/properties',
    body: async () => ({ name: 'Maple Court', address: '1 Main St', type: 'house', management: 'Acme' }),
    text: { name: 'name', address: 'address', management: 'management' },
    readBack: (ctx, reply) => property(ctx, reply.body.property.id),
  },
  'PATCH /api/properties/:id': {
    path: (ctx) => `/api/properties/${ctx.records.propertyId}`,
    body: async (ctx) => {
      const current = await property(ctx, ctx.records.propertyId);
      return { ...pick(current, PROPERTY_FIELDS), version: current.version };
    },
    text: { name: 'name', address: 'address', management: 'management' },
    readBack: (ctx) => property(ctx, ctx.records.propertyId),
  },
  'POST /api/photos': {
    path: () => '/api/photos',
    multipart: true,
    body: async (ctx) => ({
      propertyId: ctx.records.propertyId,
      stage: 'move-in',
      area: 'Kitchen',
      notes: 'Scratch on the counter',
    }),
    text: { area: 'area', notes: 'notes' },
    multiLine: ['notes'],
    readBack: (ctx, reply) => read(ctx.visitor, `/api/photos/${reply.body.photo.id}`, 'photo'),
  },
  'PUT /api/photos/:id/markup': {
    path: (ctx) => `/api/photos/${ctx.records.maintenancePhotoId}/markup`,
    body: async () => ({
      shapes: [{ kind: 'text', color: 'red', at: { x: 0.2, y: 0.2 }, text: 'Scratch' }],
    }),
  },
  'POST /api/videos': {
    path: () => '/api/videos',
    multipart: true,
    file: webmClip,
    body: async (ctx) => ({ propertyId: ctx.records.propertyId, stage: 'move-in', area: 'Kitchen' }),
    text: { area: 'area' },
    readBack: (ctx, reply) => read(ctx.visitor, `/api/videos/${reply.body.video.id}`, 'video'),
  },
  'POST /api/documents': {
    path: () => '/api/documents',
    multipart: true,
    body: async () => ({}),
  },
  'POST /api/maintenance': {
    path: () => '/api/maintenance',
    body: async (ctx) => ({
      propertyId: ctx.records.propertyId,
      item: 'Leaking tap',
      details: 'Drips at night',
      category: 'Plumbing',
      cost: '75.50',
      status: 'pending',
    }),
    text: { item: 'item', details: 'details' },
    multiLine: ['details'],
    money: ['cost'],
    readBack: (ctx, reply) => item(ctx, reply.body.item.id),
  },
  'PUT /api/maintenance/:id': {
    path: (ctx) => `/api/maintenance/${ctx.records.maintenanceItemId}`,
    body: async (ctx) => {
      const current = await item(ctx, ctx.records.maintenanceItemId);
      return { ...pick(current, ITEM_FIELDS), version: current.version };
    },
    text: { item: 'item', details: 'details' },
    multiLine: ['details'],
    money: ['cost'],
    readBack: (ctx) => item(ctx, ctx.records.maintenanceItemId),
  },
  'POST /api/amenities': {
    path: () => '/api/amenities',
    body: async (ctx) => ({ propertyId: ctx.records.propertyId, name: 'Pool', notes: 'Cover torn' }),
    text: { name: 'name', notes: 'notes' },
    multiLine: ['notes'],
    readBack: (ctx, reply) => amenity(ctx, reply.body.amenity.id),
  },
  'PUT /api/amenities/:id': {
    path: (ctx) => `/api/amenities/${ctx.records.amenityId}`,
    body: async (ctx) => {
      const current = await amenity(ctx, ctx.records.amenityId);
      return { ...pick(current, ['propertyId', 'name', 'notes']), version: current.version };
    },
    text: { name: 'name', notes: 'notes' },
    multiLine: ['notes'],
    readBack: (ctx) => amenity(ctx, ctx.records.amenityId),
  },
  'POST /api/stays': {
    path: () => '/api/stays',
    body: async () => ({
      place: 'Hotel Miramar',
      address: '1 Beach Road',
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
      host: 'Booking.com',
      bookingReference: 'BK-1',
      notes: 'Room 212',
    }),
    text: STAY_TEXT,
    multiLine: ['notes'],
    dates: ['checkInDate', 'checkOutDate'],
    readBack: (ctx, reply) => stay(ctx, reply.body.stay.id),
  },
  'PUT /api/stays/:id': {
    path: (ctx) => `/api/stays/${ctx.records.stayId}`,
    body: async (ctx) => {
      const current = await stay(ctx, ctx.records.stayId);
      return { ...pick(current, STAY_FIELDS), version: current.version };
    },
    text: STAY_TEXT,
    multiLine: ['notes'],
    dates: ['checkInDate', 'checkOutDate'],
    readBack: (ctx) => stay(ctx, ctx.records.stayId),
  },
  'PATCH /api/maintenance/:id/status': {
    path: (ctx) => `/api/maintenance/${ctx.records.maintenanceItemId}/status`,
    body: async (ctx) => {
      const current = await item(ctx, ctx.records.maintenanceItemId);
      return { status: 'in-progress', version: current.version };
    },
  },
  'POST /api/finances/transactions': {
    path: () => '/api/finances/transactions',
    body: async (ctx) => ({
      transactionType: 'Utilities',
      description: 'Water bill',
      amount: '42.10',
      dueDate: '2026-11-15',
      status: 'Due',
      paidDate: null,
      propertyId: ctx.records.propertyId,
      receiptDocumentId: ctx.records.documentId,
    }),
    text: { description: 'description' },
    dates: ['dueDate'],
    money: ['amount'],
    readBack: (ctx, reply) => transaction(ctx, reply.body.transaction.id),
  },
  'PUT /api/finances/transactions/:id': {
    path: (ctx) => `/api/finances/transactions/${ctx.records.transactionId}`,
    body: async (ctx) => {
      const current = await transaction(ctx, ctx.records.transactionId);
      return {
        ...pick(current, TRANSACTION_FIELDS),
        propertyId: current.propertyId,
        receiptDocumentId: (current.receipt as Body | null)?.id ?? null,
        version: current.version,
      };
    },
    text: { description: 'description' },
    dates: ['dueDate', 'paidDate'],
    money: ['amount'],
    readBack: (ctx) => transaction(ctx, ctx.records.transactionId),
  },
  'PATCH /api/finances/transactions/:id/status': {
    path: (ctx) => `/api/finances/transactions/${ctx.records.transactionId}/status`,
    body: async (ctx) => {
      const current = await transaction(ctx, ctx.records.transactionId);
      return { status: 'Paid', paidDate: '2026-11-02', version: current.version };
    },
    dates: ['paidDate'],
  },
  'POST /api/reminders': {
    path: () => '/api/reminders',
    body: async () => ({ text: 'Pay rent', date: '2026-12-01' }),
    text: { text: 'text' },
    dates: ['date'],
    readBack: (ctx, reply) => fromList(ctx.visitor, '/api/reminders', 'reminders', reply.body.reminder.id),
  },
  'POST /api/leases': {
    path: () => '/api/leases',
    body: async (ctx) => ({
      name: 'Second lease',
      startDate: '2027-01-01',
      endDate: '2027-12-31',
      monthlyRent: '1600',
      deposit: '1600',
      petsAllowed: false,
      petFee: null,
      documentId: ctx.records.documentId,
    }),
    text: { name: 'name' },
    dates: ['startDate', 'endDate'],
    money: ['monthlyRent', 'deposit'],
    readBack: (ctx, reply) => lease(ctx, reply.body.lease.id),
  },
  'PUT /api/leases/:id': {
    path: (ctx) => `/api/leases/${ctx.records.leaseId}`,
    body: async (ctx) => {
      const current = await lease(ctx, ctx.records.leaseId);
      return {
        ...pick(current, LEASE_FIELDS),
        documentId: (current.document as Body | null)?.id ?? null,
        version: current.version,
      };
    },
    text: { name: 'name' },
    dates: ['startDate', 'endDate'],
    money: ['monthlyRent', 'deposit', 'petFee'],
    readBack: (ctx) => lease(ctx, ctx.records.leaseId),
  },
  'POST /api/fees': {
    path: () => '/api/fees',
    body: async (ctx) => ({
      name: 'Parking',
      amount: '35',
      date: '2026-11-20',
      leaseId: ctx.records.leaseId,
    }),
    text: { name: 'name' },
    dates: ['date'],
    money: ['amount'],
    readBack: (ctx, reply) => fromList(ctx.visitor, '/api/fees', 'fees', reply.body.fee.id),
  },
  'POST /api/emotional-reviews': {
    path: () => '/api/emotional-reviews',
    body: async (ctx) => ({
      propertyId: ctx.records.propertyId,
      rating: 5,
      comment: 'Quiet street, kind neighbours.',
    }),
    text: { comment: 'comment' },
    multiLine: ['comment'],
    readBack: (ctx, reply) => emotionalReview(ctx, reply.body.review.id),
  },
  'PUT /api/emotional-reviews/:id': {
    path: (ctx) => `/api/emotional-reviews/${ctx.records.emotionalReviewId}`,
    body: async (ctx) => {
      const current = await emotionalReview(ctx, ctx.records.emotionalReviewId);
      return { ...pick(current, ['propertyId', 'rating', 'comment']), version: current.version };
    },
    text: { comment: 'comment' },
    multiLine: ['comment'],
    readBack: (ctx) => emotionalReview(ctx, ctx.records.emotionalReviewId),
  },
  'POST /api/calendar/feed': { path: () => '/api/calendar/feed' },
  // One-click unsubscribe reads no body (RFC 8058 sends a fixed form field it ignores).
  'POST /api/unsubscribe/:token': { path: (ctx) => `/api/unsubscribe/${ctx.records.unsubscribeToken}` },
  // The renter has one session, the one sending: there is no other to sign out, and it stays.
  'POST /api/account/sessions/sign-out-others': { path: () => '/api/account/sessions/sign-out-others' },
  // Export my data reads no body: it queues an export of the sender's own records.
  'POST /api/account/exports': { path: () => '/api/account/exports' },
  'PUT /api/notification-preferences': {
    path: () => '/api/notification-preferences',
    body: async () => ({ reminderEmails: true }),
  },
  // Asking for a property's evidence bundle reads no body: `originals` is a query parameter, as on bundle.zip.
  'POST /api/evidence/properties/:id/bundle': {
    path: (ctx) => `/api/evidence/properties/${ctx.records.propertyId}/bundle`,
  },
  'POST /api/evidence/verify': {
    path: () => '/api/evidence/verify',
    body: async () => ({ manifest: '{"format":"x"}', signature: 'c2lnbmF0dXJl' }),
    // The manifest is the bundle's JSON text as it is, over lines, up to 2 MB.
    multiLine: ['manifest'],
    large: ['manifest'],
  },
  'POST /api/verification/share-links': {
    path: () => '/api/verification/share-links',
    body: async () => ({ recipientEmail: 'landlord@example.com', consent: true }),
  },
  'POST /api/verification/report-shares': {
    path: () => '/api/verification/report-shares',
    body: async (ctx) => ({ type: 'financial', period: '90', propertyId: ctx.records.propertyId }),
  },
  'POST /api/verification/share-links/:id/revoke': {
    path: (ctx) => `/api/verification/share-links/${ctx.records.reportShareId}/revoke`,
  },
  'POST /api/demo': { path: () => '/api/demo' },
  'POST /api/company': { path: () => '/api/company' },
  'PUT /api/company': {
    path: () => '/api/company',
    body: async (ctx) => {
      const company = await read(ctx.visitor, '/api/company', 'company');
      return pick(company, ['name', 'email', 'phone', 'website', 'address', 'version']);
    },
    text: { name: 'name', phone: 'phone', address: 'address' },
    readBack: (ctx) => read(ctx.visitor, '/api/company', 'company'),
  },
  'POST /api/company/invitations': {
    path: () => '/api/company/invitations',
    // A fresh address each time: a second invitation to the same address is refused.
    body: async () => ({
      email: `invitee.${Math.random().toString(36).slice(2)}@example.com`,
      role: 'Member',
    }),
    text: {},
  },
  'POST /api/company/invitations/:id/resend': {
    path: (ctx) => `/api/company/invitations/${ctx.records.companyInvitationId}/resend`,
  },
  'POST /api/company/properties': {
    path: () => '/api/company/properties',
    body: async () => ({ name: 'North block', address: '3 Elm St', units: 4 }),
    text: { name: 'name', address: 'address' },
    readBack: (ctx, reply) => companyProperty(ctx, reply.body.property.id),
  },
  'PUT /api/company/properties/:id': {
    path: (ctx) => `/api/company/properties/${ctx.records.companyPropertyId}`,
    body: async (ctx) => {
      const current = await companyProperty(ctx, ctx.records.companyPropertyId);
      return pick(current, ['name', 'address', 'units', 'version']);
    },
    text: { name: 'name', address: 'address' },
    readBack: (ctx) => companyProperty(ctx, ctx.records.companyPropertyId),
  },
  'PUT /api/company/members/:id': {
    path: (ctx) => `/api/company/members/${ctx.records.companyMemberId}`,
    body: async () => ({ role: 'Admin' }),
  },
  'POST /api/invitations/:token/accept': {
    path: (ctx) => `/api/invitations/${ctx.records.invitationToken}/accept`,
  },
  'POST /api/messages': {
    path: () => '/api/messages',
    body: async (ctx) => ({
      to: [ctx.records.teammateUserId],
      subject: 'Boiler service',
      body: 'The engineer comes on Tuesday.',
    }),
    text: { subject: 'subject', body: 'body' },
    multiLine: ['body'],
    readBack: (ctx, reply) => read(ctx.visitor, `/api/messages/${reply.body.message.id}`, 'message'),
  },
  'PATCH /api/messages/:id': {
    path: (ctx) => `/api/messages/${ctx.records.messageId}`,
    body: async () => ({ starred: true }),
  },
  'POST /api/company/tenants': {
    path: () => '/api/company/tenants',
    // A fresh address each time: a second invitation to the same address and property is refused.
    body: async (ctx) => ({
      email: `tenant.${Math.random().toString(36).slice(2)}@example.com`,
      companyPropertyId: ctx.records.companyPropertyId,
    }),
  },
  'PATCH /api/company/maintenance/:id': {
    path: (ctx) => `/api/company/maintenance/${ctx.records.ids.maintenanceRequest[0]}`,
    body: async () => ({ status: 'in-progress', comment: 'A plumber comes on Tuesday.' }),
    multiLine: ['comment'],
  },
  'PUT /api/tenancies/:id/sharing': {
    path: (ctx) => `/api/tenancies/${ctx.records.tenantLinkId}/sharing`,
    body: async (ctx) => ({
      moveIn: true,
      moveOut: false,
      maintenance: true,
      documentIds: [ctx.records.documentId],
    }),
  },
  // A notice to the renter's company's linked tenant: a document upload, its only text the file name.
  'POST /api/company/tenants/:id/notices': {
    path: (ctx) => `/api/company/tenants/${ctx.records.tenancyId}/notices`,
    multipart: true,
    body: async () => ({}),
  },
  // An item of the itemized list the renter's company keeps for its linked tenant (§32).
  'POST /api/company/tenants/:id/deductions': {
    path: (ctx) => `/api/company/tenants/${ctx.records.tenancyId}/deductions`,
    body: async () => ({ amount: '60', reason: 'Oven cleaning', room: 'Kitchen' }),
    text: { reason: 'reason', room: 'room' },
    money: ['amount'],
    readBack: (ctx, reply) =>
      fromList(
        ctx.visitor,
        `/api/company/tenants/${ctx.records.tenancyId}/deductions`,
        'deductions',
        reply.body.deduction.id,
      ),
  },
  // Accepted once (the valid body); every later call finds the invitation used.
  'POST /api/tenant-invitations/:token/accept': {
    path: (ctx) => `/api/tenant-invitations/${ctx.records.tenantInvitationToken}/accept`,
    body: async (ctx) => ({ propertyId: ctx.records.propertyId }),
  },
  'POST /api/roommates/invitations': {
    path: () => '/api/roommates/invitations',
    // A fresh address each time: a second invitation to the same address is refused.
    body: async (ctx) => ({
      propertyId: ctx.records.propertyId,
      email: `roommate.${Math.random().toString(36).slice(2)}@example.com`,
    }),
    text: {},
  },
  'POST /api/roommates/:householdId/invitations': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/invitations`,
    body: async () => ({ email: `roommate.${Math.random().toString(36).slice(2)}@example.com` }),
    text: {},
  },
  // The renter leaves the roommate's space they joined, once; their own space stays for the rest.
  'POST /api/roommates/:householdId/leave': {
    path: (ctx) => `/api/roommates/${ctx.records.joinedHouseholdId}/leave`,
  },
  'POST /api/roommates/:householdId/expenses': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/expenses`,
    body: async (ctx) => ({
      description: 'Groceries',
      amount: '12.50',
      paidBy: ctx.records.renter.userId,
      spentOn: '2026-11-01',
    }),
    text: { description: 'description' },
    money: ['amount'],
    dates: ['spentOn'],
    readBack: (ctx, reply) => roommateExpense(ctx, reply.body.expense.id),
  },
  'PATCH /api/roommates/:householdId/expenses/:id': {
    path: (ctx) =>
      `/api/roommates/${ctx.records.roommateHouseholdId}/expenses/${ctx.records.roommateExpenseId}`,
    body: async (ctx) => {
      const current = await roommateExpense(ctx, ctx.records.roommateExpenseId);
      return {
        ...pick(current, ['description', 'amount', 'spentOn', 'split', 'version']),
        paidBy: (current.paidBy as Body).id,
      };
    },
    text: { description: 'description' },
    money: ['amount'],
    dates: ['spentOn'],
    readBack: (ctx) => roommateExpense(ctx, ctx.records.roommateExpenseId),
  },
  'POST /api/roommates/:householdId/settlements': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/settlements`,
    body: async (ctx) => ({
      fromUserId: ctx.records.roommateUserId,
      toUserId: ctx.records.renter.userId,
      amount: '5.00',
      settledOn: '2026-11-02',
    }),
    money: ['amount'],
    dates: ['settledOn'],
  },
  'POST /api/roommates/:householdId/chores': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/chores`,
    body: async (ctx) => ({ title: 'Bins', assigneeId: ctx.records.roommateUserId, dueDate: '2026-11-30' }),
    text: { title: 'title' },
    dates: ['dueDate'],
    readBack: (ctx, reply) => roommateRow(ctx, 'chores', reply.body.chore.id),
  },
  'PATCH /api/roommates/:householdId/chores/:id': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/chores/${ctx.records.roommateChoreId}`,
    body: async (ctx) => {
      const current = await roommateRow(ctx, 'chores', ctx.records.roommateChoreId);
      return {
        ...pick(current, ['title', 'dueDate', 'version']),
        assigneeId: (current.assignee as Body | null)?.id ?? null,
        done: current.doneAt === null,
      };
    },
    text: { title: 'title' },
    dates: ['dueDate'],
    readBack: (ctx) => roommateRow(ctx, 'chores', ctx.records.roommateChoreId),
  },
  'POST /api/roommates/:householdId/notes': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/notes`,
    body: async () => ({ body: 'The wifi password is on the router.' }),
    text: { body: 'body' },
    multiLine: ['body'],
    readBack: (ctx, reply) => roommateRow(ctx, 'notes', reply.body.note.id),
  },
  'PATCH /api/roommates/:householdId/notes/:id': {
    path: (ctx) => `/api/roommates/${ctx.records.roommateHouseholdId}/notes/${ctx.records.roommateNoteId}`,
    body: async (ctx) =>
      pick(await roommateRow(ctx, 'notes', ctx.records.roommateNoteId), ['body', 'version']),
    text: { body: 'body' },
    multiLine: ['body'],
    readBack: (ctx) => roommateRow(ctx, 'notes', ctx.records.roommateNoteId),
  },
  // An invitation the renter sent to someone else: the renter's account is refused it, every time.
  'POST /api/roommate-invitations/:token/accept': {
    path: (ctx) => `/api/roommate-invitations/${ctx.records.roommateInvitationToken}/accept`,
  },
  // The stay has no walkthrough: the valid body makes one, and every later one is refused (409).
  'POST /api/walkthroughs': {
    path: () => '/api/walkthroughs',
    body: async (ctx) => ({ propertyId: ctx.records.stayId, template: { kind: 'hotel-room' } }),
  },
  'PUT /api/walkthroughs/:propertyId': {
    path: (ctx) => `/api/walkthroughs/${ctx.records.propertyId}`,
    body: async (ctx) => {
      const current = await walkthrough(ctx, ctx.records.propertyId);
      const rooms = current.rooms as { id: string; name: string; shots: { id: string; name: string }[] }[];
      return {
        rooms: rooms.map((room) => ({
          id: room.id,
          name: room.name,
          shots: room.shots.map((shot) => ({ id: shot.id, name: shot.name })),
        })),
        version: current.version,
      };
    },
  },
  'POST /api/walkthroughs/:propertyId/shots/:shotId/skips': {
    path: (ctx) => `/api/walkthroughs/${ctx.records.propertyId}/shots/${ctx.records.walkthroughShotId}/skips`,
    body: async () => ({ stage: 'move-out' }),
  },
  'PATCH /api/photo-changes/:id': {
    path: (ctx) => `/api/photo-changes/${ctx.records.photoChangesId}`,
    body: async () => ({ dismissed: [] }),
  },
  // The stay has no condition report: the valid body makes one, and every later one is refused (409).
  'POST /api/inspections': {
    path: () => '/api/inspections',
    body: async (ctx) => ({ propertyId: ctx.records.stayId, rooms: ['Bedroom', 'Bathroom'] }),
  },
  'PUT /api/inspections/:propertyId': {
    path: (ctx) => `/api/inspections/${ctx.records.propertyId}`,
    body: async (ctx) => {
      const current = await inspection(ctx);
      const rooms = current.rooms as { id: string; name: string; items: { id: string; name: string }[] }[];
      return {
        rooms: rooms.map((room) => ({
          id: room.id,
          name: room.name,
          items: room.items.map((item) => ({ id: item.id, name: item.name })),
        })),
        version: current.version,
      };
    },
  },
  'PUT /api/inspections/:propertyId/items/:itemId/ratings/:stage': {
    path: (ctx) =>
      `/api/inspections/${ctx.records.propertyId}/items/${ctx.records.inspectionItemId}/ratings/move-in`,
    body: async () => ({ condition: 'fair', comment: 'Scuff by the door' }),
    text: { comment: 'comment' },
    multiLine: ['comment'],
    readBack: (ctx) => moveInRating(ctx),
  },
  'POST /api/inspections/:propertyId/signature-requests': {
    path: (ctx) => `/api/inspections/${ctx.records.propertyId}/signature-requests`,
    body: async () => ({ email: 'landlord@example.com' }),
  },
  // Each signature is accepted once: the report is then frozen and signed in that role (409), so
  // these come after the routes that edit it, and no text is checked as stored.
  'POST /api/inspections/:propertyId/signatures': {
    path: (ctx) => `/api/inspections/${ctx.records.propertyId}/signatures`,
    body: async () => ({ name: 'Jamie Renter', consent: true }),
  },
  // The landlord signs with a code just emailed to them: before asking for more codes below.
  'POST /api/sign/:token': {
    path: (ctx) => `/api/sign/${ctx.records.signingToken}`,
    body: async (ctx) => ({ name: 'Pat Landlord', code: await ctx.records.signingCode(), consent: true }),
    freshAddress: true,
  },
  // Reads no body; the link is signed by now, so each call is refused (409).
  'POST /api/sign/:token/code': {
    path: (ctx) => `/api/sign/${ctx.records.signingToken}/code`,
    freshAddress: true,
  },
  // The company's linked tenant shares their move-in report: its landlord signs it once.
  'POST /api/company/tenants/:id/move-in-report/signatures': {
    path: (ctx) => `/api/company/tenants/${ctx.records.tenancyId}/move-in-report/signatures`,
    body: async () => ({ name: 'Morgan Manager', consent: true }),
  },
  // The stay is the renter's place without a deposit: the valid body gives it one, and every later
  // one is refused (409), so its text and line breaks are checked on the update.
  'POST /api/deposits': {
    path: () => '/api/deposits',
    body: async (ctx) => ({
      propertyId: ctx.records.stayId,
      leaseId: ctx.records.leaseId,
      amount: '900',
      paidOn: '2026-01-01',
      moveOutDate: '2026-06-04',
      jurisdiction: 'VA',
      landlordName: 'Beach Rentals',
      statement: 'Left as found',
    }),
    money: ['amount'],
    dates: DEPOSIT_DATES,
  },
  'PUT /api/deposits/:id': {
    path: (ctx) => `/api/deposits/${ctx.records.depositId}`,
    body: async (ctx) => {
      const current = await deposit(ctx);
      return { ...pick(current, DEPOSIT_FIELDS), version: current.version };
    },
    text: { forwardingAddress: 'forwardingAddress', landlordName: 'landlordName', statement: 'statement' },
    multiLine: ['forwardingAddress', 'statement'],
    money: ['amount'],
    dates: DEPOSIT_DATES,
    readBack: (ctx) => deposit(ctx),
  },
  'POST /api/deposits/:id/deductions': {
    path: (ctx) => `/api/deposits/${ctx.records.depositId}/deductions`,
    body: async () => ({ amount: '40', reason: 'Paint', room: 'Hall', comment: 'Fresh paint at move-in' }),
    text: DEDUCTION_TEXT,
    multiLine: ['comment'],
    money: ['amount'],
    readBack: async (ctx, reply) => reply.body.deduction,
  },
  'PUT /api/deposits/:id/deductions/:deductionId': {
    path: (ctx) => `/api/deposits/${ctx.records.depositId}/deductions/${ctx.records.depositDeductionId}`,
    body: async (ctx) => {
      const current = await deduction(ctx);
      return { ...pick(current, DEDUCTION_FIELDS), version: current.version };
    },
    text: DEDUCTION_TEXT,
    multiLine: ['comment'],
    money: ['amount'],
    readBack: (ctx) => deduction(ctx),
  },
  // The record is already attached: the valid body is accepted again and adds nothing.
  'POST /api/deposits/:id/deductions/:deductionId/evidence': {
    path: (ctx) =>
      `/api/deposits/${ctx.records.depositId}/deductions/${ctx.records.depositDeductionId}/evidence`,
    body: async (ctx) => ({ kind: 'document', documentId: ctx.records.documentId }),
  },
  // Reads no body; the item is already added to the deposit, so each later call is refused (409).
  'POST /api/deposits/:id/offered-deductions/:landlordDeductionId/pick': {
    path: (ctx) =>
      `/api/deposits/${ctx.records.depositId}/offered-deductions/${ctx.records.offeredDeductionId}/pick`,
  },
  'POST /api/deposits/:id/share': {
    path: (ctx) => `/api/deposits/${ctx.records.depositId}/share`,
    body: async () => ({ recipientEmail: 'landlord@example.com' }),
  },
  'POST /api/contact': {
    path: () => '/api/contact',
    // A fresh sender each time: the suite sends many, and each address is limited per hour.
    body: async () => ({
      name: 'Dana Whitfield',
      email: `dana.${Math.random().toString(36).slice(2)}@example.com`,
      message: 'Hello',
    }),
    text: {},
    multiLine: ['message'],
  },
  // The renter is a new account: the teammate's code is accepted once; every later claim is
  // answered 200 without changing the first (tests/api/referral.test.ts).
  'POST /api/api-keys': {
    path: () => '/api/api-keys',
    body: async () => ({ name: 'Property sync', scopes: ['read'] }),
    text: { name: 'name' },
    readBack: (ctx, reply) => fromList(ctx.visitor, '/api/api-keys', 'apiKeys', reply.body.apiKey.id),
  },
  'POST /api/company/api-keys': {
    path: () => '/api/company/api-keys',
    body: async () => ({ name: 'Portfolio sync', scopes: ['read'], role: 'Member' }),
    text: { name: 'name' },
    readBack: (ctx, reply) => fromList(ctx.visitor, '/api/company/api-keys', 'apiKeys', reply.body.apiKey.id),
  },
  // A public address written as one, so no name has to be resolved.
  'POST /api/webhooks': {
    path: () => '/api/webhooks',
    body: async () => ({ url: 'https://93.184.216.34/hooks/rentproof', events: ['photo.created'] }),
  },
  'POST /api/company/webhooks': {
    path: () => '/api/company/webhooks',
    body: async () => ({
      url: 'https://93.184.216.34/hooks/portfolio',
      events: ['maintenance.status_changed'],
    }),
  },
  'POST /api/webhooks/:id/enable': {
    path: (ctx) => `/api/webhooks/${ctx.records.webhookSubscriptionId}/enable`,
  },
  'POST /api/company/webhooks/:id/enable': {
    path: (ctx) => `/api/company/webhooks/${ctx.records.companyWebhookSubscriptionId}/enable`,
  },
  'POST /api/webhooks/:id/deliveries/:deliveryId/resend': {
    path: (ctx) =>
      `/api/webhooks/${ctx.records.webhookSubscriptionId}/deliveries/${ctx.records.webhookDeliveryId}/resend`,
  },
  'POST /api/company/webhooks/:id/deliveries/:deliveryId/resend': {
    path: (ctx) =>
      `/api/company/webhooks/${ctx.records.companyWebhookSubscriptionId}/deliveries/${ctx.records.companyWebhookDeliveryId}/resend`,
  },
  'POST /api/referral/claim': {
    path: () => '/api/referral/claim',
    body: async (ctx) => ({ code: ctx.records.teammateReferralCode }),
  },
};

/** The app's path of a route as /api/v1 names it: its own paths for share links and money. */
const V1_PATHS: [RegExp, string][] = [
  [/^\/api\/verification\/report-shares/, '/api/v1/share-links/report'],
  [/^\/api\/verification\/share-links/, '/api/v1/share-links'],
  [/^\/api\/finances\//, '/api/v1/'],
  [/^\/api\/company\/maintenance\/([^/]+)$/, '/api/v1/company/maintenance/$1/status'],
  [/^\/api\//, '/api/v1/'],
];
const v1PathOf = (appPath: string) => {
  const [pattern, replacement] = V1_PATHS.find(([pattern]) => pattern.test(appPath)) ?? [/^/, ''];
  return appPath.replace(pattern, replacement);
};

/**
 * /api/v1 routes that take the body of an app route (a PUT there is a PATCH here): the app route's
 * case, sent at the /api/v1 path with the renter's API key.
 */
const V1_MIRRORS: Record<string, string> = {
  'POST /api/v1/properties': 'POST /api/properties',
  'PATCH /api/v1/properties/:id': 'PATCH /api/properties/:id',
  'POST /api/v1/company/properties': 'POST /api/company/properties',
  'PATCH /api/v1/company/properties/:id': 'PUT /api/company/properties/:id',
  'PATCH /api/v1/company/maintenance/:id/status': 'PATCH /api/company/maintenance/:id',
  'POST /api/v1/documents': 'POST /api/documents',
  'POST /api/v1/evidence/properties/:id/bundle': 'POST /api/evidence/properties/:id/bundle',
  'POST /api/v1/fees': 'POST /api/fees',
  'POST /api/v1/leases': 'POST /api/leases',
  'PATCH /api/v1/leases/:id': 'PUT /api/leases/:id',
  'POST /api/v1/maintenance': 'POST /api/maintenance',
  'PATCH /api/v1/maintenance/:id': 'PUT /api/maintenance/:id',
  'PATCH /api/v1/maintenance/:id/status': 'PATCH /api/maintenance/:id/status',
  'POST /api/v1/photos': 'POST /api/photos',
  'POST /api/v1/reminders': 'POST /api/reminders',
  'POST /api/v1/share-links': 'POST /api/verification/share-links',
  'POST /api/v1/share-links/report': 'POST /api/verification/report-shares',
  'POST /api/v1/share-links/:id/revoke': 'POST /api/verification/share-links/:id/revoke',
  'POST /api/v1/transactions': 'POST /api/finances/transactions',
  'PATCH /api/v1/transactions/:id': 'PUT /api/finances/transactions/:id',
  'PATCH /api/v1/transactions/:id/status': 'PATCH /api/finances/transactions/:id/status',
};

function onV1(appRoute: string): BodyRoute {
  const route = APP_BODY_ROUTES[appRoute];
  if (!route) throw new Error(`No case for ${appRoute}`);
  return { ...route, path: (ctx) => v1PathOf(route.path(ctx)) };
}

export const BODY_ROUTES: Record<string, BodyRoute> = {
  ...APP_BODY_ROUTES,
  ...Object.fromEntries(Object.entries(V1_MIRRORS).map(([key, appRoute]) => [key, onV1(appRoute)])),
};
