import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { createApiKey } from '#server/api-keys/create-api-key';
import { webhookDeliveries } from '#server/platform/db/schema/webhooks';
import { requestExport } from '#server/exports/request-export';
import { runDueEvidenceBundles, runDueExports } from '#server/exports/run-due-exports';
import { createWebhookSubscription } from '#server/webhooks/create-webhook-subscription';
import { emitStandaloneWebhookEvent } from '#server/webhooks/emit-webhook-event';
import { signUnsubscribeToken } from '#server/platform/mail/unsubscribe-token';
import { type Renter, signedInRenter } from './accounts';
import { plainPng, uploadPhoto } from './photos';
import type { TestApp } from './test-app';
import { uploadVideo, webmClip } from './videos';
import { type Reply, Visitor } from './visitor';

/** The kinds of record a path, body or query can name by id. */
export const RECORD_KINDS = [
  'property',
  'photo',
  'maintenanceItem',
  'amenity',
  'stay',
  'document',
  'transaction',
  'lease',
  'fee',
  'reminder',
  'shareLink',
  'companyMember',
  'companyInvitation',
  'companyProperty',
  'message',
  'tenancy',
  'tenancyPhoto',
  'maintenanceRequest',
  'sharedDocument',
  'tenantLink',
  'notice',
  'emotionalReview',
  'session',
  'dataExport',
  'roommateHousehold',
  'roommateInvitation',
  'roommateExpense',
  'roommateSettlement',
  'roommateChore',
  'roommateNote',
  'walkthrough',
  'walkthroughShot',
  'photoChanges',
  'deposit',
  'depositDeduction',
  'depositEvidence',
  'landlordDeduction',
  'offeredDeduction',
  'apiKey',
  'companyApiKey',
  'webhookSubscription',
  'companyWebhookSubscription',
  'webhookDelivery',
  'companyWebhookDelivery',
  'evidenceBundle',
  'inspection',
  'inspectionItem',
  'signatureRequest',
  'video',
  'tenancyVideo',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** A renter with one of every record the app stores, every text field carrying `marker`. */
export type EveryRecord = {
  renter: Renter;
  /** Unique to this renter: a reply holding it shows this renter's data. */
  marker: string;
  propertyId: string;
  moveInPhotoId: string;
  moveOutPhotoId: string;
  maintenanceItemId: string;
  maintenancePhotoId: string;
  amenityId: string;
  amenityPhotoId: string;
  stayId: string;
  stayPhotoId: string;
  documentId: string;
  transactionId: string;
  leaseId: string;
  feeId: string;
  reminderId: string;
  shareLinkId: string;
  reportShareId: string;
  /** The secret of each share link, from the address shown once at creation. */
  /** Its links' secrets; the dispute link (§32) is the one that serves documents. */
  shareTokens: { rentalVerification: string; report: string; depositDispute: string };
  calendarFeedUrl: string;
  /** The one-click unsubscribe token of the renter's message emails, as their notices carry it. */
  unsubscribeToken: string;
  companyId: string;
  /** The renter's own row in the team of their company (its Admin). */
  companyMemberId: string;
  /** An invitation to the renter's company, waiting for someone else to accept it. */
  companyInvitationId: string;
  invitationToken: string;
  companyPropertyId: string;
  /** A member of the renter's company, who can be written to. */
  teammateUserId: string;
  /** The teammate's referral code: someone else's, which the renter (a new account) may claim. */
  teammateReferralCode: string;
  /** A message from the renter to the teammate (the renter's copy is in Sent). */
  messageId: string;
  /** A tenant linked to the renter's company who shares everything (the company's view of them). */
  tenancyId: string;
  /** The renter as a tenant: their link to another company, sharing everything. */
  tenantLinkId: string;
  /** An invitation from that other company to the renter, not accepted yet. */
  tenantInvitationToken: string;
  /** A notice the renter's company sent to its linked tenant. */
  sentNoticeId: string;
  /** A notice the other company sent the renter through their link. */
  receivedNoticeId: string;
  /** A review of the renter's property, its comment carrying the marker. */
  emotionalReviewId: string;
  /** The renter's one signed-in session (this device, as Settings lists it). */
  sessionId: string;
  /** A data export of the renter's, built and ready to download. */
  dataExportId: string;
  /** A property's evidence bundle, queued to be prepared in the background. */
  evidenceBundleId: string;
  /** Keys for the public API: the renter's own, and one of their company's. */
  apiKeyId: string;
  companyApiKeyId: string;
  /** Webhook subscriptions, the renter's and their company's, each with one delivery queued. */
  webhookSubscriptionId: string;
  companyWebhookSubscriptionId: string;
  webhookDeliveryId: string;
  companyWebhookDeliveryId: string;
  /** The roommate space made from the renter's property, shared with a roommate who joined. */
  roommateHouseholdId: string;
  /** The roommate's own space, which the renter joined (and may leave). */
  joinedHouseholdId: string;
  roommateUserId: string;
  /** An invitation to the renter's space, waiting for someone else to accept it. */
  roommateInvitationId: string;
  roommateInvitationToken: string;
  roommateExpenseId: string;
  roommateSettlementId: string;
  roommateChoreId: string;
  roommateNoteId: string;
  /** A shot of the property's walkthrough, with the move-in and move-out photos taken for it. */
  walkthroughShotId: string;
  /** The change check of that shot's pair. */
  photoChangesId: string;
  /** The property's deposit after move-out (docs/product.md §32), read from the lease. */
  depositId: string;
  /** A deduction of that deposit, disputed. */
  depositDeductionId: string;
  /** The deduction's evidence: the pair, the move-in photo, the maintenance item and the document. */
  depositEvidenceIds: string[];
  /** An item of the itemized list the renter's company keeps for its linked tenant. */
  landlordDeductionId: string;
  /** An item the other company listed on the renter's link, offered on the deposit. */
  offeredDeductionId: string;
  /** The deposit's deduction the renter added from that item. */
  pickedDeductionId: string;
  /** An item of the property's condition report, rated at move-in, with a photo and a clip filed under it. */
  inspectionItemId: string;
  inspectionPhotoId: string;
  videoId: string;
  /** The move-in report sent to the landlord for signing, unsigned (signing would freeze it). */
  signatureRequestId: string;
  /** The signing link's secret, from the landlord's email. */
  signingToken: string;
  /** Emails the landlord a new code for the signing link, and answers the newest code emailed. */
  signingCode: () => Promise<string>;
  /** The move-in clip of the company's linked tenant, filed under an item of their report. */
  tenancyVideoId: string;
  /** Every id above by kind, for suites that go through all of them. */
  ids: Record<RecordKind, string[]>;
};

/** A small but real PDF. */
const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 612 792]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

