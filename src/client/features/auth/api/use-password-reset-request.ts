import { useState } from 'react';
import { forgotPasswordSchema } from '#shared/accounts/account-schemas';
import { errorMessage } from '#client/lib/api-client';
import type { Announce } from '#client/lib/announce';
import { authApi } from './auth-api';

/**
 * "Forgot Password?": checks the typed email, asks for a reset link and says where it went. The
 * server answers the same whether or not the address has an account, and so does this.
 */
export function usePasswordResetRequest(announce: Announce) {
  const [sending, setSending] = useState(false);

  const send = async (typedEmail: string): Promise<boolean> => {
    if (!typedEmail.trim()) {
      announce({
        tone: 'error',
        title: 'Email required',
        description: 'Please enter your email address to reset your password.',
      });
      return false;
    }
    const parsed = forgotPasswordSchema.safeParse({ email: typedEmail });
    if (!parsed.success) {
      announce({ tone: 'error', title: 'Invalid Email', description: parsed.error.issues[0]?.message });
      return false;
    }
    setSending(true);
    try {
      await authApi.requestPasswordReset(parsed.data.email);
      announce({
        tone: 'success',
        title: 'Check your email',
        description: `If an account exists for ${parsed.data.email}, a link to reset the password is on its way.`,
      });
      return true;
    } catch (error) {
      announce({ tone: 'error', title: 'Password reset failed', description: errorMessage(error) });
      return false;
    } finally {
      setSending(false);
    }
  };

  return { send, sending };
}
