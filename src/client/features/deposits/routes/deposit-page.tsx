import { ArrowLeft, Home, Info, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { type Deposit, NOT_LEGAL_ADVICE } from '#shared/deposits/deposit-schemas';
import { DEPOSIT_RULES } from '#shared/deposits/deposit-rules';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { PageHeader } from '#client/components/page-header';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState, LoadError } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { localToday } from '#client/lib/dates';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useProperties } from '#client/features/properties';
import { depositsApi, useDepositOfProperty, useRefreshDeposits } from '../api/deposits-api';
import { DeadlineCard } from '../components/deadline-card';
import { DeductionCard } from '../components/deduction-card';
import { DeductionDialog } from '../components/deduction-dialog';
import { calendarDate } from '../components/deposit-format';
import { DisputeAnswerCard } from '../components/dispute-answer-card';
import { EditDepositDialog } from '../components/edit-deposit-dialog';
import { NewDepositForm } from '../components/new-deposit-form';
import { OfferedDeductions } from '../components/offered-deductions';
import { OutcomeCard } from '../components/outcome-card';
import { StatementCard } from '../components/statement-card';

function Facts({ items }: { items: [label: string, value: string][] }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-slate-500">{label}</dt>
          <dd className="whitespace-pre-wrap break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function DepositFacts({ deposit }: { deposit: Deposit }) {
  const refresh = useRefreshDeposits();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useAction({
    run: () => depositsApi.remove(deposit.id),
    onSuccess: async () => {
      setDeleting(false);
      notify.success('Deposit deleted.');
      await refresh();
    },
    failureTitle: 'Could not delete the deposit',
  });
  const day = (value: string | null) => (value ? calendarDate(value) : '—');
  return (
    <Card>
      <CardHeader
        title={`Deposit of ${formatMoney(deposit.amount)}`}
        action={
          <div className="flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden />
              Edit deposit
            </Button>
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 text-red-700 hover:bg-red-50"
              onClick={() => setDeleting(true)}
            >
              <Trash2 className="size-4" aria-hidden />
              Delete deposit
            </Button>
          </div>
        }
      />
      <CardBody>
        <Facts
          items={[
            ['Paid on', day(deposit.paidOn)],
            ['Moved out', day(deposit.moveOutDate)],
            ...(deposit.tenancyEndDate
              ? [['Tenancy ended', day(deposit.tenancyEndDate)] as [string, string]]
              : []),
            ['Where the home is', DEPOSIT_RULES[deposit.jurisdiction].label],
            ['Landlord', deposit.landlordName || '—'],
            [
              'Forwarding address',
              deposit.forwardingAddress
                ? `${deposit.forwardingAddress}${deposit.forwardingAddressGivenOn ? `\nGiven ${day(deposit.forwardingAddressGivenOn)}` : ''}`
                : '—',
            ],
          ]}
        />
      </CardBody>
      {editing && <EditDepositDialog deposit={deposit} onClose={() => setEditing(false)} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this deposit?"
        description="Its deductions and the evidence attached to them go with it. Your photos, maintenance items and documents stay."
        confirmLabel="Delete deposit"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </Card>
  );
}

function Deductions({ deposit }: { deposit: Deposit }) {
  const [adding, setAdding] = useState(false);
  const { totals } = deposit;
  return (
    <Card aria-label="Deductions">
      <CardHeader
        title="Deductions"
        description="Each amount the landlord kept back, with your position and your evidence."
        action={
          <Button size="sm" className="min-h-11" onClick={() => setAdding(true)}>
            <Plus className="size-4" aria-hidden />
            Add deduction
          </Button>
        }
      />
      <CardBody className="space-y-4">
        <dl className="grid grid-cols-3 gap-2 text-sm" aria-label="Totals">
          {(
            [
              ['Deducted', totals.deducted],
              ['Accepted', totals.accepted],
              ['Disputed', totals.disputed],
            ] as const
          ).map(([label, amount]) => (
            <div key={label} className="rounded-lg bg-slate-50 p-3">
              <dt className="text-slate-500">{label}</dt>
              <dd className="font-semibold tabular-nums text-slate-900">{formatMoney(amount)}</dd>
            </div>
          ))}
        </dl>
        <OfferedDeductions depositId={deposit.id} />
        {deposit.deductions.length === 0 ? (
          <p className="text-sm text-slate-600">
            No deductions recorded. When the landlord’s itemized list arrives, add each deduction on it and
            answer it with your evidence.
          </p>
        ) : (
          <ul className="space-y-3" aria-label="Your deductions">
            {deposit.deductions.map((deduction) => (
              <DeductionCard key={deduction.id} depositId={deposit.id} deduction={deduction} />
            ))}
          </ul>
        )}
      </CardBody>
      {adding && <DeductionDialog depositId={deposit.id} deduction={null} onClose={() => setAdding(false)} />}
    </Card>
  );
}

function DepositDetails({ deposit }: { deposit: Deposit }) {
  return (
    <div className="space-y-6">
      <DepositFacts deposit={deposit} />
      <DeadlineCard deposit={deposit} today={localToday()} />
      <Deductions deposit={deposit} />
      <StatementCard key={deposit.id} deposit={deposit} />
      <DisputeAnswerCard depositId={deposit.id} hasDeductions={deposit.deductions.length > 0} />
      <OutcomeCard deposit={deposit} />
    </div>
  );
}

function Loading() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-32" />
      <Skeleton className="h-56" />
      <Skeleton className="h-40" />
    </div>
  );
}

/** One home's deposit after move-out: its deadline, the deductions answered, the letter and link (§32). */
export function DepositPage() {
  const { id = '' } = useParams();
  const properties = useProperties();
  const deposit = useDepositOfProperty(id);
  const property = properties.data?.find((item) => item.id === id);
  const name = deposit.data?.propertyName ?? (property ? displayPropertyName(property) : undefined);
  const missing = deposit.error instanceof ApiError && deposit.error.status === 404;

  return (
    <div className="mx-auto max-w-4xl">
      <Link
        to="/properties"
        className="mb-2 inline-flex min-h-11 items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900"
      >
        <ArrowLeft className="size-4" aria-hidden />
        Properties
      </Link>
      <PageHeader title="Deposit" description={name} />
      <p className="mb-6 flex gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
        <Info className="mt-0.5 size-4 shrink-0 text-slate-500" aria-hidden />
        {NOT_LEGAL_ADVICE}
      </p>
      {deposit.isPending ? (
        <Loading />
      ) : missing ? (
        <EmptyState
          icon={<Home className="size-6" aria-hidden />}
          title="This home could not be found"
          action={
            <Button asChild>
              <Link to="/properties">Your properties</Link>
            </Button>
          }
        >
          It may have been deleted. Open the deposit from one of your properties.
        </EmptyState>
      ) : deposit.isError ? (
        <LoadError title="Could not load the deposit" onRetry={() => deposit.refetch()} />
      ) : deposit.data ? (
        <DepositDetails deposit={deposit.data} />
      ) : (
        <NewDepositForm propertyId={id} />
      )}
    </div>
  );
}