let png: Promise<Buffer> | undefined;

function created(reply: Reply, what: string) {
  if (reply.status !== 201)
    throw new Error(`Could not create ${what}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return reply.body;
}

const tokenOf = (url: string) => new URL(url).pathname.split('/').at(-1) ?? '';

const SIGNATURE_REQUEST = /asks you to sign the move-in report/;
const SIGNING_CODE = /signing code/i;

/** A move-in clip of a place, filed under an item of its condition report. */
async function moveInClip(visitor: Visitor, propertyId: string, inspectionItemId: string, area: string) {
  const reply = await uploadVideo(
    visitor,
    { propertyId, stage: 'move-in', area, inspectionItemId },
    await webmClip(),
  );
  return created(reply, 'a video').video.id as string;
}

/**
 * The place's condition report (its rooms are the walkthrough's), its first item rated Fair at
 * move-in with a photo and a clip filed under it, and the report sent to a landlord for signing.
 */
async function inspectionOf(
  t: TestApp,
  visitor: Visitor,
  propertyId: string,
  marker: string,
  photo: (fields: Record<string, string>) => Promise<string>,
) {
  const inspection = created(await visitor.post('/api/inspections', { propertyId }), 'a condition report')
    .inspection as { rooms: { items: { id: string }[] }[] };
  const itemId = inspection.rooms[0]?.items[0]?.id;
  if (!itemId) throw new Error('The condition report has no item');
  const inspectionPhotoId = await photo({ stage: 'move-in', inspectionItemId: itemId });
  const videoId = await moveInClip(visitor, propertyId, itemId, `${marker} kitchen`);
  const rated = await visitor.put(`/api/inspections/${propertyId}/items/${itemId}/ratings/move-in`, {
    condition: 'fair',
    comment: `${marker} scuff by the door`,
  });
  if (rated.status !== 200) throw new Error(`Could not rate an item: ${JSON.stringify(rated.body)}`);
  const signer = `signer-${marker}@example.com`;
  const request = created(
    await visitor.post(`/api/inspections/${propertyId}/signature-requests`, { email: signer }),
    'a signature request',
  ).request;
  const signingToken = tokenOf(t.mail.lastLink(signer, SIGNATURE_REQUEST));
  const signingCode = async () => {
    await new Visitor(t.app).post(`/api/sign/${signingToken}/code`);
    const message = t.mail.messages.filter((m) => m.to === signer && SIGNING_CODE.test(m.subject)).at(-1);
    const code = message?.text.match(/\b\d{6}\b/)?.[0];
    if (!code) throw new Error(`No signing code emailed to ${signer}`);
    return code;
  };
  return {
    inspectionItemId: itemId,
    inspectionPhotoId,
    videoId,
    signatureRequestId: request.id as string,
    signingToken,
    signingCode,
  };
}

/**
 * A signed-in renter with one of every record, made through the API as the app would: a property,
 * move-in, move-out and maintenance photos, a maintenance item, an amenity with a before photo, a document that is both a receipt
 * and a lease document, a transaction, a lease with a fee, an emotional review, a reminder, a
 * rental-verification link, a report share, a calendar feed, notification preferences changed from their default, a company
 * with a property of its own, whose team has an invitation waiting and a teammate who joined, and a
 * message to that teammate; a tenant linked to that company, sent a notice by it; a link to
 * another company as its tenant, which sent the renter a notice; and the property's deposit with a
 * deduction disputed with one piece of evidence of each kind; an item of each company's itemized
 * list of deductions on those links, the other company's added to the deposit.
 */
export async function renterWithEveryRecord(t: TestApp, label = 'owner'): Promise<EveryRecord> {
  const renter = await signedInRenter(t, label);
  const { visitor } = renter;
  const marker = `${label}-${randomBytes(4).toString('hex')}`;
  const bytes = await (png ??= plainPng());

  const property = created(
    await visitor.post('/api/properties', {
      name: `${marker} Maple Court`,
      address: `1 ${marker} Street`,
      type: 'apartment',
      management: `${marker} Management`,
    }),
    'a property',
  ).property;
  const item = created(
    await visitor.post('/api/maintenance', {
      propertyId: property.id,
      item: `${marker} leaking tap`,
      details: `${marker} drips at night`,
      category: 'Plumbing',
      cost: '75.00',
    }),
    'a maintenance item',
  ).item;
  const photo = async (fields: Record<string, string>) =>
    created(
      await uploadPhoto(
        visitor,
        { propertyId: property.id, area: `${marker} kitchen`, notes: `${marker} notes`, ...fields },
        { bytes, name: `${marker}.png`, type: 'image/png' },
      ),
      'a photo',
    ).photo.id as string;
  const walkthrough = created(
    await visitor.post('/api/walkthroughs', { propertyId: property.id, template: { kind: 'studio' } }),
    'a walkthrough',
  ).walkthrough;
  const renamed = await visitor.put(`/api/walkthroughs/${property.id}`, {
    version: walkthrough.version,
    rooms: walkthrough.rooms.map(
      (room: { id: string; name: string; shots: { id: string; name: string }[] }) => ({
        id: room.id,
        name: `${marker} ${room.name}`,
        shots: room.shots.map((shot) => ({ id: shot.id, name: shot.name })),
      }),
    ),
  });
  if (renamed.status !== 200)
    throw new Error(`Could not edit the walkthrough: ${JSON.stringify(renamed.body)}`);
  const walkthroughShotId = walkthrough.rooms[0].shots[0].id as string;
  const moveInPhotoId = await photo({ stage: 'move-in', walkthroughShotId });
  const moveOutPhotoId = await photo({ stage: 'move-out', walkthroughShotId });
  const inspection = await inspectionOf(t, visitor, property.id, marker, photo);
  const photoChangesId = (await visitor.get(`/api/properties/${property.id}/comparison`)).body.pairs?.[0]
    ?.changes.id as string | undefined;
  if (!photoChangesId) throw new Error('The walkthrough photos made no pair');
  const maintenancePhotoId = await photo({ stage: 'maintenance', maintenanceItemId: item.id });
  const amenity = created(
    await visitor.post('/api/amenities', {
      propertyId: property.id,
      name: `${marker} pool`,
      notes: `${marker} cover torn`,
    }),
    'an amenity',
  ).amenity;
  const amenityPhotoId = await photo({ stage: 'amenity-before', amenityId: amenity.id });
  const stay = created(
    await visitor.post('/api/stays', {
      place: `${marker} hotel`,
      address: `${marker} 1 Beach Road`,
      checkInDate: '2026-06-01',
      checkOutDate: '2026-06-04',
      host: `${marker} host`,
      bookingReference: `${marker} booking`,
      notes: `${marker} room 212`,
    }),
    'a stay',
  ).stay;
  const stayPhotoId = await photo({ stage: 'move-in', propertyId: stay.id });

  const form = new FormData();
  form.set('file', new File([Buffer.from(PDF)], `${marker} receipt.pdf`, { type: 'application/pdf' }));
  const document = created(await visitor.request('POST', '/api/documents', form), 'a document').document;
  const transaction = created(
    await visitor.post('/api/finances/transactions', {
      transactionType: 'Rent',
      description: `${marker} rent`,
      amount: '1500.00',
      dueDate: '2026-11-01',
      status: 'Paid',
      paidDate: '2026-11-01',
      propertyId: property.id,
      receiptDocumentId: document.id,
    }),
    'a transaction',
  ).transaction;
  const lease = created(
    await visitor.post('/api/leases', {
      name: `${marker} lease`,
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      monthlyRent: '1500',
      deposit: '1500',
      petsAllowed: true,
      petFee: '200',
      documentId: document.id,
    }),
    'a lease',
  ).lease;
  const fee = created(
    await visitor.post('/api/fees', { name: `${marker} pet fee`, amount: '200', leaseId: lease.id }),
    'a fee',
  ).fee;
  const emotionalReview = created(
    await visitor.post('/api/emotional-reviews', {
      propertyId: property.id,
      rating: 4,
      comment: `${marker} felt like home`,
    }),
    'an emotional review',
  ).review;
  const reminder = created(
    await visitor.post('/api/reminders', { text: `${marker} pay rent`, date: '2026-12-01' }),
    'a reminder',
  ).reminder;
  const shareLink = created(
    await visitor.post('/api/verification/share-links', {
      recipientEmail: `landlord-${marker}@example.com`,
      consent: true,
    }),
    'a share link',
  );
  const reportShare = created(
    await visitor.post('/api/verification/report-shares', {
      type: 'summary',
      period: 'all',
      propertyId: property.id,
    }),
    'a report share',
  );
  const feed = created(await visitor.post('/api/calendar/feed'), 'a calendar feed');
  const preferences = await visitor.put('/api/notification-preferences', { reminderEmails: false });
  if (preferences.status !== 200)
    throw new Error(`Could not save preferences: ${JSON.stringify(preferences.body)}`);
  const company = created(await visitor.post('/api/company'), 'a company').company;
  const profile = await visitor.put('/api/company', {
    name: `${marker} Property Management`,
    address: `2 ${marker} Avenue`,
    version: company.version,
  });
  if (profile.status !== 200) throw new Error(`Could not save the company: ${JSON.stringify(profile.body)}`);
  const companyProperty = created(
    await visitor.post('/api/company/properties', {
      name: `${marker} North block`,
      address: `3 ${marker} Road`,
      units: 12,
    }),
    'a company property',
  ).property;
  const inviteeEmail = `teammate-${marker}@example.com`;
  const invitation = created(
    await visitor.post('/api/company/invitations', { email: inviteeEmail }),
    'an invitation',
  ).invitation;
  const team = await visitor.get('/api/company/team');
  const companyMemberId = team.body.members[0].id as string;
  const teammate = await signedInRenter(t, `${label}-teammate`);
  created(await visitor.post('/api/company/invitations', { email: teammate.email }), 'an invitation');
  const joined = await teammate.visitor.post(
    `/api/invitations/${tokenOf(t.mail.lastLink(teammate.email, /invited you to join/))}/accept`,
  );
  if (joined.status !== 200) throw new Error(`Could not join the team: ${JSON.stringify(joined.body)}`);
  const teammateReferral = await teammate.visitor.get('/api/referral');
  if (teammateReferral.status !== 200)
    throw new Error(`Could not read a referral code: ${JSON.stringify(teammateReferral.body)}`);
  const message = created(
    await visitor.post('/api/messages', {
      to: [teammate.userId],
      subject: `${marker} boiler service`,
      body: `${marker} the engineer comes on Tuesday`,
    }),
    'a message',
  ).message;
  const tenant = await linkedTenantOf(t, renter, companyProperty.id, `${label}-tenant`, marker);
  const landlord = await landlordOf(t, renter, marker, `${label}-landlord`);
  const tenantLink = await acceptAndShare(t, renter, landlord.token, property.id, document.id);
  const sentNoticeId = await sendNotice(visitor, tenant.tenancyId, `${marker} rent review.pdf`);
  const receivedNoticeId = await sendNotice(landlord.visitor, tenantLink, `${marker} inspection.pdf`);
  created(
    await landlord.visitor.post('/api/company/tenants', {
      email: renter.email,
      companyPropertyId: landlord.companyPropertyId,
    }),
    'a second tenant invitation',
  );
  const roommates = await roommateSpaceOf(t, renter, property.id, marker, label);
  const deposit = await depositOf(visitor, property.id, lease.id, marker, {
    photoChangeId: photoChangesId,
    photoId: moveInPhotoId,
    maintenanceItemId: item.id,
    documentId: document.id,
  });
  const landlordDeductionId = await listDeduction(visitor, tenant.tenancyId, `${marker} repainting`);
  const offeredDeductionId = await listDeduction(landlord.visitor, tenantLink, `${marker} oven cleaning`);
  const pickedDeductionId = created(
    await visitor.post(`/api/deposits/${deposit.id}/offered-deductions/${offeredDeductionId}/pick`),
    "a deduction from the landlord's list",
  ).deduction.id as string;
  // The renter's own session, as Settings lists it. The matrix sends only A's ids (and a made-up
  // one) to B's session routes, so B never ends its own current session.
  const devices = await visitor.get('/api/account/sessions');
  const sessionId = (devices.body.sessions as { id: string; current: boolean }[] | undefined)?.find(
    (session) => session.current,
  )?.id;
  if (!sessionId) throw new Error(`Could not read the session: ${JSON.stringify(devices.body)}`);
  // Export my data, built by one run of the background job so that it is ready to download.
  const dataExportId = (await visitor.post('/api/account/exports')).body.export?.id as string | undefined;
  if (!dataExportId) throw new Error('Could not request a data export');
  const { database, files, mailer, logger, config } = t.services;
  await runDueExports({ db: database.db, files, mailer, logger, appUrl: config.appUrl }, () =>
    t.services.clock.now(),
  );

  const evidenceBundle = await requestExport(t.db, renter.userId, t.services.clock.now(), {
    kind: 'evidence-bundle',
    propertyId: property.id,
    originals: false,
  });
  await runDueEvidenceBundles(
    {
      db: database.db,
      files,
      mailer,
      logger,
      appUrl: config.appUrl,
      signingKey: config.signingKey,
      tsaUrls: config.tsaUrls,
    },
    () => t.services.clock.now(),
  );
  const api = await apiAccessOf(t, renter.userId, company.id, marker);

  return {
    renter,
    marker,
    propertyId: property.id,
    moveInPhotoId,
    moveOutPhotoId,
    maintenanceItemId: item.id,
    maintenancePhotoId,
    amenityId: amenity.id,
    amenityPhotoId,
    stayId: stay.id,
    stayPhotoId,
    documentId: document.id,
    transactionId: transaction.id,
    leaseId: lease.id,
    feeId: fee.id,
    reminderId: reminder.id,
    shareLinkId: shareLink.shareLink.id,
    reportShareId: reportShare.shareLink.id,
    shareTokens: {
      rentalVerification: tokenOf(shareLink.url),
      report: tokenOf(reportShare.url),
      depositDispute: tokenOf(deposit.shareUrl),
    },
    calendarFeedUrl: feed.url,
    unsubscribeToken: signUnsubscribeToken(t.services.config.authSecret, renter.userId, 'messageEmails'),
    companyId: company.id,
    companyMemberId,
    companyInvitationId: invitation.id,
    invitationToken: tokenOf(t.mail.lastLink(inviteeEmail, /invited you to join/)),
    companyPropertyId: companyProperty.id,
    teammateUserId: teammate.userId,
    teammateReferralCode: teammateReferral.body.referral.code,
    messageId: message.id,
    tenancyId: tenant.tenancyId,
    tenantLinkId: tenantLink,
    tenantInvitationToken: tokenOf(t.mail.lastLink(renter.email, TENANT_INVITATION)),
    sentNoticeId,
    receivedNoticeId,
    emotionalReviewId: emotionalReview.id,
    sessionId,
    dataExportId,
    evidenceBundleId: evidenceBundle.export.id,
    ...api,
    ...roommates,
    walkthroughShotId,
    photoChangesId,
    depositId: deposit.id,
    depositDeductionId: deposit.deductionId,
    depositEvidenceIds: deposit.evidenceIds,
    landlordDeductionId,
    offeredDeductionId,
    pickedDeductionId,
    ...inspection,
    tenancyVideoId: tenant.videoId,
    ids: {
      property: [property.id],
      photo: [
        moveInPhotoId,
        moveOutPhotoId,
        maintenancePhotoId,
        amenityPhotoId,
        stayPhotoId,
        inspection.inspectionPhotoId,
      ],
      maintenanceItem: [item.id],
      amenity: [amenity.id],
      stay: [stay.id],
      document: [document.id],
      transaction: [transaction.id],
      lease: [lease.id],
      fee: [fee.id],
      reminder: [reminder.id],
      shareLink: [shareLink.shareLink.id, reportShare.shareLink.id, deposit.shareLinkId],
      companyMember: [companyMemberId],
      companyInvitation: [invitation.id],
      companyProperty: [companyProperty.id],
      message: [message.id],
      tenancy: [tenant.tenancyId],
      tenancyPhoto: [tenant.photoId],
      maintenanceRequest: [tenant.itemId],
      sharedDocument: [tenant.documentId],
      tenantLink: [tenantLink],
      notice: [sentNoticeId, receivedNoticeId],
      emotionalReview: [emotionalReview.id],
      session: [sessionId],
      dataExport: [dataExportId],
      roommateHousehold: [roommates.roommateHouseholdId, roommates.joinedHouseholdId],
      roommateInvitation: [roommates.roommateInvitationId],
      roommateExpense: [roommates.roommateExpenseId],
      roommateSettlement: [roommates.roommateSettlementId],
      roommateChore: [roommates.roommateChoreId],
      roommateNote: [roommates.roommateNoteId],
      // A walkthrough is named by its place.
      walkthrough: [property.id],
      walkthroughShot: [walkthroughShotId],
      photoChanges: [photoChangesId],
      deposit: [deposit.id],
      depositDeduction: [deposit.deductionId, pickedDeductionId],
      depositEvidence: deposit.evidenceIds,
      landlordDeduction: [landlordDeductionId],
      offeredDeduction: [offeredDeductionId],
      apiKey: [api.apiKeyId],
      companyApiKey: [api.companyApiKeyId],
      webhookSubscription: [api.webhookSubscriptionId],
      companyWebhookSubscription: [api.companyWebhookSubscriptionId],
      webhookDelivery: [api.webhookDeliveryId],
      companyWebhookDelivery: [api.companyWebhookDeliveryId],
      evidenceBundle: [evidenceBundle.export.id],
      // A condition report, like a walkthrough, is named by its place.
      inspection: [property.id],
      inspectionItem: [inspection.inspectionItemId],
      signatureRequest: [inspection.signatureRequestId],
      video: [inspection.videoId],
      tenancyVideo: [tenant.videoId],
    },
  };
}

/** A reply reduced to what must not change: its status and its body (a file's length). */
function settled(reply: Reply) {
  return { status: reply.status, body: typeof reply.body === 'string' ? reply.body.length : reply.body };
}

/**
 * Everything the owner can read back, as the owner sees it: equal before and after means nothing of
 * theirs was changed, added or removed.
 */
export async function readEverything(records: EveryRecord) {
  const { visitor } = records.renter;
  const read = async (path: string) => [path, settled(await visitor.get(path))] as const;
  const paths = [
    '/api/profile',
    '/api/properties',
    `/api/properties/${records.propertyId}`,
    `/api/properties/${records.propertyId}/comparison`,
    '/api/photos?limit=100',
    ...records.ids.photo.flatMap((id) => [`/api/photos/${id}`, `/api/photos/${id}/thumb`]),
    '/api/maintenance?limit=100',
    `/api/maintenance/${records.maintenanceItemId}`,
    '/api/amenities?limit=100',
    `/api/amenities/${records.amenityId}`,
    '/api/stays?limit=100',
    `/api/stays/${records.stayId}`,
    `/api/stays/${records.stayId}/comparison`,
    `/api/walkthroughs/${records.propertyId}`,
    `/api/walkthroughs/${records.stayId}`,
    `/api/inspections/${records.propertyId}`,
    `/api/inspections/${records.propertyId}/signature-requests`,
    `/api/videos?propertyId=${records.propertyId}`,
    ...records.ids.video.map((id) => `/api/videos/${id}`),
    '/api/documents?limit=100',
    `/api/documents/${records.documentId}/download`,
    '/api/finances/transactions?pageSize=100',
    `/api/finances/transactions/${records.transactionId}`,
    '/api/finances/summary',
    '/api/leases',
    '/api/fees',
    '/api/emotional-reviews',
    '/api/reminders',
    // Not /api/api-keys: the matrix's own key, listed there, notes its last use.
    '/api/company/api-keys',
    '/api/webhooks',
    '/api/company/webhooks',
    `/api/webhooks/${records.webhookSubscriptionId}/deliveries`,
    `/api/company/webhooks/${records.companyWebhookSubscriptionId}/deliveries`,
    '/api/verification/share-links?limit=50',
    ...records.ids.shareLink.map((id) => `/api/verification/share-links/${id}/views`),
    '/api/calendar/feed',
    '/api/notification-preferences',
    // Not '/api/account/sessions': its lastActiveAt moves as the session is used, so two reads
    // minutes apart differ; B's attempts on A's sessions are checked record by record instead.
    '/api/dashboard',
    '/api/company',
    '/api/company/team',
    '/api/company/properties',
    '/api/messages?folder=sent',
    '/api/messages/counts',
    '/api/company/summary',
    '/api/company/tenants',
    `/api/company/tenants/${records.tenancyId}/photos`,
    `/api/company/tenants/${records.tenancyId}/deductions`,
    `/api/company/tenants/${records.tenancyId}/move-in-report`,
    '/api/company/maintenance',
    '/api/company/documents',
    '/api/tenancies',
    '/api/company/notices',
    `/api/company/notices/${records.sentNoticeId}/download`,
    '/api/notices',
    `/api/notices/${records.receivedNoticeId}/download`,
    '/api/referral',
    '/api/account/exports',
    '/api/roommates',
    ...[records.roommateHouseholdId, records.joinedHouseholdId].flatMap((id) => [
      `/api/roommates/${id}`,
      `/api/roommates/${id}/activity?limit=100`,
    ]),
    '/api/deposits',
    `/api/deposits/${records.depositId}`,
    `/api/deposits/${records.depositId}/evidence-options`,
    `/api/deposits/${records.depositId}/offered-deductions`,
  ];
  return Object.fromEntries(await Promise.all(paths.map(read)));
}

/** Reads the owner's current record of a kind as the API presents it (for bodies of updates). */
export async function readRecord(
  visitor: Visitor,
  kind: RecordKind,
  id: string,
): Promise<Record<string, unknown>> {
  const one = async (path: string, key: string) => {
    const reply = await visitor.get(path);
    if (reply.status !== 200) throw new Error(`Could not read ${path}: ${reply.status}`);
    return reply.body[key] as Record<string, unknown>;
  };
  const fromList = async (path: string, key: string) => {
    const reply = await visitor.get(path);
    const found = (reply.body[key] as Record<string, unknown>[] | undefined)?.find((row) => row.id === id);
    if (!found) throw new Error(`No ${kind} ${id} in ${path}`);
    return found;
  };
  switch (kind) {
    case 'property':
      return one(`/api/properties/${id}`, 'property');
    case 'photo':
      return one(`/api/photos/${id}`, 'photo');
    case 'maintenanceItem':
      return one(`/api/maintenance/${id}`, 'item');
    case 'amenity':
      return one(`/api/amenities/${id}`, 'amenity');
    case 'stay':
      return one(`/api/stays/${id}`, 'stay');
    case 'document':
      return fromList('/api/documents?limit=100', 'documents');
    case 'transaction':
      return one(`/api/finances/transactions/${id}`, 'transaction');
    case 'lease':
      return fromList('/api/leases', 'leases');
    case 'fee':
      return fromList('/api/fees', 'fees');
    case 'emotionalReview':
      return fromList('/api/emotional-reviews', 'reviews');
    case 'reminder':
      return fromList('/api/reminders', 'reminders');
    case 'shareLink':
      return fromList('/api/verification/share-links?limit=50', 'shareLinks');
    case 'companyMember':
      return fromList('/api/company/team', 'members');
    case 'companyInvitation':
      return fromList('/api/company/team', 'invitations');
    case 'companyProperty':
      return fromList('/api/company/properties', 'properties');
    // Opening marks a message read; the renter's copy is in Sent, read from the start.
    case 'message':
      return one(`/api/messages/${id}`, 'message');
    case 'tenancy':
      return fromList('/api/company/tenants', 'tenants');
    case 'tenancyPhoto': {
      const { tenants } = (await visitor.get('/api/company/tenants')).body as { tenants: { id: string }[] };
      return fromList(`/api/company/tenants/${tenants.at(-1)?.id}/photos`, 'photos');
    }
    case 'maintenanceRequest':
      return fromList('/api/company/maintenance', 'requests');
    case 'sharedDocument':
      return fromList('/api/company/documents', 'documents');
    case 'tenantLink':
      return fromList('/api/tenancies', 'links');
    // The renter sent one notice (as a company member) and received another (as a tenant).
    case 'notice': {
      const sent = (await visitor.get('/api/company/notices')).body.notices as { id: string }[];
      return sent.some((notice) => notice.id === id)
        ? fromList('/api/company/notices', 'notices')
        : fromList('/api/notices', 'notices');
    }
    case 'session':
      return fromList('/api/account/sessions', 'sessions');
    case 'dataExport':
      return fromList('/api/account/exports', 'exports');
    case 'roommateHousehold':
      return (await visitor.get(`/api/roommates/${id}`)).body as Record<string, unknown>;
    case 'roommateInvitation':
      return inRoommateSpaces(visitor, kind, id, (space) => space.invitations);
    case 'roommateChore':
      return inRoommateSpaces(visitor, kind, id, (space) => space.chores);
    case 'roommateNote':
      return inRoommateSpaces(visitor, kind, id, (space) => space.notes);
    case 'roommateExpense':
    case 'roommateSettlement':
      return inRoommateSpaces(visitor, kind, id, (_, activity) =>
        activity.flatMap((item): Rows => [item.expense ?? item.settlement ?? {}]),
      );
    case 'walkthrough':
      return one(`/api/walkthroughs/${id}`, 'walkthrough');
    case 'walkthroughShot':
      return inPlaces(visitor, kind, id, async (placeId) => {
        const { walkthrough } = (await visitor.get(`/api/walkthroughs/${placeId}`)).body as {
          walkthrough: { rooms: { shots: Record<string, unknown>[] }[] } | null;
        };
        return walkthrough?.rooms.flatMap((room) => room.shots) ?? [];
      });
    case 'deposit':
      return one(`/api/deposits/${id}`, 'deposit');
    case 'depositDeduction':
      return inDeposits(visitor, kind, id, (deposit) => deposit.deductions);
    case 'depositEvidence':
      return inDeposits(visitor, kind, id, (deposit) =>
        deposit.deductions.flatMap((deduction) => deduction.evidence as Rows),
      );
    case 'landlordDeduction':
      return inLists(visitor, kind, id, '/api/company/tenants', 'tenants', (tenancyId) =>
        visitor.get(`/api/company/tenants/${tenancyId}/deductions`),
      );
    case 'offeredDeduction':
      return inLists(visitor, kind, id, '/api/deposits', 'deposits', (depositId) =>
        visitor.get(`/api/deposits/${depositId}/offered-deductions`),
      );
    case 'apiKey':
      return fromList('/api/api-keys', 'apiKeys');
    case 'companyApiKey':
      return fromList('/api/company/api-keys', 'apiKeys');
    case 'webhookSubscription':
      return fromList('/api/webhooks', 'subscriptions');
    case 'companyWebhookSubscription':
      return fromList('/api/company/webhooks', 'subscriptions');
    case 'webhookDelivery':
      return inLists(visitor, kind, id, '/api/webhooks', 'subscriptions', (subscriptionId) =>
        visitor.get(`/api/webhooks/${subscriptionId}/deliveries`),
      );
    case 'companyWebhookDelivery':
      return inLists(visitor, kind, id, '/api/company/webhooks', 'subscriptions', (subscriptionId) =>
        visitor.get(`/api/company/webhooks/${subscriptionId}/deliveries`),
      );
    case 'evidenceBundle':
      return fromList('/api/account/exports', 'exports');
    case 'inspection':
      return one(`/api/inspections/${id}`, 'inspection');
    case 'inspectionItem':
      return inPlaces(visitor, kind, id, async (placeId) => {
        const { inspection } = (await visitor.get(`/api/inspections/${placeId}`)).body as {
          inspection?: { rooms: { items: Record<string, unknown>[] }[] } | null;
        };
        return inspection?.rooms.flatMap((room) => room.items) ?? [];
      });
    case 'signatureRequest':
      return inPlaces(visitor, kind, id, async (placeId) => {
        const reply = await visitor.get(`/api/inspections/${placeId}/signature-requests`);
        return (reply.body.requests as Rows | undefined) ?? [];
      });
    case 'video':
      return one(`/api/videos/${id}`, 'video');
    // A tenant's clip, as the company reads it in the tenant's move-in report.
    case 'tenancyVideo': {
      const { tenants } = (await visitor.get('/api/company/tenants')).body as { tenants: { id: string }[] };
      for (const tenancy of tenants) {
        const view = (await visitor.get(`/api/company/tenants/${tenancy.id}/move-in-report`)).body as {
          rooms?: { items: { videos: Rows }[] }[];
        };
        const videos = view.rooms?.flatMap((room) => room.items.flatMap((item) => item.videos)) ?? [];
        const found = videos.find((video) => video.id === id);
        if (found) return found;
      }
      throw new Error(`No ${kind} ${id} in the tenants' move-in reports`);
    }
    case 'photoChanges':
      return inPlaces(visitor, kind, id, async (placeId) => {
        const { pairs } = (await visitor.get(`/api/properties/${placeId}/comparison`)).body as {
          pairs?: { changes: Record<string, unknown> }[];
        };
        return pairs?.map((pair) => pair.changes) ?? [];
      });
  }
}

