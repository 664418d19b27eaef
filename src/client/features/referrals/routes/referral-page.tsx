import { DollarSign, Gift, Share2, Users } from 'lucide-react';
import { REFERRAL_REWARD } from '#shared/referrals/referral-schemas';
import { CopyLinkField } from '#client/components/copy-link-field';
import { PageHeader } from '#client/components/page-header';
import { StatCard } from '#client/components/stat-card';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { LoadError } from '#client/components/ui/empty-state';
import { Skeleton } from '#client/components/ui/skeleton';
import { copyToClipboard } from '#client/lib/clipboard';
import { formatMoney } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useReferral } from '../api/referral-api';

const REWARD = formatMoney(REFERRAL_REWARD, { decimals: false });

const STEPS = [
  ['Share your link', 'Send your personal link to friends who rent, by message, email or social media.'],
  [
    'Your friend signs up',
    `They create a Rentproof account through your link and confirm their email. They get ${REWARD} off their first Pro month.`,
  ],
  ['You get credit', `You get ${REWARD} credit for every friend who joins.`],
] as const;

async function copyLink(url: string) {
  if (await copyToClipboard(url)) notify.success('Link Copied!');
  else notify.error('Copy failed', 'Select the link and copy it yourself.');
}

/** The system share sheet where the browser offers one, else a copy; a cancelled share is not an error. */
async function shareLink(url: string) {
  if (typeof navigator.share !== 'function') return copyLink(url);
  try {
    await navigator.share({
      title: 'Join me on Rentproof',
      text: `I document my rental with Rentproof. Sign up through my link and get ${REWARD} off your first Pro month.`,
      url,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    await copyLink(url);
  }
}

/** Refer & Earn (docs/product.md §22). */
export function ReferralPage() {
  const referral = useReferral();
  const data = referral.data;
  // The figures wait for the answer; if it failed, the link's card says so and offers a retry.
  const figure = (value: (shown: NonNullable<typeof data>) => string | number) =>
    data ? value(data) : referral.isError ? '—' : undefined;

  return (
    <>
      <PageHeader
        title="Refer & Earn"
        description="Invite friends to Rentproof and earn credit when they join."
      />
      <div className="space-y-6">
        <Card>
          <CardBody className="space-y-4">
            <div className="flex items-center gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-accent-50 text-accent-700">
                <Gift className="size-6" aria-hidden />
              </span>
              <div>
                <h2 className="text-xl font-semibold text-slate-900">{`Give ${REWARD}, Get ${REWARD}`}</h2>
                <p className="text-sm text-slate-600">
                  Your friend gets {REWARD} off their first Pro month, and you get {REWARD} credit.
                </p>
              </div>
            </div>
            {referral.isError ? (
              <LoadError title="Error fetching your referral link" onRetry={() => referral.refetch()} />
            ) : data ? (
              <div className="space-y-2">
                <CopyLinkField url={data.url} label="Your referral link" />
                <Button variant="secondary" onClick={() => shareLink(data.url)}>
                  <Share2 className="size-4" aria-hidden />
                  Share
                </Button>
              </div>
            ) : (
              <Skeleton className="h-11" />
            )}
          </CardBody>
        </Card>
        <div className="grid gap-4 sm:grid-cols-2">
          <StatCard
            label="Friends Joined"
            value={figure((shown) => shown.friendsJoined)}
            icon={<Users className="size-5" aria-hidden />}
          />
          <StatCard
            label="Total Earnings"
            value={figure((shown) => formatMoney(shown.totalEarnings))}
            icon={<DollarSign className="size-5" aria-hidden />}
          />
        </div>
        <Card>
          <CardHeader title="How it works" />
          <CardBody>
            <ol className="grid gap-4 sm:grid-cols-3">
              {STEPS.map(([title, text], index) => (
                <li key={title} className="flex gap-3">
                  <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-slate-100 text-sm font-semibold text-slate-700">
                    {index + 1}
                  </span>
                  <div>
                    <h3 className="font-medium text-slate-900">{title}</h3>
                    <p className="text-sm text-slate-600">{text}</p>
                  </div>
                </li>
              ))}
            </ol>
          </CardBody>
        </Card>
      </div>
    </>
  );
}
