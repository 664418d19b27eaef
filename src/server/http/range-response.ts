import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { AppError, notFound } from './errors';

/** Both ends included, as in a Range header. */
export type ByteRange = { start: number; end: number };

const SINGLE_RANGE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks for in a file of `size` bytes (RFC 9110 §14): `bytes=a-b`,
 * `bytes=a-` or the last n bytes `bytes=-n`, an end past the file cut to its last byte. `undefined`
 * when there is no header, or one this server ignores as the RFC allows (several ranges, another
 * unit, a malformed one): the whole file is then the answer. `null` when no byte of the file is in
 * the range asked for (416).
 */
export function parseByteRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const match = header?.trim().match(SINGLE_RANGE);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    const length = Number(last);
    if (length === 0 || size === 0) return null;
    return { start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? Number.POSITIVE_INFINITY : Number(last);
  if (end < start) return undefined;
  if (start >= size) return null;
  return { start, end: Math.min(end, size - 1) };
}

/** A stored file opened whole (no range) or in part, with its type; null when it is not stored. */
export type OpenStoredFile = (
  range: ByteRange | undefined,
) => Promise<{ stream: ReadableStream<Uint8Array>; contentType: string } | null>;

/**
 * Answers a stored file of known size with HTTP range support, as a video player asks for it: 200
 * with the whole file, 206 with the range asked for and its `Content-Range`, or 416 when the range
 * lies past the end. `what` names the file in the 404 when it is missing from the store.
 */
export async function answerStoredFile(
  c: Context<AppEnv>,
  file: { size: number; what: string; open: OpenStoredFile },
) {
  const range = parseByteRange(c.req.header('range'), file.size);
  c.header('Accept-Ranges', 'bytes');
  if (range === null) {
    c.header('Content-Range', `bytes */${file.size}`);
    throw new AppError(
      416,
      'RANGE_NOT_SATISFIABLE',
      `The range asked for lies outside the file, which has ${file.size} bytes.`,
    );
  }
  const opened = await file.open(range);
  if (!opened) throw notFound(file.what);
  c.header('Content-Type', opened.contentType);
  if (!range) {
    c.header('Content-Length', String(file.size));
    return c.body(opened.stream, 200);
  }
  c.header('Content-Length', String(range.end - range.start + 1));
  c.header('Content-Range', `bytes ${range.start}-${range.end}/${file.size}`);
  return c.body(opened.stream, 206);
}
