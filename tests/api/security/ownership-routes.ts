import type { EveryRecord, RecordKind } from '../support/every-record';
import type { TestApp } from '../support/test-app';
import { servedOn } from '#server/http/operation';
import { OPERATIONS } from '#server/routes/operations/operation-table';

/**
 * What the ownership matrix knows of each route: which are public (and why), which path parameters
 * name a record, and how a body or query names one. A route of the app that these tables do not
 * classify fails the matrix, so a new route is covered or listed, never silently skipped.
 */

/** Open without a session, and why. */
export const PUBLIC: Record<string, string> = {
  'GET /api/health': 'load balancers and uptime checks probe it',
  'GET /api/ready': 'load balancers ask it whether to send this process requests',
  'GET /metrics':
    "Prometheus scrapes it with the operator's METRICS_TOKEN, not a session; without the token configured it does not exist",
  'GET /api/meta': 'the sign-in page asks which sign-in providers exist',
  'GET /api/session': 'says who is signed in, { user: null } for nobody',
  'ALL /api/auth/*':
    'better-auth: sign-up, sign-in, confirmation and reset come before a session; its session endpoints check the session themselves and take no record id of ours',
  'GET /api/evidence/public-key': 'the public key anyone checks a bundle signature with',
  'GET /api/evidence/public-key.pem': 'the same key as PEM, for openssl',
  'GET /api/evidence/timestamp-authorities':
    "the Time-Stamping Authorities' certificates anyone checks a file's timestamp with; it reads no record",
  'POST /api/evidence/verify': 'the public bundle checker: checks a signature, reads no record',
  'POST /api/contact': 'the public contact form: anyone may write to support; it reads no record',
  'GET /api/tenant-invitations/:token':
    "a landlord's emailed invitation shows which rental it is before the tenant signs in; the secret address is the key",
  'GET /api/roommate-invitations/:token':
    "a roommate's emailed invitation shows which shared space it is before the invitee signs in; the secret address is the key",
  'GET /api/invitations/:token':
    'the emailed invitation shows what it offers before the invitee signs in; the secret address is the key',
  'GET /api/calendar-feeds/:file': 'calendar apps subscribe without a session; the secret address is the key',
  'GET /api/unsubscribe/:token':
    "an email's unsubscribe link, opened without a session: the signed token is the key, and the page changes nothing",
  'POST /api/unsubscribe/:token':
    "one-click unsubscribe (RFC 8058) from a mail client, without a session: the signed token is the key, and all it can do is turn one of its person's email preferences off",
  'ALL /api/*': 'the 404 answer to an unknown endpoint',
  'GET /api/v1/openapi.json': "the public API's OpenAPI document: it describes routes and reads no record",
  'ALL /api/v1/*': 'the 404 answer to an unknown endpoint of the public API',
};

/** Every route under these is open to whoever holds the share link's secret token. */
export const PUBLIC_PREFIXES: Record<string, string> = {
  '/api/verify/:token': "a share link: its secret token is the key, and it serves only its owner's records",
  '/api/sign/:token':
    'a signing link (docs/product.md §34): its secret token is the key, and it serves only the report it was made for',
};

/** Whether the route is under a public prefix: covered with the requester's own secrets, and with ids. */
export const underPublicPrefix = (route: Route) =>
  Object.keys(PUBLIC_PREFIXES).some((prefix) => route.path.startsWith(prefix));

/**
 * The record kinds the operations table declares for its path parameters (decision 051), under
 * each prefix an operation is served at, keyed by the path up to the parameter as PATH_IDS is.
 */
function declaredPathIds(): Record<string, RecordKind> {
  const ids: Record<string, RecordKind> = {};
  for (const operation of OPERATIONS) {
    for (const surface of SURFACES) {
      if (!servedOn(operation, surface)) continue;
      const path = `${SURFACE_PREFIX[surface]}${operation.path.replace(/\{(\w+)\}/g, ':$1')}`;
      for (const [name, kind] of Object.entries(operation.records ?? {})) {
        ids[path.slice(0, path.indexOf(`:${name}`) + name.length + 1)] = kind;
      }
    }
  }
  return ids;
}

