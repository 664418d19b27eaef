const MAX_NAME_LENGTH = 255;

/**
 * The name to keep for an uploaded file: its last path segment, without control characters,
 * at most 255 characters (keeping the extension). Falls back when nothing is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = (name.split(/[\\/]/).pop() ?? '').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!base || base === '.' || base === '..') return fallback;
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  return base.slice(0, MAX_NAME_LENGTH - extension.length) + extension;
}

/** A Content-Disposition header that carries any name safely (RFC 6266 / RFC 5987). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
