import { describe, expect, it } from 'vitest';
import type { ApiKeyScope } from '#shared/api-keys/api-key-schemas';
import { Rejection } from '#server/platform/lib/rejection';
import { type Action, type Actor, authorize, can, POLICY } from './policy';

const company = { memberId: 'm1', companyId: 'c1' };
const key = (scopes: ApiKeyScope[], companyKey = false): Actor => ({
  kind: 'api-key',
  keyId: 'k1',
  userId: 'u1',
  scopes,
  companyKey,
});

const ACTORS: Record<string, Actor> = {
  person: { kind: 'person', userId: 'u1' },
  admin: { kind: 'member', ...company, role: 'Admin' },
  member: { kind: 'member', ...company, role: 'Member' },
  'read key': key(['read']),
  'write key': key(['write']),
  'originals key': key(['read', 'originals']),
  'company key': key(['read', 'write'], true),
};

/** The whole table of who may do what: a change to a rule shows up here as a changed row. */
const EXPECTED: Record<Action, string[]> = {
  read: ['person', 'admin', 'member', 'read key', 'originals key', 'company key'],
  write: ['person', 'admin', 'member', 'write key', 'company key'],
  readOriginals: ['person', 'admin', 'member', 'originals key'],
  useOwnRecords: ['person', 'admin', 'member', 'read key', 'write key', 'originals key'],
  manageCompany: ['admin'],
  manageCompanyKeys: ['admin'],
  manageCompanyWebhooks: ['admin'],
};

describe('the access policy', () => {
  it('has a row for every action', () => {
    expect(Object.keys(EXPECTED).sort()).toEqual(Object.keys(POLICY).sort());
  });

  for (const [action, allowed] of Object.entries(EXPECTED) as [Action, string[]][]) {
    it(`${action}: allows ${allowed.join(', ')} and no one else`, () => {
      const actual = Object.entries(ACTORS)
        .filter(([, actor]) => can(actor, action))
        .map(([name]) => name);
      expect(actual).toEqual(allowed);
    });
  }

  it('refuses with a 403 that says what is missing', () => {
    const refusal = (() => {
      try {
        authorize(ACTORS['read key']!, 'write');
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(Rejection);
    expect(refusal).toMatchObject({
      kind: 'forbidden',
      code: 'INSUFFICIENT_SCOPE',
      message: 'This API key can only read. Create a key with the write scope to make changes.',
    });
    expect(() => authorize(ACTORS.member!, 'manageCompany')).toThrow(
      'Only Admins of the company can do that.',
    );
    expect(() => authorize(ACTORS.admin!, 'manageCompany')).not.toThrow();
  });
});
