const CERTIFICATE_BLOCK = /-----BEGIN CERTIFICATE-----([\s\S]*?)-----END CERTIFICATE-----/g;

/**
 * The DER bytes of each certificate in PEM text, in order; text around the blocks (a bundle's
 * comments, `subject=` lines) is ignored. A block whose body is not base64 throws.
 */
export function certificatesFromPem(pem: string): Uint8Array<ArrayBuffer>[] {
  return [...pem.matchAll(CERTIFICATE_BLOCK)].map(([, body]) => {
    const binary = atob((body ?? '').replace(/\s+/g, ''));
    return Uint8Array.from(binary, (char) => char.charCodeAt(0));
  });
}
