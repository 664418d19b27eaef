import type { ReactNode } from 'react';
import { Button } from './ui/button';

type NextPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** The next page of a list, while there is one. */
export function ShowMoreButton({
  pages,
  fullWidth = true,
  children = 'Show more',
}: {
  pages: NextPages;
  fullWidth?: boolean;
  children?: ReactNode;
}) {
  if (!pages.hasNextPage) return null;
  return (
    <Button
      variant="secondary"
      className={fullWidth ? 'w-full' : undefined}
      busy={pages.isFetchingNextPage}
      onClick={() => pages.fetchNextPage()}
    >
      {children}
    </Button>
  );
}
