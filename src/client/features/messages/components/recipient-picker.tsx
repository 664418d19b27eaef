import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { MessageContact } from '#shared/messages/message-schemas';
import { ListState } from '#client/components/list-state';
import { SkeletonList } from '#client/components/ui/skeleton';

/** The people one may write to, chosen with checkboxes (several at once, native on every phone). */
export function RecipientPicker({
  contacts,
  chosen,
  onChange,
}: {
  contacts: UseQueryResult<MessageContact[]>;
  chosen: string[];
  onChange: (chosen: string[]) => void;
}) {
  const list = contacts.data ?? [];
  const toggle = (contact: MessageContact, checked: boolean) =>
    onChange(checked ? [...chosen, contact.userId] : chosen.filter((id) => id !== contact.userId));
  return (
    <fieldset>
      <legend className="text-sm font-medium text-slate-800">To</legend>
      <div className="mt-1.5">
        <ListState
          query={contacts}
          isEmpty={list.length === 0}
          errorTitle="Error fetching contacts"
          loading={<SkeletonList count={2} className="space-y-2" itemClassName="h-11" />}
          empty={
            <p className="rounded-md border border-dashed border-slate-300 px-4 py-3 text-sm text-slate-600">
              Your company's team, its linked tenants and your landlords appear here.{' '}
              <Link to="/company-settings" className="font-medium text-accent-700 underline">
                Invite your team in Company Settings
              </Link>
              .
            </p>
          }
        >
          <ul className="max-h-48 divide-y divide-slate-100 overflow-y-auto rounded-md border border-slate-200">
            {list.map((contact) => (
              <li key={contact.userId}>
                <label className="flex min-h-11 items-center gap-3 px-3 py-2 text-sm">
                  <input
                    type="checkbox"
                    className="size-5 shrink-0 accent-accent-600"
                    checked={chosen.includes(contact.userId)}
                    onChange={(event) => toggle(contact, event.target.checked)}
                  />
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">{contact.name}</span>
                    <span className="block truncate text-slate-500">{contact.email}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </ListState>
      </div>
    </fieldset>
  );
}
