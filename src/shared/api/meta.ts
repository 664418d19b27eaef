export const SOCIAL_PROVIDERS = ['google', 'facebook'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

/** Public facts about this server that the page needs before anyone signs in. */
export type Meta = {
  socialProviders: SocialProvider[];
};
