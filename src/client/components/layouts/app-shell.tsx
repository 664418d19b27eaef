import {
  BellRing,
  Building2,
  Camera,
  CircleUserRound,
  FilePen,
  FileText,
  FlaskConical,
  Gift,
  Heart,
  Home,
  Inbox,
  LayoutDashboard,
  Menu,
  Plane,
  Settings,
  ShieldCheck,
  Sparkles,
  Users,
  Wallet,
  Wrench,
} from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { NavLink, Outlet } from 'react-router';
import { useLiveEvents } from '#client/lib/live-events';
import { useUnreadMessageCount } from '#client/lib/message-counts';
import { useSession } from '#client/lib/session';
import { cn } from '#client/lib/cn';
import { Logo } from '../logo';
import { ShellFrame } from './shell-frame';
import { Button } from '../ui/button';

// The sidebar (docs/product.md §2.3), with the lease beside the documents and the reminders beside the
// money they are mostly about, so a renter finds them where the paperwork and the payments are.
const NAV_LINKS = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/properties', label: 'Properties', icon: Home },
  { to: '/move-in', label: 'Move-In / Out', icon: Camera },
  { to: '/travel', label: 'Travel Mode', icon: Plane },
  { to: '/maintenance', label: 'Maintenance', icon: Wrench },
  { to: '/documents', label: 'Documents', icon: FileText },
  { to: '/lease', label: 'Lease & Fees', icon: FilePen },
  { to: '/financials', label: 'Financials', icon: Wallet },
  { to: '/reminders', label: 'Reminders', icon: BellRing },
  { to: '/verification', label: 'Verification', icon: ShieldCheck },
  { to: '/team-inbox', label: 'Team Inbox', icon: Inbox },
  { to: '/landlord-portal', label: 'Landlord Portal', icon: Building2 },
  { to: '/amenities', label: 'Amenity Log', icon: Sparkles },
  { to: '/roommates', label: 'Roommate Hub', icon: Users },
  { to: '/emotional-review', label: 'Emotional Review', icon: Heart },
  { to: '/referral', label: 'Refer & Earn', icon: Gift },
  { to: '/demo-mode', label: 'Demo Mode', icon: FlaskConical },
  { to: '/settings', label: 'Settings', icon: Settings },
];

function SidebarNav({ email, onNavigate }: { email: string; onNavigate?: () => void }) {
  const unread = useUnreadMessageCount();
  return (
    <nav aria-label="Main" className="flex flex-1 flex-col gap-1 overflow-y-auto p-3">
      {NAV_LINKS.map(({ to, label, icon: Icon }) => (
        <NavLink
          key={to}
          to={to}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm font-medium',
              isActive ? 'bg-accent-50 text-accent-700' : 'text-slate-700 hover:bg-slate-100',
            )
          }
        >
          <Icon className="size-5 shrink-0" aria-hidden />
          {label}
          {to === '/team-inbox' && unread ? (
            <span className="ml-auto rounded-full bg-accent-600 px-2 py-0.5 text-xs font-semibold text-white">
              {unread}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </NavLink>
      ))}
      <p
        className="mt-auto truncate border-t border-slate-100 px-3 pt-3 text-sm text-slate-500"
        title={email}
      >
        {email}
      </p>
    </nav>
  );
}

// The account menu and the phone's navigation bring Radix's menu and dialog (about 30 KB
// compressed), which no screen needs to draw: they load when first used, so every signed-in
// screen starts without them (docs/performance.md, "The dashboard drawn ahead").
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));
const PhoneNav = lazy(() => import('./phone-nav').then((m) => ({ default: m.PhoneNav })));

/**
 * A button that stands in for a control until it is used: the click loads the control, which
 * then takes its place (already open), with the same button shown while it loads.
 */
function LoadedOnUse({
  label,
  icon,
  onUse,
  children,
}: {
  label: string;
  icon: ReactNode;
  onUse?: () => void;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  const standIn = (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      onClick={() => {
        onUse?.();
        setUsed(true);
      }}
    >
      {icon}
    </Button>
  );
  return used ? <Suspense fallback={standIn}>{children}</Suspense> : standIn;
}

/** The signed-in frame: sidebar on large screens, a menu on small ones, the account menu on top. */
export function AppShell() {
  const { user } = useSession();
  // One live stream for every signed-in screen: new messages and landlords' updates show at once.
  useLiveEvents();
  const [menuOpen, setMenuOpen] = useState(false);
  const email = user?.email ?? '';
  return (
    <ShellFrame
      logo={<Logo to="/dashboard" />}
      sidebar={<SidebarNav email={email} />}
      menu={
        <LoadedOnUse
          label="Open navigation"
          icon={<Menu className="size-6" aria-hidden />}
          onUse={() => setMenuOpen(true)}
        >
          <PhoneNav open={menuOpen} onOpenChange={setMenuOpen}>
            <div className="flex h-16 items-center border-b border-slate-100 px-5">
              <Logo to="/dashboard" />
            </div>
            <SidebarNav email={email} onNavigate={() => setMenuOpen(false)} />
          </PhoneNav>
        </LoadedOnUse>
      }
      account={
        <LoadedOnUse label="Account menu" icon={<CircleUserRound className="size-6" aria-hidden />}>
          <AccountMenu defaultOpen />
        </LoadedOnUse>
      }
    >
      <Outlet />
    </ShellFrame>
  );
}
