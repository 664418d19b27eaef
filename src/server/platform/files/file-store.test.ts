import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, type FileStore, finishedKey, isUnfinishedWrite } from './file-store';
import { createS3FileStore } from './s3-file-store';
import { S3_TEST_CREDENTIALS, startS3TestServer } from './s3-test-server';

const MiB = 1024 * 1024;
const BUCKET = 'rentproof-test';

/** s3rver with the test bucket, and a store on it or on another bucket. */
async function startS3rver() {
  const server = await startS3TestServer(BUCKET);
  const storeIn = (bucket: string) =>
    createS3FileStore({
      bucket,
      endpoint: server.endpoint,
      region: 'us-east-1',
      credentials: S3_TEST_CREDENTIALS,
      forcePathStyle: true,
    });
  return { ...server, store: storeIn(BUCKET), storeIn };
}

type Driver = {
  name: string;
  create(): Promise<{ store: FileStore; cleanup(): Promise<void> }>;
};

const drivers: Driver[] = [
  {
    name: 'on local disk',
    async create() {
      const root = await mkdtemp(path.join(tmpdir(), 'rentproof-store-'));
      return {
        store: createLocalFileStore(root),
        cleanup: () => rm(root, { recursive: true, force: true }),
      };
    },
  },
  {
    name: 'in an S3 bucket (s3rver)',
    async create() {
      const s3 = await startS3rver();
      return { store: s3.store, cleanup: s3.stop };
    },
  },
];

async function read(store: FileStore, key: string) {
  const file = await store.open(key);
  if (!file) return null;
  const text = await new Response(file.stream).text();
  return { text, size: file.size };
}

async function listed(store: FileStore, prefix: string) {
  const files = [];
  for await (const file of store.list(prefix)) files.push(file);
  return files;
}

const bytesOf = (text: string) => new TextEncoder().encode(text);

async function* chunks(fail = false) {
  yield bytesOf('first ');
  if (fail) throw new Error('the source broke');
  yield bytesOf('second');
}

describe.each(drivers)('the file store $name', ({ create }) => {
  let store: FileStore;
  let cleanup: () => Promise<void>;
  beforeEach(async () => {
    ({ store, cleanup } = await create());
  });
  afterEach(() => cleanup());

  it('stores the whole file under its name, replacing it, and leaves nothing beside it', async () => {
    await store.put('users/u1/photos/p1/original', bytesOf('the first bytes'));
    await store.put('users/u1/photos/p1/original', bytesOf('the original bytes'));
    expect(await read(store, 'users/u1/photos/p1/original')).toEqual({
      text: 'the original bytes',
      size: 18,
    });
    expect((await listed(store, 'users/u1/photos/p1/')).map((file) => file.key)).toEqual([
      'users/u1/photos/p1/original',
    ]);
  });

  it('stores a file streamed in chunks whole, returning its size, and nothing when the chunks fail', async () => {
    expect(await store.putStream('users/u1/exports/e1.zip', chunks())).toBe(12);
    expect(await read(store, 'users/u1/exports/e1.zip')).toEqual({ text: 'first second', size: 12 });
    await expect(store.putStream('users/u1/exports/e2.zip', chunks(true))).rejects.toThrow(
      'the source broke',
    );
    expect(await store.open('users/u1/exports/e2.zip')).toBeNull();
    expect((await listed(store, 'users/u1/exports/')).map((file) => file.key)).toEqual([
      'users/u1/exports/e1.zip',
    ]);
  });

  it('opens a missing file as null, and deletes one without complaint', async () => {
    expect(await store.open('users/u1/documents/none')).toBeNull();
    await store.delete('users/u1/documents/none');
    await store.put('users/u1/documents/d1', bytesOf('kept'));
    await store.delete('users/u1/documents/d1');
    expect(await store.open('users/u1/documents/d1')).toBeNull();
  });

  it('opens a range of a file, both ends included, and a missing file as null', async () => {
    await store.put('users/u1/videos/v1/served.mp4', bytesOf('0123456789'));
    const range = await store.openRange('users/u1/videos/v1/served.mp4', 2, 5);
    expect(range && (await new Response(range).text())).toBe('2345');
    const last = await store.openRange('users/u1/videos/v1/served.mp4', 9, 9);
    expect(last && (await new Response(last).text())).toBe('9');
    expect(await store.openRange('users/u1/videos/none', 0, 1)).toBeNull();
  });

  it('lists every file under a prefix with its last change, the files of a folder together', async () => {
    const before = Date.now() - 1000;
    for (const key of [
      'users/u1/photos/b/thumb.webp',
      'users/u1/documents/d1',
      'users/u1/photos/a/original',
      'users/u1/photos/b/original',
    ]) {
      await store.put(key, new Uint8Array([1]));
    }
    const files = await listed(store, 'users/u1/photos/');
    expect(files.map((file) => file.key)).toEqual([
      'users/u1/photos/a/original',
      'users/u1/photos/b/original',
      'users/u1/photos/b/thumb.webp',
    ]);
    for (const file of files) expect(file.lastModified.getTime()).toBeGreaterThan(before);
    expect(await listed(store, 'users/nobody/')).toEqual([]);
  });

  it("lists what the orphan sweep reads: every user's files, each record's together, with its last change", async () => {
    // S3 keeps whole seconds: the lower bound is the second the writes began in.
    const start = Math.floor(Date.now() / 1000) * 1000;
    const keys = [
      'users/u2/photos/p9/original',
      'users/u1/photos/p2/thumb.webp',
      'users/u1/documents/d1.0123456789abcdef.partial',
      'users/u1/photos/p1/original',
      'users/u1/photos/p2/original',
      'users/u1/exports/e1.zip',
      'users/u1/photos/p1/large.webp',
    ];
    for (const key of keys) await store.put(key, new Uint8Array([1]));
    const end = Date.now();
    const files = await listed(store, 'users/');
    expect(files.map((file) => file.key)).toEqual([...keys].sort());
    for (const file of files) {
      expect(file.lastModified.getTime()).toBeGreaterThanOrEqual(start);
      expect(file.lastModified.getTime()).toBeLessThanOrEqual(end);
    }
  });

  it('deletes a folder and everything under it, and no neighbour whose name begins the same', async () => {
    for (const key of [
      'users/u1/photos/a/original',
      'users/u1/photos/a/thumb.webp',
      'users/u1/photos/ab/original',
      'users/u1/documents/d1',
      'users/u10/documents/d1',
    ]) {
      await store.put(key, new Uint8Array([1]));
    }
    await store.deletePrefix('users/u1/photos/a');
    expect((await listed(store, 'users/u1/')).map((file) => file.key)).toEqual([
      'users/u1/documents/d1',
      'users/u1/photos/ab/original',
    ]);
    await store.deletePrefix('users/u1/');
    await store.deletePrefix('users/nobody/');
    expect(await listed(store, 'users/u1/')).toEqual([]);
    expect((await listed(store, 'users/u10/')).map((file) => file.key)).toEqual(['users/u10/documents/d1']);
  });

  it('refuses a key that leaves the store', async () => {
    for (const key of ['../outside', '/etc/outside']) {
      await expect(store.put(key, new Uint8Array([1]))).rejects.toThrow(/escapes/);
    }
    await expect(store.putStream('../outside', chunks())).rejects.toThrow(/escapes/);
  });

  it('says it is ready to take files', async () => {
    await expect(store.check()).resolves.toBeUndefined();
  });
});

