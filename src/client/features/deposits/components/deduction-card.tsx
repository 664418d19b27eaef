import { Paperclip, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DEDUCTION_POSITION_LABELS, type DepositDeduction } from '#shared/deposits/deposit-schemas';
import { Button } from '#client/components/ui/button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { DeductionSummary } from './deduction-summary';
import { DepositEvidenceItem } from './deposit-evidence-item';
import { depositsApi, useRefreshDeposits } from '../api/deposits-api';
import { AttachEvidenceDialog } from './attach-evidence-dialog';
import { DeductionDialog } from './deduction-dialog';

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
      <DeductionSummary deduction={deduction} positionLabel={DEDUCTION_POSITION_LABELS[deduction.position]} />
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
