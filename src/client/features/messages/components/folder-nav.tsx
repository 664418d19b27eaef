import { Archive, Inbox, type LucideIcon, Send, Star } from 'lucide-react';
import { Link } from 'react-router';
import {
  MESSAGE_FOLDER_LABELS,
  MESSAGE_FOLDERS,
  type MessageCounts,
  type MessageFolder,
} from '#shared/messages/message-schemas';
import { Badge } from '#client/components/ui/badge';
import { cn } from '#client/lib/cn';

const ICONS: Record<MessageFolder, LucideIcon> = {
  inbox: Inbox,
  starred: Star,
  sent: Send,
  archived: Archive,
};

/** The folder is part of the address, so a reload or a shared link opens the same one. */
function folderSearch(folder: MessageFolder, search: string) {
  const params = new URLSearchParams({ folder });
  if (search) params.set('q', search);
  return `?${params}`;
}

/** The four folders; the Inbox shows how many messages in it are unread. */
export function FolderNav({
  folder,
  search,
  counts,
}: {
  folder: MessageFolder;
  search: string;
  counts: MessageCounts | undefined;
}) {
  return (
    <nav aria-label="Folders" className="-mx-1 max-w-full overflow-x-auto px-1">
      <ul className="flex gap-1">
        {MESSAGE_FOLDERS.map((name) => {
          const Icon = ICONS[name];
          const active = name === folder;
          const unread = name === 'inbox' ? (counts?.inbox ?? 0) : 0;
          return (
            <li key={name}>
              <Link
                to={{ search: folderSearch(name, search) }}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'flex min-h-11 items-center gap-2 whitespace-nowrap rounded-md px-3 text-sm font-medium',
                  active ? 'bg-accent-50 text-accent-700' : 'text-slate-700 hover:bg-slate-100',
                )}
              >
                <Icon className="size-4" aria-hidden />
                {MESSAGE_FOLDER_LABELS[name]}
                {unread > 0 && (
                  <Badge tone="info">
                    {unread}
                    <span className="sr-only"> unread</span>
                  </Badge>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
