import {
  BarChart3,
  BellRing,
  Camera,
  DollarSign,
  FilePen,
  FlaskConical,
  Home,
  PiggyBank,
  Plane,
  Plus,
  Wallet,
  Wrench,
} from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { firstNameOf } from '#shared/accounts/profile';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import { FINANCE_FIGURE_KEYS, FINANCE_FIGURE_LABELS } from '#shared/finances/finance-figures';
import { GuidedTour } from '#client/components/guided-tour/guided-tour';
import { PageHeader } from '#client/components/page-header';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { LoadError } from '#client/components/ui/empty-state';
import { StatCard } from '#client/components/stat-card';
import { formatMoney } from '#client/lib/format';
import { useSession } from '#client/lib/session';
import { useProperties } from '#client/features/properties';
import { dashboardGreeting } from '../components/dashboard-greeting';
import { useDashboardSummary } from '../api/dashboard-api';
import { QuickStartChecklist } from '../components/quick-start-checklist';
import { TOUR_STEPS } from '../components/tour-steps';
import { useTour } from '../components/use-tour';

const QUICK_ACTIONS = [
  { to: '/move-in', label: 'Log Move-In Photos', icon: Camera },
  { to: '/maintenance', label: 'Add Maintenance', icon: Wrench },
  { to: '/properties', label: 'Add Property', icon: Plus },
  { to: '/reports', label: 'View Reports', icon: BarChart3, tour: 'reports' },
  { to: '/lease', label: 'Track Lease & Fees', icon: FilePen },
  { to: '/reminders', label: 'Set a Reminder', icon: BellRing },
];

/** The deposits with no outcome yet, and what came back of those settled (docs/product.md §32). */
function DepositFigures({ deposits }: { deposits: DashboardSummary['deposits'] }) {
  return (
    <>
      {formatMoney(deposits.atStake)}
      <span className="mt-1 block text-sm font-normal text-slate-600">
        {deposits.open} open
        {deposits.settled > 0 && (
          <span className="block">
            Returned {formatMoney(deposits.returned)} of {formatMoney(deposits.settledAmount)}
          </span>
        )}
      </span>
    </>
  );
}

/** The figures of the chosen property (or all), each a card; skeletons while they load. */
function SummaryStats({ summary }: { summary: DashboardSummary | undefined }) {
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <StatCard
        label="Total Photos Logged"
        value={summary?.totalPhotos}
        icon={<Camera className="size-5" aria-hidden />}
      />
      <StatCard
        label="Open Maintenance Issues"
        value={summary?.openMaintenance}
        icon={<Wrench className="size-5" aria-hidden />}
        tour="maintenance"
      />
      <StatCard
        label="Total Estimated Costs"
        value={summary && formatMoney(summary.totalEstimatedCosts)}
        icon={<DollarSign className="size-5" aria-hidden />}
      />
      {FINANCE_FIGURE_KEYS.map((key) => (
        <StatCard
          key={key}
          label={FINANCE_FIGURE_LABELS[key]}
          value={summary && formatMoney(summary.finances[key])}
          icon={<Wallet className="size-5" aria-hidden />}
        />
      ))}
      <StatCard
        label="Deposit at stake"
        value={summary && <DepositFigures deposits={summary.deposits} />}
        icon={<PiggyBank className="size-5" aria-hidden />}
      />
      <StatCard
        label="Stays Logged"
        value={summary?.totalStays}
        icon={<Plane className="size-5" aria-hidden />}
      />
    </div>
  );
}

export function DashboardPage() {
  const { user } = useSession();
  const properties = useProperties();
  const [propertyId, setPropertyId] = useState('');
  const summary = useDashboardSummary(propertyId);
  const tour = useTour();
  const firstName = user ? firstNameOf(user.fullName) : '';

  return (
    <>
      <div data-tour="page-title">
        <PageHeader
          title="Dashboard"
          description={firstName ? dashboardGreeting(firstName) : undefined}
          actions={
            <div className="w-64 max-w-full">
              <label htmlFor="dashboard-property" className="sr-only">
                Property
              </label>
              <PropertySelect
                properties={properties.data}
                id="dashboard-property"
                value={propertyId}
                onChange={setPropertyId}
                allLabel="All Properties"
              />
            </div>
          }
        />
      </div>

      {/* Drawn once the property list is known, so that the welcome card for someone without a
          property does not arrive above the stats and push them down (CLS). */}
      {!properties.isPending && (
        <>
          {properties.data?.length === 0 && (
            <Card className="mb-6 border-accent-100 bg-accent-50">
              <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
                <div>
                  <h2 className="text-lg font-semibold text-slate-900">Welcome to Rentproof</h2>
                  <p className="text-sm text-slate-600">
                    Add the place you rent to start your record, or explore with sample data first.
                  </p>
                </div>
                <div className="flex flex-wrap gap-2">
                  <Button asChild>
                    <Link to="/properties">
                      <Home className="size-4" aria-hidden />
                      Add a Property
                    </Link>
                  </Button>
                  <Button asChild variant="secondary">
                    <Link to="/demo-mode">
                      <FlaskConical className="size-4" aria-hidden />
                      Try Demo Mode
                    </Link>
                  </Button>
                </div>
              </CardBody>
            </Card>
          )}

          {summary.isError ? (
            <LoadError title="Error fetching stats" onRetry={() => summary.refetch()} />
          ) : (
            <SummaryStats summary={summary.data} />
          )}

          <div className="mt-6 grid gap-6 lg:grid-cols-2">
            <Card data-tour="quick-actions">
              <CardHeader title="Quick actions" />
              <CardBody className="grid grid-cols-2 gap-3">
                {QUICK_ACTIONS.map(({ to, label, icon: Icon, tour: target }) => (
                  <Link
                    key={to}
                    to={to}
                    data-tour={target}
                    className="flex min-h-20 flex-col items-start justify-between gap-2 rounded-lg border border-slate-200 p-3 text-sm font-medium text-slate-900 hover:border-accent-500 hover:bg-accent-50"
                  >
                    <Icon className="size-5 text-accent-600" aria-hidden />
                    {label}
                  </Link>
                ))}
              </CardBody>
            </Card>
            {summary.data && <QuickStartChecklist checklist={summary.data.checklist} />}
          </div>
          {tour.open && <GuidedTour steps={TOUR_STEPS} onClose={tour.close} />}
        </>
      )}
    </>
  );
}
