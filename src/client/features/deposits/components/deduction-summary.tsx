import type { DeductionPosition, DepositDeduction } from '#shared/deposits/deposit-schemas';
import { Badge } from '#client/components/ui/badge';
import { formatMoney } from '#client/lib/format';

const POSITION_TONES: Record<DeductionPosition, 'warning' | 'success' | 'info'> = {
  dispute: 'warning',
  accept: 'success',
  partly: 'info',
};

type Summarized = Pick<
  DepositDeduction,
  'reason' | 'room' | 'fromLandlord' | 'amount' | 'position' | 'acceptedAmount' | 'disputedAmount' | 'comment'
>;

/**
 * A deduction's heading, amount, position and the renter's words, as the Deposit page and the
 * dispute link show them; `positionLabel` words the position for whoever reads it.
 */
export function DeductionSummary({
  deduction,
  positionLabel,
}: {
  deduction: Summarized;
  positionLabel: string;
}) {
  return (
    <>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{deduction.reason}</h3>
          {deduction.room && <p className="text-sm text-slate-600">{deduction.room}</p>}
          {deduction.fromLandlord && (
            <p className="text-sm text-slate-500">
              From {deduction.fromLandlord.companyName}’s itemized list
            </p>
          )}
        </div>
        <p className="shrink-0 text-right text-lg font-semibold text-slate-900 tabular-nums">
          {formatMoney(deduction.amount)}
        </p>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <Badge tone={POSITION_TONES[deduction.position]}>{positionLabel}</Badge>
        {deduction.acceptedAmount !== null && (
          <span className="text-slate-600">Accepted {formatMoney(deduction.acceptedAmount)}</span>
        )}
        <span className="font-medium text-slate-800">Disputed {formatMoney(deduction.disputedAmount)}</span>
      </div>
      {deduction.comment && (
        <p className="mt-3 text-sm whitespace-pre-wrap text-slate-700">{deduction.comment}</p>
      )}
    </>
  );
}
