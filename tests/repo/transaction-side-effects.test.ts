import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

/** The messages of the transaction rule for `source` as if it were a server file. */
async function problems(source: string, filePath = 'src/server/photos/x.ts') {
  const [result] = await eslint.lintText(`${source}\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

// A transaction's side effects go through the outbox (decision 043, issue 34 item 7): the mailer,
// the job queue and the live events are out of a transaction body's reach. ESLint is slow on a busy
// two-core machine (see lint-boundaries.test.ts).
describe('side effects inside a transaction, in eslint.config.js', { timeout: 180_000 }, () => {
  it.each([
    ['an email', 'await deps.mailer.send(message);', 'never sends an email'],
    ['a job', 'await runSoon(services, JOBS.webhooks);', 'never queues a job'],
    ['the queue itself', 'await services.lifecycle.queue?.send(name, {});', 'never sends an email'],
    ['a live event', "await deps.events.publish([userId], { type: 'message', messageId });", 'never sends'],
    ['a transaction of its own', 'await emitStandaloneWebhookEvent(services, event);', 'never queues a job'],
  ])('refuses %s in db.transaction() and in inTransaction()', async (_what, call, message) => {
    const inDrizzle = `await db.transaction(async (tx) => {\n  await tx.insert(rows).values({});\n  ${call}\n});`;
    const inOutbox = `await inTransaction(services, async (tx, outbox) => {\n  ${call}\n});`;
    for (const source of [inDrizzle, inOutbox]) {
      const found = await problems(source);
      expect(found, source).toHaveLength(1);
      expect(found[0]).toContain(message);
    }
    // In a route file too, where the rule sits beside the response-shape one.
    expect(await problems(inDrizzle, 'src/server/routes/api/x.ts')).toHaveLength(1);
  });

  it('accepts side effects recorded in the outbox, and the same calls after the commit', async () => {
    const source = [
      'await inTransaction(services, async (tx, outbox) => {',
      '  await tx.insert(rows).values({});',
      "  await outbox.record({ kind: 'email', message });",
      '  await emitWebhookEvent(outbox, event);',
      '});',
      'await deps.mailer.send(message);',
      'await runSoon(services, JOBS.changes);',
    ].join('\n');
    expect(await problems(source)).toEqual([]);
  });
});
