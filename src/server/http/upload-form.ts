import { createHash } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';
import type { Context } from 'hono';
import { makeTemporaryFolder } from '#server/platform/files/temporary-files';
import { AppError } from './errors';

/** The file of an upload form, written to a temporary file as it arrived. */
export type UploadedPart = {
  /** The name the sender gave it, as sent (clean it before showing or keeping it). */
  name: string;
  /** The type the sender declared; what the bytes are is the domain's check. */
  type: string;
  /** The temporary file, removed once the request is answered. */
  path: string;
  size: number;
  sha256: string;
};

/**
 * An upload form: its text fields (a file sent under a text field's name stands there as an empty
 * File, which no text schema accepts) and its one file, the field named `file`.
 */
export type UploadForm = { fields: Record<string, string | File>; file: UploadedPart | null };

/** An upload route's whole body limit and the message of its 413. */
export type UploadLimit = { maxSize: number; message: string };

/** Text fields are short: each, and all of them together, are held in memory. */
const FIELD_MAX_BYTES = 2 * 1024 * 1024;
const FIELDS_MAX_BYTES = 4 * 1024 * 1024;
const FIELDS_MAX = 100;
const FILES_MAX = 10;
const FORM_TYPES = new Set(['multipart/form-data', 'application/x-www-form-urlencoded']);
const UNREADABLE = 'The upload could not be read. Please try again.';
const FORM_TOO_LARGE = 'The request is too large.';

/**
 * A name as the browser meant it: it escapes line breaks and quotes in a part's header as %0A, %0D
 * and %22 (the HTML form encoding), which the Fetch API's form parser turned back, as this does.
 */
const unescapeName = (name: string) =>
  name.replace(/%0A/gi, '\n').replace(/%0D/gi, '\r').replace(/%22/g, '"');

type Upload = { limit: UploadLimit; form?: Promise<UploadForm>; folder?: Promise<string> };

const uploads = new WeakMap<Context, Upload>();

/** Marks this request as an upload with this limit; `disposeUpload` removes what it wrote. */
export function beginUpload(c: Context, limit: UploadLimit) {
  uploads.set(c, { limit });
}

/** Whether this request is an upload whose form `readUploadForm` reads. */
export const isUpload = (c: Context) => uploads.has(c);

/** Removes the temporary files of this request's form, once it has been answered. */
export async function disposeUpload(c: Context) {
  const upload = uploads.get(c);
  uploads.delete(c);
  if (!upload) return;
  await upload.form?.catch(() => undefined);
  const folder = await upload.folder?.catch(() => undefined);
  if (folder) await rm(folder, { recursive: true, force: true });
}

/**
 * The request's upload form, read once however many ask (the idempotency hash, the handler): as it
 * arrives, each file goes to a temporary file under DATA_DIR/tmp while its SHA-256 and size are
 * counted, so no file is ever whole in memory. Past the route's limit reading stops with a 413 (its
 * message); a form that cannot be read is a 400. A body that is not a form is an empty form, as
 * Hono's parseBody gave it.
 */
export function readUploadForm(c: Context): Promise<UploadForm> {
  const upload = uploads.get(c);
  if (!upload) throw new Error(`${c.req.method} ${c.req.path} is not an upload route`);
  upload.form ??= parseForm(c, upload);
  return upload.form;
}

/**
 * The body as a Node stream. Under @hono/node-server, the socket's own stream while nothing has
 * started reading it: the web stream Node 20 makes of it (Readable.toWeb) queues chunks without
 * bound. In tests (app.request) there is no socket, only the Request's web stream.
 */
function bodyOf(c: Context): { source: Readable; socket: boolean } | null {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  if (incoming && incoming.readableFlowing === null && !incoming.readableDidRead) {
    return { source: incoming, socket: true };
  }
  const body = c.req.raw.body;
  return body ? { source: Readable.fromWeb(body as NodeWebStream<Uint8Array>), socket: false } : null;
}

