import { Building2, Home, Webhook } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '#client/components/page-header';
import { useSession } from '#client/lib/session';
import { DeleteAccountCard } from '../components/delete-account-card';
import { DevicesCard } from '../components/devices-card';
import { NotificationsCard } from '../components/notifications-card';
import { PasskeysCard } from '../components/passkeys-card';
import { PasswordCard } from '../components/password-card';
import { ProfileCard } from '../components/profile-card';
import { RoommateSharingCard } from '../components/roommate-sharing-card';
import { TwoFactorCard } from '../components/two-factor-card';

const LINKS = [
  {
    to: '/properties',
    label: 'Property Manager',
    description: 'Add and edit the places you rent.',
    icon: Home,
  },
  {
    to: '/company-settings',
    label: 'Company Settings',
    description: 'Your company profile and team.',
    icon: Building2,
  },
  {
    to: '/settings/api',
    label: 'API & webhooks',
    description: 'Keys for your own programs, and events sent to your server.',
    icon: Webhook,
  },
];

export function SettingsPage() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <PageHeader title="Settings" description="Manage your profile, password and account." />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <nav
          aria-label="Settings"
          className="grid content-start gap-3 sm:grid-cols-2 lg:col-start-2 lg:row-start-1 lg:grid-cols-1"
        >
          {LINKS.map(({ to, label, description, icon: Icon }) => (
            <Link
              key={to}
              to={to}
              className="flex min-h-11 items-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-accent-500"
            >
              <Icon className="mt-0.5 size-5 text-accent-600" aria-hidden />
              <span>
                <span className="block font-medium text-slate-900">{label}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          ))}
        </nav>
        <div className="space-y-6 lg:col-start-1 lg:row-start-1">
          <ProfileCard key={user.id} profile={user} />
          <PasswordCard />
          <TwoFactorCard enabled={user.twoFactorEnabled} />
          <PasskeysCard />
          <DevicesCard />
          <RoommateSharingCard />
          <NotificationsCard />
          <DeleteAccountCard />
        </div>
      </div>
    </>
  );
}
