import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { EmptyState, LoadError } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { ApiError } from '#client/lib/api-client';
import { cn } from '#client/lib/cn';
import { ReportView } from '../components/report-view';
import { useReport, useReportOptions } from '../api/reports-api';
import { DownloadPdfButton } from '../components/download-pdf-button';
import { ReportFilters } from '../components/report-filters';
import { ShareReportButton } from '../components/share-report-button';

export function ReportsPage() {
  const [options, setOption] = useReportOptions();
  const report = useReport(options);

  let content;
  if (report.isError && report.error instanceof ApiError && report.error.status === 404) {
    content = (
      <EmptyState
        icon={<SearchX className="size-6" aria-hidden />}
        title="That property could not be found"
        action={
          <Button variant="secondary" onClick={() => setOption('property', '')}>
            Show all properties
          </Button>
        }
      >
        It may have been deleted. Choose another property, or see the report for all of them.
      </EmptyState>
    );
  } else if (report.isError) {
    content = <LoadError title="Error fetching report" onRetry={() => report.refetch()} />;
  } else if (report.data) {
    content = (
      <div className={cn('transition-opacity', report.isPlaceholderData && 'opacity-60')}>
        <ReportView
          report={report.data}
          emptyAction={
            options.period === 'all' ? (
              <Button asChild>
                <Link to="/move-in">Log Move-In Photos</Link>
              </Button>
            ) : (
              <Button variant="secondary" onClick={() => setOption('period', 'all')}>
                Show all time
              </Button>
            )
          }
        />
      </div>
    );
  } else {
    content = <ReportSkeleton />;
  }

  return (
    <>
      <PageHeader
        title="Reports & Analytics"
        description="Your photos, maintenance and payments, added up."
        actions={
          <>
            <ShareReportButton options={options} />
            <DownloadPdfButton options={options} />
          </>
        }
      />
      <ReportFilters options={options} onChange={setOption} />
      <div aria-busy={report.isFetching || undefined}>{content}</div>
    </>
  );
}

function ReportSkeleton() {
  return (
    <div className="space-y-6" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-5 w-72 max-w-full" />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="h-28" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-72" />
        <Skeleton className="h-72" />
      </div>
    </div>
  );
}
