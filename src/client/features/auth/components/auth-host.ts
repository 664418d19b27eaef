import type { Announce, Toast } from '#client/lib/announce';

/**
 * What the page around the sign-in and sign-up forms does for them. In the app: its toaster, its
 * router and its session. On the pre-rendered sign-in page a visitor opens first (decision 034):
 * the site's toast, and the app opened at the next address (hand-over.ts). The forms hold every
 * word, rule and address; the page only carries them out.
 */
export type AuthHost = {
  announce: Announce;
  /** To the next screen, as React Router's navigate: with its state, and a toast shown there. */
  goTo: (path: string, options?: { state?: unknown; replace?: boolean; toast?: Toast }) => unknown;
  /** After signing in, before going on: the app reads who is signed in again; a new page need not. */
  refreshSession: () => Promise<unknown>;
  /**
   * False while a pre-rendered page waits for its script: its controls are disabled until they
   * work, so a tap or a press of Enter is never lost, and a form is never sent by the browser
   * itself (with the password in the address).
   */
  interactive: boolean;
};