const SURFACES = ['api', 'v1'] as const;
const SURFACE_PREFIX = { api: '/api', v1: '/api/v1' } as const;

/**
 * A path parameter that names a record: the path up to it, and the kind of record. The table's
 * operations say theirs; the app's other routes are listed here.
 */
export const PATH_IDS: Record<string, RecordKind> = {
  ...declaredPathIds(),
  '/api/photos/:id': 'photo',
  '/api/maintenance/:id': 'maintenanceItem',
  '/api/amenities/:id': 'amenity',
  '/api/stays/:id': 'stay',
  '/api/documents/:id': 'document',
  '/api/finances/transactions/:id': 'transaction',
  '/api/leases/:id': 'lease',
  '/api/emotional-reviews/:id': 'emotionalReview',
  '/api/verification/share-links/:id': 'shareLink',
  '/api/verify/:token/photos/:photoId': 'photo',
  '/api/verify/:token/documents/:documentId': 'document',
  '/api/company/members/:id': 'companyMember',
  '/api/company/invitations/:id': 'companyInvitation',
  '/api/company/properties/:id': 'companyProperty',
  '/api/messages/:id': 'message',
  '/api/company/tenants/:id': 'tenancy',
  '/api/company/tenants/:id/photos/:photoId': 'tenancyPhoto',
  '/api/company/tenants/:id/deductions/:deductionId': 'landlordDeduction',
  '/api/company/maintenance/:id': 'maintenanceRequest',
  '/api/company/documents/:id': 'sharedDocument',
  '/api/tenancies/:id': 'tenantLink',
  '/api/company/notices/:id': 'notice',
  '/api/notices/:id': 'notice',
  '/api/account/sessions/:id': 'session',
  '/api/account/exports/:id': 'dataExport',
  '/api/roommates/:householdId': 'roommateHousehold',
  '/api/roommates/invitations/:id': 'roommateInvitation',
  '/api/roommates/:householdId/expenses/:id': 'roommateExpense',
  '/api/roommates/:householdId/settlements/:id': 'roommateSettlement',
  '/api/roommates/:householdId/chores/:id': 'roommateChore',
  '/api/roommates/:householdId/notes/:id': 'roommateNote',
  '/api/walkthroughs/:propertyId': 'walkthrough',
  '/api/inspections/:propertyId': 'inspection',
  '/api/inspections/:propertyId/items/:itemId': 'inspectionItem',
  '/api/inspections/:propertyId/signature-requests/:requestId': 'signatureRequest',
  '/api/videos/:id': 'video',
  '/api/verify/:token/videos/:videoId': 'video',
  '/api/sign/:token/photos/:photoId': 'photo',
  '/api/sign/:token/videos/:videoId': 'video',
  '/api/company/tenants/:id/move-in-report/photos/:photoId': 'tenancyPhoto',
  '/api/company/tenants/:id/move-in-report/videos/:videoId': 'tenancyVideo',
  '/api/walkthroughs/:propertyId/shots/:shotId': 'walkthroughShot',
  '/api/photo-changes/:id': 'photoChanges',
  '/api/deposits/:id': 'deposit',
  '/api/deposits/:id/deductions/:deductionId': 'depositDeduction',
  '/api/deposits/:id/deductions/:deductionId/evidence/:evidenceId': 'depositEvidence',
  '/api/deposits/:id/offered-deductions/:landlordDeductionId': 'offeredDeduction',
  '/api/api-keys/:id': 'apiKey',
  '/api/company/api-keys/:id': 'companyApiKey',
  '/api/webhooks/:id': 'webhookSubscription',
  '/api/webhooks/:id/deliveries/:deliveryId': 'webhookDelivery',
  '/api/company/webhooks/:id': 'companyWebhookSubscription',
  '/api/company/webhooks/:id/deliveries/:deliveryId': 'companyWebhookDelivery',
};

