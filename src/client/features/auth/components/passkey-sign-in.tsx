import { KeyRound } from 'lucide-react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { Button } from '#client/components/ui/button';
import { errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
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
  label = 'Sign in with a passkey',
  suggest = true,
}: {
  onSignedIn: () => unknown;
  label?: string;
  suggest?: boolean;
}) {
  const signIn = useAction({
    run: () => passkeyApi.signIn(),
    onSuccess: onSignedIn,
    failureTitle: FAILURE_TITLE,
    // Another request took its place: nothing went wrong.
    onError: (error) => wasAborted(error),
  });
  usePasskeyAutofill(onSignedIn, suggest);

  return (
    <Button
      type="button"
      variant="secondary"
      className="w-full"
      busy={signIn.isPending}
      onClick={() => signIn.mutate()}
    >
      {!signIn.isPending && <KeyRound className="size-4" aria-hidden />}
      {label}
    </Button>
  );
}

/** Waits, while the page is open, for a passkey picked from the email field's suggestions. */
function usePasskeyAutofill(onSignedIn: () => unknown, enabled: boolean) {
  // The latest callback, read when a passkey arrives, without restarting the wait when it changes
  // (React's useEffectEvent, which Preact does not have: decision 029).
  const signedIn = useRef(onSignedIn);
  useLayoutEffect(() => {
    signedIn.current = onSignedIn;
  });
  useEffect(() => {
    if (!enabled) return;
    let open = true;
    void (async () => {
      if (!(await passkeyApi.autofillSupported()) || !open) return;
      try {
        if ((await passkeyApi.signIn({ autofill: true })) && open) await signedIn.current();
      } catch (error) {
        if (open && !wasAborted(error)) notify.error(FAILURE_TITLE, errorMessage(error));
      }
    })();
    return () => {
      open = false;
      passkeyApi.cancel();
    };
  }, [enabled]);
}
