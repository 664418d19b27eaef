import { bytesToHex, hexToBytes } from './hex';

/** One step from a node towards the root: the sibling hashed with it, and on which side it stands. */
export type MerklePathStep = { sibling: string; side: 'left' | 'right' };

/** The steps from a leaf to the root, the leaf's own level first. */
export type MerklePath = MerklePathStep[];

export type MerkleTree = {
  /** The hex SHA-256 a Time-Stamping Authority stamps for the whole batch. */
  root: string;
  /** `paths[i]` leads from `leavesHex[i]` to the root. */
  paths: MerklePath[];
};

const LEAF_PREFIX = 0x00;
const NODE_PREFIX = 0x01;

/**
 * The Merkle tree over a batch of file hashes, so one timestamp proves the time of every file in it
 * and each file is checked with its own short path (decision 039).
 *
 * Construction, all hashes SHA-256 over bytes, written as lower-case hex:
 * - a leaf's hash is `H(0x00 || leaf bytes)`, where the leaf bytes are the file's SHA-256 (the
 *   hex given, decoded);
 * - a node's hash is `H(0x01 || left || right)` over its children's 32-byte hashes. The distinct
 *   prefixes (as in RFC 6962) mean a node can never be presented as a leaf, nor a leaf as a node;
 * - each level pairs its hashes from the left: (0, 1), (2, 3), …; a last, odd hash is promoted to
 *   the next level unchanged (it is not hashed with itself, so no step is recorded for it);
 * - the root is the single hash left. A one-leaf tree's root is that leaf's hash, `H(0x00 || leaf)`,
 *   and its path is empty.
 *
 * A path lists, from the leaf's level up, each sibling and its side: 'left' means the sibling's
 * hash comes first, `H(0x01 || sibling || current)`.
 */
export async function merkleTree(leavesHex: string[]): Promise<MerkleTree> {
  if (leavesHex.length === 0) throw new Error('A Merkle tree needs at least one leaf.');
  let level = await Promise.all(leavesHex.map((leaf) => hashLeaf(hexToBytes(leaf))));
  // Where each leaf's running hash sits in the current level.
  const positions = leavesHex.map((_, index) => index);
  const paths: MerklePath[] = leavesHex.map(() => []);
  while (level.length > 1) {
    const next: Uint8Array<ArrayBuffer>[] = [];
    for (let i = 0; i < level.length; i += 2) {
      const left = level[i]!;
      const right = level[i + 1];
      next.push(right ? await hashNode(left, right) : left);
    }
    positions.forEach((position, leaf) => {
      const siblingIndex = position % 2 === 0 ? position + 1 : position - 1;
      const sibling = level[siblingIndex];
      if (sibling) {
        paths[leaf]!.push({ sibling: bytesToHex(sibling), side: position % 2 === 0 ? 'right' : 'left' });
      }
      positions[leaf] = Math.floor(position / 2);
    });
    level = next;
  }
  return { root: bytesToHex(level[0]!), paths };
}

/** The root a leaf's path leads to: equal to the stamped root only if neither has changed. */
export async function rootOfPath(leafHex: string, path: MerklePath): Promise<string> {
  let current = await hashLeaf(hexToBytes(leafHex));
  for (const step of path) {
    const sibling = hexToBytes(step.sibling);
    current = step.side === 'left' ? await hashNode(sibling, current) : await hashNode(current, sibling);
  }
  return bytesToHex(current);
}

function hashLeaf(leaf: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return sha256(LEAF_PREFIX, leaf);
}

function hashNode(left: Uint8Array, right: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
  return sha256(NODE_PREFIX, left, right);
}

async function sha256(prefix: number, ...parts: Uint8Array[]): Promise<Uint8Array<ArrayBuffer>> {
  const input = new Uint8Array(1 + parts.reduce((sum, part) => sum + part.length, 0));
  input[0] = prefix;
  let offset = 1;
  for (const part of parts) {
    input.set(part, offset);
    offset += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', input));
}
