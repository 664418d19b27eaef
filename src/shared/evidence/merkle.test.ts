// eslint-disable-next-line @typescript-eslint/no-restricted-imports -- the test runs in Node, and checks the tree against another SHA-256 than the WebCrypto one it uses
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { merkleTree, rootOfPath } from './merkle';

const sha256 = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const fileHash = (name: string) => sha256(Buffer.from(name)).toString('hex');
const leaves = (count: number) => Array.from({ length: count }, (_, i) => fileHash(`photo ${i}`));
const flip = (hex: string) => (hex[0] === '0' ? '1' : '0') + hex.slice(1);

describe('merkleTree', () => {
  it.each([1, 2, 3, 7, 8])('with %i leaves, every path leads to the root', async (count) => {
    const hashes = leaves(count);
    const tree = await merkleTree(hashes);
    expect(tree.paths).toHaveLength(count);
    for (const [i, leaf] of hashes.entries()) {
      expect(await rootOfPath(leaf, tree.paths[i]!)).toBe(tree.root);
    }
  });

  it.each([2, 3, 7, 8])(
    'with %i leaves, a changed leaf or a changed sibling leads elsewhere',
    async (count) => {
      const hashes = leaves(count);
      const tree = await merkleTree(hashes);
      for (const [i, leaf] of hashes.entries()) {
        const path = tree.paths[i]!;
        expect(await rootOfPath(flip(leaf), path)).not.toBe(tree.root);
        for (const [s, step] of path.entries()) {
          const changed = path.map((other, o) =>
            o === s ? { ...other, sibling: flip(step.sibling) } : other,
          );
          expect(await rootOfPath(leaf, changed)).not.toBe(tree.root);
          const swapped = path.map((other, o) =>
            o === s
              ? { ...other, side: other.side === 'left' ? ('right' as const) : ('left' as const) }
              : other,
          );
          expect(await rootOfPath(leaf, swapped)).not.toBe(tree.root);
        }
      }
    },
  );

  it("makes a one-leaf tree's root the leaf's hash, with an empty path", async () => {
    const [leaf] = leaves(1);
    const tree = await merkleTree([leaf!]);
    expect(tree.root).toBe(sha256(Buffer.from([0]), Buffer.from(leaf!, 'hex')).toString('hex'));
    expect(tree.paths).toEqual([[]]);
  });

  it('matches the construction computed independently: prefixed leaves and nodes, odd node promoted', async () => {
    const hashes = ['a', 'b', 'c'].map(fileHash);
    const [a, b, c] = hashes.map((hex) => sha256(Buffer.from([0x00]), Buffer.from(hex, 'hex')));
    const ab = sha256(Buffer.from([0x01]), a!, b!);
    const root = sha256(Buffer.from([0x01]), ab, c!).toString('hex');

    const tree = await merkleTree(hashes);
    expect(tree.root).toBe(root);
    expect(tree.root).toBe('cac3d448d4e20a2ad5eae1f500e63c2a7f9217cd14572ba7fd22e26dc1ec2648');
    expect(tree.paths).toEqual([
      [
        { sibling: b!.toString('hex'), side: 'right' },
        { sibling: c!.toString('hex'), side: 'right' },
      ],
      [
        { sibling: a!.toString('hex'), side: 'left' },
        { sibling: c!.toString('hex'), side: 'right' },
      ],
      [{ sibling: ab.toString('hex'), side: 'left' }],
    ]);
  });

  it('never lets a node pass for a leaf', async () => {
    const hashes = leaves(2);
    const tree = await merkleTree(hashes);
    // The two leaf hashes concatenated are the preimage of the root under the node prefix; as a leaf
    // they hash under the leaf prefix and lead elsewhere.
    const [first] = tree.paths[1]!;
    const forged = first!.sibling + tree.paths[0]![0]!.sibling;
    expect(await rootOfPath(forged, [])).not.toBe(tree.root);
  });

  it('refuses an empty batch and a leaf that is not hex', async () => {
    await expect(merkleTree([])).rejects.toThrow('at least one leaf');
    await expect(merkleTree(['xyz'])).rejects.toThrow('Not a hexadecimal');
  });
});
