import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#server/platform/lib/logger';
import { sendDueReminders } from '#server/reminders/send-due-reminders';
import { emitDepositDeadlinesNear } from '#server/webhooks/emit-deposit-deadlines';
import type { WebhookEventType, WebhookPayload } from '#shared/webhooks/webhook-schemas';
import { type Renter, signedInRenter } from './support/accounts';
import { type Landlord, landlord, linkedTenant, teammate } from './support/landlords';
import { createProperty, plainPng, uploadPhoto } from './support/photos';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

// Each event the app's own routes emit (docs/product.md §33): after the change is saved, one
// delivery is queued for each subscription that asked for the event, the renter's own and those of
// the company the record is shared with, carrying the event's data.

const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ resolveHost: async () => [{ address: '93.184.216.34', family: 4 }] });
});
afterAll(() => t.close());

type Hook = { person: Renter; base: '/api/webhooks' | '/api/company/webhooks'; id: string };

async function subscribe(person: Renter, events: WebhookEventType[], company = false): Promise<Hook> {
  const base = company ? '/api/company/webhooks' : '/api/webhooks';
  const reply = await person.visitor.post(base, { url: 'https://hooks.example.com/rentproof', events });
  expect(reply.status, JSON.stringify(reply.body)).toBe(201);
  return { person, base, id: reply.body.subscription.id as string };
}

/** The bodies queued for a subscription, oldest first, read from its delivery log. */
async function payloadsOf(hook: Hook): Promise<WebhookPayload[]> {
  const reply = await hook.person.visitor.get(`${hook.base}/${hook.id}/deliveries?limit=100`);
  expect(reply.status).toBe(200);
  return (reply.body.deliveries as { payload: WebhookPayload; eventType: string }[])
    .map((delivery) => {
      expect(delivery.eventType).toBe(delivery.payload.type);
      return delivery.payload;
    })
    .reverse();
}

/** A landlord, a tenant linked to one of its buildings, and a subscription on each side. */
async function linked(events: WebhookEventType[]) {
  const owner: Landlord = await landlord(t, 'events-landlord');
  const tenant = await linkedTenant(t, owner, 'events-tenant');
  const tenantHook = await subscribe(tenant, events);
  const companyHook = await subscribe(owner, events, true);
  const share = (sharing: { moveIn?: boolean; moveOut?: boolean; maintenance?: boolean }) =>
    tenant.visitor.put(`/api/tenancies/${tenant.tenancyId}/sharing`, {
      moveIn: false,
      moveOut: false,
      maintenance: false,
      ...sharing,
    });
  return { owner, tenant, tenantHook, companyHook, share };
}

describe('photo.created', () => {
  it('reaches the renter, and the company only for the stages the tenant shares with it', async () => {
    const { tenant, tenantHook, companyHook, share } = await linked(['photo.created']);
    const upload = async (stage: string) => {
      const reply = await uploadPhoto(
        tenant.visitor,
        { propertyId: tenant.propertyId, stage, area: 'Kitchen' },
        { bytes: await plainPng(), name: 'kitchen.png', type: 'image/png' },
      );
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.photo as { id: string; sha256: string; receivedAt: string };
    };
    const eventOf = (photo: { id: string; sha256: string; receivedAt: string }, stage: string) => ({
      type: 'photo.created',
      timestamp: photo.receivedAt,
      data: {
        photoId: photo.id,
        propertyId: tenant.propertyId,
        stage,
        area: 'Kitchen',
        sha256: photo.sha256,
        receivedAt: photo.receivedAt,
      },
    });

    const unshared = await upload('move-in');
    expect(await payloadsOf(tenantHook)).toEqual([eventOf(unshared, 'move-in')]);
    expect(await payloadsOf(companyHook)).toEqual([]);

    expect((await share({ moveIn: true })).status).toBe(200);
    const shared = await upload('move-in');
    const moveOut = await upload('move-out');
    expect(await payloadsOf(tenantHook)).toEqual([
      eventOf(unshared, 'move-in'),
      eventOf(shared, 'move-in'),
      eventOf(moveOut, 'move-out'),
    ]);
    expect(await payloadsOf(companyHook)).toEqual([eventOf(shared, 'move-in')]);
  });

  it('is not sent to a subscription that did not ask for it, nor to another person', async () => {
    const renter = await signedInRenter(t, 'events-photo-other');
    const other = await signedInRenter(t, 'events-photo-stranger');
    const property = await createProperty(renter.visitor);
    const messagesOnly = await subscribe(renter, ['message.created']);
    const stranger = await subscribe(other, ['photo.created']);
    const reply = await uploadPhoto(
      renter.visitor,
      { propertyId: property.id, stage: 'move-out' },
      { bytes: await plainPng(), name: 'hall.png', type: 'image/png' },
    );
    expect(reply.status).toBe(201);
    expect(await payloadsOf(messagesOnly)).toEqual([]);
    expect(await payloadsOf(stranger)).toEqual([]);
  });
});

