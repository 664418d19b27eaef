import { Link2, Share2, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type { ReportShare, ShareLink } from '#shared/verification/share-links';
import { CopyLinkField } from '#client/components/copy-link-field';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { Spinner } from '#client/components/ui/spinner';
import { errorMessage } from '#client/lib/api-client';
import { copyToClipboard } from '#client/lib/clipboard';
import { formatDate } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { RevokeLinkDialog } from './revoke-link-dialog';

/**
 * Addresses made in this visit, by link id. The server keeps only a hash of each token (decision
 * 010), so an address can be shown again only while this page still holds it; never stored.
 */
const addressesMadeHere = new Map<string, string>();

type State =
  | { step: 'loading' }
  | { step: 'failed'; message: string }
  | { step: 'shown'; link: ShareLink; url: string | null; isNew: boolean }
  | { step: 'revoked' };

/** How a share button reaches the server: the verification feature's useReportSharing. */
export type ReportSharing = {
  share: (forceNew: boolean) => Promise<ReportShare>;
  revoke: (id: string) => Promise<unknown>;
  onLinksChanged: () => Promise<unknown>;
};

/**
 * Shares a report (the Reports page's, or a stay's) as a verification link. A second Share gives
 * back the link already open for the same report rather than making another live one; a new link
 * is made only when asked for. `noun` says what the link shows: 'report', 'stay'.
 */
export function ShareLinkButton({
  noun,
  description,
  sharing,
}: {
  noun: string;
  description: string;
  sharing: ReportSharing;
}) {
  const [open, setOpen] = useState(false);
  const [state, setState] = useState<State>({ step: 'loading' });

  const share = async (forceNew: boolean) => {
    setState({ step: 'loading' });
    try {
      const result = await sharing.share(forceNew);
      if (result.url) addressesMadeHere.set(result.shareLink.id, result.url);
      const url = result.url ?? addressesMadeHere.get(result.shareLink.id) ?? null;
      setState({ step: 'shown', link: result.shareLink, url, isNew: !result.reused });
      await sharing.onLinksChanged();
      if (result.url) {
        if (await copyToClipboard(result.url)) notify.success('Link Generated & Copied!');
        else notify.info('Link Generated', 'Copy it from the box in the dialog.');
      }
    } catch (error) {
      setState({ step: 'failed', message: errorMessage(error) });
    }
  };

  const revoked = async (id: string) => {
    addressesMadeHere.delete(id);
    setState({ step: 'revoked' });
    await sharing.onLinksChanged();
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" onClick={() => void share(false)}>
          <Share2 className="size-4" aria-hidden />
          Share
        </Button>
      </DialogTrigger>
      <DialogContent title={`Share this ${noun}`} description={description}>
        {state.step === 'loading' && (
          <p className="flex items-center gap-2 text-sm text-slate-600" role="status">
            <Spinner className="size-4" /> Preparing the link…
          </p>
        )}
        {state.step === 'failed' && (
          <div className="space-y-3">
            <p className="text-sm text-red-700" role="alert">
              Failed to create link: {state.message}
            </p>
            <Button variant="secondary" onClick={() => share(false)}>
              Try again
            </Button>
          </div>
        )}
        {state.step === 'shown' && (
          <SharedLinkPanel
            noun={noun}
            state={state}
            revoke={sharing.revoke}
            onNewLink={() => share(true)}
            onRevoked={() => revoked(state.link.id)}
          />
        )}
        {state.step === 'revoked' && (
          <div className="space-y-3">
            <p className="text-sm text-slate-700" role="status">
              Link turned off. Anyone who opens it now sees Access Denied.
            </p>
            <Button onClick={() => share(true)}>
              <Link2 className="size-4" aria-hidden />
              Make a new link
            </Button>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

function SharedLinkPanel({
  noun,
  state,
  revoke: revokeLink,
  onNewLink,
  onRevoked,
}: {
  noun: string;
  state: Extract<State, { step: 'shown' }>;
  revoke: (id: string) => Promise<unknown>;
  onNewLink: () => void;
  onRevoked: () => void;
}) {
  const { link, url, isNew } = state;
  const [confirming, setConfirming] = useState(false);

  const revoke = useAction({
    run: () => revokeLink(link.id),
    onSuccess: () => {
      notify.success('Link turned off', 'Anyone who opens it now sees Access Denied.');
      setConfirming(false);
      onRevoked();
    },
    failureTitle: 'Could not turn the link off',
  });

  const opened =
    link.viewCount === 0
      ? 'Not opened yet'
      : `Opened ${link.viewCount} ${link.viewCount === 1 ? 'time' : 'times'}`;

  return (
    <div className="space-y-4">
      {url ? (
        <>
          <p className="text-sm text-slate-700">
            {isNew ? 'Your link is ready.' : `A link to this ${noun} is already active: this one.`}
          </p>
          <CopyLinkField url={url} label={`Link to this ${noun}`} />
        </>
      ) : (
        <p
          className="rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          role="status"
        >
          A link to this {noun} is already active (expires {formatDate(link.expiresAt)}). Its address was
          shown when it was made and is not kept, so it cannot be shown again; make a new link to copy an
          address again.
        </p>
      )}
      <p className="text-sm text-slate-600">
        Expires {formatDate(link.expiresAt)} · {opened}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button variant="ghost" className="text-red-700 hover:bg-red-50" onClick={() => setConfirming(true)}>
          <ShieldOff className="size-4" aria-hidden />
          Revoke
        </Button>
        {!url && (
          <Button onClick={onNewLink}>
            <Link2 className="size-4" aria-hidden />
            New link
          </Button>
        )}
      </div>
      {!url && (
        <p className="text-sm text-slate-600">
          A new link does not turn this one off: revoke it first if it should stop working.
        </p>
      )}
      <RevokeLinkDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </div>
  );
}
