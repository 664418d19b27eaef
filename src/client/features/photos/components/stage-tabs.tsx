import { NavLink } from 'react-router';
import { cn } from '#client/lib/cn';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';

const HOME_TABS = EVIDENCE_STAGES.map((s) => ({
  to: `/${s}`,
  label: s === 'move-in' ? 'Move-In' : 'Move-Out',
}));

/** Move-In and Move-Out, as tabs between the two photo logs (a stay passes its Check-in and Check-out). */
export function StageTabs({ tabs = HOME_TABS }: { tabs?: { to: string; label: string }[] }) {
  return (
    <nav aria-label="Stage" className="mb-6 inline-flex rounded-lg border border-slate-200 bg-white p-1">
      {tabs.map(({ to, label }) => (
        <NavLink
          key={to}
          to={to}
          className={({ isActive }) =>
            cn(
              'flex min-h-11 items-center rounded-md px-4 text-sm font-medium',
              isActive ? 'bg-accent-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )
          }
        >
          {label}
        </NavLink>
      ))}
    </nav>
  );
}
