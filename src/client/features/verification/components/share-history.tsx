import { Eye, FileBarChart, History, Scale, ShieldOff } from 'lucide-react';
import { useState } from 'react';
import type { ShareLink } from '#shared/verification/share-links';
import { REPORT_PERIOD_LABELS, REPORT_TYPE_LABELS } from '#shared/reports/report-schemas';
import { ListState } from '#client/components/list-state';
import { ShowMoreButton } from '#client/components/show-more-button';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardHeader } from '#client/components/ui/card';
import { SkeletonList } from '#client/components/ui/skeleton';
import { formatDate, formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { RevokeLinkDialog } from './revoke-link-dialog';
import { SHARE_LINKS_KEY, useShareLinks, useShareLinkViews, verificationApi } from '../api/verification-api';

/** The status badge (docs/product.md §13.3): green for viewed, yellow for any other status. */
function StatusBadge({ link }: { link: ShareLink }) {
  if (link.status === 'viewed' && !link.expired) return <Badge tone="success">viewed</Badge>;
  return <Badge tone="warning">{link.status !== 'revoked' && link.expired ? 'expired' : link.status}</Badge>;
}

function Openings({ link }: { link: ShareLink }) {
  const views = useShareLinkViews(link.id, true);
  if (views.isPending) return <p className="text-sm text-slate-500">Loading openings…</p>;
  if (views.isError) return <p className="text-sm text-red-700">Could not load the openings.</p>;
  return (
    <ul className="space-y-1 text-sm text-slate-600">
      {views.data.map((view) => (
        <li key={view.viewedAt}>
          {formatDateTime(view.viewedAt)} · {view.browser}
        </li>
      ))}
    </ul>
  );
}

function ShareLinkItem({ link }: { link: ShareLink }) {
  const [confirming, setConfirming] = useState(false);
  const [showViews, setShowViews] = useState(false);
  const active = link.status !== 'revoked' && !link.expired;

  const revoke = useAction({
    run: () => verificationApi.revoke(link.id),
    refreshes: [SHARE_LINKS_KEY],
    onSuccess: () => {
      notify.success('Link turned off', 'Anyone who opens it now sees Access Denied.');
      setConfirming(false);
    },
    failureTitle: 'Could not turn the link off',
  });

  const title =
    link.kind === 'report' && link.reportOptions
      ? `${REPORT_TYPE_LABELS[link.reportOptions.type]} report · ${REPORT_PERIOD_LABELS[link.reportOptions.period]}`
      : link.kind === 'deposit-dispute'
        ? `Deposit dispute${link.recipientEmail ? ` · ${link.recipientEmail}` : ''}`
        : (link.recipientEmail ?? 'Verification link');

  return (
    <li className="space-y-2 p-4">
      <div className="flex flex-wrap items-start gap-x-3 gap-y-2">
        <div className="min-w-0 flex-1">
          <p className="flex items-center gap-2 font-medium break-all text-slate-900">
            {link.kind === 'report' && (
              <FileBarChart className="size-4 shrink-0 text-slate-500" aria-hidden />
            )}
            {link.kind === 'deposit-dispute' && (
              <Scale className="size-4 shrink-0 text-slate-500" aria-hidden />
            )}
            {title}
          </p>
          <p className="text-sm text-slate-600">
            Created {formatDate(link.createdAt)} ·{' '}
            {link.revokedAt
              ? `Turned off ${formatDate(link.revokedAt)}`
              : `${link.expired ? 'Expired' : 'Expires'} ${formatDate(link.expiresAt)}`}
          </p>
          <p className="text-sm text-slate-600">
            {link.viewCount === 0
              ? 'Not opened yet'
              : `Opened ${link.viewCount} ${link.viewCount === 1 ? 'time' : 'times'}, last ${formatDateTime(link.lastViewedAt ?? link.createdAt)}`}
          </p>
        </div>
        <StatusBadge link={link} />
      </div>
      <div className="flex flex-wrap gap-2">
        {link.viewCount > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => setShowViews((shown) => !shown)}
            aria-expanded={showViews}
          >
            <Eye className="size-4" aria-hidden />
            {showViews ? 'Hide openings' : 'Show openings'}
          </Button>
        )}
        {active && (
          <Button
            variant="ghost"
            size="sm"
            className="text-red-700 hover:bg-red-50"
            onClick={() => setConfirming(true)}
          >
            <ShieldOff className="size-4" aria-hidden />
            Revoke
          </Button>
        )}
      </div>
      {showViews && <Openings link={link} />}
      <RevokeLinkDialog
        open={confirming}
        onOpenChange={setConfirming}
        busy={revoke.isPending}
        onConfirm={() => revoke.mutate()}
      />
    </li>
  );
}

export function ShareHistory() {
  const links = useShareLinks();
  const items = links.data?.pages.flatMap((page) => page.shareLinks) ?? [];
  return (
    <Card>
      <CardHeader title="Sharing history" description="Every link you have created, newest first." />
      <ListState
        query={links}
        isEmpty={items.length === 0}
        errorTitle="Error fetching history"
        errorClassName="p-5"
        loading={
          <div className="p-5">
            <SkeletonList count={3} className="space-y-3" itemClassName="h-20" />
          </div>
        }
        empty={
          <div className="flex flex-col items-center px-5 py-10 text-center text-slate-600">
            <History className="size-8 text-slate-400" aria-hidden />
            <p className="mt-2">No links shared yet.</p>
            <p className="text-sm">Links you create appear here with their status.</p>
          </div>
        }
      >
        <ul className="divide-y divide-slate-100" aria-label="Share links">
          {items.map((link) => (
            <ShareLinkItem key={link.id} link={link} />
          ))}
        </ul>
        {links.hasNextPage && (
          <div className="border-t border-slate-100 p-4 text-center">
            <ShowMoreButton pages={links} fullWidth={false}>
              Show older links
            </ShowMoreButton>
          </div>
        )}
      </ListState>
    </Card>
  );
}