describe('the S3 file store', () => {
  let s3: Awaited<ReturnType<typeof startS3rver>>;
  beforeEach(async () => {
    s3 = await startS3rver();
  });
  afterEach(() => s3.stop());

  async function* generated(total: number, failAfter = Infinity) {
    for (let sent = 0; sent < total; sent += MiB) {
      if (sent >= failAfter) throw new Error('the source broke');
      yield randomBytes(MiB);
    }
  }

  it('stores a stream larger than one part in several parts and reads it back byte for byte', async () => {
    const sent = createHash('sha256');
    const source = (async function* () {
      for await (const chunk of generated(17 * MiB)) {
        sent.update(chunk);
        yield chunk;
      }
    })();
    expect(await s3.store.putStream('users/u1/exports/big.zip', source)).toBe(17 * MiB);
    expect(s3.multipartCalls).toEqual(['create']);
    const file = await s3.store.open('users/u1/exports/big.zip');
    expect(file?.size).toBe(17 * MiB);
    const received = createHash('sha256');
    for await (const chunk of file!.stream) received.update(chunk);
    expect(received.digest('hex')).toBe(sent.digest('hex'));
    expect(await s3.unfinishedUploads()).toEqual([]);
  });

  it('sends no checksum headers with an upload, which several S3-compatible services refuse', async () => {
    await s3.store.put('users/u1/documents/d1', bytesOf('a lease'));
    await s3.store.putStream('users/u1/exports/e1.zip', generated(9 * MiB));
    expect(s3.multipartCalls).toEqual(['create']);
    expect(s3.checksumHeaders).toEqual([]);
    await s3.store.deletePrefix('users/u1/');
    expect(await s3.store.open('users/u1/documents/d1')).toBeNull();
  });

  it('leaves no object and no unfinished upload when the chunks fail after the first part', async () => {
    await expect(
      s3.store.putStream('users/u1/exports/broken.zip', generated(17 * MiB, 9 * MiB)),
    ).rejects.toThrow('the source broke');
    expect(s3.multipartCalls).toEqual(['create', 'abort']);
    expect(await s3.unfinishedUploads()).toEqual([]);
    expect(await s3.store.open('users/u1/exports/broken.zip')).toBeNull();
  });

  it('opens a missing file as null, but a missing bucket is an error', async () => {
    expect(await s3.store.open('users/u1/documents/none')).toBeNull();
    await expect(s3.storeIn('no-such-bucket').open('users/u1/documents/none')).rejects.toThrow(
      /bucket does not exist/,
    );
  });

  it('is not ready when its bucket does not exist', async () => {
    await expect(s3.storeIn('no-such-bucket').check()).rejects.toThrow();
  });

  it('refuses a key with a parent step inside it, which S3 would take literally', async () => {
    await expect(s3.store.put('users/u1/../u2/documents/d1', new Uint8Array([1]))).rejects.toThrow(
      'File key escapes the store: users/u1/../u2/documents/d1',
    );
    await expect(s3.store.deletePrefix('')).rejects.toThrow(/escapes/);
  });
});

describe('unfinished writes on disk', () => {
  it('are named so that a sweep knows what they were meant to become', () => {
    expect(isUnfinishedWrite('users/u/documents/d1.0123456789abcdef.partial')).toBe(true);
    expect(isUnfinishedWrite('users/u/documents/d1')).toBe(false);
    expect(finishedKey('users/u/photos/p/thumb.webp.0123456789abcdef.partial')).toBe(
      'users/u/photos/p/thumb.webp',
    );
    expect(finishedKey('users/u/documents/d1')).toBe('users/u/documents/d1');
  });
});