describe('maintenance.status_changed', () => {
  it("is sent when the renter moves an item's status, by itself or in a full edit, and not when it stays", async () => {
    const { tenant, tenantHook, companyHook, share } = await linked(['maintenance.status_changed']);
    const created = await tenant.visitor.post('/api/maintenance', {
      propertyId: tenant.propertyId,
      item: 'Leaking tap',
    });
    expect(created.status).toBe(201);
    const itemId = created.body.item.id as string;
    const change = (previousStatus: string, status: string) => ({
      type: 'maintenance.status_changed',
      timestamp: expect.stringMatching(ISO),
      data: {
        maintenanceItemId: itemId,
        propertyId: tenant.propertyId,
        title: 'Leaking tap',
        previousStatus,
        status,
        changedAt: expect.stringMatching(ISO),
      },
    });

    expect(
      (await tenant.visitor.patch(`/api/maintenance/${itemId}/status`, { status: 'in-progress' })).status,
    ).toBe(200);
    expect(
      (await tenant.visitor.patch(`/api/maintenance/${itemId}/status`, { status: 'in-progress' })).status,
    ).toBe(200);
    expect(await payloadsOf(tenantHook)).toEqual([change('pending', 'in-progress')]);
    // The tenant does not share maintenance yet: the company hears nothing.
    expect(await payloadsOf(companyHook)).toEqual([]);

    expect((await share({ maintenance: true })).status).toBe(200);
    const edit = { propertyId: tenant.propertyId, item: 'Leaking tap', details: 'Kitchen sink' };
    expect(
      (await tenant.visitor.put(`/api/maintenance/${itemId}`, { ...edit, status: 'in-progress', version: 3 }))
        .status,
    ).toBe(200);
    expect(
      (await tenant.visitor.put(`/api/maintenance/${itemId}`, { ...edit, status: 'completed', version: 4 }))
        .status,
    ).toBe(200);
    expect(await payloadsOf(tenantHook)).toEqual([
      change('pending', 'in-progress'),
      change('in-progress', 'completed'),
    ]);
    expect(await payloadsOf(companyHook)).toEqual([change('in-progress', 'completed')]);
    const [last] = (await payloadsOf(tenantHook)).slice(-1);
    expect(last?.timestamp).toBe((last?.data as { changedAt: string }).changedAt);
  });

  it("is sent when the landlord moves a shared request's status, to the tenant and the company", async () => {
    const { owner, tenant, tenantHook, companyHook, share } = await linked(['maintenance.status_changed']);
    const member = await teammate(t, owner, 'events-member');
    expect((await share({ maintenance: true })).status).toBe(200);
    const created = await tenant.visitor.post('/api/maintenance', {
      propertyId: tenant.propertyId,
      item: 'Broken boiler',
    });
    const itemId = created.body.item.id as string;

    const moved = await member.visitor.patch(`/api/company/maintenance/${itemId}`, {
      status: 'in-progress',
      comment: 'The engineer comes on Tuesday.',
    });
    expect(moved.status).toBe(200);
    // A comment that leaves the status as it was.
    const commented = await member.visitor.patch(`/api/company/maintenance/${itemId}`, {
      status: 'in-progress',
      comment: 'Running late.',
    });
    expect(commented.status).toBe(200);

    const event = {
      type: 'maintenance.status_changed',
      timestamp: expect.stringMatching(ISO),
      data: {
        maintenanceItemId: itemId,
        propertyId: tenant.propertyId,
        title: 'Broken boiler',
        previousStatus: 'pending',
        status: 'in-progress',
        changedAt: expect.stringMatching(ISO),
      },
    };
    expect(await payloadsOf(tenantHook)).toEqual([event]);
    expect(await payloadsOf(companyHook)).toEqual([event]);
  });
});

