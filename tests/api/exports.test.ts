import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, sessions, twoFactors, users } from '#server/platform/db/schema/auth';
import { companyInvitations } from '#server/platform/db/schema/companies';
import { dataExports } from '#server/platform/db/schema/exports';
import { calendarFeeds } from '#server/platform/db/schema/reminders';
import { tenancies } from '#server/platform/db/schema/tenancies';
import { verificationRequests } from '#server/platform/db/schema/verification';
import { deleteExpiredExports } from '#server/exports/delete-expired-exports';
import { runDueExports, STALE_HEARTBEAT_MS } from '#server/exports/run-due-exports';
import { signedInRenter } from './support/accounts';
import { type EveryRecord, renterWithEveryRecord } from './support/every-record';
import { createTestApp, type TestApp } from './support/test-app';
import { enableTwoFactor } from './support/two-factor';
import { Visitor } from './support/visitor';

const DAY = 86_400_000;
const READY = /Your Rentproof data is ready/;

let t: TestApp;
let ahead = 0;
const now = () => new Date(Date.now() + ahead);
beforeAll(async () => {
  t = await createTestApp({ clock: { now } });
});
afterAll(() => t.close());

const runJob = () =>
  runDueExports(
    {
      db: t.db,
      files: t.services.files,
      mailer: t.services.mailer,
      logger: t.services.logger,
      appUrl: t.services.config.appUrl,
    },
    now,
  );

async function download(visitor: Visitor, id: string) {
  const response = await t.app.request(`/api/account/exports/${id}/download`, {
    headers: { cookie: visitor.cookieHeader },
  });
  return {
    status: response.status,
    headers: response.headers,
    bytes: new Uint8Array(await response.arrayBuffer()),
  };
}

const storedFile = (key: string) => readFileSync(path.join(t.dataDir, 'files', key));