async function parseForm(c: Context, upload: Upload): Promise<UploadForm> {
  const type = c.req.header('content-type') ?? '';
  const form: UploadForm = { fields: {}, file: null };
  if (!FORM_TYPES.has(type.split(';')[0]?.trim().toLowerCase() ?? '')) return form;
  const body = bodyOf(c);
  if (!body) return form;
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': type },
      defParamCharset: 'utf8',
      limits: { fieldSize: FIELD_MAX_BYTES, fields: FIELDS_MAX, files: FILES_MAX },
    });
  } catch {
    throw new AppError(400, 'INVALID_UPLOAD', UNREADABLE);
  }
  const { source } = body;
  const writes: Promise<void>[] = [];
  let files = 0;
  let fieldBytes = 0;
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.byteLength;
      if (received > upload.limit.maxSize) done(new AppError(413, 'PAYLOAD_TOO_LARGE', upload.limit.message));
      else done(null, chunk);
    },
  });

  const parsed = new Promise<void>((resolve, reject) => {
    const fail = (error: unknown) => reject(error);
    const tooLarge = () => fail(new AppError(413, 'PAYLOAD_TOO_LARGE', FORM_TOO_LARGE));
    source.on('error', () => fail(new AppError(400, 'INVALID_UPLOAD', UNREADABLE)));
    // The sender went away before the end (a closed tab, a cut connection).
    source.on('close', () => {
      if (!source.readableEnded) fail(new AppError(400, 'INVALID_UPLOAD', UNREADABLE));
    });
    counter.on('error', fail);
    parser.on('error', () => fail(new AppError(400, 'INVALID_UPLOAD', UNREADABLE)));
    parser.on('fieldsLimit', tooLarge);
    parser.on('filesLimit', tooLarge);
    parser.on('field', (name, value, info) => {
      fieldBytes += Buffer.byteLength(value);
      if (info.valueTruncated || fieldBytes > FIELDS_MAX_BYTES) tooLarge();
      else form.fields[unescapeName(name)] = value;
    });
    parser.on('file', (name, stream, info) => {
      if (unescapeName(name) !== 'file') {
        form.fields[unescapeName(name)] = new File([], unescapeName(info.filename ?? ''));
        stream.resume();
        return;
      }
      files += 1;
      const write = writePart(upload, stream, `part-${files}`, info).then((part) => {
        form.file = part;
      });
      write.catch(fail);
      writes.push(write);
    });
    parser.on('close', () => resolve());
  });

  source.pipe(counter).pipe(partHeaderCleaner(type)).pipe(parser);
  try {
    await parsed;
    await Promise.all(writes);
    return form;
  } catch (error) {
    source.unpipe(counter);
    counter.destroy();
    parser.destroy();
    // The socket is left to Node, which answers the refusal; a web stream is cancelled.
    if (!body.socket) source.destroy();
    await Promise.allSettled(writes);
    throw error instanceof AppError ? error : new AppError(400, 'INVALID_UPLOAD', UNREADABLE);
  }
}

/** A part's headers end here; past this many bytes they are not headers but garbage. */
const HEADERS_END = Buffer.from('\r\n\r\n');
const HEADERS_MAX_BYTES = 16 * 1024;
// Control characters other than tab, CR and LF.
const isControl = (byte: number) =>
  (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d) || byte === 0x7f;

/**
 * Drops control characters from each part's headers, where a browser sends a file's name as it is
 * (only quotes and line breaks escaped): busboy refuses a header holding one, which the form parser
 * of the Fetch API accepted. A name is cleaned anyway before it is shown or kept (cleanFileName),
 * so `notice\u0000.txt` is stored as `notice.txt`, as before.
 */
function partHeaderCleaner(type: string): Transform {
  const boundary = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(type);
  const delimiter = Buffer.from(`--${boundary?.[1] ?? boundary?.[2]?.trim() ?? ''}`);
  let inHeaders = false;
  let pending: Buffer = Buffer.alloc(0);
  const clean = (bytes: Buffer) => Buffer.from(bytes.filter((byte) => !isControl(byte)));
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      let data = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      pending = Buffer.alloc(0);
      for (;;) {
        if (inHeaders) {
          const end = data.indexOf(HEADERS_END);
          if (end < 0 && data.length <= HEADERS_MAX_BYTES) {
            pending = data;
            break;
          }
          const cut = end < 0 ? data.length : end + HEADERS_END.length;
          this.push(clean(data.subarray(0, cut)));
          data = data.subarray(cut);
          inHeaders = false;
          continue;
        }
        const at = data.indexOf(delimiter);
        if (at < 0) {
          // The delimiter may begin at the end of this chunk: its start waits for the next.
          const keep = Math.min(data.length, delimiter.length - 1);
          this.push(data.subarray(0, data.length - keep));
          pending = Buffer.from(data.subarray(data.length - keep));
          break;
        }
        this.push(data.subarray(0, at + delimiter.length));
        data = data.subarray(at + delimiter.length);
        inHeaders = true;
      }
      done();
    },
    flush(done) {
      done(null, inHeaders ? clean(pending) : pending);
    },
  });
}

async function writePart(
  upload: Upload,
  stream: Readable,
  fileName: string,
  info: busboy.FileInfo,
): Promise<UploadedPart> {
  upload.folder ??= makeTemporaryFolder('upload');
  const file = path.join(await upload.folder, fileName);
  const hash = createHash('sha256');
  let size = 0;
  const hashing = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      size += chunk.byteLength;
      done(null, chunk);
    },
  });
  await pipeline(stream, hashing, createWriteStream(file, { flags: 'wx' }));
  return {
    name: unescapeName(info.filename ?? ''),
    type: info.mimeType,
    path: file,
    size,
    sha256: hash.digest('hex'),
  };
}
