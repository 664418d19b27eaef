import { type FormEvent, useState } from 'react';
import { SIGNATURE_REQUEST_DAYS, signatureRequestCreateSchema } from '#shared/inspections/inspection-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { serverFieldErrors } from '#client/lib/field-errors';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { inspectionsApi, signatureRequestsKey } from '../api/inspections-api';

/**
 * 'Send to landlord for signature': the landlord gets a link to review the move-in report and sign
 * it without an account (docs/product.md §34).
 */
export function RequestSignatureDialog({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string>();
  const send = useAction({
    run: (address: string) => inspectionsApi.requestSignature(propertyId, address),
    refreshes: [signatureRequestsKey(propertyId)],
    onSuccess: () => {
      notify.success('Sent for signature.');
      setEmail('');
      onOpenChange(false);
    },
    failureTitle: 'The report was not sent',
    onError: (failure) => {
      const problem = serverFieldErrors(failure)?.email;
      if (problem) setError(problem);
      return problem !== undefined;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = signatureRequestCreateSchema.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    send.mutate(parsed.data.email);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title="Send to landlord for signature"
        description={`We email your landlord a link to review the move-in report room by room, note any disagreement, and sign it. The link lasts ${SIGNATURE_REQUEST_DAYS} days. Once signed, the report is frozen and you both get the signed PDF.`}
      >
        <form onSubmit={submit} noValidate className="space-y-4">
          <FormField id="signer-email" label="Landlord’s email" error={error}>
            <Input
              {...describedBy('signer-email', error)}
              type="email"
              autoComplete="email"
              inputMode="email"
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </FormField>
          <Button type="submit" className="w-full" busy={send.isPending}>
            Send for signature
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
