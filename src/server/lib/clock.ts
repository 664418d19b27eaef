/** The time source of the domain, so tests can move time forward (expiry of share links). */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
