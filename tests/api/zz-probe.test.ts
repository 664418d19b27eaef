import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, it } from 'vitest';
import { users, verifications, sessions } from '../../src/server/db/schema/auth';
import { CONFIRM_SUBJECT, follow, PASSWORD, RESET_SUBJECT, signedInRenter, signUp, uniqueEmail } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => { t = await createTestApp(); });
afterAll(() => t.close());

it('probe', async () => {
  // mass assignment
  const v = new Visitor(t.app);
  const email = uniqueEmail('mass');
  const r = await signUp(v, { email, emailVerified: true, image: 'http://evil' });
  console.log('mass', r.status, JSON.stringify(r.body));
  const si = await new Visitor(t.app).post('/api/auth/sign-in/email', { email, password: PASSWORD });
  console.log('mass signin', si.status, JSON.stringify(si.body));

  // uppercase sign-in
  const a = await signedInRenter(t, 'upper');
  const up = await new Visitor(t.app).post('/api/auth/sign-in/email', { email: a.email.toUpperCase(), password: PASSWORD });
  console.log('upper signin', up.status, JSON.stringify(up.body).slice(0, 100));

  // concurrent duplicate sign-up
  const e2 = uniqueEmail('race');
  const rs = await Promise.all([signUp(new Visitor(t.app), { email: e2 }), signUp(new Visitor(t.app), { email: e2 })]);
  console.log('race', rs.map((x) => `${x.status} ${JSON.stringify(x.body).slice(0, 150)}`));

  // deletion with pending reset
  const d = await signedInRenter(t, 'delreset');
  await new Visitor(t.app).post('/api/auth/request-password-reset', { email: d.email, redirectTo: '/update-password' });
  const link = t.mail.lastLink(d.email, RESET_SUBJECT);
  console.log('verif before', (await t.db.select().from(verifications).where(eq(verifications.value, d.userId))).length);
  console.log('delete', (await d.visitor.delete('/api/account')).status);
  console.log('verif after', (await t.db.select().from(verifications).where(eq(verifications.value, d.userId))).length);
  const w = new Visitor(t.app);
  const opened = await follow(w, link);
  console.log('open after delete', opened.status, opened.headers.get('location'));
  const token = new URL(opened.headers.get('location') ?? '', 'http://x').searchParams.get('token');
  const rr = await w.post('/api/auth/reset-password', { token, newPassword: 'a-brand-new-secret' });
  console.log('reset after delete', rr.status, JSON.stringify(rr.body));

  // change-password body
  const c = await signedInRenter(t, 'chg');
  const other = new Visitor(t.app);
  await other.post('/api/auth/sign-in/email', { email: c.email, password: PASSWORD });
  const ch = await c.visitor.post('/api/auth/change-password', { currentPassword: PASSWORD, newPassword: 'a-brand-new-secret', revokeOtherSessions: true });
  console.log('change', ch.status, JSON.stringify(ch.body), ch.headers.getSetCookie());
  console.log('other after change', (await other.get('/api/session')).body.user);
  console.log('self after change', (await c.visitor.get('/api/session')).body.user?.email);
  const wrong = await c.visitor.post('/api/auth/change-password', { currentPassword: 'nope-nope-nope', newPassword: 'another-secret-here' });
  console.log('wrong', wrong.status, JSON.stringify(wrong.body));

  // reset body
  const rsu = await signedInRenter(t, 'rsb');
  const w2 = new Visitor(t.app);
  await w2.post('/api/auth/request-password-reset', { email: rsu.email, redirectTo: '/update-password' });
  const o2 = await follow(w2, t.mail.lastLink(rsu.email, RESET_SUBJECT));
  const tok2 = new URL(o2.headers.get('location') ?? '', 'http://x').searchParams.get('token');
  const rb = await w2.post('/api/auth/reset-password', { token: tok2, newPassword: 'a-brand-new-secret' });
  console.log('reset body', rb.status, JSON.stringify(rb.body));
  console.log('old session after reset', (await rsu.visitor.get('/api/session')).body.user);
  // profile patch email
  const p = await signedInRenter(t, 'pp');
  const pr = await p.visitor.patch('/api/profile', { name: 'X', propertyName: '', email: 'hijack@example.com', emailVerified: false });
  console.log('patch', pr.status, JSON.stringify(pr.body));
  // verify link reuse
  const ve = uniqueEmail('reuse');
  await signUp(new Visitor(t.app), { email: ve });
  const vl = t.mail.lastLink(ve, CONFIRM_SUBJECT);
  await follow(new Visitor(t.app), vl);
  const again = await follow(new Visitor(t.app), vl);
  console.log('verify reuse', again.status, again.headers.get('location'), again.headers.getSetCookie());
  // sign-out without origin
  const so = await signedInRenter(t, 'so');
  const soR = await so.visitor.request('POST', '/api/auth/sign-out', {}, { origin: '' });
  console.log('signout no origin', soR.status, JSON.stringify(soR.body));
  // verify-email header check
  console.log('sessions total', (await t.db.select().from(sessions)).length, (await t.db.select().from(users)).length);
  // 413 on auth
  const big = await new Visitor(t.app).post('/api/auth/sign-in/email', { email: 'a@b.c', password: 'x'.repeat(70000) });
  console.log('big auth', big.status, JSON.stringify(big.body));
  const h = await new Visitor(t.app).get('/api/nope');
  console.log('404 headers', h.headers.get('content-security-policy')?.slice(0, 40));
  const ah = await new Visitor(t.app).post('/api/auth/sign-in/email', { email: 'a@b.c', password: 'xxxxxxxxxx' });
  console.log('auth headers', ah.headers.get('content-security-policy')?.slice(0, 40), ah.headers.get('x-content-type-options'));
});
