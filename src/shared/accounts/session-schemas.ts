/**
 * One signed-in device as Settings lists it (docs/product.md §23). Never the session's token, its
 * stored hash, the IP address or the full user agent: the browser is named as coarsely as a share
 * link's openings are ('Chrome on Windows').
 */
export type DeviceSession = {
  id: string;
  /** 'Chrome on Windows', 'Safari on iOS', 'Unknown browser'. */
  browser: string;
  signedInAt: string;
  /** When the session last made a request, to within five minutes (platform/auth/note-session-activity.ts). */
  lastActiveAt: string;
  /** The session of the request that asked: this device. */
  current: boolean;
};
