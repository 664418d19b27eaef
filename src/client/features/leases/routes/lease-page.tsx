import { BellPlus, FileSignature, Plus, Receipt, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { type Lease, nextRentDueDate } from '#shared/leases/lease-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from '#client/components/ui/dropdown-menu';
import { EmptyState } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { formatDate, formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { localToday } from '#client/lib/dates';
import { remindersApi } from '#client/features/reminders';
import { leasesApi, useFees, useLeases, useRefreshLeases } from '../api/leases-api';
import { FeeDialog } from '../components/fee-dialog';
import { LeaseDialog } from '../components/lease-dialog';

const day = (iso: string | null) => (iso ? formatDate(`${iso}T12:00:00`) : '—');

function LeaseCard({ lease, onChanged }: { lease: Lease; onChanged: () => unknown }) {
  const addReminder = useAction({
    run: (reminder: { text: string; date: string }) => remindersApi.create(reminder),
    onSuccess: async (_, { text, date }) => {
      await onChanged();
      notify.success('Reminder added!', `${text} on ${day(date)}.`);
    },
    failureTitle: 'Could not add the reminder',
  });
  const remind = (text: string, date: string) => addReminder.mutate({ text, date });
  const removeLease = useAction({
    run: () => leasesApi.deleteLease(lease.id),
    onSuccess: async () => {
      await onChanged();
      notify.success('Lease removed', `${lease.name} was removed. Its document stays in your Document Hub.`);
    },
    failureTitle: 'Could not remove the lease',
  });
  const terms: [string, string][] = [
    ['Start', day(lease.startDate)],
    ['End', day(lease.endDate)],
    ['Monthly rent', lease.monthlyRent ? formatMoney(lease.monthlyRent) : '—'],
    ['Deposit', lease.deposit ? formatMoney(lease.deposit) : '—'],
    [
      'Pets',
      lease.petsAllowed
        ? `Allowed${lease.petFee ? `, fee ${formatMoney(lease.petFee)}` : ''}`
        : 'Not allowed',
    ],
  ];
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <h2 className="font-semibold text-slate-900">{lease.name}</h2>
        <div className="flex gap-1">
          <DropdownMenu>
            <DropdownMenuTrigger asChild>
              <Button variant="secondary" size="sm" className="min-h-11">
                <BellPlus className="size-4" aria-hidden />
                Set Reminder
              </Button>
            </DropdownMenuTrigger>
            <DropdownMenuContent>
              <DropdownMenuItem
                disabled={!lease.endDate}
                onSelect={() => lease.endDate && remind(`Lease ends: ${lease.name}`, lease.endDate)}
              >
                End of lease
              </DropdownMenuItem>
              <DropdownMenuItem
                disabled={!lease.startDate}
                onSelect={() =>
                  lease.startDate &&
                  remind(`Rent due: ${lease.name}`, nextRentDueDate(lease.startDate, localToday()))
                }
              >
                Next rent due
              </DropdownMenuItem>
            </DropdownMenuContent>
          </DropdownMenu>
          <Button
            variant="ghost"
            size="icon"
            className="text-red-700 hover:bg-red-50"
            onClick={() => removeLease.mutate()}
            aria-label={`Delete ${lease.name}`}
          >
            <Trash2 className="size-4" aria-hidden />
          </Button>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-3">
        {terms.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-500">{label}</dt>
            <dd className="text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {lease.document && (
        <a
          href={lease.document.downloadUrl}
          className="mt-3 inline-flex min-h-11 items-center gap-2 text-sm text-accent-700 hover:underline"
        >
          <FileSignature className="size-4" aria-hidden />
          {lease.document.fileName}
        </a>
      )}
    </li>
  );
}

export function LeasePage() {
  const leases = useLeases();
  const fees = useFees();
  const refresh = useRefreshLeases();
  const [addingLease, setAddingLease] = useState(false);
  const [addingFee, setAddingFee] = useState(false);

  const removeFee = useAction({
    run: (fee: { id: string; name: string }) => leasesApi.deleteFee(fee.id),
    onSuccess: async (_, fee) => {
      await refresh();
      notify.success('Fee removed', `${fee.name} was removed.`);
    },
    failureTitle: 'Could not remove the fee',
  });

  return (
    <>
      <PageHeader
        title="Lease & Fee Tracker"
        description="Your lease terms and documents, and every fee charged on top of rent."
        actions={
          <>
            <Button onClick={() => setAddingLease(true)}>
              <Plus className="size-4" aria-hidden />
              Add Lease
            </Button>
            <Button variant="secondary" onClick={() => setAddingFee(true)}>
              <Receipt className="size-4" aria-hidden />
              Log Fee
            </Button>
          </>
        }
      />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section aria-label="Leases">
          <ListState
            query={leases}
            isEmpty={leases.data?.length === 0}
            errorTitle="Error fetching leases"
            loading={<Skeleton className="h-40" />}
            empty={
              <EmptyState
                icon={<FileSignature className="size-6" aria-hidden />}
                title="No leases yet"
                action={<Button onClick={() => setAddingLease(true)}>Add Lease</Button>}
              >
                Record your lease dates, rent and deposit, and keep the signed copy with them.
              </EmptyState>
            }
          >
            <ul className="space-y-3">
              {leases.data?.map((lease) => (
                <LeaseCard key={lease.id} lease={lease} onChanged={refresh} />
              ))}
            </ul>
          </ListState>
        </section>
        <Card>
          <CardHeader title="Fee log" />
          <CardBody>
            <ListState
              query={fees}
              isEmpty={fees.data?.length === 0}
              errorTitle="Error fetching fees"
              loading={<Skeleton className="h-24" />}
              empty={<p className="text-sm text-slate-600">No fees logged.</p>}
            >
              <ul className="divide-y divide-slate-100" aria-label="Fees">
                {fees.data?.map((fee) => (
                  <li key={fee.id} className="flex items-center gap-3 py-2">
                    <div className="min-w-0 flex-1">
                      <p className="font-medium text-slate-900">{fee.name}</p>
                      <p className="text-sm text-slate-500">
                        {[day(fee.date), fee.leaseName].filter((part) => part && part !== '—').join(' · ') ||
                          'No date'}
                      </p>
                    </div>
                    <span className="tabular-nums font-medium">{formatMoney(fee.amount)}</span>
                    <Button
                      variant="ghost"
                      size="icon"
                      className="text-red-700 hover:bg-red-50"
                      onClick={() => removeFee.mutate(fee)}
                      aria-label={`Delete ${fee.name}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </li>
                ))}
              </ul>
            </ListState>
          </CardBody>
        </Card>
      </div>
      <LeaseDialog open={addingLease} onOpenChange={setAddingLease} />
      <FeeDialog open={addingFee} onOpenChange={setAddingFee} />
    </>
  );
}
