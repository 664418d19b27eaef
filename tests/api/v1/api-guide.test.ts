import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from '../support/accounts';
import { apiClientFor } from '../support/api-client';
import { createTestApp, type TestApp } from '../support/test-app';
import { freePort } from '../security/real-server';

const GUIDE = fileURLToPath(
  new URL('../../../src/client/features/developers/content/api-guide.md', import.meta.url),
);
const run = promisify(execFile);

type Fence = { lang: string; body: string };
/** A shell example of the guide, and what the guide says it prints (the fence that follows it). */
type Example = { script: string; output: Fence | null };

/** The fenced blocks of a markdown text, in order. */
function fencesOf(markdown: string): Fence[] {
  return [...markdown.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((match) => ({
    lang: match[1] ?? '',
    body: match[2] ?? '',
  }));
}

/**
 * Every ```sh block, with its output: the next fenced block when it is ```json or ```text and
 * comes before the next shell block.
 */
function shellExamples(markdown: string): Example[] {
  const fences = fencesOf(markdown);
  return fences.flatMap((fence, i) => {
    if (fence.lang !== 'sh') return [];
    const next = fences[i + 1];
    const output = next && (next.lang === 'json' || next.lang === 'text') ? next : null;
    return [{ script: fence.body, output }];
  });
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;
/** Values that differ on every run: the example shows one of their kind. */
const VARYING_KEYS = new Set(['nextCursor']);

/**
 * The problems of an answer against the guide's example of it: the same keys at every level, the
 * same number of items, and the same values, except ids, times and cursors, which need only be of
 * the example's kind.
 */
function differencesFrom(actual: unknown, example: unknown, at = '$'): string[] {
  if (example === null || typeof example !== 'object') {
    if (typeof example === 'string' && typeof actual === 'string') {
      const key = at.split('.').at(-1) ?? '';
      if (UUID.test(example)) return UUID.test(actual) ? [] : [`${at}: ${actual} is not a UUID`];
      if (DATE_TIME.test(example)) return DATE_TIME.test(actual) ? [] : [`${at}: ${actual} is not a time`];
      if (VARYING_KEYS.has(key)) return actual ? [] : [`${at} is empty`];
    }
    return actual === example ? [] : [`${at}: ${JSON.stringify(actual)}, not ${JSON.stringify(example)}`];
  }
  if (Array.isArray(example)) {
    if (!Array.isArray(actual)) return [`${at} is not an array`];
    if (actual.length !== example.length) return [`${at} has ${actual.length} items, not ${example.length}`];
    return example.flatMap((item, i) => differencesFrom(actual[i], item, `${at}[${i}]`));
  }
  if (actual === null || typeof actual !== 'object' || Array.isArray(actual))
    return [`${at} is not an object`];
  const keys = Object.keys(example).sort();
  const actualKeys = Object.keys(actual).sort();
  if (keys.join() !== actualKeys.join()) return [`${at} has keys ${actualKeys.join()}, not ${keys.join()}`];
  return keys.flatMap((key) =>
    differencesFrom(
      (actual as Record<string, unknown>)[key],
      (example as Record<string, unknown>)[key],
      `${at}.${key}`,
    ),
  );
}

/** A printed line against the guide's: header names in any case, any number where it shows one. */
function linePattern(line: string) {
  const escaped = line.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\d+/g, '\\d+')}$`, 'i');
}

let t: TestApp;
let server: ServerType;
let url: string;
let key: string;
let workDir: string;

beforeAll(async () => {
  t = await createTestApp();
  const port = await freePort();
  url = `http://127.0.0.1:${port}`;
  await new Promise<void>((resolve) => {
    server = serve({ fetch: t.app.fetch, port, hostname: '127.0.0.1' }, () => resolve());
  });
  const { userId } = await signedInRenter(t, 'api-guide');
  const made = await apiClientFor(t, userId);
  key = made.secret;
  // A home made before the guide's, so the guide's page of one has a next page.
  expect((await made.api.post('/api/v1/properties', { name: 'Earlier home' })).status).toBe(201);
  workDir = mkdtempSync(path.join(tmpdir(), 'rentproof-guide-'));
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
  rmSync(workDir, { recursive: true, force: true });
});

describe('the API guide', () => {
  const examples = shellExamples(readFileSync(GUIDE, 'utf8'));

  it('has shell examples that use the two variables it explains', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
    for (const { script } of examples) expect(script).toContain('$RENTPROOF_URL');
  });

  it('runs every shell example as written, in order, and each prints what the guide shows', async () => {
    for (const { script, output } of examples) {
      const { stdout } = await run('bash', ['-o', 'pipefail', '-c', script], {
        cwd: workDir,
        env: { ...process.env, RENTPROOF_URL: url, RENTPROOF_KEY: key },
        timeout: 30_000,
      }).catch((error: { code?: number; stderr?: string }) => {
        throw new Error(`This example exited with ${error.code}: ${error.stderr}\n${script}`);
      });
      if (output?.lang === 'json') {
        expect(differencesFrom(JSON.parse(stdout), JSON.parse(output.body)), script).toEqual([]);
      } else if (output?.lang === 'text') {
        const printed = stdout.trim().split(/\r?\n/);
        const shown = output.body.trim().split('\n');
        expect(printed.length, script).toBe(shown.length);
        shown.forEach((line, i) => expect(printed[i], script).toMatch(linePattern(line)));
      } else {
        // With nothing printed to compare, only curl's --fail makes an error status fail the example.
        expect(script, 'An example without its output must use curl -f').toMatch(/curl -f|--fail/);
      }
    }
    // The download example left the document where it said.
    const document = JSON.parse(readFileSync(path.join(workDir, 'rentproof-openapi.json'), 'utf8'));
    expect(document.openapi).toBe('3.1.0');
  });
});

describe('the guide example checker', () => {
  it('refuses an answer whose keys, item count or fixed values differ from the example', () => {
    const example = { error: { code: 'NOT_FOUND', message: 'Gone.' } };
    expect(differencesFrom({ error: { code: 'NOT_FOUND', message: 'Gone.' } }, example)).toEqual([]);
    expect(differencesFrom({ error: { code: 'FORBIDDEN', message: 'Gone.' } }, example)).toHaveLength(1);
    expect(differencesFrom({ error: { code: 'NOT_FOUND' } }, example)).toHaveLength(1);
    expect(differencesFrom({ items: [] }, { items: [1] })).toEqual(['$.items has 0 items, not 1']);
    const id = '3f0c6b1e-2a4d-4c8e-9b7a-5d1e2f3a4b5c';
    expect(differencesFrom({ id: 'not-an-id' }, { id })).toHaveLength(1);
    expect(differencesFrom({ nextCursor: null }, { nextCursor: 'abc' })).toHaveLength(1);
  });
});
