import 'fake-indexeddb/auto';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  countWaiting,
  type DeviceQueueEntry,
  drainDeviceQueue,
  enqueuePhotos,
  listQueuedPhotos,
  retryQueuedPhoto,
  type SendQueuedPhoto,
} from './device-queue';

const FIELDS = {
  propertyId: '8a1c2f4e-1b2c-4d3e-8f90-1a2b3c4d5e6f',
  stage: 'move-in',
  area: 'Kitchen',
  notes: '',
};
const CAPTURED = Date.UTC(2026, 2, 1, 14, 16);
const NOW = Date.UTC(2026, 2, 2, 9, 0);

const jpeg = (name: string, text = `the bytes of ${name}`) =>
  new File([new TextEncoder().encode(text)], name, { type: 'image/jpeg', lastModified: CAPTURED });

/** A sender that records what it sent and answers as told (a status, or 201). */
function sender(status = 201) {
  const sent: DeviceQueueEntry[] = [];
  const send: SendQueuedPhoto = async (entry, onProgress) => {
    sent.push(entry);
    await new Promise((resolve) => setTimeout(resolve, 5));
    onProgress(1);
    if (status < 200 || status >= 300)
      throw Object.assign(new Error(`Refused with ${status}`), { status, code: 'REFUSED' });
  };
  return { send, sent };
}

// Each test has its own person, so the queue's other entries are another person's.
let people = 0;
const aPerson = () => `user-${(people += 1)}`;

