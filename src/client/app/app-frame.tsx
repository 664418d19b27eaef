import { CircleUserRound, Menu } from 'lucide-react';
import { ShellFrame } from '#client/components/layouts/shell-frame';
import { SiteLogo } from '#client/components/logo';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { dashboardGreeting } from '#client/features/dashboard/components/dashboard-greeting';

/** Where the server puts the signed-in person's first name, escaped (static-client.ts). */
export const FIRST_NAME_SLOT = '%FIRST_NAME%';

/**
 * The dashboard as the server sends it to someone signed in, before the app runs (decision 035):
 * the signed-in frame and the page's heading with its greeting, drawn at build time. Its buttons
 * are drawn but disabled; the app then takes over the same boxes (ShellFrame), so nothing moves.
 */
export function DashboardFrame() {
  return (
    <ShellFrame
      logo={<SiteLogo href="/dashboard" />}
      menu={
        <Button variant="ghost" size="icon" aria-label="Open navigation" disabled>
          <Menu className="size-6" aria-hidden />
        </Button>
      }
      account={
        <Button variant="ghost" size="icon" aria-label="Account menu" disabled>
          <CircleUserRound className="size-6" aria-hidden />
        </Button>
      }
    >
      <div data-tour="page-title">
        <PageHeader title="Dashboard" description={dashboardGreeting(FIRST_NAME_SLOT)} />
      </div>
    </ShellFrame>
  );
}