/**
 * An item of a list under one of several parents: an itemized list of deductions under one of the
 * renter's tenant links (the company's view) or deposits (the offered items), or a delivery under
 * one of their webhook subscriptions; a parent without a list answers 404.
 */
async function inLists(
  visitor: Visitor,
  kind: RecordKind,
  id: string,
  parentsPath: string,
  parentsKey: string,
  listOf: (parentId: string) => Promise<Reply>,
) {
  const parents = (await visitor.get(parentsPath)).body[parentsKey] as { id: string }[];
  for (const parent of parents) {
    const reply = await listOf(parent.id);
    const found = ((reply.body.deductions ?? reply.body.deliveries) as Rows | undefined)?.find(
      (row) => row.id === id,
    );
    if (found) return found;
  }
  throw new Error(`No ${kind} ${id} in ${parentsPath}`);
}

/** A deduction or its evidence, found in one of the renter's deposits. */
async function inDeposits(
  visitor: Visitor,
  kind: RecordKind,
  id: string,
  rowsOf: (deposit: { deductions: Rows }) => Rows,
) {
  const { deposits } = (await visitor.get('/api/deposits')).body as { deposits: { id: string }[] };
  for (const { id: depositId } of deposits) {
    const { deposit } = (await visitor.get(`/api/deposits/${depositId}`)).body;
    const found = rowsOf(deposit).find((row) => row.id === id);
    if (found) return found;
  }
  throw new Error(`No ${kind} ${id} in the renter's deposits`);
}

