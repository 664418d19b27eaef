import { describe, expect, it } from 'vitest';
import {
  configuredSocialProviders,
  parseSocialProviderSet,
  socialProviderSetKey,
  socialProviderSets,
} from './meta';

describe('sets of social providers (decision 034)', () => {
  it('lists every set a server may have, once each', () => {
    expect(socialProviderSets()).toEqual([[], ['google'], ['facebook'], ['google', 'facebook']]);
  });

  it('names a set the same whatever its order, and reads the name back', () => {
    expect(socialProviderSetKey(['facebook', 'google'])).toBe('google+facebook');
    expect(socialProviderSetKey([])).toBe('');
    for (const set of socialProviderSets())
      expect(parseSocialProviderSet(socialProviderSetKey(set))).toEqual(set);
    expect(parseSocialProviderSet(undefined)).toEqual([]);
    expect(parseSocialProviderSet('google+myspace')).toEqual(['google']);
  });

  it('names the providers a server has keys for', () => {
    expect(configuredSocialProviders({ facebook: { clientId: 'a', clientSecret: 'b' } })).toEqual([
      'facebook',
    ]);
    expect(configuredSocialProviders({})).toEqual([]);
  });
});
