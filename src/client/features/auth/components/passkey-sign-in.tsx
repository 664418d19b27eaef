import { KeyRound } from 'lucide-react';
import { useEffect, useEffectEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import type { Announce } from '#client/lib/announce';
import { errorMessage } from '#client/lib/api-client';
import { passkeyApi, wasAborted } from '../api/passkey-api';

const FAILURE_TITLE = 'Passkey Sign-In Failed';

/**
 * 'Sign in with a passkey' (docs/product.md §28). Where the browser can, its passkeys are also
 * offered among the email field's suggestions (the field's `autocomplete` names `webauthn`).
 * `onSignedIn` finishes like a password sign-in: a passkey is both factors, so no code follows.
 * At the two-factor code step it is the other way to finish ('Use a passkey instead'), without
 * suggestions, since that step has no email field.
 */
export function PasskeySignIn({
  onSignedIn,
  announce,
  label = 'Sign in with a passkey',
  suggest = true,
}: {
  onSignedIn: () => unknown;
  announce: Announce;
  label?: string;
  suggest?: boolean;
}) {
  const [busy, setBusy] = useState(false);
  const signIn = async () => {
    setBusy(true);
    try {
      await passkeyApi.signIn();
      await onSignedIn();
    } catch (error) {
      // Another request took its place: nothing went wrong.
      if (!wasAborted(error))
        announce({ tone: 'error', title: FAILURE_TITLE, description: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  usePasskeyAutofill(onSignedIn, announce, suggest);

  return (
    <Button type="button" variant="secondary" className="w-full" busy={busy} onClick={() => void signIn()}>
      {!busy && <KeyRound className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}

/** Waits, while the page is open, for a passkey picked from the email field's suggestions. */
function usePasskeyAutofill(onSignedIn: () => unknown, announce: Announce, enabled: boolean) {
  // The latest callbacks, read when a passkey arrives, without restarting the wait when they change.
  const signedIn = useEffectEvent(onSignedIn);
  const failed = useEffectEvent((error: unknown) =>
    announce({ tone: 'error', title: FAILURE_TITLE, description: errorMessage(error) }),
  );
  useEffect(() => {
    if (!enabled) return;
    let open = true;
    void (async () => {
      if (!(await passkeyApi.autofillSupported()) || !open) return;
      try {
        if ((await passkeyApi.signIn({ autofill: true })) && open) await signedIn();
      } catch (error) {
        if (open && !wasAborted(error)) failed(error);
      }
    })();
    return () => {
      open = false;
      passkeyApi.cancel();
    };
  }, [enabled]);
}
