import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * fflate writes no ZIP64 records, so offsets past 4 GiB would silently corrupt an archive: a ZIP
 * that would outgrow this stops with the caller's error.
 */
export const ZIP_MAX_BYTES = 4 * 1024 ** 3 - 16 * 1024 ** 2;

/** A web stream's chunks; stopping early (a failure, a closed download) still closes the file. */
export async function* chunksOf(stream: ReadableStream<Uint8Array>) {
  const reader = stream.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      yield value;
    }
  } finally {
    await reader.cancel();
  }
}

/**
 * fflate's streaming ZIP writing into a Node stream, waiting whenever the reader (or the disk) is
 * behind, so no archive is ever held in memory. The evidence bundle and the data export use it.
 */
export function openZipStream(output: Writable, tooLarge: () => Error) {
  let failure: Error | null = null;
  let written = 0;
  const zip = new Zip((error, chunk, final) => {
    if (error) {
      failure = error;
      return;
    }
    output.write(chunk);
    if (final) output.end();
  });
  const check = () => {
    if (failure) throw failure;
    if (output.destroyed) throw new Error('The ZIP was closed before its end');
  };
  return {
    /** Adds one file, returning the SHA-256 and size of the bytes that went into the ZIP. */
    async add(
      name: string,
      chunks: AsyncIterable<Uint8Array> | Iterable<Uint8Array>,
      modified: Date,
      options: { deflate?: boolean } = {},
    ) {
      const entry = options.deflate ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      entry.mtime = modified;
      zip.add(entry);
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of chunks) {
        hash.update(chunk);
        bytes += chunk.byteLength;
        written += chunk.byteLength;
        if (written > ZIP_MAX_BYTES) throw tooLarge();
        entry.push(chunk as Uint8Array<ArrayBuffer>);
        check();
        await drained(output);
      }
      entry.push(new Uint8Array(0), true);
      check();
      return { sha256: hash.digest('hex'), bytes };
    },
    end() {
      zip.end();
      check();
    },
  };
}

function drained(output: Writable): Promise<void> | undefined {
  if (!output.writableNeedDrain) return undefined;
  return new Promise((resolve, reject) => {
    const onDrain = () => {
      stop();
      resolve();
    };
    const onClose = () => {
      stop();
      reject(new Error('The ZIP was closed before its end'));
    };
    const stop = () => {
      output.off('drain', onDrain);
      output.off('close', onClose);
    };
    output.on('drain', onDrain);
    output.on('close', onClose);
  });
}
