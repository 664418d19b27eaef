import { mkdir, mkdtemp, rm, stat, symlink } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

// Longest Unix socket path Linux takes (108 bytes with the final NUL). Node silently cuts a longer
// one, which would lock some other path.
const MAX_SOCKET_PATH_BYTES = 100;
// Taking the lock (checking the old holder, removing a dead one's socket, listening) is done by one
// process at a time; the gate is a folder, made atomically. One older than this was left by a
// process that died within those few milliseconds.
const GATE_STALE_MS = 10_000;
const GATE_WAIT_MS = 5_000;
const HOLDER_ANSWER_MS = 2_000;

/**
 * PGlite has no guard against a second process opening the same directory, and writes were lost
 * when that happened. The lock is a Unix socket beside the directory that the holding process
 * listens on. The kernel stops the listener when the process ends, however it ends (kill -9
 * included), so the lock is held exactly while something answers on it; nothing depends on process
 * ids, which a container reuses (the app is pid 1 again after a restart) and which mean nothing
 * across containers sharing a volume (the socket does: same kernel, same file). A regular file left
 * by an older version never answers, so it is taken over like a dead holder's socket.
 *
 * Resolves to the function that releases the lock.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockFile = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  const server = net.createServer((socket) => socket.destroy());
  // Holding the lock must not keep the process alive.
  server.unref();

  await withGate(`${lockFile}.gate`, () =>
    withShortPath(lockFile, async (socketPath) => {
      try {
        await listen(server, socketPath);
        return;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      }
      if (await answers(socketPath)) {
        throw new Error(
          `The database in ${dataDir} is in use by another process. Stop it, or set DATABASE_URL to share a PostgreSQL server between processes.`,
        );
      }
      await rm(lockFile, { force: true });
      await listen(server, socketPath);
    }),
  );

  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await rm(lockFile, { force: true });
  };
}

function listen(server: net.Server, socketPath: string) {
  return new Promise<void>((resolve, reject) => {
    const fail = (error: Error) => reject(error);
    server.once('error', fail);
    server.listen(socketPath, () => {
      server.off('error', fail);
      resolve();
    });
  });
}

/** Whether a live process listens on the socket; a silent one counts as live (refusing is safe). */
function answers(socketPath: string) {
  return new Promise<boolean>((resolve, reject) => {
    const socket = net.connect(socketPath);
    socket.setTimeout(HOLDER_ANSWER_MS, () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => {
      if (['ECONNREFUSED', 'ENOENT', 'ENOTSOCK'].includes(error.code ?? '')) resolve(false);
      else reject(error);
    });
  });
}

async function withGate<T>(gate: string, work: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + GATE_WAIT_MS;
  for (;;) {
    try {
      await mkdir(gate);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const made = (await stat(gate).catch(() => null))?.mtimeMs ?? 0;
      if (Date.now() - made > GATE_STALE_MS) await rm(gate, { recursive: true, force: true });
      else if (Date.now() > deadline) throw new Error(`Timed out waiting for ${gate}`, { cause: error });
      else await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    return await work();
  } finally {
    await rm(gate, { recursive: true, force: true });
  }
}

/**
 * Runs `work` with a path to `file` short enough for a socket: the file itself, or the same file
 * through a short symbolic link to its folder (the socket is still made in the real folder).
 */
async function withShortPath<T>(file: string, work: (socketPath: string) => Promise<T>): Promise<T> {
  if (Buffer.byteLength(file) <= MAX_SOCKET_PATH_BYTES) return work(file);
  const shortDir = await mkdtemp(path.join(tmpdir(), 'rentproof-lock-'));
  try {
    await symlink(path.dirname(file), path.join(shortDir, 'd'));
    return await work(path.join(shortDir, 'd', path.basename(file)));
  } finally {
    await rm(shortDir, { recursive: true, force: true });
  }
}