/**
 * The home's deposit, read from the lease (so with its deadline's reminders), and a disputed
 * deduction whose evidence is one record of each kind.
 */
async function depositOf(
  visitor: Visitor,
  propertyId: string,
  leaseId: string,
  marker: string,
  records: { photoChangeId: string; photoId: string; maintenanceItemId: string; documentId: string },
) {
  const deposit = created(
    await visitor.post('/api/deposits', {
      propertyId,
      leaseId,
      amount: '1500',
      paidOn: '2026-01-01',
      moveOutDate: '2026-12-31',
      jurisdiction: 'DC',
      landlordName: `${marker} Management`,
      forwardingAddress: `${marker} 4 New Road`,
      forwardingAddressGivenOn: '2026-12-31',
      statement: `${marker} left it spotless`,
    }),
    'a deposit',
  ).deposit;
  const path = `/api/deposits/${deposit.id}/deductions`;
  const deduction = created(
    await visitor.post(path, {
      amount: '250.00',
      reason: `${marker} carpet cleaning`,
      room: `${marker} living room`,
      comment: `${marker} the carpet was cleaned`,
    }),
    'a deduction',
  ).deduction;
  let evidence: { id: string }[] = [];
  for (const body of [
    { kind: 'pair', photoChangeId: records.photoChangeId },
    { kind: 'photo', photoId: records.photoId },
    { kind: 'maintenance', maintenanceItemId: records.maintenanceItemId },
    { kind: 'document', documentId: records.documentId },
  ])
    evidence = created(await visitor.post(`${path}/${deduction.id}/evidence`, body), 'evidence').deduction
      .evidence;
  const share = created(await visitor.post(`/api/deposits/${deposit.id}/share`, {}), 'a dispute link');
  return {
    id: deposit.id as string,
    deductionId: deduction.id as string,
    evidenceIds: evidence.map((attached) => attached.id),
    shareLinkId: share.shareLink.id as string,
    shareUrl: share.url as string,
  };
}

