import { Camera, FilePlus, FileText, Image, LayoutDashboard, Wrench } from 'lucide-react';
import type { ReactNode } from 'react';
import { DEMO_DOCUMENTS, DEMO_MAINTENANCE, DEMO_QUICK_ACTIONS, DEMO_STATS } from './demo-content';

const ACTION_ICONS = {
  'Log Photos': <Camera aria-hidden className="size-5" />,
  'Add Maintenance': <Wrench aria-hidden className="size-5" />,
  'Upload Document': <FilePlus aria-hidden className="size-5" />,
  'Create Report': <FileText aria-hidden className="size-5" />,
};

const money = (amount: number) =>
  amount.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 });

function Stat({
  label,
  value,
  detail,
  icon,
}: {
  label: string;
  value: string;
  detail?: string;
  icon: ReactNode;
}) {
  return (
    <section aria-label={label} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center justify-between text-slate-600">
        <h3 className="text-sm font-medium">{label}</h3>
        {icon}
      </div>
      <p className="mt-2 text-3xl font-semibold tabular-nums text-slate-900">{value}</p>
      {detail && <p className="mt-1 text-sm text-slate-700">{detail}</p>}
    </section>
  );
}

function Panel({ title, tour, children }: { title: string; tour: string; children: ReactNode }) {
  return (
    <section data-tour={tour} className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <h2 className="border-b border-slate-100 px-5 py-3 font-semibold text-slate-900">{title}</h2>
      <div className="p-5">{children}</div>
    </section>
  );
}

/** The sample dashboard the tour walks through; every action asks the visitor to sign up. */
export function DemoDashboard({ onAction }: { onAction: (action: string) => void }) {
  return (
    <div data-tour="demo-dashboard" className="space-y-6">
      <h2 className="sr-only">Overview</h2>
      <div data-tour="demo-stats" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
        <Stat
          label="Photos Logged"
          value={String(DEMO_STATS.photos)}
          icon={<Image aria-hidden className="size-5" />}
        />
        <Stat
          label="Maintenance Issues"
          value={String(DEMO_STATS.maintenance.total)}
          detail={`${DEMO_STATS.maintenance.pending} pending, ${DEMO_STATS.maintenance.completed} completed`}
          icon={<Wrench aria-hidden className="size-5" />}
        />
        <Stat
          label="Estimated Costs"
          value={money(DEMO_STATS.estimatedCosts)}
          icon={<LayoutDashboard aria-hidden className="size-5" />}
        />
        <Stat
          label="Documents"
          value={String(DEMO_STATS.documents)}
          icon={<FileText aria-hidden className="size-5" />}
        />
      </div>
      <Panel title="Quick Actions" tour="demo-quick-actions">
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {DEMO_QUICK_ACTIONS.map((action) => (
            <li key={action}>
              <button
                type="button"
                onClick={() => onAction(action)}
                className="flex min-h-20 w-full flex-col items-center justify-center gap-2 rounded-lg border border-slate-200 text-sm font-medium text-slate-800 hover:border-accent-600 hover:bg-accent-50"
              >
                <span className="text-accent-700">{ACTION_ICONS[action]}</span>
                {action}
              </button>
            </li>
          ))}
        </ul>
      </Panel>
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel title="Maintenance Journal" tour="demo-maintenance">
          <ul className="divide-y divide-slate-100">
            {DEMO_MAINTENANCE.map((item) => (
              <li key={item.item} className="flex items-center justify-between gap-3 py-3">
                <div>
                  <p className="font-medium text-slate-900">{item.item}</p>
                  <p className="text-sm text-slate-700">
                    {item.property} · {money(item.cost)}
                  </p>
                </div>
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${item.status === 'Pending' ? 'bg-amber-100 text-amber-900' : 'bg-green-100 text-green-900'}`}
                >
                  {item.status}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel title="Documents" tour="demo-documents">
          <ul>
            {DEMO_DOCUMENTS.map((document) => (
              <li key={document.name} className="flex items-center gap-3">
                <FileText aria-hidden className="size-8 text-accent-700" />
                <div>
                  <p className="font-medium text-slate-900">{document.name}</p>
                  <p className="text-sm text-slate-700">
                    {document.size} · added {document.added}
                  </p>
                </div>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
