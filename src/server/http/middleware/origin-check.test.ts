import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { type Config, loopbackOrigins } from '#server/platform/config';
import { handleError } from '../errors';
import { originCheck } from './origin-check';

function appWith(config: Pick<Config, 'appUrl' | 'appUrlSet' | 'siteOrigins'>) {
  const lines: { level: number; msg: string; origin?: string }[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as (typeof lines)[number]);
      done();
    },
  });
  const logger = pino({ level: 'info', base: undefined }, sink);
  const app = new Hono();
  app.onError(handleError(logger));
  app.use(originCheck(config, logger));
  app.post('/', (c) => c.text('done'));
  const post = (origin: string) => app.request('/', { method: 'POST', headers: { origin } });
  return { post, lines };
}

const SET = { appUrl: 'http://localhost:3000', appUrlSet: true, siteOrigins: ['http://localhost:3000'] };

describe('originCheck', () => {
  it('logs a refused origin once, naming it and the address to use', async () => {
    const { post, lines } = appWith(SET);
    for (let i = 0; i < 3; i++) expect((await post('http://127.0.0.1:3000')).status).toBe(403);
    await post('https://evil.example');
    expect((await post('http://localhost:3000')).status).toBe(200);

    const warnings = lines.filter((line) => line.level === 40);
    expect(warnings.map((line) => line.origin)).toEqual(['http://127.0.0.1:3000', 'https://evil.example']);
    expect(warnings[0]?.msg).toBe(
      "Refused a request from http://127.0.0.1:3000: Rentproof's address is APP_URL=http://localhost:3000. Open it there, or set APP_URL to the address people use.",
    );
  });

  it('stops warning after a few distinct origins, so a flood of them cannot flood the log', async () => {
    const { post, lines } = appWith(SET);
    for (let i = 0; i < 100; i++) await post(`https://site-${i}.example`);
    expect(lines.filter((line) => line.level === 40).length).toBeLessThanOrEqual(20);
  });

  it('without APP_URL, says which loopback addresses it accepts', async () => {
    const { post, lines } = appWith({
      appUrl: 'http://localhost:4100',
      appUrlSet: false,
      siteOrigins: loopbackOrigins(4100),
    });
    expect((await post('http://[::1]:4100')).status).toBe(200);
    expect((await post('http://192.168.1.5:4100')).status).toBe(403);
    expect(lines.find((line) => line.level === 40)?.msg).toBe(
      'Refused a request from http://192.168.1.5:4100: without APP_URL, Rentproof accepts only http://localhost:4100, http://127.0.0.1:4100, http://[::1]:4100. Set APP_URL to the address people use.',
    );
  });
});
