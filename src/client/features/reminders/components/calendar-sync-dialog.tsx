import { useQuery } from '@tanstack/react-query';
import { CalendarSync, Copy } from 'lucide-react';
import { useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { formatDateTime } from '#client/lib/format';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { remindersApi } from '../api/reminders-api';

/**
 * A private address that Google or Apple Calendar subscribes to. Only its hash is kept, so the
 * address is shown when it is made; making a new one turns the old one off.
 */
export function CalendarSyncDialog() {
  const feed = useQuery({ queryKey: ['calendar-feed'], queryFn: remindersApi.calendarFeed });
  const [url, setUrl] = useState<string | null>(null);

  const generate = useAction({
    run: () => remindersApi.newCalendarFeed(),
    onSuccess: async (created) => {
      setUrl(created.url);
      await feed.refetch();
    },
    failureTitle: 'Could not create the calendar address',
  });
  const copy = async () => {
    if (!url) return;
    if (await copyToClipboard(url)) {
      notify.success('Link Copied!', 'Paste it into your calendar app as a subscription.');
    } else {
      notify.error('Copy failed', 'Select the address and copy it yourself.');
    }
  };

  const existing = feed.data?.feed;
  return (
    <Dialog onOpenChange={(open) => !open && setUrl(null)}>
      <DialogTrigger asChild>
        <Button variant="secondary">
          <CalendarSync className="size-4" aria-hidden />
          Sync with Google/Apple Calendar
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Sync with your calendar"
        description="Your reminders appear in Google Calendar or Apple Calendar and stay up to date."
      >
        <div className="space-y-4 text-sm text-slate-700">
          {url ? (
            <>
              <label htmlFor="calendar-url" className="block font-medium text-slate-800">
                Your private calendar address
              </label>
              <div className="flex gap-2">
                <Input
                  id="calendar-url"
                  readOnly
                  value={url}
                  onFocus={(e) => e.currentTarget.select()}
                  className="font-mono text-xs"
                />
                <Button onClick={copy} aria-label="Copy calendar address">
                  <Copy className="size-4" aria-hidden />
                  Copy
                </Button>
              </div>
              <p>Keep it private: anyone with this address can see your reminders. It is shown only now.</p>
              <ul className="list-disc space-y-1 pl-5">
                <li>Google Calendar: Other calendars, +, From URL, paste the address.</li>
                <li>Apple Calendar: File, New Calendar Subscription, paste the address.</li>
              </ul>
            </>
          ) : (
            <>
              <p>
                {existing
                  ? `You made a calendar address on ${formatDateTime(existing.createdAt)}. Making a new one turns that one off.`
                  : 'Make a private address, then add it to your calendar app as a subscription.'}
              </p>
              <Button onClick={() => generate.mutate()} busy={generate.isPending}>
                {existing ? 'Make a new address' : 'Make my calendar address'}
              </Button>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
