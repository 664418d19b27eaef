import { type FormEvent, useState } from 'react';
import { PASSKEY_NAME_MAX_LENGTH, passkeyNameSchema } from '#shared/accounts/passkey-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';

/** Asks for a passkey's name: before adding one, and to rename one. */
export function PasskeyNameDialog({
  open,
  onOpenChange,
  title,
  description,
  initialName,
  submitLabel,
  busy,
  onSubmit,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  initialName: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !busy && onOpenChange(next)}>
      {open && (
        <DialogContent title={title} description={description}>
          <NameForm
            initialName={initialName}
            submitLabel={submitLabel}
            busy={busy}
            onSubmit={onSubmit}
            onCancel={() => onOpenChange(false)}
          />
        </DialogContent>
      )}
    </Dialog>
  );
}

/** The form, mounted with the dialog so each opening starts from `initialName`. */
function NameForm({
  initialName,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
}: {
  initialName: string;
  submitLabel: string;
  busy: boolean;
  onSubmit: (name: string) => void;
  onCancel: () => void;
}) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = passkeyNameSchema.safeParse(name);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    onSubmit(parsed.data);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <FormField id="passkey-name" label="Passkey name" error={error}>
        <Input
          {...describedBy('passkey-name', error)}
          autoFocus
          autoComplete="off"
          maxLength={PASSKEY_NAME_MAX_LENGTH}
          placeholder="Work laptop"
          value={name}
          onChange={(event) => setName(event.target.value)}
        />
      </FormField>
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="button" variant="ghost" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
