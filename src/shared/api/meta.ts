export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Public facts about this server that the page needs before anyone signs in. */
export type Meta = {
  socialProviders: SocialProvider[];
};

/** The providers a server has keys for, in SOCIAL_PROVIDERS' order. */
export const configuredSocialProviders = (configured: Partial<Record<SocialProvider, unknown>>) =>
  SOCIAL_PROVIDERS.filter((provider) => configured[provider]);

/**
 * A set of providers as one word ('google+facebook', '' for none): how the pre-rendered sign-in
 * pages, one per set (decision 034), are named in the build and told apart by the server.
 */
export const socialProviderSetKey = (providers: readonly SocialProvider[]) =>
  SOCIAL_PROVIDERS.filter((provider) => providers.includes(provider)).join('+');

export const parseSocialProviderSet = (key: string | undefined): SocialProvider[] =>
  SOCIAL_PROVIDERS.filter((provider) => (key ?? '').split('+').includes(provider));

/** Every set of providers a server may have. */
export const socialProviderSets = (): SocialProvider[][] =>
  SOCIAL_PROVIDERS.reduce<SocialProvider[][]>(
    (sets, provider) => [...sets, ...sets.map((set) => [...set, provider])],
    [[]],
  );
