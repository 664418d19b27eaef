import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { createServer, type RequestListener } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// s3rver ships no types: only what is used here.
type S3rver = { configureBuckets(): Promise<void>; callback(): RequestListener };
const S3rver = createRequire(import.meta.url)('s3rver') as new (options: {
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rver;

/** The keys s3rver accepts. */
export const S3_TEST_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * Test support, never imported by the app: an S3-compatible server in the test's process (s3rver,
 * decision 030) with `bucket` made, in a folder of its own removed by `stop()`. s3rver sits behind a
 * server of ours for the two multipart calls it lacks (jamhall/s3rver#784): AbortMultipartUpload
 * is answered here by removing the upload's folder, where s3rver keeps the parts of an unfinished
 * upload, and `unfinishedUploads()` reads that folder in place of ListMultipartUploads. It also
 * records the multipart calls and the checksum headers it receives.
 */
export async function startS3TestServer(bucket: string) {
  const directory = await mkdtemp(path.join(tmpdir(), 'rentproof-s3-'));
  const s3rver = new S3rver({ directory, silent: true, configureBuckets: [{ name: bucket }] });
  await s3rver.configureBuckets();
  const handle = s3rver.callback();
  const uploadsFolder = path.join(directory, bucket, '._S3rver_uploads');
  const multipartCalls: string[] = [];
  const checksumHeaders: string[] = [];
  const server = createServer((request, response) => {
    const query = new URL(request.url ?? '/', 'http://s3rver').searchParams;
    const uploadId = query.get('uploadId');
    // DeleteObjects is the one call that must carry a checksum.
    if (!query.has('delete')) {
      checksumHeaders.push(
        ...Object.keys(request.headers).filter((name) => /^x-amz-(sdk-)?checksum-/.test(name)),
      );
    }
    if (request.method === 'POST' && query.has('uploads')) multipartCalls.push('create');
    if (request.method === 'DELETE' && uploadId) {
      multipartCalls.push('abort');
      rm(path.join(uploadsFolder, path.basename(uploadId)), { recursive: true, force: true }).then(
        () => response.writeHead(204).end(),
        (error: Error) => response.destroy(error),
      );
      return;
    }
    handle(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    multipartCalls,
    checksumHeaders,
    unfinishedUploads: () => readdir(uploadsFolder).catch(() => []),
    async stop() {
      // Clients keep their connections open; the server would wait for them.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await rm(directory, { recursive: true, force: true });
    },
  };
}
