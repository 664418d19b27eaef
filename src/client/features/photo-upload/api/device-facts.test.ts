import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { deviceFacts } from './device-facts';

describe('deviceFacts', () => {
  it("gives the file's SHA-256 as the server writes it, and the device's time for the file", async () => {
    const bytes = new TextEncoder().encode('not really a photo, but bytes all the same');
    const file = new File([bytes], 'IMG_0001.jpg', {
      type: 'image/jpeg',
      lastModified: Date.UTC(2026, 2, 1, 14, 16),
    });
    expect(await deviceFacts(file)).toEqual({
      deviceSha256: createHash('sha256').update(bytes).digest('hex'),
      deviceCapturedAt: '2026-03-01T14:16:00.000Z',
    });
  });
});
