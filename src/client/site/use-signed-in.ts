import { useEffect, useState } from 'react';
import type { SessionResponse } from '#shared/accounts/account-responses';

/**
 * Whether someone is signed in, asked once the page is up. The pre-rendered page is the same for
 * everyone, so it starts as "not signed in" and the header changes if the answer says otherwise.
 */
export function useSignedIn() {
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch('/api/session', { signal: controller.signal, headers: { accept: 'application/json' } })
      .then((response) => (response.ok ? (response.json() as Promise<SessionResponse>) : null))
      .then((session) => setSignedIn(Boolean(session?.user)))
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return signedIn;
}
