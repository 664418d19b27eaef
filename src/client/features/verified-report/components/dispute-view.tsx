import { ExternalLink, FileArchive, FileText, Scale } from 'lucide-react';
import { Link } from 'react-router';
import type { DeductionPosition } from '#shared/deposits/deposit-schemas';
import type { SharedDeduction, SharedDispute } from '#shared/verification/shared-dispute';
import { Button } from '#client/components/ui/button';
import { formatDate, formatMoney } from '#client/lib/format';
import { DeductionSummary, DepositEvidenceItem } from '#client/features/deposits';
import { sharedFileUrl, sharedPhotoUrl } from '../api/verified-report-api';
import { Figure } from './figure';

// Read by the landlord: the renter's position, said of the deduction.
/** The renter's position, worded for the landlord reading the link. */
const POSITION_LABELS: Record<DeductionPosition, string> = {
  dispute: 'Disputed',
  accept: 'Accepted',
  partly: 'Partly accepted',
};

/** A calendar day (YYYY-MM-DD), read at local noon so that no time zone moves it. */
const calendarDate = (day: string) => formatDate(`${day}T12:00:00`);

const SECTION = 'rounded-xl border border-slate-200 bg-white p-5 shadow-sm';

function Intro({ dispute }: { dispute: SharedDispute }) {
  return (
    <div className={SECTION}>
      <p className="flex items-center gap-2 text-sm font-medium text-accent-700">
        <Scale className="size-4" aria-hidden />
        {dispute.propertyName}
      </p>
      <h1 className="mt-1 text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
        Security deposit dispute
      </h1>
      <p className="mt-2 text-slate-700">
        Shared by <span className="font-medium">{dispute.ownerName}</span> on {formatDate(dispute.createdAt)}{' '}
        · Valid until {formatDate(dispute.expiresAt)}
      </p>
      <p className="mt-2 text-sm text-slate-500">
        This link expires automatically on {formatDate(dispute.expiresAt)}. It shows the deductions{' '}
        {dispute.ownerName} answers and the evidence attached to each: every photo carries the time our server
        received it and the SHA-256 fingerprint of the original file.
      </p>
    </div>
  );
}

function Facts({ dispute }: { dispute: SharedDispute }) {
  const { deadline } = dispute;
  return (
    <section aria-labelledby="dispute-deposit" className={SECTION}>
      <h2 id="dispute-deposit" className="text-lg font-semibold text-slate-900">
        The deposit
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-slate-500">Property</dt>
          <dd className="font-medium text-slate-900">{dispute.propertyName}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Deposit</dt>
          <dd className="font-medium text-slate-900">{formatMoney(dispute.amount)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Moved out</dt>
          <dd className="font-medium text-slate-900">{calendarDate(dispute.moveOutDate)}</dd>
        </div>
        <div>
          <dt className="text-slate-500">Where</dt>
          <dd className="font-medium text-slate-900">{dispute.jurisdictionLabel}</dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="text-slate-500">Deadline to return the deposit</dt>
          <dd className="text-slate-900">
            <span className="font-medium">{calendarDate(deadline.due)}</span>
            <span className="block text-slate-600">{deadline.basis}</span>
            {deadline.source && (
              <a
                href={deadline.source.url}
                target="_blank"
                rel="noreferrer noopener"
                className="inline-flex items-center gap-1 text-accent-700 underline"
              >
                {deadline.source.name}
                <ExternalLink className="size-3.5" aria-hidden />
              </a>
            )}
          </dd>
        </div>
      </dl>
      <dl role="group" aria-label="Totals" className="mt-4 grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label="Deducted" value={formatMoney(dispute.totals.deducted)} />
        <Figure label="Accepted" value={formatMoney(dispute.totals.accepted)} />
        <Figure label="Disputed" value={formatMoney(dispute.totals.disputed)} />
      </dl>
    </section>
  );
}

function DeductionCard({ token, deduction }: { token: string; deduction: SharedDeduction }) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm" aria-label={deduction.reason}>
      <DeductionSummary deduction={deduction} positionLabel={POSITION_LABELS[deduction.position]} />
      {deduction.evidence.length === 0 ? (
        <p className="mt-3 text-sm text-slate-500">No evidence attached.</p>
      ) : (
        <ul className="mt-3 space-y-3" aria-label={`Evidence for ${deduction.reason}`}>
          {deduction.evidence.map((evidence) => (
            <DepositEvidenceItem
              key={evidence.id}
              evidence={evidence}
              largePhotoUrl={(photoId) => sharedPhotoUrl(token, photoId, 'large')}
            />
          ))}
        </ul>
      )}
    </li>
  );
}

function Downloads({ token }: { token: string }) {
  return (
    <section aria-labelledby="dispute-downloads" className={SECTION}>
      <h2 id="dispute-downloads" className="text-lg font-semibold text-slate-900">
        Download the evidence
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        The letter sets out each deduction and the renter's answer. The evidence bundle holds the letter, the
        photos and documents above and a manifest signed by Rentproof, which anyone can check at{' '}
        <Link to="/verify-bundle" className="text-accent-700 underline">
          Verify a bundle
        </Link>
        .
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button asChild variant="secondary">
          <a href={sharedFileUrl(token, 'report.pdf')} download>
            <FileText className="size-4" aria-hidden />
            Download the letter (PDF)
          </a>
        </Button>
        <Button asChild variant="secondary">
          <a href={sharedFileUrl(token, 'bundle.zip')} download>
            <FileArchive className="size-4" aria-hidden />
            Download the evidence bundle
          </a>
        </Button>
      </div>
    </section>
  );
}

/** A deposit dispute seen through its link (docs/product.md §32): the deductions and their evidence only. */
export function DisputeView({ token, dispute }: { token: string; dispute: SharedDispute }) {
  return (
    <>
      <Intro dispute={dispute} />
      <Facts dispute={dispute} />
      <section aria-labelledby="dispute-deductions" className="space-y-3">
        <h2 id="dispute-deductions" className="text-lg font-semibold text-slate-900">
          The deductions
        </h2>
        <ul className="space-y-4">
          {dispute.deductions.map((deduction) => (
            <DeductionCard key={deduction.id} token={token} deduction={deduction} />
          ))}
        </ul>
      </section>
      <Downloads token={token} />
      <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
        {dispute.notLegalAdvice}
      </p>
    </>
  );
}