/** A path parameter that names no record: the values a request uses (the requester's own secrets). */
export const PATH_VALUES: Record<string, (own: EveryRecord) => string[]> = {
  '/api/photos/:id/:variant': () => ['thumb', 'large', 'original'],
  '/api/verify/:token/photos/:photoId/:size': () => ['thumb', 'large'],
  '/api/verify/:token/videos/:videoId/:part': () => ['poster', 'stream'],
  '/api/sign/:token': (own) => [own.signingToken],
  '/api/sign/:token/photos/:photoId/:size': () => ['thumb', 'large'],
  '/api/sign/:token/videos/:videoId/:file': () => ['poster', 'stream'],
  '/api/company/tenants/:id/move-in-report/photos/:photoId/:size': () => ['thumb', 'large'],
  '/api/company/tenants/:id/move-in-report/videos/:videoId/:file': () => ['poster', 'stream'],
  '/api/inspections/:propertyId/items/:itemId/ratings/:stage': () => ['move-in', 'move-out'],
  '/api/verify/:token': (own) => [own.shareTokens.rentalVerification, own.shareTokens.report],
  '/api/calendar-feeds/:file': (own) => [new URL(own.calendarFeedUrl).pathname.split('/').at(-1) ?? ''],
  '/api/unsubscribe/:token': (own) => [own.unsubscribeToken],
  '/api/invitations/:token': (own) => [own.invitationToken],
  '/api/company/tenants/:id/photos/:photoId/:size': () => ['thumb', 'large'],
  '/api/tenant-invitations/:token': (own) => [own.tenantInvitationToken],
  '/api/roommate-invitations/:token': (own) => [own.roommateInvitationToken],
  '/api/walkthroughs/:propertyId/shots/:shotId/skips/:stage': () => ['move-in', 'move-out'],
  '/api/v1/photos/:id/:variant': () => ['thumb', 'large', 'original'],
  '/api/v1/company/tenants/:id/photos/:photoId/:size': () => ['thumb', 'large'],
};

/**
 * Where one route takes fewer of a parameter's values than PATH_VALUES gives: only a deposit
 * dispute's link serves documents (docs/product.md §32).
 */
export const ROUTE_VALUES: Record<string, Record<string, (own: EveryRecord) => string[]>> = {
  '/api/verify/:token/documents/:documentId': { token: (own) => [own.shareTokens.depositDispute] },
};

/** A secret in a public path, made up: it must open nothing. */
export const MADE_UP_SECRETS: Record<string, () => string> = {
  '/api/verify/:token': () => crypto.randomUUID(),
  '/api/calendar-feeds/:file': () => `${crypto.randomUUID()}.ics`,
  '/api/unsubscribe/:token': () => `${crypto.randomUUID()}.${crypto.randomUUID()}`,
  '/api/invitations/:token': () => crypto.randomUUID(),
  '/api/tenant-invitations/:token': () => crypto.randomUUID(),
  '/api/roommate-invitations/:token': () => crypto.randomUUID(),
  '/api/sign/:token': () => crypto.randomUUID(),
};

export type Ref = (kind: RecordKind) => string;
export type Body = { json: Record<string, unknown> } | { form: Record<string, string> };
type BodyContext = { ref: Ref; record: Record<string, unknown> };

const pick = (record: Record<string, unknown>, keys: string[]) =>
  Object.fromEntries(keys.filter((key) => key in record).map((key) => [key, record[key]]));
/** The id of a presented person ({ id, name }), if the field holds one. */
const idOf = (person: unknown) =>
  typeof person === 'object' && person !== null && 'id' in person ? (person.id as string | null) : undefined;
/** One of the members of a roommate space as its member reads it. */
const memberOf = (space: Record<string, unknown>, index = 0) =>
  idOf((space.members as unknown[] | undefined)?.[index]);
/** An update names the version it was read at, when the record has one. */
const versionOf = (record: Record<string, unknown>) =>
  'version' in record ? { version: record.version } : {};

