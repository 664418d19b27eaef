import { useState } from 'react';
import type { TenancySharing, TenantLink } from '#shared/tenancies/tenancy-schemas';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { useDocumentPages } from '#client/features/documents';
import { tenancyApi, TENANT_LINKS_KEY, useTenantLinks } from '#client/features/tenancies';

const ITEMS = [
  {
    key: 'moveIn',
    label: 'Move-in report',
    hint: 'Your move-in photos of this property, with their three facts',
  },
  { key: 'moveOut', label: 'Move-out report', hint: 'Your move-out photos of this property' },
  {
    key: 'maintenance',
    label: 'Maintenance requests',
    hint: 'Your maintenance items for this property, to update',
  },
] as const;

/** What the renter lets one landlord see; each choice takes effect on the landlord's next request. */
function LinkSharing({ link }: { link: TenantLink }) {
  const documents = useDocumentPages('');
  const [sharing, setSharing] = useState<TenancySharing>({ ...link.sharing });
  const [ending, setEnding] = useState(false);
  const save = useAction({
    run: (next: TenancySharing) => tenancyApi.share(link.id, next),
    refreshes: [TENANT_LINKS_KEY],
    onSuccess: (_, next) =>
      notify.success(
        'Sharing Updated',
        Object.values(next).some((value) => value === true) || next.documentIds.length
          ? `${link.company.name} sees what you chose.`
          : `${link.company.name} no longer sees any of your records.`,
      ),
    failureTitle: 'Error updating sharing',
  });
  const end = useAction({
    run: () => tenancyApi.end(link.id),
    refreshes: [TENANT_LINKS_KEY],
    onSuccess: () => notify.success('Link Ended', `${link.company.name} no longer sees anything you shared.`),
    failureTitle: 'Error ending the link',
  });
  const ownDocuments = documents.data?.pages.flatMap((page) => page.documents) ?? [];
  const toggleDocument = (id: string, on: boolean) =>
    setSharing((current) => ({
      ...current,
      documentIds: on ? [...current.documentIds, id] : current.documentIds.filter((other) => other !== id),
    }));
  const stopAll: TenancySharing = { moveIn: false, moveOut: false, maintenance: false, documentIds: [] };
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{link.company.name}</p>
          <p className="text-sm text-slate-600">
            {link.propertyAddress}
            {link.myProperty ? ` · your ${link.myProperty.name}` : ''}
          </p>
        </div>
        <Badge tone="success">Connected</Badge>
      </div>
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-900">Share with {link.company.name}</legend>
        {ITEMS.map((item) => (
          <label key={item.key} className="flex min-h-11 items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="mt-1 size-4 accent-accent-600"
              checked={sharing[item.key]}
              onChange={(event) =>
                setSharing((current) => ({ ...current, [item.key]: event.target.checked }))
              }
            />
            <span>
              <span className="block font-medium text-slate-900">{item.label}</span>
              <span className="block text-slate-600">{item.hint}</span>
            </span>
          </label>
        ))}
        {ownDocuments.length > 0 && (
          <details className="text-sm">
            <summary className="min-h-11 cursor-pointer py-2 font-medium text-slate-900">
              Documents ({sharing.documentIds.length} shared)
            </summary>
            {ownDocuments.map((document) => (
              <label key={document.id} className="flex min-h-11 items-center gap-3">
                <input
                  type="checkbox"
                  className="size-4 accent-accent-600"
                  checked={sharing.documentIds.includes(document.id)}
                  onChange={(event) => toggleDocument(document.id, event.target.checked)}
                />
                {document.fileName}
              </label>
            ))}
          </details>
        )}
      </fieldset>
      <div className="flex flex-wrap gap-2">
        <Button busy={save.isPending && save.variables !== stopAll} onClick={() => save.mutate(sharing)}>
          Save Sharing
        </Button>
        <Button
          variant="secondary"
          onClick={() => {
            setSharing(stopAll);
            save.mutate(stopAll);
          }}
        >
          Stop Sharing
        </Button>
        <Button variant="ghost" onClick={() => setEnding(true)}>
          End Link
        </Button>
      </div>
      <ConfirmDialog
        open={ending}
        onOpenChange={setEnding}
        title={`End the link with ${link.company.name}?`}
        description="They no longer see anything you shared, and cannot ask for it again without a new invitation. Your records stay yours."
        confirmLabel="End Link"
        busy={end.isPending}
        onConfirm={() => end.mutate()}
      />
    </li>
  );
}

/** The renter's landlords: shown on the Property Manager once a landlord invited them. */
export function LandlordLinks() {
  const links = useTenantLinks();
  const active = links.data?.filter((link) => link.status === 'active') ?? [];
  if (active.length === 0) return null;
  return (
    <Card className="mt-8">
      <CardHeader
        title="Your Landlords"
        description="Companies connected to your rentals. Nothing is shared until you choose it here, and you can stop at any time."
      />
      <CardBody>
        <ul className="divide-y divide-slate-100" aria-label="Landlords">
          {active.map((link) => (
            <LinkSharing key={link.id} link={link} />
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
