import { LogOut, MonitorSmartphone } from 'lucide-react';
import { useState } from 'react';
import type { DeviceSession } from '#shared/accounts/session-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardHeader } from '#client/components/ui/card';
import { SkeletonList } from '#client/components/ui/skeleton';
import { formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { DEVICE_SESSIONS_KEY, devicesApi, useDeviceSessions } from '../api/settings-api';

const FAILURE_TITLE = 'Error signing out';

const otherDevices = (count: number) => `${count} other ${count === 1 ? 'device' : 'devices'}`;

function DeviceItem({ device }: { device: DeviceSession }) {
  const [confirming, setConfirming] = useState(false);
  const signOut = useAction({
    run: () => devicesApi.signOut(device.id),
    refreshes: [DEVICE_SESSIONS_KEY],
    onSuccess: () => {
      notify.success('Signed out', `${device.browser} will need to sign in again.`);
      setConfirming(false);
    },
    failureTitle: FAILURE_TITLE,
  });

  return (
    <li className="flex flex-wrap items-start gap-x-3 gap-y-2 p-4">
      <MonitorSmartphone className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
          {device.browser}
          {device.current && <Badge tone="info">This device</Badge>}
        </p>
        <p className="text-sm text-slate-600">Signed in {formatDateTime(device.signedInAt)}</p>
        {/* Sessions are not refreshed, so the record of activity is the sign-in unless it says more. */}
        {device.lastActiveAt > device.signedInAt && (
          <p className="text-sm text-slate-600">Last active {formatDateTime(device.lastActiveAt)}</p>
        )}
      </div>
      {!device.current && (
        <Button
          variant="ghost"
          size="sm"
          className="text-red-700 hover:bg-red-50"
          aria-label={`Sign out ${device.browser}, signed in ${formatDateTime(device.signedInAt)}`}
          onClick={() => setConfirming(true)}
        >
          <LogOut className="size-4" aria-hidden />
          Sign out
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out this device?"
        description={`${device.browser}, signed in ${formatDateTime(device.signedInAt)}, will need to sign in again.`}
        confirmLabel="Sign out"
        busy={signOut.isPending}
        onConfirm={() => signOut.mutate()}
      />
    </li>
  );
}

/** Where the account is signed in (docs/product.md §23): this device first, the others to sign out. */
export function DevicesCard() {
  const devices = useDeviceSessions();
  const items = devices.data ?? [];
  const others = items.filter((device) => !device.current).length;
  const [confirming, setConfirming] = useState(false);
  const signOutOthers = useAction({
    run: () => devicesApi.signOutOthers(),
    refreshes: [DEVICE_SESSIONS_KEY],
    onSuccess: ({ signedOut }) => {
      notify.success(`Signed out of ${otherDevices(signedOut)}`);
      setConfirming(false);
    },
    failureTitle: FAILURE_TITLE,
  });

  return (
    <Card>
      <CardHeader
        title="Signed-in devices"
        description="Where your account is signed in. Sign out a device you do not recognise."
        action={
          others > 0 && (
            <Button variant="secondary" size="sm" onClick={() => setConfirming(true)}>
              Sign out all other devices
            </Button>
          )
        }
      />
      <ListState
        query={devices}
        isEmpty={items.length === 0}
        errorTitle="Error fetching devices"
        errorClassName="p-5"
        loading={
          <div className="p-5">
            <SkeletonList count={2} className="space-y-3" itemClassName="h-16" />
          </div>
        }
        empty={<p className="p-5 text-sm text-slate-600">No signed-in devices.</p>}
      >
        <ul className="divide-y divide-slate-100" aria-label="Signed-in devices">
          {items.map((device) => (
            <DeviceItem key={device.id} device={device} />
          ))}
        </ul>
      </ListState>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Sign out all other devices?"
        description={`Every device but this one (${otherDevices(others)}) will need to sign in again.`}
        confirmLabel="Sign out all"
        busy={signOutOthers.isPending}
        onConfirm={() => signOutOthers.mutate()}
      />
    </Card>
  );
}