/**
 * A valid body for each route that takes one: ids come from `ref`, and an update starts from the
 * current record its path names (as the record's owner reads it), so the only thing wrong with a
 * request is whose ids it carries. A POST, PUT or PATCH with an id in its path and no entry here is
 * sent `{}`.
 */
const APP_BODIES: Record<string, (c: BodyContext) => Body> = {
  'POST /api/photos': ({ ref }) => ({
    form: {
      propertyId: ref('property'),
      stage: 'maintenance',
      maintenanceItemId: ref('maintenanceItem'),
      area: 'Kitchen',
    },
  }),
  'PUT /api/photos/:id/markup': () => ({
    json: { shapes: [{ kind: 'arrow', color: 'red', from: { x: 0.1, y: 0.1 }, to: { x: 0.9, y: 0.9 } }] },
  }),
  'POST /api/maintenance': ({ ref }) => ({ json: { propertyId: ref('property'), item: 'Matrix item' } }),
  'PUT /api/maintenance/:id': ({ ref, record }) => ({
    json: {
      ...pick(record, ['item', 'details', 'category', 'cost', 'status']),
      propertyId: ref('property'),
      ...versionOf(record),
    },
  }),
  'POST /api/amenities': ({ ref }) => ({ json: { propertyId: ref('property'), name: 'Matrix amenity' } }),
  'PUT /api/amenities/:id': ({ ref, record }) => ({
    json: { ...pick(record, ['name', 'notes']), propertyId: ref('property'), ...versionOf(record) },
  }),
  'PUT /api/stays/:id': ({ record }) => ({
    json: {
      ...pick(record, [
        'place',
        'address',
        'checkInDate',
        'checkOutDate',
        'host',
        'bookingReference',
        'notes',
      ]),
      ...versionOf(record),
    },
  }),
  'PATCH /api/maintenance/:id/status': ({ record }) => ({
    json: { status: 'completed', ...versionOf(record) },
  }),
  'PATCH /api/properties/:id': ({ record }) => ({
    json: { ...pick(record, ['address', 'type', 'management']), name: 'Renamed', ...versionOf(record) },
  }),
  'POST /api/finances/transactions': ({ ref }) => ({
    json: {
      amount: '1',
      dueDate: '2026-11-01',
      propertyId: ref('property'),
      receiptDocumentId: ref('document'),
    },
  }),
  'PUT /api/finances/transactions/:id': ({ ref, record }) => ({
    json: {
      ...pick(record, ['transactionType', 'description', 'amount', 'dueDate', 'status', 'paidDate']),
      propertyId: ref('property'),
      receiptDocumentId: ref('document'),
      ...versionOf(record),
    },
  }),
  'PATCH /api/finances/transactions/:id/status': ({ record }) => ({
    json: { status: 'Due', ...versionOf(record) },
  }),
  'POST /api/leases': ({ ref }) => ({ json: { name: 'Matrix lease', documentId: ref('document') } }),
  'PUT /api/leases/:id': ({ ref, record }) => ({
    json: {
      ...pick(record, ['name', 'startDate', 'endDate', 'monthlyRent', 'deposit', 'petsAllowed', 'petFee']),
      documentId: ref('document'),
      ...versionOf(record),
    },
  }),
  'POST /api/fees': ({ ref }) => ({ json: { name: 'Matrix fee', amount: '5', leaseId: ref('lease') } }),
  'POST /api/emotional-reviews': ({ ref }) => ({
    json: { propertyId: ref('property'), rating: 3, comment: 'Matrix review' },
  }),
  'PUT /api/emotional-reviews/:id': ({ ref, record }) => ({
    json: { ...pick(record, ['rating', 'comment']), propertyId: ref('property'), ...versionOf(record) },
  }),
  'PUT /api/company/members/:id': ({ record }) => ({ json: { role: record.role } }),
  'PATCH /api/messages/:id': () => ({ json: { starred: true } }),
  'POST /api/company/tenants': ({ ref }) => ({
    json: { email: 'matrix-tenant@example.com', companyPropertyId: ref('companyProperty') },
  }),
  'PATCH /api/company/maintenance/:id': () => ({ json: { status: 'completed', comment: 'Matrix' } }),
  'PUT /api/tenancies/:id/sharing': ({ ref }) => ({
    json: { moveIn: false, moveOut: false, maintenance: false, documentIds: [ref('document')] },
  }),
  'POST /api/tenant-invitations/:token/accept': ({ ref }) => ({ json: { propertyId: ref('property') } }),
  // A valid notice (the matrix's file is a PNG): only the link in its path is wrong.
  'POST /api/company/tenants/:id/notices': () => ({ form: {} }),
  // A valid item of the landlord's list: only the link in its path is wrong.
  'POST /api/company/tenants/:id/deductions': () => ({ json: { amount: '1', reason: 'Matrix item' } }),
  'PUT /api/company/properties/:id': ({ record }) => ({
    json: { ...pick(record, ['name', 'address', 'units']), ...versionOf(record) },
  }),
  'POST /api/verification/report-shares': ({ ref }) => ({
    json: { type: 'summary', period: 'all', propertyId: ref('property') },
  }),
  'POST /api/roommates/invitations': ({ ref }) => ({
    json: { propertyId: ref('property'), email: 'matrix-roommate@example.com' },
  }),
  // A space's routes take the space as their owner reads it (its members), or the record the path
  // names: with another's space, or a record of another space, the answer is the 404 of a missing one.
  'POST /api/roommates/:householdId/invitations': () => ({
    json: { email: 'matrix-space-roommate@example.com' },
  }),
  'POST /api/roommates/:householdId/expenses': ({ record }) => ({
    json: { description: 'Matrix', amount: '1', paidBy: memberOf(record), spentOn: '2026-11-01' },
  }),
  'PATCH /api/roommates/:householdId/expenses/:id': ({ record }) => ({
    json: {
      ...pick(record, ['description', 'amount', 'spentOn', 'split']),
      paidBy: idOf(record.paidBy),
      ...versionOf(record),
    },
  }),
  'POST /api/roommates/:householdId/settlements': ({ record }) => ({
    json: {
      fromUserId: memberOf(record),
      toUserId: memberOf(record, 1),
      amount: '1',
      settledOn: '2026-11-01',
    },
  }),
  'POST /api/roommates/:householdId/chores': ({ record }) => ({
    json: { title: 'Matrix chore', assigneeId: memberOf(record) },
  }),
  'PATCH /api/roommates/:householdId/chores/:id': ({ record }) => ({
    json: {
      ...pick(record, ['title', 'dueDate']),
      assigneeId: idOf(record.assignee) ?? null,
      done: true,
      ...versionOf(record),
    },
  }),
  'POST /api/roommates/:householdId/notes': () => ({ json: { body: 'Matrix note' } }),
  'PATCH /api/roommates/:householdId/notes/:id': ({ record }) => ({
    json: { body: 'Matrix note', ...versionOf(record) },
  }),
  'POST /api/walkthroughs': ({ ref }) => ({
    json: { propertyId: ref('property'), template: { kind: 'studio' } },
  }),
  // The list as its owner reads it, every room renamed: only the place in the path is wrong.
  'PUT /api/walkthroughs/:propertyId': ({ record }) => ({
    json: {
      rooms: (
        (record.rooms as { id: string; shots: { id: string; name: string }[] }[] | undefined) ?? []
      ).map((room) => ({
        id: room.id,
        name: 'Matrix room',
        shots: room.shots.map((shot) => ({ id: shot.id, name: shot.name })),
      })),
      ...versionOf(record),
    },
  }),
  'POST /api/walkthroughs/:propertyId/shots/:shotId/skips': () => ({ json: { stage: 'move-out' } }),
  'POST /api/inspections': ({ ref }) => ({ json: { propertyId: ref('property') } }),
  // The list as its owner reads it, every room renamed: only the place in the path is wrong.
  'PUT /api/inspections/:propertyId': ({ record }) => ({
    json: {
      rooms: (
        (record.rooms as { id: string; items: { id: string; name: string }[] }[] | undefined) ?? []
      ).map((room) => ({
        id: room.id,
        name: 'Matrix room',
        items: room.items.map((item) => ({ id: item.id, name: item.name })),
      })),
      ...versionOf(record),
    },
  }),
  'PUT /api/inspections/:propertyId/items/:itemId/ratings/:stage': () => ({ json: { condition: 'good' } }),
  'POST /api/inspections/:propertyId/signature-requests': () => ({
    json: { email: 'matrix-signer@example.com' },
  }),
  'POST /api/inspections/:propertyId/signatures': () => ({ json: { name: 'Matrix Renter', consent: true } }),
  'POST /api/company/tenants/:id/move-in-report/signatures': () => ({
    json: { name: 'Matrix Landlord', consent: true },
  }),
  'POST /api/videos': ({ ref }) => ({
    form: { propertyId: ref('property'), stage: 'move-in', area: 'Hall' },
  }),
  'PATCH /api/photo-changes/:id': () => ({ json: { dismissed: [] } }),
  'POST /api/deposits': ({ ref }) => ({
    json: {
      propertyId: ref('property'),
      leaseId: ref('lease'),
      amount: '1500',
      moveOutDate: '2026-11-01',
      jurisdiction: 'DC',
    },
  }),
  'PUT /api/deposits/:id': ({ ref, record }) => ({
    json: {
      ...pick(record, [
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
      ]),
      leaseId: ref('lease'),
      ...versionOf(record),
    },
  }),
  // A valid deduction whichever record the path names (the deposit or the deduction): only whose
  // ids the path carries is wrong.
  'POST /api/deposits/:id/deductions': () => ({ json: { amount: '1', reason: 'Matrix deduction' } }),
  'PUT /api/deposits/:id/deductions/:deductionId': ({ record }) => ({
    json: { amount: '1', reason: 'Matrix deduction', ...versionOf(record) },
  }),
  'POST /api/deposits/:id/deductions/:deductionId/evidence': ({ ref }) => ({
    json: { kind: 'photo', photoId: ref('photo') },
  }),
  'POST /api/deposits/:id/share': () => ({ json: { recipientEmail: 'matrix-landlord@example.com' } }),
};

