import type { ReactNode } from 'react';
import { LoadError } from './ui/empty-state';
import { SkeletonList } from './ui/skeleton';

type ListQuery = { isPending: boolean; isError: boolean; refetch: () => unknown };

/**
 * A list's states, shown the same way on every screen: placeholders while it loads, what failed
 * and a retry, what to do when it is empty, and otherwise the list itself (`children`).
 */
export function ListState({
  query,
  isEmpty,
  errorTitle,
  empty,
  loading = <SkeletonList className="space-y-2" itemClassName="h-16" />,
  errorClassName,
  children,
}: {
  query: ListQuery;
  isEmpty: boolean;
  errorTitle: string;
  empty: ReactNode;
  loading?: ReactNode;
  /** Room around the error inside a card, whose list runs to its edges. */
  errorClassName?: string;
  children: ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) {
    const error = <LoadError title={errorTitle} onRetry={() => query.refetch()} />;
    return errorClassName ? <div className={errorClassName}>{error}</div> : error;
  }
  if (isEmpty) return empty;
  return children;
}
