/**
 * What the device says of a photo before sending it (docs/product.md §6.2): the SHA-256 of its
 * bytes, which the server checks against what arrived, and the device's time for the file (its
 * last-modified time, when a phone's camera wrote it).
 */
export async function deviceFacts(file: File): Promise<{ deviceSha256?: string; deviceCapturedAt: string }> {
  const deviceCapturedAt = new Date(file.lastModified).toISOString();
  // Web Crypto exists only on https and localhost: elsewhere the server's own hash stands alone.
  if (!globalThis.crypto?.subtle) return { deviceCapturedAt };
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', await file.arrayBuffer()));
  const deviceSha256 = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return { deviceSha256, deviceCapturedAt };
}
