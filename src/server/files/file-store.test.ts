import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalFileStore, finishedKey, isUnfinishedWrite } from './file-store';

let root: string;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'rentproof-store-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the local file store', () => {
  it('stores the whole file under its name and leaves no temporary file beside it', async () => {
    const store = createLocalFileStore(root);
    const bytes = new TextEncoder().encode('the original bytes');
    await store.put('users/u1/photos/p1/original', bytes);
    await store.put('users/u1/photos/p1/original', bytes);
    expect(readFileSync(path.join(root, 'users/u1/photos/p1/original'), 'utf8')).toBe('the original bytes');
    expect(readdirSync(path.join(root, 'users/u1/photos/p1'))).toEqual(['original']);
  });

  it('stores a file streamed in chunks whole, returning its size, and nothing when the chunks fail', async () => {
    const store = createLocalFileStore(root);
    async function* chunks(fail = false) {
      yield new TextEncoder().encode('first ');
      if (fail) throw new Error('the source broke');
      yield new TextEncoder().encode('second');
    }
    expect(await store.putStream('users/u1/exports/e1.zip', chunks())).toBe(12);
    expect(readFileSync(path.join(root, 'users/u1/exports/e1.zip'), 'utf8')).toBe('first second');
    await expect(store.putStream('users/u1/exports/e2.zip', chunks(true))).rejects.toThrow(
      'the source broke',
    );
    expect(readdirSync(path.join(root, 'users/u1/exports'))).toEqual(['e1.zip']);
  });

  it('lists every file under a prefix with its last change, the files of a folder together', async () => {
    const store = createLocalFileStore(root);
    const before = Date.now() - 1000;
    for (const key of [
      'users/u1/photos/b/thumb.webp',
      'users/u1/documents/d1',
      'users/u1/photos/a/original',
      'users/u1/photos/b/original',
    ]) {
      await store.put(key, new Uint8Array([1]));
    }
    const listed = [];
    for await (const file of store.list('users/u1/photos/')) listed.push(file);
    expect(listed.map((file) => file.key)).toEqual([
      'users/u1/photos/a/original',
      'users/u1/photos/b/original',
      'users/u1/photos/b/thumb.webp',
    ]);
    for (const file of listed) expect(file.lastModified.getTime()).toBeGreaterThan(before);
    const nothing = [];
    for await (const file of store.list('users/nobody/')) nothing.push(file);
    expect(nothing).toEqual([]);
  });

  it('refuses a key that leaves the store', async () => {
    await expect(createLocalFileStore(root).put('../outside', new Uint8Array([1]))).rejects.toThrow(
      /escapes/,
    );
  });

  it('names unfinished writes so that a sweep knows what they were meant to become', () => {
    expect(isUnfinishedWrite('users/u/documents/d1.0123456789abcdef.partial')).toBe(true);
    expect(isUnfinishedWrite('users/u/documents/d1')).toBe(false);
    expect(finishedKey('users/u/photos/p/thumb.webp.0123456789abcdef.partial')).toBe(
      'users/u/photos/p/thumb.webp',
    );
    expect(finishedKey('users/u/documents/d1')).toBe('users/u/documents/d1');
  });
});
