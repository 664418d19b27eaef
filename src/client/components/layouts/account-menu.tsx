import { useQueryClient } from '@tanstack/react-query';
import { CircleUserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { forgetSession, signOut } from '#client/lib/session';
import { useAction } from '#client/lib/use-action';
import { Button } from '../ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../ui/dropdown-menu';

/**
 * The account menu (docs/product.md §2.3), loaded with Radix's menu on first use (app-shell.tsx)
 * and then opened at once, as the click that loaded it asked.
 */
export function AccountMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const endSession = useAction({
    run: signOut,
    onSuccess: () => {
      forgetSession(queryClient);
      navigate('/login', { replace: true });
    },
    failureTitle: 'Sign Out Failed',
  });
  return (
    <DropdownMenu defaultOpen={defaultOpen}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Account menu">
          <CircleUserRound className="size-6" aria-hidden />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>My Account</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate('/settings')}>Profile Settings</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuLabel>Help</DropdownMenuLabel>
        <DropdownMenuItem onSelect={() => navigate('/dashboard?tour=1')}>Run Tutorial</DropdownMenuItem>
        <DropdownMenuItem disabled>Support (Coming Soon)</DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => endSession.mutate()}>Sign Out</DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
