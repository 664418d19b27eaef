import { DropdownMenu as Menu } from 'radix-ui';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '#client/lib/cn';

/**
 * Not modal: a modal menu hides the rest of the page with aria-hidden while its links stay
 * focusable (axe: aria-hidden-focus). Escape, Tab and a click outside still close it.
 */
export function DropdownMenu(props: ComponentProps<typeof Menu.Root>) {
  return <Menu.Root modal={false} {...props} />;
}
export const DropdownMenuTrigger = Menu.Trigger;

export function DropdownMenuContent({
  children,
  align = 'end',
}: {
  children: ReactNode;
  align?: 'start' | 'end';
}) {
  return (
    <Menu.Portal>
      <Menu.Content
        align={align}
        sideOffset={6}
        className="z-50 min-w-56 rounded-lg border border-slate-200 bg-white p-1 shadow-lg"
      >
        {children}
      </Menu.Content>
    </Menu.Portal>
  );
}

export function DropdownMenuLabel({ children }: { children: ReactNode }) {
  return (
    <Menu.Label className="px-3 pb-1 pt-2 text-xs font-semibold uppercase tracking-wide text-slate-500">
      {children}
    </Menu.Label>
  );
}

export function DropdownMenuItem({ className, ...props }: ComponentProps<typeof Menu.Item>) {
  return (
    <Menu.Item
      className={cn(
        'flex min-h-11 cursor-pointer select-none items-center gap-2 rounded-md px-3 text-sm text-slate-800 outline-none data-[disabled]:cursor-not-allowed data-[highlighted]:bg-slate-100 data-[disabled]:text-slate-400',
        className,
      )}
      {...props}
    />
  );
}

export function DropdownMenuSeparator() {
  return <Menu.Separator className="my-1 h-px bg-slate-200" />;
}
