import { type FormEvent, useState } from 'react';
import { type LeaseInput, leaseInputSchema } from '#shared/leases/lease-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { formProblems } from '#client/lib/form-problems';
import { documentsApi } from '#client/features/documents';
import { leasesApi, useRefreshLeases } from '../api/leases-api';

const EMPTY = { name: '', startDate: '', endDate: '', monthlyRent: '', deposit: '', petFee: '' };

/** A new lease: its terms, and the signed file, which goes to the Document Hub. */
export function LeaseDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const refresh = useRefreshLeases();
  const [values, setValues] = useState(EMPTY);
  const [petsAllowed, setPetsAllowed] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const field = (name: keyof typeof EMPTY) => ({
    id: `lease-${name}`,
    value: values[name],
    onChange: (event: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: event.target.value })),
  });

  const save = useAction({
    run: async (input: LeaseInput) => {
      const document = file ? await documentsApi.upload(file, () => {}) : null;
      return leasesApi.createLease({ ...input, documentId: document?.id ?? null });
    },
    onSuccess: async (_, input) => {
      await refresh();
      notify.success('Lease saved', `${input.name} was added.`);
      setValues(EMPTY);
      setPetsAllowed(false);
      setFile(null);
      onOpenChange(false);
    },
    failureTitle: 'Could not save the lease',
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = leaseInputSchema.safeParse({
      ...values,
      petsAllowed,
      petFee: petsAllowed ? values.petFee : '',
    });
    if (!parsed.success) {
      notify.error(formProblems(parsed.error.issues) || 'Lease name required');
      return;
    }
    save.mutate(parsed.data);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Add Lease" description="The terms of your lease, and the signed document.">
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <FormField id="lease-name" label="Lease name">
              <Input {...field('name')} placeholder="e.g. Maple Court 2026" />
            </FormField>
          </div>
          <FormField id="lease-startDate" label="Start date">
            <Input type="date" {...field('startDate')} />
          </FormField>
          <FormField id="lease-endDate" label="End date">
            <Input type="date" {...field('endDate')} />
          </FormField>
          <FormField id="lease-monthlyRent" label="Monthly rent ($)">
            <Input type="number" inputMode="decimal" min="0" step="0.01" {...field('monthlyRent')} />
          </FormField>
          <FormField id="lease-deposit" label="Deposit ($)">
            <Input type="number" inputMode="decimal" min="0" step="0.01" {...field('deposit')} />
          </FormField>
          <label className="flex min-h-11 items-center gap-2 text-sm font-medium text-slate-800 sm:col-span-2">
            <input
              type="checkbox"
              className="size-5 accent-accent-600"
              checked={petsAllowed}
              onChange={(e) => setPetsAllowed(e.target.checked)}
            />
            Pets allowed
          </label>
          {petsAllowed && (
            <FormField id="lease-petFee" label="Pet fee ($)">
              <Input type="number" inputMode="decimal" min="0" step="0.01" {...field('petFee')} />
            </FormField>
          )}
          <div className="sm:col-span-2">
            <FormField
              id="lease-file"
              label="Lease document"
              hint="PDF, image or Word file, kept in your Document Hub."
            >
              <input
                id="lease-file"
                type="file"
                className="block w-full text-sm"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              />
            </FormField>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="secondary" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" busy={save.isPending}>
              Save Lease
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
