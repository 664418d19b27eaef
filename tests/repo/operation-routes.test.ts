import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { operationRoutesSource } from '#server/routes/operations/operation-routes-source';

describe("the client's operation routes", () => {
  it('are what the operations table serves on /api (npm run generate:operations writes them)', () => {
    const written = readFileSync(
      new URL('../../src/shared/api/operation-routes.ts', import.meta.url),
      'utf8',
    );
    expect(written).toBe(operationRoutesSource());
  });
});
