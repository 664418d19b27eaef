import { FINANCE_FIGURE_KEYS, FINANCE_FIGURE_LABELS } from '#shared/finances/finance-figures';
import { Download, FileArchive, FileText, ShieldCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { MAINTENANCE_STATUS_LABELS } from '#shared/maintenance/maintenance-schemas';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS } from '#shared/reports/report-schemas';
import type { SharedReport, VerifiedReport } from '#shared/verification/verified-report';
import { Logo } from '#client/components/logo';
import { ReportView } from '#client/components/report-view';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { LoadError } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { formatDate, formatMoney } from '#client/lib/format';
import { useDocumentTitle } from '#client/lib/use-document-title';
import { sharedFileUrl, useSharedView } from '../api/verification-api';
import { AccessDenied } from '../components/access-denied';
import { ReportSection } from '../components/report-section';
import { SharedPhotos } from '../components/shared-photos';
import { ShareIntro } from '../components/share-intro';

const TITLE = 'Verified Rental Report';

function Frame({ children }: { children: ReactNode }) {
  useDocumentTitle(TITLE);
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-5xl items-center justify-between px-4 py-2">
          <Logo />
          <span className="flex items-center gap-1.5 text-sm text-slate-600">
            <ShieldCheck className="size-4 text-green-700" aria-hidden />
            Verified by Rentproof
          </span>
        </div>
      </header>
      <main id="main" className="mx-auto max-w-5xl space-y-6 px-4 py-8">
        {children}
      </main>
    </div>
  );
}

/** /verify without a token: the spec's first 'Access Denied' message. */
export function MissingTokenPage() {
  return (
    <Frame>
      <AccessDenied message={VERIFICATION_MESSAGES.noToken} />
    </Frame>
  );
}

export function VerifiedReportPage() {
  const token = useParams().token ?? '';
  const view = useSharedView(token);
  if (!token) return <MissingTokenPage />;
  if (view.isPending) {
    return (
      <Frame>
        <div aria-busy="true" aria-label="Loading the report" className="space-y-4">
          <Skeleton className="h-24" />
          <Skeleton className="h-48" />
          <Skeleton className="h-48" />
        </div>
      </Frame>
    );
  }
  if (view.isError) {
    const error = view.error;
    return (
      <Frame>
        {error instanceof ApiError && error.status > 0 && error.status < 500 ? (
          <AccessDenied message={error.message} />
        ) : (
          <LoadError title="The report could not be loaded" onRetry={() => view.refetch()} />
        )}
      </Frame>
    );
  }
  return (
    <Frame>
      {view.data.kind === 'rental-verification' ? (
        <RentalVerification token={token} report={view.data.report} />
      ) : (
        <SharedReportView shared={view.data.sharedReport} />
      )}
      <Downloads token={token} />
    </Frame>
  );
}

function SharedReportView({ shared }: { shared: SharedReport }) {
  const { report } = shared;
  return (
    <>
      <ShareIntro
        kicker={`${REPORT_TYPE_LABELS[report.options.type]} report · ${REPORT_PERIOD_LABELS[report.options.period]}`}
        name={shared.ownerName}
        subtitle={report.property?.name}
        createdAt={shared.createdAt}
        expiresAt={shared.expiresAt}
      >
        The figures are computed from the owner's records at the moment you open it.
      </ShareIntro>
      <ReportView report={report} />
    </>
  );
}

/** The evidence itself, for keeping: the PDF, and the signed bundle anyone can check. */
function Downloads({ token }: { token: string }) {
  return (
    <section
      aria-labelledby="downloads"
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="downloads" className="text-lg font-semibold text-slate-900">
        Download the evidence
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The PDF report holds the photos with their times and fingerprints. The evidence bundle adds the photo
        files and a manifest signed by Rentproof, which anyone can check at{' '}
        <Link to="/verify-bundle" className="text-accent-700 underline">
          Verify a bundle
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <a href={sharedFileUrl(token, 'report.pdf')} download>
            <FileText className="size-4" aria-hidden />
            Download PDF
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={sharedFileUrl(token, 'bundle.zip')} download>
            <FileArchive className="size-4" aria-hidden />
            Download evidence bundle (ZIP)
          </a>
        </Button>
      </div>
    </section>
  );
}