/** /api/v1 routes that take the body of an app route (a PUT there is a PATCH here). */
const V1_BODIES: Record<string, string> = {
  'PATCH /api/v1/properties/:id': 'PATCH /api/properties/:id',
  'POST /api/v1/photos': 'POST /api/photos',
  'POST /api/v1/maintenance': 'POST /api/maintenance',
  'PATCH /api/v1/maintenance/:id': 'PUT /api/maintenance/:id',
  'PATCH /api/v1/maintenance/:id/status': 'PATCH /api/maintenance/:id/status',
  'POST /api/v1/transactions': 'POST /api/finances/transactions',
  'PATCH /api/v1/transactions/:id': 'PUT /api/finances/transactions/:id',
  'PATCH /api/v1/transactions/:id/status': 'PATCH /api/finances/transactions/:id/status',
  'POST /api/v1/leases': 'POST /api/leases',
  'PATCH /api/v1/leases/:id': 'PUT /api/leases/:id',
  'POST /api/v1/fees': 'POST /api/fees',
  'POST /api/v1/share-links/report': 'POST /api/verification/report-shares',
  'PATCH /api/v1/company/properties/:id': 'PUT /api/company/properties/:id',
  'PATCH /api/v1/company/maintenance/:id/status': 'PATCH /api/company/maintenance/:id',
};

