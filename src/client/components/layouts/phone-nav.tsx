import { Menu } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../ui/button';
import { Dialog, DialogTrigger, SheetContent } from '../ui/dialog';

/**
 * The navigation on a phone: a sheet from the left. Loaded with Radix's dialog on first use
 * (app-shell.tsx).
 */
export function PhoneNav({
  open,
  onOpenChange,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open navigation">
          <Menu className="size-6" aria-hidden />
        </Button>
      </DialogTrigger>
      <SheetContent title="Navigation">{children}</SheetContent>
    </Dialog>
  );
}
