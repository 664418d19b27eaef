import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import {
  DEDUCTION_POSITION_LABELS,
  type DeductionPosition,
  type DepositDeduction,
} from '#shared/deposits/deposit-schemas';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { DepositEvidenceItem } from '#client/components/deposit-evidence/deposit-evidence-item';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import { AttachEvidenceDialog } from './attach-evidence-dialog';
import { DeductionDialog } from './deduction-dialog';

const POSITION_TONES: Record<DeductionPosition, 'warning' | 'success' | 'info'> = {
  dispute: 'warning',
  accept: 'success',
  partly: 'info',
};

/** One deduction: what the landlord kept and why, the renter's position and answer, and the evidence. */
export function DeductionCard({ depositId, deduction }: { depositId: string; deduction: DepositDeduction }) {
  const refresh = useRefreshDeposits();
  const [editing, setEditing] = useState(false);
  const [attaching, setAttaching] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useAction({
    run: () => depositsApi.removeDeduction(depositId, deduction.id),
    onSuccess: async () => {
      await refresh();
      notify.success('Deduction deleted.');
      setDeleting(false);
    },
    failureTitle: 'Could not delete the deduction',
  });
  const removeEvidence = useAction({
    run: (evidenceId: string) => depositsApi.removeEvidence(depositId, deduction.id, evidenceId),
    onSuccess: async () => {
      await refresh();
      notify.success('Evidence removed.');
    },
    failureTitle: 'Could not remove the evidence',
  });

  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={deduction.reason}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="break-words font-semibold text-slate-900">{deduction.reason}</h3>
          {deduction.room && <p className="text-sm text-slate-600">{deduction.room}</p>}
          {deduction.fromLandlord && (
            <p className="text-sm text-slate-500">
              From {deduction.fromLandlord.companyName}’s itemized list
            </p>
          )}
        </div>
        <p className="shrink-0 text-right text-lg font-semibold tabular-nums text-slate-900">
          {formatMoney(deduction.amount)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={POSITION_TONES[deduction.position]}>
          {DEDUCTION_POSITION_LABELS[deduction.position]}
        </Badge>
        {deduction.position === 'partly' && deduction.acceptedAmount !== null && (
          <span className="text-slate-600">Accepted {formatMoney(deduction.acceptedAmount)}</span>
        )}
        <span className="font-medium text-slate-800">Disputed {formatMoney(deduction.disputedAmount)}</span>
      </div>
      {deduction.comment && (
        <p className="mt-3 whitespace-pre-wrap text-sm text-slate-700">{deduction.comment}</p>
      )}
      {deduction.evidence.length > 0 && (
        <ul className="mt-3 space-y-3" aria-label="Evidence">
          {deduction.evidence.map((evidence) => (
            <DepositEvidenceItem
              key={evidence.id}
              evidence={evidence}
              onRemove={() => removeEvidence.mutate(evidence.id)}
              removing={removeEvidence.isPending && removeEvidence.variables === evidence.id}
            />
          ))}
        </ul>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" className="min-h-11" onClick={() => setAttaching(true)}>
          <Paperclip className="size-4" aria-hidden />
          Attach evidence
        </Button>
        <Button variant="ghost" size="sm" className="min-h-11" onClick={() => setEditing(true)}>
          <Pencil className="size-4" aria-hidden />
          Edit
        </Button>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11 text-red-700 hover:bg-red-50"
          onClick={() => setDeleting(true)}
        >
          <Trash2 className="size-4" aria-hidden />
          Delete
        </Button>
      </div>
      {editing && (
        <DeductionDialog depositId={depositId} deduction={deduction} onClose={() => setEditing(false)} />
      )}
      {attaching && (
        <AttachEvidenceDialog
          depositId={depositId}
          deduction={deduction}
          onClose={() => setAttaching(false)}
        />
      )}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this deduction?"
        description={`“${deduction.reason}” and the evidence attached to it are taken off the deposit. Your photos, maintenance items and documents stay.`}
        confirmLabel="Delete deduction"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}