export const BODIES: Record<string, (c: BodyContext) => Body> = {
  ...APP_BODIES,
  ...Object.fromEntries(
    Object.entries(V1_BODIES).map(([route, appRoute]) => {
      const body = APP_BODIES[appRoute];
      if (!body) throw new Error(`No body for ${appRoute}`);
      return [route, body];
    }),
  ),
};

/** Routes whose query names a record. */
export const QUERIES: Record<string, (ref: Ref) => Record<string, string>> = {
  'GET /api/photos': (ref) => ({ propertyId: ref('property') }),
  'GET /api/maintenance': (ref) => ({ propertyId: ref('property') }),
  'GET /api/amenities': (ref) => ({ propertyId: ref('property') }),
  'GET /api/dashboard': (ref) => ({ propertyId: ref('property') }),
  'GET /api/reports': (ref) => ({ period: 'all', propertyId: ref('property') }),
  'GET /api/reports/pdf': (ref) => ({ period: 'all', propertyId: ref('property') }),
  'GET /api/reports/pdf/estimate': (ref) => ({ period: 'all', propertyId: ref('property') }),
  'GET /api/deposits': (ref) => ({ propertyId: ref('property') }),
  'GET /api/videos': (ref) => ({ propertyId: ref('property') }),
  // The next page of a share link's photos starts after a photo the link shows.
  'GET /api/verify/:token/photos': (ref) => ({ after: ref('photo') }),
  'GET /api/v1/photos': (ref) => ({ propertyId: ref('property') }),
  'GET /api/v1/maintenance': (ref) => ({ propertyId: ref('property') }),
  'GET /api/v1/reports': (ref) => ({ period: 'all', propertyId: ref('property') }),
  'GET /api/v1/reports/pdf': (ref) => ({ period: 'all', propertyId: ref('property') }),
  'GET /api/v1/reports/pdf/estimate': (ref) => ({ period: 'all', propertyId: ref('property') }),
};