describe('message.created', () => {
  it('is sent for a message between a tenant and their landlord, either way, and not within a team', async () => {
    const { owner, tenant, tenantHook, companyHook } = await linked(['message.created']);
    const member = await teammate(t, owner, 'events-inbox-member');
    const memberHook = await subscribe(member, ['message.created']);
    const send = async (from: Renter, to: Renter[], subject: string, body: string) => {
      const reply = await from.visitor.post('/api/messages', { to: to.map((r) => r.userId), subject, body });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      return reply.body.message as { id: string; createdAt: string };
    };
    const eventOf = (message: { id: string }, subject: string, text: string) => ({
      type: 'message.created',
      timestamp: expect.stringMatching(ISO),
      data: {
        messageId: message.id,
        tenancyId: tenant.tenancyId,
        senderName: 'Jamie Renter',
        subject,
        text,
        createdAt: expect.stringMatching(ISO),
      },
    });

    const toTenant = await send(
      member,
      [tenant, owner],
      'Boiler service',
      'The engineer comes on Tuesday at 9.',
    );
    const fromTenant = await send(tenant, [owner, member], 'Re: Boiler service', 'Tuesday works.');
    await send(owner, [member], 'Team only', 'Not for the tenant.');

    const expected = [
      eventOf(toTenant, 'Boiler service', 'The engineer comes on Tuesday at 9.'),
      eventOf(fromTenant, 'Re: Boiler service', 'Tuesday works.'),
    ];
    expect(await payloadsOf(tenantHook)).toEqual(expected);
    expect(await payloadsOf(companyHook)).toEqual(expected);
    // A member's own subscription is not the company's: a message is a record of the renter's.
    expect(await payloadsOf(memberHook)).toEqual([]);
  });
});

describe('share_link.opened', () => {
  it("is sent to the renter on each opening of their link, with the report's property", async () => {
    const renter = await signedInRenter(t, 'events-share');
    const property = await createProperty(renter.visitor, 'Willow Flat');
    const hook = await subscribe(renter, ['share_link.opened']);
    const shared = await renter.visitor.post('/api/verification/report-shares', {
      type: 'summary',
      period: 'all',
      propertyId: property.id,
    });
    expect(shared.status).toBe(201);
    const token = new URL(shared.body.url as string).pathname.split('/').at(-1) ?? '';

    expect(await payloadsOf(hook)).toEqual([]);
    const recipient = new Visitor(t.app);
    expect((await recipient.get(`/api/verify/${token}`)).status).toBe(200);
    expect((await recipient.get(`/api/verify/${token}`)).status).toBe(200);
    expect((await recipient.get('/api/verify/not-a-real-token')).status).toBe(404);

    const opened = {
      type: 'share_link.opened',
      timestamp: expect.stringMatching(ISO),
      data: {
        shareLinkId: shared.body.shareLink.id,
        kind: 'report',
        propertyId: property.id,
        openedAt: expect.stringMatching(ISO),
      },
    };
    const payloads = await payloadsOf(hook);
    expect(payloads).toEqual([opened, opened]);
    const views = await renter.visitor.get(
      `/api/verification/share-links/${shared.body.shareLink.id as string}/views`,
    );
    expect(payloads.map((p) => (p.data as { openedAt: string }).openedAt).sort()).toEqual(
      (views.body.views as { viewedAt: string }[]).map((v) => v.viewedAt).sort(),
    );
  });
});

