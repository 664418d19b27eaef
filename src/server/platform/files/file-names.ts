const MAX_NAME_LENGTH = 255;

// Control characters (C0, DEL, C1), the bidirectional marks, embeddings, overrides and isolates
// that can make "invoice\u202Efdp.exe" read as "invoiceexe.pdf", and lone surrogates (no UTF-8).
const UNWANTED =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * The name to keep for an uploaded file: its last path segment, without control or bidirectional
 * formatting characters, at most 255 characters (keeping the extension). Falls back when nothing
 * is left.
 */
export function cleanFileName(name: string, fallback: string): string {
  const base = (name.split(/[\\/]/).pop() ?? '').replace(UNWANTED, '').trim();
  if (!base || base === '.' || base === '..') return fallback;
  if (base.length <= MAX_NAME_LENGTH) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 16 ? base.slice(dot) : '';
  // Never cut an emoji (a surrogate pair) in half.
  const stem = base.slice(0, MAX_NAME_LENGTH - extension.length).replace(/[\ud800-\udbff]$/, '');
  return stem + extension;
}

/** A Content-Disposition header that carries any name safely (RFC 6266 / RFC 5987). */
export function attachmentHeader(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * A file name part from free text: lower-case letters, digits and dashes, at most 40 characters.
 * The evidence bundle's files and the reports' PDFs are named with it, so it sits here, below both,
 * and reports/ does not import evidence/ for it (issue 36).
 */
export function slug(text: string) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40)
    .replace(/-+$/, '');
}