/** A record of one of the renter's homes, found among each home's rows. */
async function inPlaces(
  visitor: Visitor,
  kind: RecordKind,
  id: string,
  rowsOf: (placeId: string) => Promise<Rows>,
) {
  const { properties } = (await visitor.get('/api/properties')).body as { properties: { id: string }[] };
  for (const property of properties) {
    const found = (await rowsOf(property.id)).find((row) => row.id === id);
    if (found) return found;
  }
  throw new Error(`No ${kind} ${id} in the renter's homes`);
}

const TENANT_INVITATION = /invited you to connect your rental/;
const ROOMMATE_INVITATION = /invited you to share/;

type Rows = Record<string, unknown>[];
type RoommateSpaceRows = { invitations: Rows; chores: Rows; notes: Rows };
type ActivityItem = { expense?: Record<string, unknown>; settlement?: Record<string, unknown> };

/** A record of the renter's roommate spaces, found in one of them: in the space, or its activity. */
async function inRoommateSpaces(
  visitor: Visitor,
  kind: RecordKind,
  id: string,
  rowsOf: (space: RoommateSpaceRows, activity: ActivityItem[]) => Rows,
) {
  const { households } = (await visitor.get('/api/roommates')).body as { households: { id: string }[] };
  for (const household of households) {
    const space = (await visitor.get(`/api/roommates/${household.id}`)).body;
    const activity = (await visitor.get(`/api/roommates/${household.id}/activity?limit=100`)).body.items;
    const found = rowsOf(space, activity).find((row) => row.id === id);
    if (found) return found;
  }
  throw new Error(`No ${kind} ${id} in the renter's roommate spaces`);
}

