import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function contractProblems(filePath: string, source: string) {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax');
}

const ROUTE = 'src/server/routes/api/example.ts';
const HEADER =
  "import type { Context } from 'hono';\ntype PhotoResponse = { photo: string };\ndeclare const c: Context;\n";

// ESLint with type-aware rules takes seconds alone and far longer on a busy two-core machine: the
// timeout is sized for that, so the test fails only when the rule is wrong.
describe('the response contract in eslint.config.js', { timeout: 180_000 }, () => {
  it('refuses an answer whose shape is not declared', async () => {
    const problems = await contractProblems(
      ROUTE,
      `${HEADER}export const answer = c.json({ photo: 'x' }, 201);`,
    );
    expect(problems).toHaveLength(1);
    expect(problems[0]?.message).toContain('satisfies');
  });

  it('refuses it in the HTTP layer too', async () => {
    const problems = await contractProblems(
      'src/server/http/example.ts',
      `${HEADER}export const answer = c.json({});`,
    );
    expect(problems).toHaveLength(1);
  });

  it('accepts an answer checked against its declared type', async () => {
    const source = `${HEADER}export const answer = c.json({ photo: 'x' } satisfies PhotoResponse, 201);`;
    expect(await contractProblems(ROUTE, source)).toEqual([]);
  });
});
