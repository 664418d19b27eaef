import { NavLink } from 'react-router';
import { cn } from '#client/lib/cn';
import { EVIDENCE_STAGES } from '#shared/photos/photo-schemas';

/** Move-In and Move-Out, as tabs between the two photo logs. */
export function StageTabs() {
  return (
    <nav aria-label="Stage" className="mb-6 inline-flex rounded-lg border border-slate-200 bg-white p-1">
      {EVIDENCE_STAGES.map((s) => (
        <NavLink
          key={s}
          to={`/${s}`}
          className={({ isActive }) =>
            cn(
              'flex min-h-11 items-center rounded-md px-4 text-sm font-medium',
              isActive ? 'bg-accent-600 text-white' : 'text-slate-700 hover:bg-slate-100',
            )
          }
        >
          {s === 'move-in' ? 'Move-In' : 'Move-Out'}
        </NavLink>
      ))}
    </nav>
  );
}