/**
 * A roommate space made from the renter's property, which a roommate joined: an expense the renter
 * paid (split equally), a settle-up, a chore given to the roommate, a note, and an invitation still
 * waiting; and the roommate's own space, which the renter joined.
 */
async function roommateSpaceOf(
  t: TestApp,
  renter: Renter,
  propertyId: string,
  marker: string,
  label: string,
) {
  const { visitor } = renter;
  const roommate = await signedInRenter(t, `${label}-roommate`);
  created(
    await visitor.post('/api/roommates/invitations', { propertyId, email: roommate.email }),
    'a roommate invitation',
  );
  const joined = await roommate.visitor.post(
    `/api/roommate-invitations/${tokenOf(t.mail.lastLink(roommate.email, ROOMMATE_INVITATION))}/accept`,
  );
  if (joined.status !== 200) throw new Error(`Could not join the space: ${JSON.stringify(joined.body)}`);
  const householdId = joined.body.householdId as string;
  const space = `/api/roommates/${householdId}`;
  const expense = created(
    await visitor.post(`${space}/expenses`, {
      description: `${marker} groceries`,
      amount: '100.00',
      paidBy: renter.userId,
      spentOn: '2026-11-01',
    }),
    'a roommate expense',
  ).expense;
  const settlement = created(
    await visitor.post(`${space}/settlements`, {
      fromUserId: roommate.userId,
      toUserId: renter.userId,
      amount: '20.00',
      settledOn: '2026-11-02',
    }),
    'a settle-up',
  ).settlement;
  const chore = created(
    await visitor.post(`${space}/chores`, {
      title: `${marker} bins`,
      assigneeId: roommate.userId,
      dueDate: '2026-11-30',
    }),
    'a chore',
  ).chore;
  const note = created(await visitor.post(`${space}/notes`, { body: `${marker} wifi` }), 'a note').note;
  const waiting = `roommate-${marker}@example.com`;
  const invitation = created(
    await visitor.post('/api/roommates/invitations', { propertyId, email: waiting }),
    'a roommate invitation',
  ).invitation;
  const home = created(
    await roommate.visitor.post('/api/properties', { name: `${marker} shared flat` }),
    'a property',
  ).property;
  created(
    await roommate.visitor.post('/api/roommates/invitations', { propertyId: home.id, email: renter.email }),
    'a roommate invitation to the renter',
  );
  const accepted = await visitor.post(
    `/api/roommate-invitations/${tokenOf(t.mail.lastLink(renter.email, ROOMMATE_INVITATION))}/accept`,
  );
  if (accepted.status !== 200) throw new Error(`Could not join a space: ${JSON.stringify(accepted.body)}`);
  return {
    roommateHouseholdId: householdId,
    joinedHouseholdId: accepted.body.householdId as string,
    roommateUserId: roommate.userId,
    roommateInvitationId: invitation.id as string,
    roommateInvitationToken: tokenOf(t.mail.lastLink(waiting, ROOMMATE_INVITATION)),
    roommateExpenseId: expense.id as string,
    roommateSettlementId: settlement.id as string,
    roommateChoreId: chore.id as string,
    roommateNoteId: note.id as string,
  };
}