describe('deposit.deadline_near', () => {
  /** The reminders job: the emails due, then the deposits whose deadline is near. */
  const remindersRun = async (now: Date) => {
    await sendDueReminders(
      {
        db: t.db,
        mailer: t.services.mailer,
        logger: createLogger('silent'),
        appUrl: t.services.config.appUrl,
        authSecret: t.services.config.authSecret,
      },
      now,
    );
    await emitDepositDeadlinesNear(t.services, now);
  };

  it('is sent once, three days before the deadline, even with reminder emails turned off', async () => {
    const renter = await signedInRenter(t, 'events-deposit');
    const quiet = await signedInRenter(t, 'events-deposit-quiet');
    const hooks = [];
    const depositIds = [];
    for (const person of [renter, quiet]) {
      const property = await createProperty(person.visitor, 'Cedar House');
      const reply = await person.visitor.post('/api/deposits', {
        propertyId: property.id,
        amount: '1500',
        moveOutDate: '2033-01-10',
        jurisdiction: 'other',
        customDeadline: '2033-02-20',
      });
      expect(reply.status, JSON.stringify(reply.body)).toBe(201);
      depositIds.push({ depositId: reply.body.deposit.id as string, propertyId: property.id });
      hooks.push(await subscribe(person, ['deposit.deadline_near']));
    }
    const preferences = await quiet.visitor.put('/api/notification-preferences', { reminderEmails: false });
    expect(preferences.body.preferences.reminderEmails).toBe(false);

    await remindersRun(new Date('2033-02-16T08:00:00Z'));
    for (const hook of hooks) expect(await payloadsOf(hook)).toEqual([]);

    await remindersRun(new Date('2033-02-17T00:01:00Z'));
    await remindersRun(new Date('2033-02-17T00:02:00Z'));
    await remindersRun(new Date('2033-02-19T08:00:00Z'));
    for (const [index, hook] of hooks.entries())
      expect(await payloadsOf(hook)).toEqual([
        {
          type: 'deposit.deadline_near',
          timestamp: '2033-02-17T00:01:00.000Z',
          data: { ...depositIds[index], dueOn: '2033-02-20', daysLeft: 3 },
        },
      ]);
    expect(t.mail.count(renter.email, /^Reminder: Deposit for Cedar House/)).toBe(1);
    expect(t.mail.count(quiet.email, /^Reminder: Deposit for Cedar House/)).toBe(0);
  });

  it('is sent again for a new deadline, and not for a deposit that came back or whose deadline passed', async () => {
    const renter = await signedInRenter(t, 'events-deposit-moved');
    const hook = await subscribe(renter, ['deposit.deadline_near']);
    const property = await createProperty(renter.visitor, 'Elm Cottage');
    const fields = { amount: '1500', moveOutDate: '2034-01-10', jurisdiction: 'other' };
    const created = await renter.visitor.post('/api/deposits', {
      propertyId: property.id,
      ...fields,
      customDeadline: '2034-02-20',
    });
    const depositId = created.body.deposit.id as string;

    await remindersRun(new Date('2034-02-18T08:00:00Z'));
    const moved = await renter.visitor.put(`/api/deposits/${depositId}`, {
      ...fields,
      customDeadline: '2034-02-21',
      version: 1,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    await remindersRun(new Date('2034-02-18T09:00:00Z'));
    expect((await payloadsOf(hook)).map((p) => p.data)).toEqual([
      { depositId, propertyId: property.id, dueOn: '2034-02-20', daysLeft: 2 },
      { depositId, propertyId: property.id, dueOn: '2034-02-21', daysLeft: 3 },
    ]);

    await renter.visitor.put(`/api/deposits/${depositId}`, {
      ...fields,
      customDeadline: '2034-03-01',
      returnedAmount: '1500',
      returnedOn: '2034-02-18',
      version: 2,
    });
    await remindersRun(new Date('2034-02-26T09:00:00Z'));
    await remindersRun(new Date('2034-03-05T09:00:00Z'));
    expect(await payloadsOf(hook)).toHaveLength(2);
  });
});
