import { zodResolver } from '@hookform/resolvers/zod';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type LandlordDeduction,
  type LandlordDeductionInput,
  landlordDeductionInputSchema,
} from '#shared/deposits/deposit-schemas';
import { fromCents, toCents } from '#shared/roommates/roommate-balances';
import type { CompanyTenancy } from '#shared/tenancies/tenancy-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { serverIssues } from '#client/lib/field-errors';
import { formatDate, formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { portalApi, tenancyDeductionsKey, useTenancyDeductions } from '../api/portal-api';

type Field = keyof LandlordDeductionInput;
const FIELDS: readonly Field[] = ['amount', 'reason', 'room'];

/** The server's refusal of one field, as its `details` name it, to show at that field. */
function serverProblems(error: unknown): [Field, string][] {
  return serverIssues(error).flatMap(({ path, message }) => {
    const field = FIELDS.find((name) => name === path);
    return field ? [[field, message] as [Field, string]] : [];
  });
}

function AddDeductionForm({ tenancyId }: { tenancyId: string }) {
  const form = useForm<LandlordDeductionInput, unknown, z.output<typeof landlordDeductionInputSchema>>({
    resolver: zodResolver(landlordDeductionInputSchema),
    defaultValues: { amount: '', reason: '', room: '' },
  });
  const { errors } = form.formState;
  const add = useAction({
    run: (input: LandlordDeductionInput) => portalApi.addDeduction(tenancyId, input),
    refreshes: [tenancyDeductionsKey(tenancyId)],
    onSuccess: () => {
      form.reset();
      notify.success('Deduction added to the list.');
    },
    failureTitle: 'Could not add the deduction',
    onError: (error) => {
      const problems = serverProblems(error);
      for (const [field, message] of problems) form.setError(field, { message });
      return false;
    },
  });
  const field = (name: Field) => ({
    ...describedBy(`landlord-deduction-${name}`, errors[name]?.message),
    ...form.register(name),
  });
  return (
    <form
      onSubmit={form.handleSubmit((input) => add.mutate(input))}
      noValidate
      aria-label="Add a deduction"
      className="grid gap-3 sm:grid-cols-[8rem_1fr_10rem]"
    >
      <FormField id="landlord-deduction-amount" label="Amount ($)" error={errors.amount?.message}>
        <Input inputMode="decimal" autoComplete="off" {...field('amount')} />
      </FormField>
      <FormField id="landlord-deduction-reason" label="Reason" error={errors.reason?.message}>
        <Input placeholder="e.g. Carpet cleaning" {...field('reason')} />
      </FormField>
      <FormField id="landlord-deduction-room" label="Room (optional)" error={errors.room?.message}>
        <Input placeholder="e.g. Kitchen" {...field('room')} />
      </FormField>
      <div className="sm:col-span-3 sm:flex sm:justify-end">
        <Button type="submit" busy={add.isPending} className="w-full sm:w-auto">
          Add to list
        </Button>
      </div>
    </form>
  );
}

const addedBy = (deduction: LandlordDeduction) =>
  `Added ${formatDate(deduction.createdAt)} by ${deduction.createdBy ?? 'a former member'}`;

/**
 * The itemized list of deductions the company keeps for one tenant link; the tenant is offered each
 * item on their Deposit page (docs/product.md §32).
 */
export function TenantDeductionsDialog({ tenant, onClose }: { tenant: CompanyTenancy; onClose: () => void }) {
  const deductions = useTenancyDeductions(tenant.id);
  const [deleting, setDeleting] = useState<LandlordDeduction | null>(null);
  const remove = useAction({
    run: (deduction: LandlordDeduction) => portalApi.removeDeduction(tenant.id, deduction.id),
    refreshes: [tenancyDeductionsKey(tenant.id)],
    onSuccess: () => {
      setDeleting(null);
      notify.success('Deduction removed from the list.');
    },
    failureTitle: 'Could not remove the deduction',
  });
  const items = deductions.data ?? [];
  const total = fromCents(items.reduce((sum, item) => sum + toCents(item.amount), 0));
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`Itemized deductions for ${tenant.tenantName ?? tenant.email}`}
        description={`${tenant.property.address}. The tenant sees these items on their Deposit page and answers each with their evidence.`}
        className="max-w-2xl"
      >
        <div className="space-y-6">
          <ListState
            query={deductions}
            isEmpty={items.length === 0}
            errorTitle="Error fetching the deductions"
            empty={<p className="text-sm text-slate-600">Nothing on the list yet.</p>}
          >
            <ul className="divide-y divide-slate-100" aria-label="Itemized deductions">
              {items.map((deduction) => (
                <li
                  key={deduction.id}
                  aria-label={deduction.reason}
                  className="flex items-start justify-between gap-3 py-3"
                >
                  <div className="min-w-0">
                    <p className="break-words font-medium text-slate-900">{deduction.reason}</p>
                    {deduction.room && <p className="text-sm text-slate-600">{deduction.room}</p>}
                    <p className="text-xs text-slate-500">{addedBy(deduction)}</p>
                  </div>
                  <div className="flex shrink-0 flex-col items-end gap-1">
                    <p className="font-semibold tabular-nums text-slate-900">
                      {formatMoney(deduction.amount)}
                    </p>
                    <Button
                      variant="ghost"
                      size="sm"
                      className="min-h-11 text-red-700 hover:bg-red-50"
                      aria-label={`Delete ${deduction.reason}`}
                      onClick={() => setDeleting(deduction)}
                    >
                      <Trash2 className="size-4" aria-hidden />
                      Delete
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
            <dl className="flex justify-between border-t border-slate-200 pt-3 font-semibold text-slate-900">
              <dt>Total</dt>
              <dd className="tabular-nums">{formatMoney(total)}</dd>
            </dl>
          </ListState>
          <AddDeductionForm tenancyId={tenant.id} />
        </div>
      </DialogContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Remove this deduction from the list?"
        description={`“${deleting?.reason ?? ''}” is taken off the list. A tenant who already added it to their deposit keeps it.`}
        confirmLabel="Remove deduction"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </Dialog>
  );
}