/** A company member adds an item to the company's itemized list of deductions on one active link. */
async function listDeduction(visitor: Visitor, tenancyId: string, reason: string) {
  const reply = await visitor.post(`/api/company/tenants/${tenancyId}/deductions`, {
    amount: '90.00',
    reason,
    room: 'Kitchen',
  });
  return created(reply, 'an item of an itemized list').deduction.id as string;
}

/** A company member sends a PDF notice through one of the company's active links. */
async function sendNotice(visitor: Visitor, tenancyId: string, name: string) {
  const form = new FormData();
  form.set('file', new File([Buffer.from(PDF)], name, { type: 'application/pdf' }));
  const reply = await visitor.request('POST', `/api/company/tenants/${tenancyId}/notices`, form);
  return created(reply, 'a notice').notice.id as string;
}

/** Accepts the newest tenant invitation to `renter` for their `propertyId`, and shares everything. */
async function acceptAndShare(
  t: TestApp,
  renter: Renter,
  token: string,
  propertyId: string,
  documentId: string,
) {
  const accepted = await renter.visitor.post(`/api/tenant-invitations/${token}/accept`, { propertyId });
  if (accepted.status !== 200) throw new Error(`Could not accept: ${JSON.stringify(accepted.body)}`);
  const id = accepted.body.link.id as string;
  const shared = await renter.visitor.put(`/api/tenancies/${id}/sharing`, {
    moveIn: true,
    moveOut: true,
    maintenance: true,
    documentIds: [documentId],
  });
  if (shared.status !== 200) throw new Error(`Could not share: ${JSON.stringify(shared.body)}`);
  return id;
}

