const HEX = /^(?:[0-9a-f]{2})+$/i;

/** Bytes from hex, upper or lower case; anything else (odd length, other characters) throws. */
export function hexToBytes(hex: string): Uint8Array<ArrayBuffer> {
  if (!HEX.test(hex)) throw new Error(`Not a hexadecimal byte string: '${hex.slice(0, 80)}'.`);
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** Lower-case hex, as every hash in the evidence manifest is written. */
export function bytesToHex(bytes: Uint8Array): string {
  let hex = '';
  for (const byte of bytes) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