describe('export my data', () => {
  let owner: EveryRecord;
  let other: EveryRecord;
  let totp: { secret: string; backupCodes: string[] };

  beforeAll(async () => {
    owner = await renterWithEveryRecord(t, 'exporter');
    other = await renterWithEveryRecord(t, 'bystander');
    totp = await enableTwoFactor(owner.renter);
    // The referral code is made the first time Refer & Earn is opened.
    expect((await owner.renter.visitor.get('/api/referral')).status).toBe(200);
  });

  it('queues one export at a time, builds it with the job, and emails once when it is ready', async () => {
    const { visitor, email } = await signedInRenter(t, 'queuer');
    const requested = await visitor.post('/api/account/exports');
    expect(requested.status).toBe(202);
    expect(requested.body.export).toMatchObject({ status: 'queued', done: 0, total: 0, expiresAt: null });
    expect(requested.body.export).not.toHaveProperty('storageKey');
    // Asking again returns the one in progress.
    const again = await visitor.post('/api/account/exports');
    expect(again.status).toBe(202);
    expect(again.body.export.id).toBe(requested.body.export.id);
    const id = requested.body.export.id as string;
    expect((await download(visitor, id)).status).toBe(404);

    expect(await runJob()).toBe(1);
    expect(await runJob()).toBe(0);
    const listed = await visitor.get('/api/account/exports');
    expect(listed.status).toBe(200);
    const [ready] = listed.body.exports;
    expect(ready).toMatchObject({ id, status: 'ready' });
    expect(ready.total).toBeGreaterThan(0);
    expect(ready.done).toBe(ready.total);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.finishedAt).getTime()).toBe(7 * DAY);
    expect(t.mail.count(email, READY)).toBe(1);
    expect(t.mail.lastLink(email, READY)).toBe(`${t.services.config.appUrl}/settings`);
    await runJob();
    expect(t.mail.count(email, READY)).toBe(1);

    // A new request once the last one is ready makes a new export, listed first.
    const second = await visitor.post('/api/account/exports');
    expect(second.body.export.id).not.toBe(id);
    expect((await visitor.get('/api/account/exports')).body.exports.map((e: { id: string }) => e.id)).toEqual(
      [second.body.export.id, id],
    );
    await runJob();
  });

  it("holds the README, this user's records only, the files byte for byte, and no secret", async () => {
    const { visitor, userId } = owner.renter;
    // Asked for after two-factor was turned on and the referral code made.
    const requested = await visitor.post('/api/account/exports');
    expect(await runJob()).toBe(1);
    const row = { id: requested.body.export.id as string };
    const reply = await download(visitor, row.id);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toBe('application/zip');
    expect(reply.headers.get('content-disposition')).toMatch(/^attachment; filename="rentproof-data-/);
    expect(reply.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(reply.bytes).equals(storedFile(`users/${userId}/exports/${row.id}.zip`))).toBe(true);

    const files = unzipSync(reply.bytes);
    const names = Object.keys(files).sort();
    const readme = new TextDecoder().decode(files['README.md']);
    expect(readme).toMatch(/originals? exactly as uploaded/i);
    const kinds = [
      'profile',
      'passkeys',
      'properties',
      'stays',
      'photos',
      'photo-markups',
      'maintenance',
      'documents',
      'transactions',
      'leases',
      'fees',
      'reminders',
      'share-links',
      'notification-preferences',
      'companies',
      'tenancies',
      'messages',
      'emotional-reviews',
      'amenities',
      'inspections',
      'videos',
      'roommate-spaces',
      'roommate-expenses',
      'roommate-settlements',
      'roommate-chores',
      'roommate-notes',
      'referral',
      'api-keys',
      'webhooks',
    ];
    for (const kind of kinds) {
      expect(names).toContain(`records/${kind}.json`);
      expect(readme).toContain(`records/${kind}.json`);
    }
    const records = (kind: string) =>
      JSON.parse(new TextDecoder().decode(files[`records/${kind}.json`])) as Record<string, unknown>[];
    expect(records('profile')).toMatchObject([
      { id: userId, email: owner.renter.email, twoFactorEnabled: true },
    ]);
    // A Travel Mode stay is a property of kind 'stay' with its details in stays.json.
    expect(records('properties').map((r) => [r.id, r.kind])).toEqual([
      [owner.propertyId, 'home'],
      [owner.stayId, 'stay'],
    ]);
    expect(records('stays')).toMatchObject([{ propertyId: owner.stayId, checkInDate: '2026-06-01' }]);
    expect(
      records('photos')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...owner.ids.photo].sort());
    expect(records('documents').map((r) => r.id)).toEqual([owner.documentId]);
    expect(records('transactions').map((r) => r.id)).toEqual([owner.transactionId]);
    expect(records('leases').map((r) => r.id)).toEqual([owner.leaseId]);
    expect(records('fees').map((r) => r.id)).toEqual([owner.feeId]);
    // Besides the renter's own, the two reminders Rentproof keeps of the deposit's deadline.
    expect(records('reminders').map((r) => [r.id === owner.reminderId, r.depositId ?? null])).toEqual([
      [true, null],
      [false, owner.depositId],
      [false, owner.depositId],
    ]);
    expect(records('deposits')).toMatchObject([
      {
        id: owner.depositId,
        deductions: [
          {
            id: owner.depositDeductionId,
            landlordDeductionId: null,
            evidence: owner.depositEvidenceIds.map((id) => ({ id })),
          },
          // Added from the item the renter's landlord listed on their link.
          { id: owner.pickedDeductionId, landlordDeductionId: owner.offeredDeductionId, evidence: [] },
        ],
      },
    ]);
    expect(
      records('share-links')
        .map((r) => r.id)
        .sort(),
    ).toEqual([...owner.ids.shareLink].sort());
    expect(records('emotional-reviews').map((r) => r.id)).toEqual([owner.emotionalReviewId]);
    // Their own key and subscription, not the company's; never the key's hash nor the signing secret.
    expect(records('api-keys')).toMatchObject([{ id: owner.apiKeyId, scopes: ['read'], lastUsedAt: null }]);
    expect(records('api-keys')[0]).not.toHaveProperty('keyHash');
    expect(records('webhooks')).toMatchObject([
      { id: owner.webhookSubscriptionId, events: ['deposit.deadline_near'] },
    ]);
    expect(records('webhooks')[0]).not.toHaveProperty('secret');
    expect(records('amenities').map((r) => r.id)).toEqual([owner.amenityId]);
    expect(records('tenancies').map((r) => r.id)).toContain(owner.tenantLinkId);
    expect(records('messages').map((r) => r.messageId)).toContain(owner.messageId);
    expect(records('companies')).toMatchObject([{ company: { id: owner.companyId } }]);
    expect(records('notification-preferences')).toHaveLength(1);
    expect(records('referral')).toHaveLength(1);
    expect(
      records('roommate-spaces')
        .map((r) => r.id)
        .sort(),
    ).toEqual([owner.roommateHouseholdId, owner.joinedHouseholdId].sort());
    expect(records('roommate-expenses')).toMatchObject([{ id: owner.roommateExpenseId, amount: '100.00' }]);
    expect(records('roommate-settlements').map((r) => r.id)).toEqual([owner.roommateSettlementId]);
    expect(records('roommate-chores').map((r) => r.id)).toEqual([owner.roommateChoreId]);
    expect(records('roommate-notes').map((r) => r.id)).toEqual([owner.roommateNoteId]);
    // Roommates appear by id and name, never by their email address.
    const [roommate] = await t.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, owner.roommateUserId));
    expect(roommate?.email).toMatch(/@example\.com$/);
    expect(JSON.stringify(records('roommate-spaces'))).toContain(owner.roommateUserId);

    // Every uploaded file, byte for byte.
    for (const photo of records('photos')) {
      const original = await t.app.request(`/api/photos/${photo.id as string}/original`, {
        headers: { cookie: visitor.cookieHeader },
      });
      const bytes = new Uint8Array(await original.arrayBuffer());
      expect(files[photo.file as string]).toEqual(bytes);
    }
    const [document] = records('documents');
    const documentReply = await t.app.request(`/api/documents/${owner.documentId}/download`, {
      headers: { cookie: visitor.cookieHeader },
    });
    expect(files[document?.file as string]).toEqual(new Uint8Array(await documentReply.arrayBuffer()));
    expect(names.filter((name) => name.startsWith('files/'))).toHaveLength(owner.ids.photo.length + 1);

    // Nothing of the other user, and no secret of anyone.
    const everything = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('latin1'))
      .join('\n');
    expect(everything).toContain(owner.marker);
    expect(everything).not.toContain(other.marker);
    expect(everything).not.toContain(other.renter.userId);
    expect(everything).not.toContain(roommate?.email);
    for (const id of Object.values(other.ids).flat()) expect(everything).not.toContain(id);
    const secrets = [
      ...(await t.db.select({ value: accounts.password }).from(accounts).where(eq(accounts.userId, userId))),
      ...(await t.db.select({ value: sessions.token }).from(sessions).where(eq(sessions.userId, userId))),
      ...(await t.db
        .select({ value: twoFactors.secret })
        .from(twoFactors)
        .where(eq(twoFactors.userId, userId))),
      ...(await t.db
        .select({ value: twoFactors.backupCodes })
        .from(twoFactors)
        .where(eq(twoFactors.userId, userId))),
      ...(await t.db
        .select({ value: verificationRequests.tokenHash })
        .from(verificationRequests)
        .where(eq(verificationRequests.userId, userId))),
      ...(await t.db
        .select({ value: calendarFeeds.tokenHash })
        .from(calendarFeeds)
        .where(eq(calendarFeeds.userId, userId))),
      ...(await t.db
        .select({ value: tenancies.tokenHash })
        .from(tenancies)
        .where(eq(tenancies.tenantId, userId))),
      ...(await t.db
        .select({ value: companyInvitations.tokenHash })
        .from(companyInvitations)
        .where(inArray(companyInvitations.companyId, [owner.companyId]))),
    ]
      .map((row) => row.value)
      .filter((value): value is string => Boolean(value));
    expect(secrets.length).toBeGreaterThanOrEqual(6);
    for (const secret of [...secrets, totp.secret, ...totp.backupCodes, ...Object.values(owner.shareTokens)])
      expect(everything).not.toContain(secret);
    expect(everything).not.toMatch(/storageKey|tokenHash|"password"/);
  });

  it("is a 404 for another user's export, and 401 without a session", async () => {
    const row = { id: owner.dataExportId };
    expect((await download(other.renter.visitor, row.id)).status).toBe(404);
    expect((await download(other.renter.visitor, crypto.randomUUID())).status).toBe(404);
    const othersOwn = (await other.renter.visitor.get('/api/account/exports')).body.exports as {
      id: string;
    }[];
    expect(othersOwn.map((each) => each.id).sort()).toEqual(
      [other.dataExportId, other.evidenceBundleId].sort(),
    );
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/account/exports')).status).toBe(401);
    expect((await anonymous.post('/api/account/exports')).status).toBe(401);
    expect((await download(anonymous, row.id)).status).toBe(401);
  });

  it('stops downloading after 7 days, and the expiry job deletes the row and its file', async () => {
    const renter = await signedInRenter(t, 'expiring');
    const requested = await renter.visitor.post('/api/account/exports');
    await runJob();
    const id = requested.body.export.id as string;
    const key = `users/${renter.userId}/exports/${id}.zip`;
    expect((await download(renter.visitor, id)).status).toBe(200);
    expect(storedFile(key).byteLength).toBeGreaterThan(0);
    expect(await deleteExpiredExports({ db: t.db, files: t.services.files }, now())).toBe(0);

    ahead = 7 * DAY + 1000;
    try {
      expect((await download(renter.visitor, id)).status).toBe(404);
      expect(await deleteExpiredExports({ db: t.db, files: t.services.files }, now())).toBeGreaterThanOrEqual(
        1,
      );
    } finally {
      ahead = 0;
    }
    expect(await t.db.select().from(dataExports).where(eq(dataExports.id, id))).toEqual([]);
    expect(await t.services.files.open(key)).toBeNull();
    expect((await renter.visitor.get('/api/account/exports')).body.exports).toEqual([]);
  });

  it('marks an export failed when a file is missing, and logs why', async () => {
    const renter = await signedInRenter(t, 'broken');
    const property = await renter.visitor.post('/api/properties', {
      name: 'Broken',
      address: '',
      type: 'house',
    });
    expect(property.status).toBe(201);
    const form = new FormData();
    form.set('file', new File(['Lease text\n'], 'lease.txt', { type: 'text/plain' }));
    const document = await renter.visitor.request('POST', '/api/documents', form);
    expect(document.status).toBe(201);
    await t.services.files.deletePrefix(`users/${renter.userId}/documents/`);
    const requested = await renter.visitor.post('/api/account/exports');
    const logged = vi.spyOn(t.services.logger, 'error');
    try {
      await runJob();
      expect(logged).toHaveBeenCalledWith(
        expect.objectContaining({ exportId: requested.body.export.id }),
        'Building a data export failed',
      );
    } finally {
      logged.mockRestore();
    }
    const [failed] = (await renter.visitor.get('/api/account/exports')).body.exports;
    expect(failed).toMatchObject({ id: requested.body.export.id, status: 'failed', expiresAt: null });
    expect(t.mail.count(renter.email, READY)).toBe(0);
    expect(await t.services.files.open(`users/${renter.userId}/exports/${failed.id}.zip`)).toBeNull();
  });

  it('builds again, at the next run, an export whose worker died mid-way (its heartbeat stopped)', async () => {
    const renter = await signedInRenter(t, 'crashed');
    const requested = await renter.visitor.post('/api/account/exports');
    const id = requested.body.export.id as string;
    // As a process killed at 10 of 69 leaves it: running, its last heartbeat half a minute old.
    const died = new Date(now().getTime() - STALE_HEARTBEAT_MS - 1000);
    await t.db
      .update(dataExports)
      .set({ status: 'running', startedAt: died, heartbeatAt: died, done: 10, total: 69 })
      .where(eq(dataExports.id, id));
    expect((await renter.visitor.post('/api/account/exports')).body.export).toMatchObject({
      id,
      status: 'running',
      done: 10,
    });

    expect(await runJob()).toBe(1);
    const [ready] = (await renter.visitor.get('/api/account/exports')).body.exports;
    expect(ready).toMatchObject({ id, status: 'ready' });
    expect(ready.done).toBe(ready.total);
    expect((await download(renter.visitor, id)).status).toBe(200);
    expect(t.mail.count(renter.email, READY)).toBe(1);
  });

  it('leaves alone an export whose worker is alive (a recent heartbeat)', async () => {
    const renter = await signedInRenter(t, 'alive');
    const requested = await renter.visitor.post('/api/account/exports');
    const id = requested.body.export.id as string;
    const started = new Date(now().getTime() - 10 * 60 * 1000);
    await t.db
      .update(dataExports)
      .set({ status: 'running', startedAt: started, heartbeatAt: now(), done: 10, total: 69 })
      .where(eq(dataExports.id, id));
    expect(await runJob()).toBe(0);
    expect((await renter.visitor.get('/api/account/exports')).body.exports[0]).toMatchObject({
      id,
      status: 'running',
      done: 10,
    });
    await t.db.delete(dataExports).where(eq(dataExports.id, id));
  });
});
