import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStore, StoredFile } from './file-store';

export type S3FileStoreOptions = {
  bucket: string;
  /** An S3-compatible service's address; AWS itself when unset. */
  endpoint: string | undefined;
  region: string;
  /** Unset: the SDK's default credential chain (environment, profile, instance role). */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** Bucket in the path rather than the host name, as most S3-compatible services want. */
  forcePathStyle: boolean;
};

const PART_SIZE = 8 * 1024 * 1024;
const PARTS_IN_FLIGHT = 2;
// DeleteObjects takes at most this many keys a request.
const DELETE_BATCH = 1000;

/**
 * The file store in an S3 bucket. An object appears only once its PUT or its multipart upload
 * completes, so there is no temporary name to rename: a failed write leaves nothing under its key.
 * There is no full disk either: a quota refusal is an ordinary error, never a StorageFullError.
 */
export function createS3FileStore(options: S3FileStoreOptions): FileStore {
  const client = new S3Client({
    endpoint: options.endpoint,
    region: options.region,
    credentials: options.credentials,
    forcePathStyle: options.forcePathStyle,
    // By default the SDK adds CRC32 checksum headers to every upload, which several S3-compatible
    // services refuse, and frames a streamed body with a trailing checksum that s3rver stores as
    // part of the file. Checksums are then sent only where an operation demands one (DeleteObjects).
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });
  const Bucket = options.bucket;

  /** Every object under the folder `prefix`, a page of the listing at a time. */
  async function* objectsUnder(prefix: string) {
    let ContinuationToken: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket, Prefix: folderPrefix(prefix), ContinuationToken }),
      );
      yield* page.Contents ?? [];
      ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (ContinuationToken);
  }

  async function deleteBatch(keys: string[]) {
    const answer = await client.send(
      new DeleteObjectsCommand({
        Bucket,
        Delete: { Objects: keys.map((Key) => ({ Key })), Quiet: true },
      }),
    );
    // A batch answers 200 even when some of its keys could not be deleted.
    const failed = answer.Errors?.[0];
    if (failed)
      throw new Error(`Could not delete ${failed.Key ?? 'a file'}: ${failed.Message ?? failed.Code}`);
  }

  return {
    async put(key, data) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: data }));
    },
    async putStream(key, chunks) {
      const Key = checkKey(key);
      let size = 0;
      const body = Readable.from(
        (async function* () {
          for await (const chunk of chunks) {
            size += chunk.byteLength;
            yield chunk;
          }
        })(),
      );
      const upload = new Upload({
        client,
        params: { Bucket, Key, Body: body },
        partSize: PART_SIZE,
        queueSize: PARTS_IN_FLIGHT,
      });
      try {
        // On a failure lib-storage aborts the multipart upload, so no parts are left behind.
        await upload.done();
      } finally {
        // Closes the source too when the upload stopped before reading it all.
        body.destroy();
      }
      return size;
    },
    async open(key) {
      let answer;
      try {
        answer = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (!answer.Body) throw new Error(`No body in the answer for ${key}`);
      return {
        stream: answer.Body.transformToWebStream() as ReadableStream<Uint8Array>,
        size: answer.ContentLength ?? 0,
      };
    },
    async openRange(key, start, end) {
      let answer;
      try {
        answer = await client.send(
          new GetObjectCommand({ Bucket, Key: checkKey(key), Range: `bytes=${start}-${end}` }),
        );
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
      if (!answer.Body) throw new Error(`No body in the answer for ${key}`);
      return answer.Body.transformToWebStream() as ReadableStream<Uint8Array>;
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async deletePrefix(prefix) {
      let batch: string[] = [];
      for await (const { Key } of objectsUnder(prefix)) {
        if (!Key) continue;
        batch.push(Key);
        if (batch.length === DELETE_BATCH) {
          await deleteBatch(batch);
          batch = [];
        }
      }
      if (batch.length > 0) await deleteBatch(batch);
    },
    async *list(prefix): AsyncGenerator<StoredFile> {
      // S3 lists keys in byte order, which keeps the files of one folder together.
      for await (const { Key, LastModified } of objectsUnder(prefix)) {
        if (Key && LastModified) yield { key: Key, lastModified: LastModified };
      }
    },
    async check() {
      // Answers only when the bucket exists and the credentials may use it.
      await client.send(new HeadBucketCommand({ Bucket }));
    },
  };
}

/** Refuses a key that would mean something else on disk, so both stores take the same keys. */
function checkKey(key: string) {
  if (key === '' || key.startsWith('/') || key.split('/').includes('..')) {
    throw new Error(`File key escapes the store: ${key}`);
  }
  return key;
}

/**
 * A prefix names a folder, as on disk: without the slash, `users/u1` would also reach `users/u10/`.
 */
function folderPrefix(prefix: string) {
  const key = checkKey(prefix);
  return key.endsWith('/') ? key : `${key}/`;
}

// Some S3-compatible services answer a missing key with a bare 404; a missing bucket is a
// misconfiguration, not a missing file.
function isMissing(error: unknown) {
  return (
    error instanceof S3ServiceException &&
    error.name !== 'NoSuchBucket' &&
    (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404)
  );
}
