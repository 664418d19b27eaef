import { SquarePen } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MESSAGE_FOLDERS, type MessageFolder } from '#shared/messages/message-schemas';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';
import { useLiveEvents } from '#client/lib/live-events';
import { useSession } from '#client/lib/session';
import { useMessageCounts } from '#client/lib/message-counts';
import { ComposeDialog } from '../components/compose-dialog';
import { FolderNav } from '../components/folder-nav';
import { type Draft, newDraft } from '../components/message-drafts';
import { MessageList } from '../components/message-list';
import { MessageSearch } from '../components/message-search';
import { MessageView, NoMessageOpen } from '../components/message-view';

function isFolder(value: string | null): value is MessageFolder {
  return (MESSAGE_FOLDERS as readonly string[]).includes(value ?? '');
}

/**
 * The Team Inbox (docs/product.md §20): the folder, the search and the open message live in the
 * address, so a reload, a shared link or the browser's Back button keeps the place.
 */
export function TeamInboxPage() {
  useLiveEvents();
  const myId = useSession().user?.id;
  const counts = useMessageCounts();
  const [params, setParams] = useSearchParams();
  const folderParam = params.get('folder');
  const folder = isFolder(folderParam) ? folderParam : 'inbox';
  const search = params.get('q') ?? '';
  const openId = params.get('message');
  const [draft, setDraft] = useState<Draft | null>(null);

  const change = (changes: Record<string, string | null>, { replace = false } = {}) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace },
    );

  return (
    <>
      <PageHeader
        title="Team Inbox"
        description="Messages with your team, your tenants and your landlords."
        actions={
          <Button onClick={() => setDraft(newDraft())}>
            <SquarePen className="size-4" aria-hidden />
            Compose
          </Button>
        }
      />
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <FolderNav folder={folder} search={search} counts={counts.data} />
        <MessageSearch
          search={search}
          onSearch={(text) => change({ q: text || null, message: null }, { replace: true })}
        />
      </div>
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        {/* On a phone an open message takes the whole width; its Back button shows the list again. */}
        <div className={cn(openId && 'hidden lg:block')}>
          <MessageList
            folder={folder}
            search={search}
            myId={myId}
            openId={openId}
            onOpen={(id) => change({ message: id })}
          />
        </div>
        {openId ? (
          <MessageView
            key={openId}
            id={openId}
            myId={myId}
            onClose={() => change({ message: null })}
            onCompose={setDraft}
          />
        ) : (
          <NoMessageOpen />
        )}
      </div>
      <ComposeDialog draft={draft} onClose={() => setDraft(null)} />
    </>
  );
}
