import { useState } from 'react';
import { forgotPasswordSchema } from '#shared/accounts/account-schemas';
import { errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { authApi } from './auth-api';

/**
 * "Forgot Password?": checks the typed email, asks for a reset link and says where it went. The
 * server answers the same whether or not the address has an account, and so does this.
 */
export function usePasswordResetRequest() {
  const [sending, setSending] = useState(false);

  const send = async (typedEmail: string): Promise<boolean> => {
    if (!typedEmail.trim()) {
      notify.error('Email required', 'Please enter your email address to reset your password.');
      return false;
    }
    const parsed = forgotPasswordSchema.safeParse({ email: typedEmail });
    if (!parsed.success) {
      notify.error('Invalid Email', parsed.error.issues[0]?.message);
      return false;
    }
    setSending(true);
    try {
      await authApi.requestPasswordReset(parsed.data.email);
      notify.success(
        'Check your email',
        `If an account exists for ${parsed.data.email}, a link to reset the password is on its way.`,
      );
      return true;
    } catch (error) {
      notify.error('Password reset failed', errorMessage(error));
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
