import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_SUBJECT, follow, type Renter, signedInRenter, signUp } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

const DAY = 24 * 60 * 60 * 1000;
let now = new Date('2026-11-20T12:00:00Z');
const clock = { now: () => now };
const INVITE_SUBJECT = /invited you to join/i;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

async function companyOwner(label = 'owner') {
  const owner = await signedInRenter(t, label);
  const created = await owner.visitor.post('/api/company');
  expect(created.status).toBe(201);
  return { ...owner, company: created.body.company as { id: string; name: string; version: number } };
}

/** The token of the newest invitation emailed to `email`. */
function invitationToken(email: string): string {
  return new URL(t.mail.lastLink(email, INVITE_SUBJECT)).pathname.split('/').at(-1) ?? '';
}

async function invite(admin: Renter, email: string, role = 'Member') {
  const reply = await admin.visitor.post('/api/company/invitations', { email, role });
  expect(reply.status).toBe(201);
  return reply.body.invitation as { id: string };
}

/** Invites a new account to the owner's team and accepts: the new member. */
async function joinTeam(owner: Renter, role = 'Member') {
  const member = await signedInRenter(t, 'member');
  await invite(owner, member.email, role);
  const accepted = await member.visitor.post(`/api/invitations/${invitationToken(member.email)}/accept`);
  expect(accepted.status).toBe(200);
  return member;
}

async function team(visitor: Visitor) {
  return (await visitor.get('/api/company/team')).body as {
    members: { id: string; email: string; role: string; isYou: boolean }[];
    invitations: { id: string; email: string }[];
  };
}

describe('the company profile', () => {
  it('is made on the first visit, named after the person, with them as its Admin', async () => {
    const renter = await signedInRenter(t, 'firstvisit');
    expect((await renter.visitor.get('/api/company')).body).toEqual({ company: null });
    const created = await renter.visitor.post('/api/company');
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      company: { name: "Jamie Renter's Company", email: '' },
      role: 'Admin',
    });
    const again = await renter.visitor.post('/api/company');
    expect(again.status).toBe(200);
    expect(again.body.company.id).toBe(created.body.company.id);
    const { members } = await team(renter.visitor);
    expect(members).toEqual([expect.objectContaining({ email: renter.email, role: 'Admin', isYou: true })]);
  });

  it('two tabs opening it at once make one company', async () => {
    const renter = await signedInRenter(t, 'twotabs');
    const replies = await Promise.all([
      renter.visitor.post('/api/company'),
      renter.visitor.post('/api/company'),
    ]);
    expect(new Set(replies.map((r) => r.body.company.id)).size).toBe(1);
  });

  it('is saved by an Admin, with a stale version refused', async () => {
    const owner = await companyOwner();
    const profile = {
      name: 'Maple Property Management',
      email: 'office@maple.example',
      phone: '+1 202 555 0100',
      website: 'maple.example',
      address: '12 Maple Court, Arlington, VA',
    };
    const saved = await owner.visitor.put('/api/company', { ...profile, version: owner.company.version });
    expect(saved.status).toBe(200);
    expect(saved.body.company).toMatchObject(profile);
    const stale = await owner.visitor.put('/api/company', {
      ...profile,
      name: 'Old',
      version: owner.company.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.error.details.current.name).toBe('Maple Property Management');
  });

  it.each([
    ['no name', { name: ' ' }, 'Please enter the company name.'],
    ['a bad email', { name: 'M', email: 'office' }, 'Please enter a valid company email address.'],
    [
      'a bad website',
      { name: 'M', website: 'not a site' },
      'Please enter a website address such as https://example.com.',
    ],
  ])('refuses %s and changes nothing', async (_, body, message) => {
    const owner = await companyOwner('badprofile');
    const reply = await owner.visitor.put('/api/company', { ...body, version: owner.company.version });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe(message);
    expect((await owner.visitor.get('/api/company')).body.company.name).toBe(owner.company.name);
  });

  it('cannot be changed by a Member', async () => {
    const owner = await companyOwner();
    const member = await joinTeam(owner);
    const reply = await member.visitor.put('/api/company', {
      name: 'Taken over',
      version: owner.company.version,
    });
    expect(reply.status).toBe(403);
    expect(reply.body.error.message).toBe('Only Admins of the company can do that.');
    expect((await owner.visitor.get('/api/company')).body.company.name).toBe(owner.company.name);
  });

  it('answers 401 without a session', async () => {
    const anonymous = new Visitor(t.app);
    expect((await anonymous.get('/api/company')).status).toBe(401);
    expect((await anonymous.post('/api/company')).status).toBe(401);
  });
});

