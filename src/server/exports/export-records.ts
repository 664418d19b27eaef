import { and, asc, eq, getTableColumns, inArray } from 'drizzle-orm';
import { accounts, passkeys, users } from '#server/platform/db/schema/auth';
import { companies, companyMembers } from '#server/platform/db/schema/companies';
import { documents } from '#server/platform/db/schema/documents';
import { amenities } from '#server/platform/db/schema/amenities';
import { emotionalReviews } from '#server/platform/db/schema/emotional-reviews';
import { financialTransactions } from '#server/platform/db/schema/finances';
import { fees, leases } from '#server/platform/db/schema/leases';
import { maintenanceItems } from '#server/platform/db/schema/maintenance';
import { mailboxEntries, messages } from '#server/platform/db/schema/messages';
import { photos } from '#server/platform/db/schema/photos';
import { properties } from '#server/platform/db/schema/properties';
import { referralCodes } from '#server/platform/db/schema/referrals';
import { stays } from '#server/platform/db/schema/stays';
import { notificationPreferences, reminders } from '#server/platform/db/schema/reminders';
import { tenancies, tenancyDocuments } from '#server/platform/db/schema/tenancies';
import { verificationRequests } from '#server/platform/db/schema/verification';
import {
  walkthroughRooms,
  walkthroughShots,
  walkthroughSkips,
  walkthroughs,
} from '#server/platform/db/schema/walkthroughs';
import { cleanFileName } from '#server/platform/files/file-names';
import type { RecordKindExport } from '#server/platform/db/export-record-kind';
import { DEPOSIT_RECORD_KINDS } from '#server/deposits/export-deposit-records';
import { INSPECTION_RECORD_KINDS } from '#server/inspections/export-inspection-records';
import { PHOTO_MARKUP_RECORD_KINDS } from '#server/photos/export-photo-markup-records';
import { ROOMMATE_RECORD_KINDS } from '#server/roommates/export-roommate-records';
import { API_ACCESS_RECORD_KINDS } from '#server/webhooks/export-api-access-records';
import { VIDEO_RECORD_KINDS } from '#server/videos/export-video-records';

/** A table's columns but these (storage paths, token hashes): what an export may show. */
function columnsWithout<T extends Record<string, unknown>, K extends keyof T>(columns: T, omit: K[]) {
  return Object.fromEntries(Object.entries(columns).filter(([name]) => !omit.includes(name as K))) as Omit<
    T,
    K
  >;
}

const EXTENSIONS: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

/** Where a photo's original sits in the ZIP. */
export const photoPath = (id: string, contentType: string) =>
  `files/photos/${id}/original.${EXTENSIONS[contentType] ?? 'bin'}`;

/** Where a document sits in the ZIP: its name as uploaded, cleaned as an upload's name is. */
export function documentPath(id: string, fileName: string) {
  const safe = cleanFileName(fileName, 'document')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/^\.+/, '');
  return `files/documents/${id}-${safe || 'document'}`;
}

const ID = "the record's id";
const CREATED = 'when it was created';
const UPDATED = 'when it was last changed';
const VERSION = 'its version, raised by every change';

