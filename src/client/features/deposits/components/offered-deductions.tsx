import { Plus } from 'lucide-react';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { LoadError } from '#client/components/ui/empty-state';
import { ApiError } from '#client/lib/api-client';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useOfferedDeductions, useRefreshDeposits } from '../api/deposits-api';

const TITLE = 'From your landlord’s itemized list';

/**
 * The items a landlord who uses Rentproof listed for this home, each added to the deductions with a
 * click (docs/product.md §32). Nothing shows while they load or when there are none: most renters'
 * landlords keep no list here.
 */
export function OfferedDeductions({ depositId }: { depositId: string }) {
  const refresh = useRefreshDeposits();
  const offered = useOfferedDeductions(depositId);
  const pick = useAction({
    run: (landlordDeductionId: string) => depositsApi.pickOfferedDeduction(depositId, landlordDeductionId),
    onSuccess: async () => {
      await refresh();
      notify.success('Deduction added.');
    },
    failureTitle: 'Could not add the deduction',
    onError: async (error) => {
      // Added already (in another tab): the list catches up, and the toast says why nothing changed.
      if (error instanceof ApiError && error.status === 409) await refresh();
      return false;
    },
  });

  if (offered.isError) {
    return (
      <LoadError title="Could not load your landlord’s itemized list" onRetry={() => offered.refetch()} />
    );
  }
  if (!offered.data?.length) return null;
  return (
    <section aria-labelledby="offered-deductions-title" className="rounded-lg border border-slate-200 p-4">
      <h3 id="offered-deductions-title" className="font-semibold text-slate-900">
        {TITLE}
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        Add each item to your deductions, then give your position and your evidence on it.
      </p>
      <ul className="mt-2 divide-y divide-slate-100" aria-label={TITLE}>
        {offered.data.map((item) => (
          <li
            key={item.id}
            aria-label={item.reason}
            className="flex flex-wrap items-center justify-between gap-x-3 gap-y-2 py-3"
          >
            <div className="min-w-0">
              <p className="break-words font-medium text-slate-900">{item.reason}</p>
              <p className="text-sm text-slate-600">
                {item.room ? `${item.room} · ${item.companyName}` : item.companyName}
              </p>
            </div>
            <div className="ml-auto flex shrink-0 items-center gap-3">
              <span className="font-semibold tabular-nums text-slate-900">{formatMoney(item.amount)}</span>
              {item.pickedDeductionId ? (
                <Badge tone="success">Added</Badge>
              ) : (
                <Button
                  size="sm"
                  variant="secondary"
                  className="min-h-11"
                  busy={pick.isPending && pick.variables === item.id}
                  disabled={pick.isPending}
                  onClick={() => pick.mutate(item.id)}
                >
                  <Plus className="size-4" aria-hidden />
                  Add
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
