import { Check } from 'lucide-react';
import { SHARE_ITEM_LABELS, SHARE_ITEMS } from '#shared/verification/verification-schemas';

/** What every link shares: the five sections, each with what it holds. */
export function ShareItemsList() {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-900">Data to share</legend>
      <p className="text-sm text-slate-600">Every link includes all five sections.</p>
      <ul className="mt-3 space-y-2">
        {SHARE_ITEMS.map((item) => (
          <li key={item} className="flex items-start gap-3 rounded-lg bg-slate-50 px-3 py-2.5">
            <Check className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden />
            <div>
              <p className="text-sm font-medium text-slate-900">{SHARE_ITEM_LABELS[item].title}</p>
              <p className="text-sm text-slate-600">{SHARE_ITEM_LABELS[item].description}</p>
            </div>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