export const RECORD_KINDS: RecordKindExport[] = [
  {
    kind: 'profile',
    about: 'Your account: one object in a list (no password, session or two-factor secret is ever exported).',
    fields: {
      id: 'your user id',
      name: 'your full name',
      email: 'your email address',
      emailVerified: 'whether the address was confirmed',
      image: 'your picture, if a sign-in provider gave one',
      propertyName: 'the property name on your profile',
      twoFactorEnabled: 'whether sign-in asks for an authenticator code',
      signInMethods: 'how you sign in: "credential" (a password) or a provider such as "google"',
      createdAt: 'when the account was made',
      updatedAt: UPDATED,
    },
    async load(db, userId) {
      const [user] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          emailVerified: users.emailVerified,
          image: users.image,
          propertyName: users.propertyName,
          twoFactorEnabled: users.twoFactorEnabled,
          createdAt: users.createdAt,
          updatedAt: users.updatedAt,
        })
        .from(users)
        .where(eq(users.id, userId));
      if (!user) return [];
      const methods = await db
        .select({ providerId: accounts.providerId })
        .from(accounts)
        .where(eq(accounts.userId, userId));
      return [{ ...user, signInMethods: methods.map((method) => method.providerId) }];
    },
  },
  {
    kind: 'passkeys',
    // The public key, credential id and signature counter are the authenticator's working data:
    // they open nothing and mean nothing outside Rentproof (decision 023).
    about: 'The passkeys you sign in with (not their keys, which stay on your devices).',
    fields: {
      id: ID,
      name: 'the name you gave it',
      deviceType: '"singleDevice" (on one device) or "multiDevice" (synced, e.g. by a password manager)',
      backedUp: 'whether it was backed up (synced) when added',
      createdAt: 'when it was added',
    },
    load: (db, userId) =>
      db
        .select({
          id: passkeys.id,
          name: passkeys.name,
          deviceType: passkeys.deviceType,
          backedUp: passkeys.backedUp,
          createdAt: passkeys.createdAt,
        })
        .from(passkeys)
        .where(eq(passkeys.userId, userId))
        .orderBy(asc(passkeys.createdAt), asc(passkeys.id)),
  },
  {
    kind: 'properties',
    about: 'Your properties: your homes, and the place of each Travel Mode stay.',
    fields: {
      id: ID,
      userId: 'your user id',
      name: "the property name (a stay's place)",
      address: 'its address',
      type: 'apartment, house, condo, townhouse or other',
      management: 'the landlord or management company',
      isDemo: 'made by the demo data',
      kind: '"home", or "stay" for a Travel Mode stay (its details are in stays.json)',
      version: VERSION,
      createdAt: CREATED,
      updatedAt: UPDATED,
    },
    // The counters are derived from photos.json and maintenance.json (decision 026), not records.
    load: (db, userId) =>
      db
        .select(
          columnsWithout(getTableColumns(properties), [
            'photoCount',
            'moveInPhotoCount',
            'maintenanceCount',
            'openMaintenanceCount',
            'maintenanceCost',
          ]),
        )
        .from(properties)
        .where(eq(properties.userId, userId))
        .orderBy(asc(properties.createdAt)),
  },
  {
    kind: 'stays',
    about:
      "Your Travel Mode stays' details; each stay's place and address are its row in properties.json, and its check-in and check-out photos are its move-in and move-out photos in photos.json.",
    fields: {
      propertyId: "the stay's id: its row in properties.json",
      userId: 'your user id',
      checkInDate: 'the check-in day (YYYY-MM-DD)',
      checkOutDate: 'the check-out day (YYYY-MM-DD)',
      host: 'the host or platform',
      bookingReference: 'the booking reference',
      notes: 'your notes',
    },
    load: (db, userId) =>
      db
        .select()
        .from(stays)
        .where(eq(stays.userId, userId))
        .orderBy(asc(stays.checkInDate), asc(stays.propertyId)),
  },
  {
    kind: 'photos',
    about:
      "Your photos' metadata; each original is in files/photos/<id>/ exactly as uploaded, with its metadata (EXIF, GPS position included).",
    fields: {
      id: ID,
      userId: 'your user id',
      propertyId: 'the property it documents',
      stage: 'move-in, move-out or maintenance',
      maintenanceItemId: 'the maintenance item, for a maintenance photo',
      walkthroughShotId: 'the walkthrough shot it was taken for, if any (see walkthroughs.json)',
      area: 'the room or area',
      notes: 'your notes',
      originalName: 'the file name it was uploaded with',
      contentType: 'its type (image/jpeg, image/png, image/webp)',
      byteSize: 'its size in bytes',
      width: 'width in pixels',
      height: 'height in pixels',
      sha256: 'the SHA-256 of the original, which the file in this ZIP matches',
      receivedAt: 'when Rentproof received it (the trusted time)',
      capturedAt: 'the capture time the camera wrote, if any',
      file: 'its path in this ZIP',
    },
    async load(db, userId) {
      const rows = await db
        .select(columnsWithout(getTableColumns(photos), ['storageKey']))
        .from(photos)
        .where(eq(photos.userId, userId))
        .orderBy(asc(photos.receivedAt), asc(photos.id));
      return rows.map((row) => ({ ...row, file: photoPath(row.id, row.contentType) }));
    },
  },
  {
    kind: 'maintenance',
    about: 'Your maintenance items.',
    fields: {
      id: ID,
      userId: 'your user id',
      propertyId: 'the property',
      item: 'what needs fixing',
      details: 'details',
      category: 'its category',
      cost: 'its cost, if known',
      status: 'pending, in-progress or completed',
      version: VERSION,
      createdAt: CREATED,
      updatedAt: UPDATED,
    },
    load: (db, userId) =>
      db
        .select()
        .from(maintenanceItems)
        .where(eq(maintenanceItems.userId, userId))
        .orderBy(asc(maintenanceItems.createdAt)),
  },
  {
    kind: 'documents',
    about: "Your documents' metadata; each file is in files/documents/ as uploaded.",
    fields: {
      id: ID,
      userId: 'your user id',
      fileName: 'the name it was uploaded with',
      fileType: 'its type',
      fileSize: 'its size in bytes',
      sha256: 'the SHA-256 of the file',
      createdAt: 'when it was uploaded',
      file: 'its path in this ZIP',
    },
    async load(db, userId) {
      const rows = await db
        .select(columnsWithout(getTableColumns(documents), ['storageKey']))
        .from(documents)
        .where(eq(documents.userId, userId))
        .orderBy(asc(documents.createdAt), asc(documents.id));
      return rows.map((row) => ({ ...row, file: documentPath(row.id, row.fileName) }));
    },
  },
  {
    kind: 'transactions',
    about: 'Your rent and other payments.',
    fields: {
      id: ID,
      userId: 'your user id',
      propertyId: 'the property, if any',
      transactionType: 'its type (rent, deposit, …)',
      description: 'description',
      amount: 'the amount',
      dueDate: 'when it is due',
      status: 'Paid, Due or Overdue',
      paidDate: 'when it was paid',
      receiptDocumentId: 'the receipt among your documents',
      version: VERSION,
      createdAt: CREATED,
    },
    load: (db, userId) =>
      db
        .select()
        .from(financialTransactions)
        .where(eq(financialTransactions.userId, userId))
        .orderBy(asc(financialTransactions.dueDate)),
  },
  {
    kind: 'leases',
    about: 'Your leases.',
    fields: {
      id: ID,
      userId: 'your user id',
      name: 'its name',
      startDate: 'start',
      endDate: 'end',
      monthlyRent: 'monthly rent',
      deposit: 'deposit',
      petsAllowed: 'whether pets are allowed',
      petFee: 'pet fee',
      documentId: 'the lease document among your documents',
      version: VERSION,
      createdAt: CREATED,
    },
    load: (db, userId) =>
      db.select().from(leases).where(eq(leases.userId, userId)).orderBy(asc(leases.createdAt)),
  },
  {
    kind: 'fees',
    about: 'Fees, each possibly part of a lease.',
    fields: {
      id: ID,
      userId: 'your user id',
      leaseId: 'its lease',
      name: 'its name',
      amount: 'the amount',
      date: 'its date',
      createdAt: CREATED,
    },
    load: (db, userId) => db.select().from(fees).where(eq(fees.userId, userId)).orderBy(asc(fees.createdAt)),
  },
  {
    kind: 'reminders',
    about: 'Your reminders.',
    fields: {
      id: ID,
      userId: 'your user id',
      text: 'what to remember',
      date: 'the day',
      depositId: "set for the reminders Rentproof keeps of a deposit's deadline (deposits.json)",
      emailedAt: 'when its email was sent',
      createdAt: CREATED,
    },
    load: (db, userId) =>
      db.select().from(reminders).where(eq(reminders.userId, userId)).orderBy(asc(reminders.date)),
  },
  {
    kind: 'share-links',
    about:
      'Your share links (rental verifications, shared reports and deposit disputes), without their secret addresses.',
    fields: {
      id: ID,
      userId: 'your user id',
      kind: 'rental-verification, report or deposit-dispute',
      recipientEmail: 'who it was sent to',
      dataToShare: 'what it shows',
      reportOptions: 'for a report: what it covers',
      depositId: 'for a deposit dispute: the deposit (deposits.json)',
      status: 'pending, viewed or revoked',
      expiresAt: 'when it stops working',
      viewedAt: 'first opened',
      revokedAt: 'when you turned it off',
      createdAt: CREATED,
    },
    load: (db, userId) =>
      db
        .select(columnsWithout(getTableColumns(verificationRequests), ['tokenHash']))
        .from(verificationRequests)
        .where(eq(verificationRequests.userId, userId))
        .orderBy(asc(verificationRequests.createdAt)),
  },
  {
    kind: 'notification-preferences',
    about: 'Which emails you get (no row: every email, the defaults).',
    fields: {
      userId: 'your user id',
      reminderEmails: 'reminder emails',
      messageEmails: 'an email for each new Team Inbox message',
      linkOpenedEmails: 'an email when a share link is opened',
      roommateEmails: 'an email when a roommate adds an expense, settles up or gives you a chore',
      updatedAt: UPDATED,
    },
    load: (db, userId) =>
      db.select().from(notificationPreferences).where(eq(notificationPreferences.userId, userId)),
  },
  {
    kind: 'companies',
    about: 'The company you belong to: your membership and the company profile (not the other members).',
    fields: {
      membership: 'your membership: id, companyId, role (Admin or Member), joinedAt',
      company: 'the company profile: id, name, email, phone, website, address, version, createdAt, updatedAt',
    },
    async load(db, userId) {
      const rows = await db
        .select({ membership: getTableColumns(companyMembers), company: getTableColumns(companies) })
        .from(companyMembers)
        .innerJoin(companies, eq(companies.id, companyMembers.companyId))
        .where(eq(companyMembers.userId, userId));
      return rows;
    },
  },
  {
    kind: 'tenancies',
    about: "Your links as a tenant to a landlord's company: your side of each.",
    fields: {
      id: ID,
      companyId: 'the company',
      companyPropertyId: "the company's property",
      email: 'the address invited',
      invitedAt: 'when you were invited',
      expiresAt: 'when the invitation expired',
      tenantPropertyId: 'your property this link is about',
      acceptedAt: 'when you accepted',
      endedAt: 'when it ended',
      shareMoveIn: 'move-in photos shared',
      shareMoveOut: 'move-out photos shared',
      shareMaintenance: 'maintenance requests shared',
      sharedDocumentIds: 'your documents shared through it',
    },
    async load(db, userId) {
      const rows = await db
        .select(columnsWithout(getTableColumns(tenancies), ['tokenHash', 'invitedBy', 'tenantId']))
        .from(tenancies)
        .where(eq(tenancies.tenantId, userId))
        .orderBy(asc(tenancies.invitedAt));
      if (rows.length === 0) return [];
      const shared = await db
        .select({ tenancyId: tenancyDocuments.tenancyId, documentId: tenancyDocuments.documentId })
        .from(tenancyDocuments)
        .where(
          inArray(
            tenancyDocuments.tenancyId,
            rows.map((row) => row.id),
          ),
        );
      return rows.map((row) => ({
        ...row,
        sharedDocumentIds: shared.filter((one) => one.tenancyId === row.id).map((one) => one.documentId),
      }));
    },
  },
  {
    kind: 'messages',
    about: 'Your copies of Team Inbox messages: those you sent (box "sent") and received (box "inbox").',
    fields: {
      id: "your copy's id",
      messageId: 'the message',
      box: 'inbox or sent',
      senderId: 'who sent it',
      subject: 'subject',
      body: 'text',
      replyToId: 'the message it answers',
      starred: 'starred by you',
      archived: 'archived by you',
      readAt: 'when you read it',
      deletedAt: 'when you deleted your copy',
      createdAt: 'when it was sent',
    },
    load: (db, userId) =>
      db
        .select({
          id: mailboxEntries.id,
          messageId: mailboxEntries.messageId,
          box: mailboxEntries.box,
          senderId: messages.senderId,
          subject: messages.subject,
          body: messages.body,
          replyToId: messages.replyToId,
          starred: mailboxEntries.starred,
          archived: mailboxEntries.archived,
          readAt: mailboxEntries.readAt,
          deletedAt: mailboxEntries.deletedAt,
          createdAt: mailboxEntries.createdAt,
        })
        .from(mailboxEntries)
        .innerJoin(messages, eq(messages.id, mailboxEntries.messageId))
        .where(and(eq(mailboxEntries.ownerId, userId)))
        .orderBy(asc(mailboxEntries.createdAt), asc(mailboxEntries.id)),
  },
  {
    kind: 'emotional-reviews',
    about: 'Your private ratings of your properties.',
    fields: {
      id: ID,
      userId: 'your user id',
      propertyId: 'the property',
      rating: 'the rating',
      comment: 'your comment',
      version: VERSION,
      createdAt: CREATED,
      updatedAt: UPDATED,
    },
    load: (db, userId) =>
      db
        .select()
        .from(emotionalReviews)
        .where(eq(emotionalReviews.userId, userId))
        .orderBy(asc(emotionalReviews.createdAt)),
  },
  {
    kind: 'amenities',
    about: "Your amenity log: each amenity's name and notes; its before and after photos are in photos.json.",
    fields: {
      id: ID,
      userId: 'your user id',
      propertyId: 'the property',
      name: 'the amenity',
      notes: 'your notes',
      version: VERSION,
      createdAt: CREATED,
      updatedAt: UPDATED,
    },
    load: (db, userId) =>
      db.select().from(amenities).where(eq(amenities.userId, userId)).orderBy(asc(amenities.createdAt)),
  },
  {
    kind: 'walkthroughs',
    about:
      "Your room-by-room walkthroughs, one per home or stay: its rooms in order, each with its shots; a shot's photos are the photos in photos.json with its walkthroughShotId.",
    fields: {
      id: ID,
      userId: 'your user id',
      propertyId: 'the home or stay (its row in properties.json)',
      templateKind: 'the template it was made from: studio, apartment, house or hotel-room',
      templateBedrooms: "the template's bedrooms, for an apartment or a house",
      version: VERSION,
      createdAt: CREATED,
      updatedAt: UPDATED,
      rooms:
        'its rooms in order, each with its id, name and shots (id, name, and skips: the stages you skipped the shot at, and when)',
    },
    async load(db, userId) {
      const rows = await db
        .select()
        .from(walkthroughs)
        .where(eq(walkthroughs.userId, userId))
        .orderBy(asc(walkthroughs.createdAt), asc(walkthroughs.id));
      if (!rows.length) return [];
      const ids = rows.map((row) => row.id);
      const rooms = await db
        .select()
        .from(walkthroughRooms)
        .where(inArray(walkthroughRooms.walkthroughId, ids))
        .orderBy(asc(walkthroughRooms.position));
      const shots = await db
        .select()
        .from(walkthroughShots)
        .where(inArray(walkthroughShots.walkthroughId, ids))
        .orderBy(asc(walkthroughShots.position));
      const skips = await db
        .select({
          shotId: walkthroughSkips.shotId,
          stage: walkthroughSkips.stage,
          skippedAt: walkthroughSkips.skippedAt,
        })
        .from(walkthroughSkips)
        .innerJoin(walkthroughShots, eq(walkthroughShots.id, walkthroughSkips.shotId))
        .where(inArray(walkthroughShots.walkthroughId, ids))
        .orderBy(asc(walkthroughSkips.skippedAt));
      return rows.map((walkthrough) => ({
        ...walkthrough,
        rooms: rooms
          .filter((room) => room.walkthroughId === walkthrough.id)
          .map((room) => ({
            id: room.id,
            name: room.name,
            shots: shots
              .filter((shot) => shot.roomId === room.id)
              .map((shot) => ({
                id: shot.id,
                name: shot.name,
                skips: skips
                  .filter((skip) => skip.shotId === shot.id)
                  .map(({ stage, skippedAt }) => ({ stage, skippedAt })),
              })),
          })),
      }));
    },
  },
  ...PHOTO_MARKUP_RECORD_KINDS,
  ...INSPECTION_RECORD_KINDS,
  ...VIDEO_RECORD_KINDS,
  ...DEPOSIT_RECORD_KINDS,
  ...API_ACCESS_RECORD_KINDS,
  ...ROOMMATE_RECORD_KINDS,
  {
    kind: 'referral',
    about: 'Your Refer & Earn code.',
    fields: { userId: 'your user id', code: 'your code', createdAt: CREATED },
    load: (db, userId) => db.select().from(referralCodes).where(eq(referralCodes.userId, userId)),
  },
];

/** The README at the top of the ZIP: what every file holds, field by field. */
export function readme(generatedAt: Date) {
  const lines = [
    '# Your Rentproof data',
    '',
    `Made on ${generatedAt.toISOString()} at your request. Times are ISO 8601 in UTC; amounts are decimal strings.`,
    '',
    '- `records/<kind>.json`: a JSON list of your records of one kind, described below.',
    '- `files/photos/<id>/original.<ext>`: every photo you uploaded, the original exactly as uploaded, byte for byte, with its metadata (EXIF: camera, capture time and GPS position, if the camera wrote them). Its SHA-256 is in records/photos.json.',
    '- `files/documents/<id>-<name>`: every document you uploaded, as uploaded.',
    '',
    'No password, session, secret link address or two-factor secret is exported.',
    '',
  ];
  for (const kind of RECORD_KINDS) {
    lines.push(`## records/${kind.kind}.json`, '', kind.about, '');
    for (const [field, about] of Object.entries(kind.fields)) lines.push(`- \`${field}\`: ${about}`);
    lines.push('');
  }
  return lines.join('\n');
}
