import { type FormEvent, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { announce } from '#client/lib/notify';
import { usePasswordResetRequest } from '../api/use-password-reset-request';

/** Asks for a fresh password-reset link where an old one failed, without a detour. */
export function NewResetLinkForm() {
  const passwordReset = usePasswordResetRequest(announce);
  const [email, setEmail] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await passwordReset.send(email)) setSentTo(email.trim());
  };

  if (sentTo) {
    return (
      <p role="status" className="rounded-md bg-accent-50 px-4 py-3 text-sm text-accent-700">
        If an account exists for <strong className="break-all">{sentTo}</strong>, a new link is on its way.
        Check your inbox (and the spam folder).
      </p>
    );
  }
  return (
    <form onSubmit={submit} noValidate className="space-y-3 text-left">
      <FormField id="reset-email" label="Email">
        <Input
          id="reset-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </FormField>
      <Button type="submit" className="w-full" busy={passwordReset.sending}>
        Send a New Link
      </Button>
    </form>
  );
}
