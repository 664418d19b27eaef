import type { ReactNode } from 'react';
import { ListState } from '#client/components/list-state';
import { Button } from '#client/components/ui/button';
import { Card, CardHeader } from '#client/components/ui/card';
import { SkeletonList } from '#client/components/ui/skeleton';

/**
 * A card of API access records, keys or webhooks: its title and one action ('Create key', 'Add
 * webhook'), then the list in its states (loading, error, empty), and the card's dialogs.
 */
export function AccessListCard({
  title,
  description,
  actionLabel,
  onAction,
  query,
  isEmpty,
  errorTitle,
  empty,
  list,
  dialogs,
}: {
  title: string;
  description: string;
  actionLabel: string;
  onAction: () => void;
  query: { isPending: boolean; isError: boolean; refetch: () => unknown };
  isEmpty: boolean;
  errorTitle: string;
  empty: { title: string; text: string };
  list: ReactNode;
  dialogs: ReactNode;
}) {
  return (
    <Card>
      <CardHeader
        title={title}
        description={description}
        action={
          <Button size="sm" onClick={onAction}>
            {actionLabel}
          </Button>
        }
      />
      <ListState
        query={query}
        isEmpty={isEmpty}
        errorTitle={errorTitle}
        errorClassName="p-5"
        loading={
          <div className="p-5">
            <SkeletonList count={1} className="space-y-3" itemClassName="h-20" />
          </div>
        }
        empty={
          <div className="space-y-1 p-5 text-sm text-slate-600">
            <p className="font-medium text-slate-900">{empty.title}</p>
            <p>{empty.text}</p>
          </div>
        }
      >
        {list}
      </ListState>
      {dialogs}
    </Card>
  );
}
