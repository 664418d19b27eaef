import { type FormEvent, useState } from 'react';
import {
  SIGNER_NAME_MAX,
  SIGNING_CONSENT_TEXT,
  SIGNING_EXPLANATION,
  selfSignSchema,
} from '#shared/inspections/inspection-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { inspectionKey, inspectionsApi } from '../api/inspections-api';

type Problems = { name?: string; consent?: string };

/** 'Sign it yourself': the renter signs their own move-in report with their typed name. */
export function SelfSignatureDialog({
  propertyId,
  open,
  onOpenChange,
}: {
  propertyId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<Problems>({});
  const sign = useAction({
    run: (signer: string) => inspectionsApi.signYourself(propertyId, signer),
    refreshes: [inspectionKey(propertyId)],
    onSuccess: () => {
      notify.success('Report signed.');
      onOpenChange(false);
    },
    failureTitle: 'The report was not signed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = selfSignSchema.safeParse({ name, consent });
    if (!parsed.success) {
      const at = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblems({ name: at('name'), consent: at('consent') });
      return;
    }
    setProblems({});
    sign.mutate(parsed.data.name);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Sign the move-in report yourself">
        <form onSubmit={submit} noValidate className="space-y-4">
          <p className="text-sm text-slate-700">{SIGNING_EXPLANATION}</p>
          <FormField id="self-signer-name" label="Your full name" error={problems.name}>
            <Input
              {...describedBy('self-signer-name', problems.name)}
              autoComplete="name"
              maxLength={SIGNER_NAME_MAX}
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </FormField>
          <div className="space-y-1.5">
            <label className="flex min-h-11 items-start gap-3 text-sm text-slate-800">
              <input
                type="checkbox"
                checked={consent}
                onChange={(event) => setConsent(event.target.checked)}
                aria-invalid={problems.consent ? true : undefined}
                aria-describedby={problems.consent ? 'self-signer-consent-error' : undefined}
                className="mt-0.5 size-5 shrink-0 accent-accent-600"
              />
              <span>{SIGNING_CONSENT_TEXT}</span>
            </label>
            {problems.consent && (
              <p id="self-signer-consent-error" className="text-sm text-red-700">
                {problems.consent}
              </p>
            )}
          </div>
          <Button type="submit" className="w-full" busy={sign.isPending}>
            Sign report
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
