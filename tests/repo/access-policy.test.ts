// One access policy (issue 36, point 2): the rules that depend on who is asking (a key's scopes, a
// company role) are decided in src/server/policies only. A file elsewhere that reads a key's scopes
// or words an access refusal itself is a rule written a second time, which is how a route forgets
// one; this test names each such line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SERVER = path.resolve('src/server');
const POLICIES = path.join(SERVER, 'policies');

/** What only the policy may write: reading a key's scopes, and the refusals of its rules. */
const RULE_WRITTEN_AGAIN =
  /\.scopes\.includes\(|['"]INSUFFICIENT_SCOPE['"]|MESSAGES\.(adminsOnly|originalsScope|companyKeyOnly|readOnly|writeOnly)\b/;

/** Each line of these sources that re-implements an access rule, as `file:line: text`. */
function rulesOutsidePolicy(sources: Map<string, string>): string[] {
  return [...sources].flatMap(([file, text]) =>
    text
      .split('\n')
      .map((line, index) => ({ line, index }))
      .filter(({ line }) => RULE_WRITTEN_AGAIN.test(line))
      .map(({ line, index }) => `${file}:${index + 1}: ${line.trim()}`),
  );
}

function serverSources(): Map<string, string> {
  const files = readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(SERVER, name))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith(POLICIES));
  return new Map(files.map((file) => [path.relative(SERVER, file), readFileSync(file, 'utf8')]));
}

describe('one access policy', () => {
  it('no server file outside src/server/policies reads scopes or refuses for a missing right itself', () => {
    expect(rulesOutsidePolicy(serverSources())).toEqual([]);
  });

  it('names a route that checks an Admin or a scope on its own', () => {
    const examples = new Map([
      [
        'routes/api/example.ts',
        [
          "if (membership.role !== 'Admin') throw new Rejection('forbidden', 'FORBIDDEN', COMPANY_MESSAGES.adminsOnly);",
          "if (!key.scopes.includes('originals')) throw new AppError(403, 'INSUFFICIENT_SCOPE', message);",
          "authorize(asMember(membership), 'manageCompany');",
        ].join('\n'),
      ],
    ]);
    expect(rulesOutsidePolicy(examples)).toEqual([
      "routes/api/example.ts:1: if (membership.role !== 'Admin') throw new Rejection('forbidden', 'FORBIDDEN', COMPANY_MESSAGES.adminsOnly);",
      "routes/api/example.ts:2: if (!key.scopes.includes('originals')) throw new AppError(403, 'INSUFFICIENT_SCOPE', message);",
    ]);
  });
});
