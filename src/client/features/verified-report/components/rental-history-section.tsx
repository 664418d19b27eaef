import { FINANCE_FIGURE_KEYS, FINANCE_FIGURE_LABELS } from '#shared/finances/finance-figures';
import type { VerifiedReport } from '#shared/verification/verified-report';
import { Badge } from '#client/components/ui/badge';
import { formatDate, formatMoney } from '#client/lib/format';
import { Figure } from './figure';
import { ReportSection } from './report-section';

/** Leases and payments, with the money figures every report computes the same way (decision 014). */
export function RentalHistorySection({ rentalHistory }: { rentalHistory: VerifiedReport['rentalHistory'] }) {
  return (
    <ReportSection
      item="rentalHistory"
      empty={
        rentalHistory.leases.length === 0 && rentalHistory.payments.length === 0
          ? 'No leases or payments recorded.'
          : undefined
      }
    >
      <div className="space-y-5">
        <div>
          <h3 className="font-medium text-slate-900">Leases</h3>
          {rentalHistory.leases.length === 0 ? (
            <p className="text-sm text-slate-600">No leases recorded.</p>
          ) : (
            <ul className="mt-2 space-y-2">
              {rentalHistory.leases.map((lease, index) => (
                <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                  <p className="font-medium text-slate-900">{lease.name}</p>
                  <p className="text-slate-600">
                    {lease.startDate ? formatDate(`${lease.startDate}T12:00:00`) : 'Start not recorded'} –{' '}
                    {lease.endDate ? formatDate(`${lease.endDate}T12:00:00`) : 'end not recorded'}
                    {lease.monthlyRent && ` · ${formatMoney(lease.monthlyRent)} a month`}
                    {lease.deposit && ` · deposit ${formatMoney(lease.deposit)}`}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
        <div>
          <h3 className="font-medium text-slate-900">Payment records</h3>
          {rentalHistory.payments.length > 0 && (
            <dl className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-3">
              {FINANCE_FIGURE_KEYS.map((key) => (
                <Figure
                  key={key}
                  label={FINANCE_FIGURE_LABELS[key]}
                  value={formatMoney(rentalHistory.totals[key])}
                />
              ))}
            </dl>
          )}
          {rentalHistory.payments.length === 0 ? (
            <p className="text-sm text-slate-600">No payments recorded.</p>
          ) : (
            <>
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {rentalHistory.payments.map((payment, index) => (
                  <li key={index} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <span className="text-slate-800">
                      {payment.transactionType}
                      {payment.description && ` · ${payment.description}`}
                      <span className="block text-slate-500">
                        Due {formatDate(`${payment.dueDate}T12:00:00`)}
                        {payment.paidDate && ` · paid ${formatDate(`${payment.paidDate}T12:00:00`)}`}
                      </span>
                    </span>
                    <span className="flex items-center gap-2">
                      <span className="font-medium text-slate-900">{formatMoney(payment.amount)}</span>
                      <Badge
                        tone={
                          payment.status === 'Paid'
                            ? 'success'
                            : payment.status === 'Overdue'
                              ? 'danger'
                              : 'warning'
                        }
                      >
                        {payment.status}
                      </Badge>
                    </span>
                  </li>
                ))}
              </ul>
              {rentalHistory.paymentCount > rentalHistory.payments.length && (
                <p className="mt-2 text-sm text-slate-500">
                  Showing the latest {rentalHistory.payments.length} of {rentalHistory.paymentCount} payments.
                </p>
              )}
            </>
          )}
        </div>
      </div>
    </ReportSection>
  );
}