/**
 * A tenant of the renter's company, with a move-in photo, a maintenance item, a document and a
 * condition report with a move-in clip, sharing all.
 */
async function linkedTenantOf(
  t: TestApp,
  company: Renter,
  companyPropertyId: string,
  label: string,
  marker: string,
) {
  const tenant = await signedInRenter(t, label);
  const property = created(
    await tenant.visitor.post('/api/properties', { name: `${marker} flat` }),
    'a property',
  ).property;
  const photoId = created(
    await uploadPhoto(
      tenant.visitor,
      { propertyId: property.id, stage: 'move-in', area: `${marker} hall` },
      { bytes: await (png ??= plainPng()), name: 'hall.png', type: 'image/png' },
    ),
    'a photo',
  ).photo.id as string;
  const itemId = created(
    await tenant.visitor.post('/api/maintenance', { propertyId: property.id, item: `${marker} boiler` }),
    'a maintenance item',
  ).item.id as string;
  // Their move-in report, one item rated, which the company reviews and signs in the portal (§34).
  const report = created(
    await tenant.visitor.post('/api/inspections', { propertyId: property.id, rooms: [`${marker} hall`] }),
    'a condition report',
  ).inspection as { rooms: { items: { id: string }[] }[] };
  const reportItemId = report.rooms[0]?.items[0]?.id;
  if (!reportItemId) throw new Error('The condition report has no item');
  const videoId = await moveInClip(tenant.visitor, property.id, reportItemId, `${marker} hall`);
  const rated = await tenant.visitor.put(
    `/api/inspections/${property.id}/items/${reportItemId}/ratings/move-in`,
    { condition: 'good' },
  );
  if (rated.status !== 200) throw new Error(`Could not rate an item: ${JSON.stringify(rated.body)}`);
  const form = new FormData();
  form.set('file', new File([Buffer.from(PDF)], `${marker} notice.pdf`, { type: 'application/pdf' }));
  const documentId = created(await tenant.visitor.request('POST', '/api/documents', form), 'a document')
    .document.id as string;
  const tenancyId = created(
    await company.visitor.post('/api/company/tenants', { email: tenant.email, companyPropertyId }),
    'a tenant invitation',
  ).tenant.id as string;
  await acceptAndShare(
    t,
    tenant,
    tokenOf(t.mail.lastLink(tenant.email, TENANT_INVITATION)),
    property.id,
    documentId,
  );
  return { tenancyId, photoId, itemId, documentId, videoId };
}

/** Another company, with a property, that invited the renter as its tenant: the invitation's token. */
async function landlordOf(t: TestApp, renter: Renter, marker: string, label: string) {
  const landlord = await signedInRenter(t, label);
  created(await landlord.visitor.post('/api/company'), 'a company');
  const companyPropertyId = created(
    await landlord.visitor.post('/api/company/properties', { address: `${marker} landlord street` }),
    'a company property',
  ).property.id as string;
  created(
    await landlord.visitor.post('/api/company/tenants', { email: renter.email, companyPropertyId }),
    'a tenant invitation',
  );
  return { ...landlord, companyPropertyId, token: tokenOf(t.mail.lastLink(renter.email, TENANT_INVITATION)) };
}

/**
 * The renter's API keys and webhook subscriptions, theirs and their company's (they are its Admin),
 * each subscription with one delivery queued. The subscriptions hear only of a deposit's deadline,
 * which the matrix never brings about, so nothing it does adds deliveries.
 */
async function apiAccessOf(t: TestApp, userId: string, companyId: string, marker: string) {
  const key = { name: `${marker} sync`, scopes: ['read' as const], expiresOn: null };
  const apiKey = await createApiKey(t.db, userId, key);
  const companyApiKey = await createApiKey(t.db, userId, { ...key, companyId, role: 'Member' });
  const deps = { db: t.db, authSecret: t.services.config.authSecret, now: t.services.clock.now() };
  const input = { url: `https://hooks.example.com/${marker}`, events: ['deposit.deadline_near' as const] };
  const subscription = await createWebhookSubscription(deps, { userId, companyId: null }, input);
  const companySubscription = await createWebhookSubscription(deps, { userId, companyId }, input);
  await emitStandaloneWebhookEvent(t.services, {
    type: 'deposit.deadline_near',
    at: t.services.clock.now(),
    userId,
    companyId,
    data: {
      depositId: crypto.randomUUID(),
      propertyId: crypto.randomUUID(),
      dueOn: '2026-12-15',
      daysLeft: 3,
    },
  });
  const [delivery] = await t.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, subscription.row.id));
  const [companyDelivery] = await t.db
    .select({ id: webhookDeliveries.id })
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.subscriptionId, companySubscription.row.id));
  if (!delivery || !companyDelivery) throw new Error('The webhook deliveries were not queued');
  return {
    apiKeyId: apiKey.row.id,
    companyApiKeyId: companyApiKey.row.id,
    webhookSubscriptionId: subscription.row.id,
    companyWebhookSubscriptionId: companySubscription.row.id,
    webhookDeliveryId: delivery.id,
    companyWebhookDeliveryId: companyDelivery.id,
  };
}
