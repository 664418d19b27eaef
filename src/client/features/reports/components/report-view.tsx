import { AlertCircle, BarChart3, Camera, DollarSign, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { MAINTENANCE_STATUS_LABELS, MAINTENANCE_STATUSES } from '#shared/maintenance/maintenance-schemas';
import { FINANCE_FIGURE_KEYS, FINANCE_FIGURE_LABELS, isReceivedType } from '#shared/finances/finance-figures';
import { PHOTO_STAGE_LABELS, REPORTED_STAGES } from '#shared/photos/photo-schemas';
import { costBarFractions } from '#shared/reports/category-bars';
import { isReportEmpty, type ReportData, reportSections } from '#shared/reports/report-data';
import { REPORT_PERIOD_LABELS } from '#shared/reports/report-schemas';
import { describeStay, evidenceStageNames } from '#shared/stays/stay-schemas';
import { StatCard } from '#client/components/stat-card';
import { Badge } from '#client/components/ui/badge';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { MonthBars } from '#client/components/month-bars';
import { cn } from '#client/lib/cn';
import { formatDate, formatMoney } from '#client/lib/format';

/** Estimated costs are shown without decimals (docs/product.md §9.2); money paid or due to the cent. */
const estimate = (amount: string) => formatMoney(amount, { decimals: false });

const STATUS_TONE = { pending: 'warning', 'in-progress': 'info', completed: 'success' } as const;
const STATUS_BAR = { pending: 'bg-amber-400', 'in-progress': 'bg-accent-500', completed: 'bg-green-600' };

/**
 * A report's figures as the renter sees them on /reports and a recipient on a shared report:
 * summary cards, then the parts of the chosen report type. Every number is written out; bars only
 * repeat them for the eye. `emptyAction` is offered when the period holds nothing.
 */
export function ReportView({ report, emptyAction }: { report: ReportData; emptyAction?: ReactNode }) {
  const { summary } = report;
  const sections = reportSections(report.options.type);
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-600">
        {REPORT_PERIOD_LABELS[report.options.period]}
        {report.period.start && report.period.end && (
          <>
            : {formatDate(report.period.start)} – {formatDate(report.period.end)}
          </>
        )}
        {' · '}
        {report.property
          ? `${report.property.stay ? 'Stay: ' : ''}${report.property.name}`
          : `All properties (${summary.properties}) · Stays (${summary.stays})`}
        {report.property?.stay && <span className="block">{describeStay(report.property.stay)}</span>}
      </p>
      {isReportEmpty(report) ? (
        <EmptyState
          icon={<BarChart3 className="size-6" aria-hidden />}
          title="No data for this period"
          action={emptyAction}
        >
          No photos, maintenance items or payments were recorded in this period
          {report.property ? ` for ${report.property.name}` : ''}.
        </EmptyState>
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <StatCard
              label="Photos Logged"
              value={summary.photos}
              icon={<Camera className="size-5" aria-hidden />}
            />
            <StatCard
              label="Maintenance Items"
              value={summary.maintenanceItems}
              icon={<Wrench className="size-5" aria-hidden />}
            />
            <StatCard
              label="Open Items"
              value={summary.openItems}
              icon={<AlertCircle className="size-5" aria-hidden />}
            />
            <StatCard
              label="Estimated Costs"
              value={estimate(summary.estimatedCosts)}
              icon={<DollarSign className="size-5" aria-hidden />}
            />
          </div>
          <div className="grid gap-6 lg:grid-cols-2">
            {sections.includes('maintenance') && (
              <>
                <MaintenanceStatus report={report} />
                <CategoryBreakdown report={report} />
              </>
            )}
            {sections.includes('photos') && (
              <>
                <PhotoStages report={report} />
                <AreaBreakdown report={report} />
              </>
            )}
            {sections.includes('financial') && (
              <>
                <Payments report={report} />
                <PaymentsByMonth report={report} />
              </>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function MaintenanceStatus({ report }: { report: ReportData }) {
  const { statusCounts, completionRate } = report.maintenance;
  const total = report.summary.maintenanceItems;
  return (
    <Card>
      <CardHeader
        title="Maintenance status"
        description="Items logged in this period, by where they stand."
      />
      <CardBody className="space-y-5">
        <div>
          <div className="flex items-baseline justify-between gap-2">
            <p className="text-sm font-medium text-slate-600">Completion rate</p>
            <p className="text-2xl font-semibold tabular-nums text-slate-900">{completionRate}%</p>
          </div>
          <Bar fraction={completionRate / 100} className="mt-2 h-2.5" fill="bg-green-600" />
          <p className="mt-1 text-xs text-slate-500">
            {statusCounts.completed} of {total} {total === 1 ? 'item' : 'items'} completed
          </p>
        </div>
        {total > 0 && (
          <div className="flex h-2.5 overflow-hidden rounded-full bg-slate-100" aria-hidden>
            {MAINTENANCE_STATUSES.map((status) => (
              <span
                key={status}
                className={STATUS_BAR[status]}
                style={{ width: `${(statusCounts[status] / total) * 100}%` }}
              />
            ))}
          </div>
        )}
        <ul className="grid grid-cols-3 gap-2">
          {MAINTENANCE_STATUSES.map((status) => (
            <li key={status} className="rounded-lg border border-slate-200 p-3 text-center">
              <p className="text-2xl font-semibold tabular-nums text-slate-900">{statusCounts[status]}</p>
              <Badge tone={STATUS_TONE[status]}>{MAINTENANCE_STATUS_LABELS[status]}</Badge>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

function CategoryBreakdown({ report }: { report: ReportData }) {
  const { categories } = report.maintenance;
  const fractions = costBarFractions(categories);
  return (
    <Card>
      <CardHeader
        title="By category"
        description="How many items of each kind, and what they are estimated to cost."
      />
      <CardBody>
        {categories.length === 0 ? (
          <Quiet>No maintenance items in this period.</Quiet>
        ) : (
          <BarList
            label="Maintenance items by category"
            rows={categories.map((c, i) => ({
              key: c.category,
              name: c.category,
              value: `${c.count} ${c.count === 1 ? 'item' : 'items'} · ${estimate(c.estimatedCost)}`,
              fraction: fractions[i] ?? 0,
            }))}
          />
        )}
      </CardBody>
    </Card>
  );
}

function PhotoStages({ report }: { report: ReportData }) {
  const { byStage } = report.photos;
  return (
    <Card>
      <CardHeader title="Photos" description="Photos received in this period, by what they record." />
      <CardBody>
        <ul className="grid grid-cols-3 gap-2">
          {REPORTED_STAGES.map((stage) => (
            <li key={stage} className="rounded-lg border border-slate-200 p-3 text-center">
              <p className="text-2xl font-semibold tabular-nums text-slate-900">{byStage[stage]}</p>
              <p className="text-xs font-medium text-slate-600">
                {report.property?.stay && stage !== 'maintenance'
                  ? evidenceStageNames(true)[stage]
                  : PHOTO_STAGE_LABELS[stage]}
              </p>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}

function AreaBreakdown({ report }: { report: ReportData }) {
  const { byArea } = report.photos;
  const most = Math.max(...byArea.map((a) => a.count), 1);
  return (
    <Card>
      <CardHeader
        title="Photos by area"
        description="Where the photos were taken, most photographed first."
      />
      <CardBody>
        {byArea.length === 0 ? (
          <Quiet>No photos in this period.</Quiet>
        ) : (
          <BarList
            label="Photos by area"
            rows={byArea.map((a) => ({
              key: a.area,
              name: a.area,
              value: `${a.count} ${a.count === 1 ? 'photo' : 'photos'}`,
              fraction: a.count / most,
            }))}
          />
        )}
      </CardBody>
    </Card>
  );
}

function Payments({ report }: { report: ReportData }) {
  const { summary, financial } = report;
  return (
    <Card>
      <CardHeader
        title="Payments"
        description="Transactions paid in this period, and those not paid yet that fall due in it."
      />
      <CardBody className="space-y-4">
        <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
          {FINANCE_FIGURE_KEYS.map((key) => (
            <Figure key={key} label={FINANCE_FIGURE_LABELS[key]} value={formatMoney(summary[key])} />
          ))}
          <Figure label="Not paid yet (due and overdue)" value={formatMoney(summary.due)} />
          <Figure label="Transactions" value={String(summary.transactions)} />
        </dl>
        {financial.byType.length === 0 ? (
          <Quiet>No transactions paid or due in this period.</Quiet>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Transactions by type">
            {financial.byType.map((row) => (
              <li
                key={row.transactionType}
                className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
              >
                <span className="font-medium text-slate-900">
                  {row.transactionType}{' '}
                  <span className="font-normal text-slate-500">
                    ({row.count} {row.count === 1 ? 'transaction' : 'transactions'})
                  </span>
                </span>
                <span className="tabular-nums text-slate-700">
                  {formatMoney(row.total)}
                  <span className="text-slate-500">
                    {' '}
                    · {isReceivedType(row.transactionType) ? 'received' : 'paid'} {formatMoney(row.paid)} ·
                    not paid yet {formatMoney(row.due)}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}

function PaymentsByMonth({ report }: { report: ReportData }) {
  const months = report.financial.byMonth;
  return (
    <Card>
      <CardHeader
        title="By month"
        description={
          <span className="inline-flex flex-wrap items-center gap-x-3 gap-y-1">
            Paid expenses by the month they were paid; the rest by the month it falls due.
            <Legend className="bg-accent-500">Paid expenses</Legend>
            <Legend className="bg-amber-400">Not paid yet</Legend>
          </span>
        }
      />
      <CardBody>
        {months.length === 0 ? (
          <Quiet>No transactions paid or due in this period.</Quiet>
        ) : (
          <MonthBars label="Paid expenses and amounts not paid yet per month" months={months} />
        )}
      </CardBody>
    </Card>
  );
}

function BarList({
  label,
  rows,
}: {
  label: string;
  rows: { key: string; name: string; value: string; fraction: number }[];
}) {
  return (
    <ul className="space-y-3" aria-label={label}>
      {rows.map((row) => (
        <li key={row.key}>
          <div className="flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
            <span className="min-w-0 break-words font-medium text-slate-900">{row.name}</span>
            <span className="tabular-nums text-slate-600">{row.value}</span>
          </div>
          <Bar fraction={row.fraction} className="mt-1 h-2" fill="bg-accent-500" />
        </li>
      ))}
    </ul>
  );
}

function Bar({ fraction, className, fill }: { fraction: number; className: string; fill: string }) {
  return (
    <div className={cn('overflow-hidden rounded-full bg-slate-100', className)} aria-hidden>
      <div className={cn('h-full rounded-full', fill)} style={{ width: `${Math.min(1, fraction) * 100}%` }} />
    </div>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex items-baseline justify-between gap-3 px-3 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
    </div>
  );
}

function Legend({ className, children }: { className: string; children: ReactNode }) {
  return (
    <span className="inline-flex items-center gap-1 text-xs">
      <span className={cn('size-2.5 rounded-sm', className)} aria-hidden />
      {children}
    </span>
  );
}

function Quiet({ children }: { children: ReactNode }) {
  return <p className="text-sm text-slate-500">{children}</p>;
}
