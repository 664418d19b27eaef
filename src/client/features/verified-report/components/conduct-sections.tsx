import { Download } from 'lucide-react';
import type { VerifiedReport } from '#shared/verification/verified-report';
import { Button } from '#client/components/ui/button';
import { formatDate, formatMoney } from '#client/lib/format';
import { sharedFileUrl } from '../api/verified-report-api';
import { Figure } from './figure';
import { ReportSection } from './report-section';

/** Pets the leases allow and the pet fees paid. */
export function PetVerificationSection({
  petVerification,
}: {
  petVerification: VerifiedReport['petVerification'];
}) {
  return (
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
  );
}

/**
 * The tenant's emotional reviews, when they chose to include them in this link: how many, their
 * average, and each one's rating, property and date (never a comment, docs/product.md §21).
 */
export function ResidentConductSection({
  residentConduct,
}: {
  residentConduct: VerifiedReport['residentConduct'];
}) {
  if (!residentConduct.included || residentConduct.reviewCount === 0)
    return <ReportSection item="residentConduct" empty="No resident reviews on record." />;
  const { reviewCount, averageRating, reviews } = residentConduct;
  return (
    <ReportSection item="residentConduct">
      <dl className="grid grid-cols-2 gap-3">
        <Figure label="Reviews" value={reviewCount} />
        <Figure
          label="Average rating"
          value={averageRating === null ? '—' : `${averageRating.toFixed(1)} / 5`}
        />
      </dl>
      <ul className="mt-4 space-y-2 text-sm" aria-label="Emotional reviews">
        {reviews.map((review, index) => (
          <li key={index} className="rounded-lg bg-slate-50 px-3 py-2 text-slate-800">
            <span className="font-medium">
              {review.rating} / 5 {review.ratingLabel}
            </span>{' '}
            · {review.propertyName} · {formatDate(review.createdAt)}
          </li>
        ))}
      </ul>
      {reviews.length < reviewCount && (
        <p className="mt-3 text-sm text-slate-600">
          The latest {reviews.length} of {reviewCount} reviews.
        </p>
      )}
    </ReportSection>
  );
}

/** Rent paid on or before its due date, and the rent history as a CSV. */
export function TimelyPaymentsSection({
  token,
  timelyPayments,
}: {
  token: string;
  timelyPayments: VerifiedReport['timelyPayments'];
}) {
  return (
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
  );
}
