import { FileArchive, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { VERIFICATION_MESSAGES } from '#shared/verification/verification-schemas';
import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS } from '#shared/reports/report-schemas';
import { type ReportPdfEstimate, reportTooLargeMessage } from '#shared/reports/report-pdf-estimate';
import type { SharedReport, VerifiedReport } from '#shared/verification/verified-report';
import { StandaloneFrame } from '#client/components/standalone-frame';
import { Button } from '#client/components/ui/button';
import { LoadError } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { ReportView } from '#client/features/reports';
import { sharedFileUrl, useSharedView } from '../api/verified-report-api';
import { AccessDenied } from '../components/access-denied';
import {
  PetVerificationSection,
  ResidentConductSection,
  TimelyPaymentsSection,
} from '../components/conduct-sections';
import { DepositDisputesSection } from '../components/deposit-disputes-section';
import { DisputeView } from '../components/dispute-view';
import { RentalHistorySection } from '../components/rental-history-section';
import { ShareIntro } from '../components/share-intro';
import { SharedVideos } from '../components/shared-videos';

const TITLE = 'Verified Rental Report';

function Frame({ title = TITLE, children }: { title?: string; children: ReactNode }) {
  return (
    <StandaloneFrame title={title} badge="Verified by Rentproof" width="wide">
      {children}
    </StandaloneFrame>
  );
}

/** /verify without a token: the first 'Access Denied' message of docs/product.md §13.2. */
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
  if (view.data.kind === 'deposit-dispute') {
    return (
      <Frame title="Security deposit dispute">
        <DisputeView token={token} dispute={view.data.dispute} />
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
      <SharedVideos token={token} />
      <Downloads token={token} pdf={view.data.pdf} />
    </Frame>
  );
}

function SharedReportView({ shared }: { shared: SharedReport }) {
  const { report } = shared;
  return (
    <>
      <ShareIntro
        kicker={`${report.property?.stay ? 'Stay' : REPORT_TYPE_LABELS[report.options.type]} report · ${REPORT_PERIOD_LABELS[report.options.period]}`}
        name={shared.ownerName}
        subtitle={
          report.property ? `${report.property.stay ? 'Stay: ' : ''}${report.property.name}` : undefined
        }
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
function Downloads({ token, pdf }: { token: string; pdf: ReportPdfEstimate }) {
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
      {!pdf.withinLimit && (
        <p className="mt-3 text-sm text-slate-700" role="status">
          {reportTooLargeMessage(pdf, 'share-link')}
        </p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {pdf.withinLimit && (
          <Button asChild variant="secondary">
            <a href={sharedFileUrl(token, 'report.pdf')} download>
              <FileText className="size-4" aria-hidden />
              Download PDF
            </a>
          </Button>
        )}
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
      <RentalHistorySection rentalHistory={report.rentalHistory} />
      <DepositDisputesSection token={token} depositDisputes={report.depositDisputes} />
      <PetVerificationSection petVerification={report.petVerification} />
      <ResidentConductSection residentConduct={report.residentConduct} />
      <TimelyPaymentsSection token={token} timelyPayments={report.timelyPayments} />
    </>
  );
}