/**
 * The signed-in user's own collections and settings: no id in path, body or query. B's GETs are
 * still sent and must show nothing of A's; B's writes here could only change B's own records.
 */
export const NO_IDS = new Set([
  'GET /api/profile',
  'PATCH /api/profile',
  'DELETE /api/account',
  'GET /api/account/sessions',
  // B's own exports only: asking queues one of B's, never touches A's (tests/api/exports.test.ts).
  'GET /api/account/exports',
  'POST /api/account/exports',
  // Ends B's own other sessions only, never the one it is sent with (tests/api/sessions.test.ts).
  'POST /api/account/sessions/sign-out-others',
  'GET /api/properties',
  'POST /api/properties',
  'GET /api/api-keys',
  'POST /api/api-keys',
  'GET /api/company/api-keys',
  'POST /api/company/api-keys',
  'GET /api/webhooks',
  'POST /api/webhooks',
  'GET /api/company/webhooks',
  'POST /api/company/webhooks',
  'GET /api/v1/properties',
  'POST /api/v1/properties',
  'GET /api/v1/documents',
  'POST /api/v1/documents',
  'GET /api/v1/transactions',
  'GET /api/v1/leases',
  'GET /api/v1/fees',
  'GET /api/v1/reminders',
  'POST /api/v1/reminders',
  'GET /api/v1/share-links',
  'POST /api/v1/share-links',
  'GET /api/v1/company/properties',
  'POST /api/v1/company/properties',
  'GET /api/v1/company/tenants',
  'GET /api/v1/company/maintenance',
  'GET /api/stays',
  'POST /api/stays',
  'POST /api/demo',
  'GET /api/documents',
  'POST /api/documents',
  'GET /api/finances/summary',
  'GET /api/finances/transactions',
  'GET /api/reminders',
  'POST /api/reminders',
  'GET /api/leases',
  'GET /api/fees',
  'GET /api/emotional-reviews',
  'GET /api/calendar/feed',
  'POST /api/calendar/feed',
  'GET /api/notification-preferences',
  'PUT /api/notification-preferences',
  'GET /api/verification/share-links',
  'POST /api/verification/share-links',
  'GET /api/company',
  'POST /api/company',
  'PUT /api/company',
  'GET /api/company/team',
  'POST /api/company/invitations',
  'GET /api/company/properties',
  'POST /api/company/properties',
  // The secret in its path is an invitation's, sent to someone else: it names no record of B's.
  'POST /api/invitations/:token/accept',
  'GET /api/messages',
  'GET /api/messages/counts',
  'GET /api/messages/contacts',
  'GET /api/messages/events',
  // Its recipients are people, not records; writing to someone outside one's company (and replying
  // to another person's message) is refused in tests/api/messages.test.ts.
  'POST /api/messages',
  'GET /api/company/summary',
  'GET /api/company/tenants',
  'GET /api/company/maintenance',
  'GET /api/company/documents',
  'GET /api/tenancies',
  'GET /api/company/notices',
  'GET /api/notices',
  'GET /api/referral',
  // A referral code is not a record id: it is meant to be shared, and a claim changes only the
  // claimer's own referral. One's own and others' codes are covered in tests/api/referral.test.ts.
  'POST /api/referral/claim',
  'GET /api/roommates',
  // The secret in its path is an invitation's, sent to someone else: it names no record of B's.
  'POST /api/roommate-invitations/:token/accept',
]);

