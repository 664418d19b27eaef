import { KeyRound } from 'lucide-react';
import { useState } from 'react';
import type { Passkey } from '#shared/accounts/passkey-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardHeader } from '#client/components/ui/card';
import { SkeletonList } from '#client/components/ui/skeleton';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { passkeyApi, PASSKEYS_KEY, passkeysSupported, usePasskeys } from '#client/features/auth';
import { PasskeyNameDialog } from './passkey-name-dialog';

const nameOf = (passkey: Passkey) => passkey.name ?? 'Unnamed passkey';

function PasskeyItem({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const rename = useAction({
    run: (name: string) => passkeyApi.rename(passkey.id, name),
    refreshes: [PASSKEYS_KEY],
    onSuccess: () => {
      notify.success('Passkey renamed');
      setRenaming(false);
    },
    failureTitle: 'Passkey Not Renamed',
  });
  const remove = useAction({
    run: () => passkeyApi.remove(passkey.id),
    refreshes: [PASSKEYS_KEY],
    onSuccess: () => {
      notify.success('Passkey removed', `${nameOf(passkey)} can no longer sign in to your account.`);
      setRemoving(false);
    },
    failureTitle: 'Passkey Not Removed',
  });
  const synced = passkey.deviceType === 'multiDevice' || passkey.backedUp;

  return (
    <li className="flex items-start gap-3 p-4">
      <KeyRound className="mt-0.5 size-5 shrink-0 text-slate-500" aria-hidden />
      {/* The buttons go under the name when both do not fit on one line (a phone). */}
      <div className="flex min-w-0 flex-1 flex-wrap items-start justify-between gap-x-3 gap-y-1">
        <div className="min-w-48 flex-1">
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 font-medium text-slate-900">
            <span className="min-w-0 [overflow-wrap:anywhere]">{nameOf(passkey)}</span>
            <Badge tone={synced ? 'info' : 'neutral'}>{synced ? 'Synced' : 'This device only'}</Badge>
          </p>
          <p className="text-sm text-slate-600">Added {formatDate(passkey.createdAt)}</p>
        </div>
        <div className="-ml-3 flex gap-1 sm:ml-0">
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Rename ${nameOf(passkey)}`}
            onClick={() => setRenaming(true)}
          >
            Rename
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Remove ${nameOf(passkey)}`}
            onClick={() => setRemoving(true)}
          >
            Remove
          </Button>
        </div>
      </div>
      <PasskeyNameDialog
        open={renaming}
        onOpenChange={setRenaming}
        title="Rename passkey"
        initialName={passkey.name ?? ''}
        submitLabel="Save"
        busy={rename.isPending}
        onSubmit={(name) => rename.mutate(name)}
      />
      <ConfirmDialog
        open={removing}
        onOpenChange={setRemoving}
        title="Remove this passkey?"
        description={`${nameOf(passkey)} will no longer sign in to your account. The passkey stays on the device until you delete it there.`}
        confirmLabel="Remove"
        busy={remove.isPending}
        onConfirm={() => remove.mutate()}
      />
    </li>
  );
}

/**
 * Passkeys (docs/product.md §28): sign in with the device's fingerprint, face or PIN instead of the
 * password, and with no code after it, since the passkey is both factors (decision 023).
 */
export function PasskeysCard() {
  const passkeys = usePasskeys();
  const items = passkeys.data ?? [];
  const [adding, setAdding] = useState(false);
  const add = useAction({
    run: (name: string) => passkeyApi.add(name),
    refreshes: [PASSKEYS_KEY],
    onSuccess: () => {
      notify.success('Passkey added', 'You can now sign in with it.');
      setAdding(false);
    },
    failureTitle: 'Passkey Not Added',
  });
  const startAdding = () => {
    if (passkeysSupported()) setAdding(true);
    else
      notify.error('Passkeys Not Supported', 'This browser cannot make passkeys. Try an up-to-date browser.');
  };

  return (
    <Card>
      <CardHeader
        title="Passkeys"
        description="Sign in with your fingerprint, face or device PIN instead of your password. A passkey counts as both factors: no code is asked after it."
        action={
          <Button size="sm" onClick={startAdding}>
            Add a passkey
          </Button>
        }
      />
      <ListState
        query={passkeys}
        isEmpty={items.length === 0}
        errorTitle="Error fetching passkeys"
        errorClassName="p-5"
        loading={
          <div className="p-5">
            <SkeletonList count={1} className="space-y-3" itemClassName="h-16" />
          </div>
        }
        empty={<p className="p-5 text-sm text-slate-600">No passkeys yet.</p>}
      >
        <ul className="divide-y divide-slate-100" aria-label="Passkeys">
          {items.map((passkey) => (
            <PasskeyItem key={passkey.id} passkey={passkey} />
          ))}
        </ul>
      </ListState>
      <PasskeyNameDialog
        open={adding}
        onOpenChange={setAdding}
        title="Add a passkey"
        description="Name it after where it lives, such as the device or password manager. Your browser then asks you to make the passkey."
        initialName=""
        submitLabel="Continue"
        busy={add.isPending}
        onSubmit={(name) => add.mutate(name)}
      />
    </Card>
  );
}