describe('invitations', () => {
  it('email a link; the invitee appears in the team only after accepting', async () => {
    const owner = await companyOwner();
    const invitee = await signedInRenter(t, 'invitee');
    const invitation = await invite(owner, invitee.email.toUpperCase());
    let listed = await team(owner.visitor);
    expect(listed.members).toHaveLength(1);
    expect(listed.invitations).toEqual([
      expect.objectContaining({ id: invitation.id, email: invitee.email }),
    ]);
    const token = invitationToken(invitee.email);
    const preview = await new Visitor(t.app).get(`/api/invitations/${token}`);
    expect(preview.body.invitation).toMatchObject({
      companyName: owner.company.name,
      role: 'Member',
      email: invitee.email,
    });
    expect(JSON.stringify(preview.body)).not.toContain(owner.email);
    now = new Date(now.getTime() + 60_000);
    const accepted = await invitee.visitor.post(`/api/invitations/${token}/accept`);
    expect(accepted.body).toMatchObject({ company: { id: owner.company.id }, role: 'Member' });
    listed = await team(owner.visitor);
    expect(listed.members.map((m) => m.email)).toEqual([owner.email, invitee.email]);
    expect(listed.invitations).toEqual([]);
  });

  it('are accepted by a person who signs up through the link', async () => {
    const owner = await companyOwner();
    const visitor = new Visitor(t.app);
    const email = `newcomer-${Date.now()}@example.com`;
    await invite(owner, email);
    const token = invitationToken(email);
    expect((await visitor.post(`/api/invitations/${token}/accept`)).status).toBe(401);
    expect((await signUp(visitor, { email })).status).toBe(200);
    await follow(visitor, t.mail.lastLink(email, CONFIRM_SUBJECT));
    expect((await visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
    expect((await team(owner.visitor)).members.map((m) => m.email)).toContain(email);
  });

  it('work once, even under ten simultaneous acceptances', async () => {
    const owner = await companyOwner();
    const invitee = await signedInRenter(t, 'race');
    await invite(owner, invitee.email);
    const token = invitationToken(invitee.email);
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => invitee.visitor.post(`/api/invitations/${token}/accept`)),
    );
    expect(replies.filter((r) => r.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200)) {
      expect(reply.status).toBe(404);
      expect(reply.body.error.code).toBe('INVITATION_INVALID');
    }
    expect((await team(owner.visitor)).members).toHaveLength(2);
    expect((await new Visitor(t.app).get(`/api/invitations/${token}`)).status).toBe(404);
  });

  it('expire after seven days; resending sends a new link and the old one stops working', async () => {
    const owner = await companyOwner();
    const invitee = await signedInRenter(t, 'late');
    const invitation = await invite(owner, invitee.email);
    const first = invitationToken(invitee.email);
    now = new Date(now.getTime() + 7 * DAY + 1000);
    const late = await invitee.visitor.post(`/api/invitations/${first}/accept`);
    expect(late.status).toBe(404);
    expect(late.body.error.message).toBe('This invitation is no longer valid. Ask for a new one.');
    expect((await owner.visitor.post(`/api/company/invitations/${invitation.id}/resend`)).status).toBe(200);
    const second = invitationToken(invitee.email);
    expect(second).not.toBe(first);
    now = new Date(now.getTime() + 6 * DAY);
    expect((await invitee.visitor.post(`/api/invitations/${first}/accept`)).status).toBe(404);
    expect((await invitee.visitor.post(`/api/invitations/${second}/accept`)).status).toBe(200);
  });

  it('are accepted only by the invited address, and a refusal leaves the link usable', async () => {
    const owner = await companyOwner();
    const invitee = await signedInRenter(t, 'rightone');
    const stranger = await signedInRenter(t, 'wrongone');
    await invite(owner, invitee.email);
    const token = invitationToken(invitee.email);
    const refused = await stranger.visitor.post(`/api/invitations/${token}/accept`);
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toMatch(/sent to another email address/);
    expect((await invitee.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(200);
  });

  it('can be cancelled, after which the link opens nothing', async () => {
    const owner = await companyOwner();
    const invitee = await signedInRenter(t, 'cancelled');
    const invitation = await invite(owner, invitee.email);
    const token = invitationToken(invitee.email);
    expect((await owner.visitor.delete(`/api/company/invitations/${invitation.id}`)).status).toBe(204);
    expect((await team(owner.visitor)).invitations).toEqual([]);
    expect((await invitee.visitor.post(`/api/invitations/${token}/accept`)).status).toBe(404);
  });

  it.each([
    ['an empty address', ''],
    ['an address without an at sign', 'landlord.example.com'],
  ])('refuse %s and send nothing', async (_, email) => {
    const owner = await companyOwner('badinvite');
    const sent = t.mail.messages.length;
    const reply = await owner.visitor.post('/api/company/invitations', { email });
    expect(reply.status).toBe(400);
    expect(reply.body.error.message).toBe('Please enter a valid email address to send an invitation.');
    expect(t.mail.messages.length).toBe(sent);
    expect((await team(owner.visitor)).invitations).toEqual([]);
  });

  it('refuse a second invitation to the same address and an invitation to a member', async () => {
    const owner = await companyOwner();
    const member = await joinTeam(owner);
    const twice = await signedInRenter(t, 'twice');
    await invite(owner, twice.email);
    expect((await owner.visitor.post('/api/company/invitations', { email: twice.email })).status).toBe(409);
    const again = await owner.visitor.post('/api/company/invitations', { email: member.email });
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('That person is already on your team.');
  });

  it('move someone alone in their own company into the new one, never someone with a team', async () => {
    const owner = await companyOwner();
    const solo = await companyOwner('solo');
    await invite(owner, solo.email);
    expect((await solo.visitor.post(`/api/invitations/${invitationToken(solo.email)}/accept`)).status).toBe(
      200,
    );
    expect((await solo.visitor.get('/api/company')).body.company.id).toBe(owner.company.id);
    const other = await companyOwner('withteam');
    await joinTeam(other);
    await invite(owner, other.email);
    const refused = await other.visitor.post(`/api/invitations/${invitationToken(other.email)}/accept`);
    expect(refused.status).toBe(409);
    expect((await other.visitor.get('/api/company')).body.company.id).toBe(other.company.id);
  });

  it('with a made-up token open nothing', async () => {
    const renter = await signedInRenter(t, 'madeup');
    expect((await new Visitor(t.app).get(`/api/invitations/${crypto.randomUUID()}`)).status).toBe(404);
    expect((await renter.visitor.post(`/api/invitations/${crypto.randomUUID()}/accept`)).status).toBe(404);
  });
});

describe('roles and removal', () => {
  it('an Admin changes roles and removes members', async () => {
    const owner = await companyOwner();
    const member = await joinTeam(owner);
    const memberId = (await team(owner.visitor)).members.find((m) => m.email === member.email)?.id;
    const promoted = await owner.visitor.put(`/api/company/members/${memberId}`, { role: 'Admin' });
    expect(promoted.body.member).toMatchObject({ email: member.email, role: 'Admin', isYou: false });
    expect((await owner.visitor.delete(`/api/company/members/${memberId}`)).status).toBe(204);
    expect((await team(owner.visitor)).members).toHaveLength(1);
  });

  it('a Member can do none of it', async () => {
    const owner = await companyOwner();
    const member = await joinTeam(owner);
    const ownerId = (await team(member.visitor)).members.find((m) => m.email === owner.email)?.id;
    for (const reply of [
      await member.visitor.post('/api/company/invitations', { email: 'friend@example.com' }),
      await member.visitor.put(`/api/company/members/${ownerId}`, { role: 'Member' }),
      await member.visitor.delete(`/api/company/members/${ownerId}`),
    ]) {
      expect(reply.status).toBe(403);
    }
    expect((await team(owner.visitor)).members.find((m) => m.email === owner.email)?.role).toBe('Admin');
  });

  it('the last Admin can be neither demoted nor removed', async () => {
    const owner = await companyOwner();
    await joinTeam(owner);
    const ownerId = (await team(owner.visitor)).members.find((m) => m.isYou)?.id;
    const demoted = await owner.visitor.put(`/api/company/members/${ownerId}`, { role: 'Member' });
    expect(demoted.status).toBe(409);
    expect(demoted.body.error).toMatchObject({
      code: 'LAST_ADMIN',
      message: 'A company needs at least one Admin. Make another member Admin first.',
    });
    expect((await owner.visitor.delete(`/api/company/members/${ownerId}`)).status).toBe(409);
    expect((await team(owner.visitor)).members.find((m) => m.isYou)?.role).toBe('Admin');
  });

  it('two Admins demoting each other at once leave one Admin', async () => {
    const owner = await companyOwner();
    const second = await joinTeam(owner, 'Admin');
    const members = (await team(owner.visitor)).members;
    const ownerId = members.find((m) => m.email === owner.email)?.id;
    const secondId = members.find((m) => m.email === second.email)?.id;
    await Promise.all([
      owner.visitor.put(`/api/company/members/${secondId}`, { role: 'Member' }),
      second.visitor.put(`/api/company/members/${ownerId}`, { role: 'Member' }),
    ]);
    const roles = (await team(owner.visitor)).members.map((m) => m.role);
    expect(roles.filter((r) => r === 'Admin')).toHaveLength(1);
  });

  it('a removed member loses access on their very next request', async () => {
    const owner = await companyOwner();
    const member = await joinTeam(owner);
    expect((await member.visitor.get('/api/company/team')).status).toBe(200);
    const memberId = (await team(owner.visitor)).members.find((m) => m.email === member.email)?.id;
    await owner.visitor.delete(`/api/company/members/${memberId}`);
    expect((await member.visitor.get('/api/company/team')).status).toBe(404);
    expect((await member.visitor.get('/api/company')).body).toEqual({ company: null });
  });

  it("another company's members and invitations answer 404, like unknown ones", async () => {
    const owner = await companyOwner();
    const member = await joinTeam(owner);
    const invitation = await invite(owner, 'pending@example.com');
    const memberId = (await team(owner.visitor)).members.find((m) => m.email === member.email)?.id;
    const outsider = await companyOwner('outsider');
    for (const reply of [
      await outsider.visitor.put(`/api/company/members/${memberId}`, { role: 'Admin' }),
      await outsider.visitor.delete(`/api/company/members/${memberId}`),
      await outsider.visitor.post(`/api/company/invitations/${invitation.id}/resend`),
      await outsider.visitor.delete(`/api/company/invitations/${invitation.id}`),
    ]) {
      expect(reply.status).toBe(404);
    }
    const listed = await team(owner.visitor);
    expect(listed.members).toHaveLength(2);
    expect(listed.invitations).toHaveLength(1);
  });
});
