import {
  browserSupportsWebAuthn,
  browserSupportsWebAuthnAutofill,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnAbortService,
  WebAuthnError,
} from '@simplewebauthn/browser';
import { useQuery } from '@tanstack/react-query';
import type { PasskeyResponse, PasskeysResponse } from '#shared/accounts/account-responses';
import { ApiError, api } from '#client/lib/api-client';

// better-auth's passkey endpoints (docs/product.md §28, decision 023), called like its others here
// through our API client; @simplewebauthn/browser talks to the browser, as better-auth's own
// client plugin does.
const PASSKEY = '/api/auth/passkey';

export const PASSKEYS_KEY = ['passkeys'] as const;

/** Something the browser or the authenticator said, in words a person can act on. */
export class PasskeyError extends Error {}

const UNSUPPORTED =
  'This browser does not support passkeys. Use an up-to-date browser, or sign in with your password.';

export const passkeysSupported = () => browserSupportsWebAuthn();

/** The server's refusal of a session too old to add a passkey, said as what to do. */
function sessionProblem(error: unknown): unknown {
  if (error instanceof ApiError && error.code === 'SESSION_NOT_FRESH') {
    return new PasskeyError('For your security, sign out and sign in again, then add the passkey.');
  }
  return error;
}

/** Why the browser's prompt gave no passkey; `closed` when the person closed it or it timed out. */
function browserProblem(error: unknown, closed: string): PasskeyError {
  const code = error instanceof WebAuthnError ? error.code : undefined;
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
    return new PasskeyError('This device already holds a passkey for your account.');
  }
  if (code === 'ERROR_AUTHENTICATOR_MISSING_USER_VERIFICATION_SUPPORT') {
    return new PasskeyError('This authenticator cannot check it is you (a fingerprint, face or PIN).');
  }
  if (code === 'ERROR_AUTHENTICATOR_MISSING_DISCOVERABLE_CREDENTIAL_SUPPORT') {
    return new PasskeyError('This security key cannot store a passkey. Try another device.');
  }
  // The prompt was closed, timed out, or no passkey on this device was for this site.
  return new PasskeyError(closed);
}

/** The end of an autofill request that a button's request replaced, or of leaving the page. */
export const wasAborted = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' ||
    (error instanceof WebAuthnError && error.code === 'ERROR_CEREMONY_ABORTED'));

export const passkeyApi = {
  /** Adds a passkey to the signed-in account: the browser's prompt, then the server's check. */
  async add(name: string) {
    if (!browserSupportsWebAuthn()) throw new PasskeyError(UNSUPPORTED);
    const optionsJSON = await api<PublicKeyCredentialCreationOptionsJSON>(
      `${PASSKEY}/generate-register-options`,
    ).catch((error: unknown) => {
      throw sessionProblem(error);
    });
    let response;
    try {
      response = await startRegistration({ optionsJSON });
    } catch (error) {
      throw browserProblem(
        error,
        'The passkey prompt was closed before a passkey was made. Nothing was added.',
      );
    }
    return api<PasskeyResponse>(`${PASSKEY}/verify-registration`, { body: { response, name } });
  },

  /**
   * Signs in with a passkey. With `autofill`, the browser offers the passkeys among the email
   * field's suggestions and this waits until one is picked or another request replaces it; it
   * answers null when it cannot start (the page still has its button).
   */
  async signIn({ autofill = false } = {}): Promise<true | null> {
    if (!browserSupportsWebAuthn()) throw new PasskeyError(UNSUPPORTED);
    const optionsJSON = await api<PublicKeyCredentialRequestOptionsJSON>(
      `${PASSKEY}/generate-authenticate-options`,
    ).catch((error: unknown) => {
      if (autofill) return null;
      throw error;
    });
    if (!optionsJSON) return null;
    let response;
    try {
      response = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
    } catch (error) {
      if (autofill || wasAborted(error)) throw error;
      throw browserProblem(error, 'No passkey was used. Try again, or sign in with your password.');
    }
    await api(`${PASSKEY}/verify-authentication`, { body: { response } });
    return true;
  },

  autofillSupported: () => browserSupportsWebAuthnAutofill(),
  /** Ends a waiting autofill request (leaving the page). */
  cancel: () => WebAuthnAbortService.cancelCeremony(),

  rename: (id: string, name: string) =>
    api<PasskeyResponse>(`${PASSKEY}/update-passkey`, { body: { id, name } }),
  remove: (id: string) => api(`${PASSKEY}/delete-passkey`, { body: { id } }),
};

export function usePasskeys() {
  return useQuery({
    queryKey: PASSKEYS_KEY,
    queryFn: async () => (await api<PasskeysResponse>(`${PASSKEY}/list-user-passkeys`)).passkeys,
  });
}
