import { useQuery } from '@tanstack/react-query';
import type { Meta, SocialProvider } from '#shared/api/meta';
import { api } from '#client/lib/api-client';
import type {
  SignInResponse,
  SocialSignInResponse,
  TwoFactorEnableResponse,
} from '#shared/accounts/account-responses';

// Where better-auth sends people back to after an emailed link.
const VERIFIED_CALLBACK = '/verification-complete';
const RESET_CALLBACK = '/update-password';

export const authApi = {
  signIn: (input: { email: string; password: string }) =>
    api<SignInResponse>('/api/auth/sign-in/email', { body: input }),
  // The second step of signing in with two-factor on (decision 022), and its settings.
  verifyTotp: (code: string) => api('/api/auth/two-factor/verify-totp', { body: { code } }),
  verifyBackupCode: (code: string) => api('/api/auth/two-factor/verify-backup-code', { body: { code } }),
  enableTwoFactor: (password: string) =>
    api<TwoFactorEnableResponse>('/api/auth/two-factor/enable', { body: { password } }),
  disableTwoFactor: (password: string) => api('/api/auth/two-factor/disable', { body: { password } }),
  signUp: (input: { email: string; password: string; name: string; propertyName: string }) =>
    api('/api/auth/sign-up/email', { body: { ...input, callbackURL: VERIFIED_CALLBACK } }),
  resendVerification: (email: string) =>
    api('/api/auth/send-verification-email', { body: { email, callbackURL: VERIFIED_CALLBACK } }),
  requestPasswordReset: (email: string) =>
    api('/api/auth/request-password-reset', { body: { email, redirectTo: RESET_CALLBACK } }),
  resetPassword: (input: { token: string; newPassword: string }) =>
    api('/api/auth/reset-password', { body: input }),
  // The server's default too, said here so the settings page's promise does not rest on it.
  changePassword: (input: { currentPassword: string; newPassword: string }) =>
    api('/api/auth/change-password', { body: { ...input, revokeOtherSessions: true } }),
  // The page to land on once signed in, and the one a failure comes back to with `?error=`.
  socialSignIn: (provider: SocialProvider, pages: { callbackURL: string; errorCallbackURL: string }) =>
    api<SocialSignInResponse>('/api/auth/sign-in/social', { body: { provider, ...pages } }),
};

export const metaQuery = { queryKey: ['meta'], queryFn: () => api<Meta>('/api/meta'), staleTime: Infinity };

export function useMeta() {
  return useQuery(metaQuery);
}