describe('the device queue', () => {
  it('keeps the bytes, the fields and the facts the device computed when the photo was kept', async () => {
    const userId = aPerson();
    const [entry] = await enqueuePhotos(
      userId,
      { ...FIELDS, maintenanceItemId: undefined },
      [jpeg('kitchen.jpg')],
      {
        now: NOW,
      },
    );
    const [listed] = await listQueuedPhotos(userId);
    expect(listed).toEqual({
      id: entry!.id,
      userId,
      fields: FIELDS,
      name: 'kitchen.jpg',
      type: 'image/jpeg',
      size: 24,
      deviceSha256: createHash('sha256').update('the bytes of kitchen.jpg').digest('hex'),
      deviceCapturedAt: '2026-03-01T14:16:00.000Z',
      idempotencyKey: entry!.idempotencyKey,
      queuedAt: NOW,
      attempts: 0,
      nextAttemptAt: NOW,
      claimedUntil: 0,
    });
    const { send, sent } = sender();
    await drainDeviceQueue({ userId, send, now: () => NOW });
    expect(await sent[0]!.blob.text()).toBe('the bytes of kitchen.jpg');
  });

  it('sends each due photo once and lets it leave the device on a 2xx', async () => {
    const userId = aPerson();
    await enqueuePhotos(userId, FIELDS, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')], { now: NOW });
    const { send, sent } = sender(201);
    expect(await drainDeviceQueue({ userId, send, now: () => NOW })).toEqual({
      sent: 3,
      later: 0,
      refused: 0,
      left: 0,
    });
    expect(sent.map((entry) => entry.name).sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
    expect(await listQueuedPhotos(userId)).toEqual([]);
  });

  it('waits longer after each failed attempt, with the same key, and sends again once due', async () => {
    const userId = aPerson();
    await enqueuePhotos(userId, FIELDS, [jpeg('hall.jpg')], { now: NOW });
    const offline = sender(0);
    let now = NOW;
    const waits: number[] = [];
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await drainDeviceQueue({ userId, send: offline.send, now: () => now })).toMatchObject({
        later: 1,
        left: 1,
      });
      const [photo] = await listQueuedPhotos(userId);
      expect(photo).toMatchObject({ attempts: attempt, claimedUntil: 0 });
      waits.push(photo!.nextAttemptAt - now);
      // Not due yet: nothing is sent.
      expect(await drainDeviceQueue({ userId, send: offline.send, now: () => now + 1000 })).toMatchObject({
        later: 0,
      });
      now = photo!.nextAttemptAt;
    }
    expect(waits[0]).toBeGreaterThanOrEqual(1500);
    expect(waits[0]).toBeLessThanOrEqual(2500);
    for (let i = 1; i < waits.length; i += 1) expect(waits[i]).toBeGreaterThan(waits[i - 1]!);
    expect(new Set(offline.sent.map((entry) => entry.idempotencyKey)).size).toBe(1);
    expect(offline.sent).toHaveLength(4);

    const online = sender(201);
    expect(await drainDeviceQueue({ userId, send: online.send, now: () => now })).toMatchObject({
      sent: 1,
      left: 0,
    });
    expect(online.sent[0]!.idempotencyKey).toBe(offline.sent[0]!.idempotencyKey);
  });

  it('keeps a refused photo with its reason and stops sending it until the person tries again', async () => {
    const userId = aPerson();
    await enqueuePhotos(userId, FIELDS, [jpeg('bath.jpg')], { now: NOW });
    const refusing = sender(422);
    expect(await drainDeviceQueue({ userId, send: refusing.send, now: () => NOW })).toEqual({
      sent: 0,
      later: 0,
      refused: 1,
      left: 0,
    });
    const [photo] = await listQueuedPhotos(userId);
    expect(photo!.refusal).toEqual({ code: 'REFUSED', message: 'Refused with 422' });
    expect(await countWaiting(userId)).toBe(0);

    await drainDeviceQueue({ userId, send: refusing.send, now: () => NOW + 3_600_000 });
    expect(refusing.sent).toHaveLength(1);

    await retryQueuedPhoto(photo!.id);
    const accepting = sender(201);
    expect(await drainDeviceQueue({ userId, send: accepting.send, now: () => NOW })).toMatchObject({
      sent: 1,
    });
    // The refused key is answered with the same refusal for a day: a retry sends a new one.
    expect(accepting.sent[0]!.idempotencyKey).not.toBe(refusing.sent[0]!.idempotencyKey);
  });

  it('sends a photo once when two drains run at the same time (two tabs, or a tab and the service worker)', async () => {
    const userId = aPerson();
    await enqueuePhotos(userId, FIELDS, [jpeg('a.jpg'), jpeg('b.jpg'), jpeg('c.jpg')], { now: NOW });
    const { send, sent } = sender(201);
    const results = await Promise.all([
      drainDeviceQueue({ userId, send, now: () => NOW }),
      drainDeviceQueue({ userId, send, now: () => NOW }),
    ]);
    expect(results[0]!.sent + results[1]!.sent).toBe(3);
    expect(sent.map((entry) => entry.name).sort()).toEqual(['a.jpg', 'b.jpg', 'c.jpg']);
  });

  it('leaves a photo kept for a caller that sends it at once to that caller', async () => {
    const userId = aPerson();
    await enqueuePhotos(userId, FIELDS, [jpeg('a.jpg')], { now: NOW, claimed: true });
    const { send, sent } = sender(201);
    expect(await drainDeviceQueue({ userId, send, now: () => NOW + 1000 })).toMatchObject({
      sent: 0,
      left: 1,
    });
    // The caller closed the tab: after the claim runs out, a drain sends it.
    expect(await drainDeviceQueue({ userId, send, now: () => NOW + 3 * 60_000 })).toMatchObject({ sent: 1 });
    expect(sent).toHaveLength(1);
  });

  it("never sends another person's photos, and keeps them for when that person signs in again", async () => {
    const first = aPerson();
    const second = aPerson();
    await enqueuePhotos(first, FIELDS, [jpeg('theirs.jpg')], { now: NOW });
    const { send, sent } = sender(201);
    expect(await drainDeviceQueue({ userId: second, send, now: () => NOW })).toEqual({
      sent: 0,
      later: 0,
      refused: 0,
      left: 0,
    });
    expect(sent).toEqual([]);
    expect(await countWaiting(first)).toBe(1);
  });
});