/**
 * Routes that answer with a stream that stays open (Server-Sent Events): B's own request of one
 * would never finish, so the matrix sends it only without a session, which is answered at once.
 */
export const STREAMS = new Set(['GET /api/messages/events']);

export type Route = { method: string; path: string; key: string };
export type Param = { name: string; prefix: string };

/** The app's own route table: one entry per method and path, middleware (`use()`, `(c, next)`) left out. */
export function routesOf(app: TestApp['app']): Route[] {
  const routes = new Map<string, Route>();
  for (const { method, path, handler } of app.routes) {
    if (method === 'ALL' && handler.length >= 2) continue;
    routes.set(`${method} ${path}`, { method, path, key: `${method} ${path}` });
  }
  return [...routes.values()];
}

/**
 * `:name` segments, each with the path up to it (the key of PATH_IDS and PATH_VALUES). A segment's
 * pattern (`:file{poster|stream}`) is left out of both: the values it allows are listed instead.
 */
export function paramsOf(path: string): Param[] {
  const segments = path.split('/').map((segment) => segment.replace(/\{.*\}$/, ''));
  return segments.flatMap((segment, index) =>
    segment.startsWith(':')
      ? [{ name: segment.slice(1), prefix: segments.slice(0, index + 1).join('/') }]
      : [],
  );
}

export const publicReason = (route: Route): string | undefined =>
  PUBLIC[route.key] ?? Object.entries(PUBLIC_PREFIXES).find(([prefix]) => route.path.startsWith(prefix))?.[1];

export const idParamsOf = (route: Route) => paramsOf(route.path).filter((param) => PATH_IDS[param.prefix]);

/** What to add to the tables above for each route they do not classify. */
export function unclassified(routes: Route[]): string[] {
  return routes.flatMap((route) => {
    const params = paramsOf(route.path);
    const unknown = params.filter((param) => !PATH_IDS[param.prefix] && !PATH_VALUES[param.prefix]);
    if (unknown.length)
      return [
        `${route.key}: add ${unknown.map((param) => param.prefix).join(', ')} to PATH_IDS or PATH_VALUES`,
      ];
    const known =
      publicReason(route) ||
      idParamsOf(route).length ||
      BODIES[route.key] ||
      QUERIES[route.key] ||
      NO_IDS.has(route.key);
    return known ? [] : [`${route.key}: add it to BODIES or QUERIES, or list it in NO_IDS or PUBLIC`];
  });
}

/** Entries naming a route the app no longer has. */
export function stale(routes: Route[]): string[] {
  const keys = new Set(routes.map((route) => route.key));
  return [...Object.keys(PUBLIC), ...Object.keys(BODIES), ...Object.keys(QUERIES), ...NO_IDS].filter(
    (key) => !keys.has(key),
  );
}