function RentalVerification({ token, report }: { token: string; report: VerifiedReport }) {
  const { rentalHistory, depositDisputes, petVerification, residentConduct, timelyPayments } = report;
  return (
    <>
      <ShareIntro
        kicker={TITLE}
        name={report.tenantName}
        createdAt={report.createdAt}
        expiresAt={report.expiresAt}
      >
        The tenant can turn it off sooner. Figures come from the tenant's records in Rentproof; each photo
        carries the time our server received it and the SHA-256 fingerprint of the original file.
      </ShareIntro>

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
                    Showing the latest {rentalHistory.payments.length} of {rentalHistory.paymentCount}{' '}
                    payments.
                  </p>
                )}
              </>
            )}
          </div>
        </div>
      </ReportSection>

      <ReportSection
        item="depositDisputes"
        empty={
          depositDisputes.photoCount === 0 && depositDisputes.maintenanceCount === 0
            ? 'No move-in or move-out photos and no maintenance records.'
            : undefined
        }
      >
        <div className="space-y-6">
          {depositDisputes.photos.length === 0 ? (
            <p className="text-sm text-slate-600">No move-in or move-out photos.</p>
          ) : (
            <SharedPhotos
              token={token}
              first={{ photos: depositDisputes.photos, nextCursor: depositDisputes.nextPhotoCursor }}
              total={depositDisputes.photoCount}
            />
          )}
          <div>
            <h3 className="font-medium text-slate-900">Maintenance log</h3>
            {depositDisputes.maintenance.length === 0 ? (
              <p className="text-sm text-slate-600">No maintenance records.</p>
            ) : (
              <ul className="mt-2 divide-y divide-slate-100 text-sm">
                {depositDisputes.maintenance.map((item, index) => (
                  <li key={index} className="flex flex-wrap items-start justify-between gap-2 py-2">
                    <span className="min-w-0 flex-1 text-slate-800">
                      <span className="font-medium">{item.item}</span> · {item.propertyName}
                      {item.details && <span className="block text-slate-600">{item.details}</span>}
                      <span className="block text-slate-500">Logged {formatDate(item.createdAt)}</span>
                    </span>
                    <span className="flex items-center gap-2">
                      {item.cost && <span className="text-slate-900">{formatMoney(item.cost)}</span>}
                      <Badge tone={item.status === 'completed' ? 'success' : 'warning'}>
                        {MAINTENANCE_STATUS_LABELS[item.status]}
                      </Badge>
                    </span>
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      </ReportSection>

      <ReportSection
        item="petVerification"
        empty={
          petVerification.leases.length === 0 && petVerification.fees.length === 0
            ? 'No pets or pet fees recorded.'
            : undefined
        }
      >
        <ul className="space-y-2 text-sm">
          {petVerification.leases.map((lease, index) => (
            <li key={`lease-${index}`} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
              <span className="font-medium">{lease.name}</span>:{' '}
              {lease.petsAllowed ? 'pets authorized' : 'pets not authorized'}
              {lease.petFee && ` · pet fee ${formatMoney(lease.petFee)}`}
            </li>
          ))}
          {petVerification.fees.map((fee, index) => (
            <li key={`fee-${index}`} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
              <span className="font-medium">{fee.name}</span>: {formatMoney(fee.amount)}
              {fee.date && ` · ${formatDate(`${fee.date}T12:00:00`)}`}
            </li>
          ))}
        </ul>
      </ReportSection>

      <ReportSection
        item="residentConduct"
        empty={residentConduct.reviews.length === 0 ? 'No resident reviews on record.' : undefined}
      >
        <ul className="space-y-2 text-sm">
          {residentConduct.reviews.map((review, index) => (
            <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
              {review.rating} / 5{review.comment && ` · ${review.comment}`} · {formatDate(review.createdAt)}
            </li>
          ))}
        </ul>
      </ReportSection>

      <ReportSection
        item="timelyPayments"
        empty={timelyPayments.rentPayments === 0 ? 'No rent payments recorded.' : undefined}
      >
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Rent payments" value={timelyPayments.rentPayments} />
          <Figure label="Paid on time" value={timelyPayments.paidOnTime} />
          <Figure label="Paid late" value={timelyPayments.paidLate} />
          <Figure label="Not yet paid" value={timelyPayments.outstanding} />
        </dl>
        {timelyPayments.onTimeRate !== null && (
          <p className="mt-3 text-slate-700">
            {timelyPayments.onTimeRate}% of paid rent was paid on or before its due date.
          </p>
        )}
        <Button asChild variant="secondary" className="mt-4">
          <a href={sharedFileUrl(token, 'rent-history.csv')} download>
            <Download className="size-4" aria-hidden />
            Download rent history (CSV)
          </a>
        </Button>
      </ReportSection>
    </>
  );
}

function Figure({ label, value }: { label: string; value: number | string }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900">{value}</dd>
    </div>
  );
}
