import { AlertTriangle, Copy } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Input } from '#client/components/ui/input';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';

/**
 * A secret just made (an API key, a webhook's signing secret), shown this once: the server keeps
 * only its hash or a sealed copy, and no list ever shows it again.
 */
export function CreatedSecretDialog({
  secret,
  title,
  description,
  label,
  onClose,
}: {
  /** Null once closed, so the secret leaves the page with the dialog. */
  secret: string | null;
  title: string;
  description: string;
  /** What the secret is, in lower case ('API key', 'signing secret'). */
  label: string;
  onClose: () => void;
}) {
  const copy = async () => {
    if (!secret) return;
    if (await copyToClipboard(secret)) notify.success('Copied', `The ${label} is on your clipboard.`);
    else notify.error('Copy failed', `Select the ${label} and copy it yourself.`);
  };
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      {secret !== null && (
        <DialogContent title={title} description={description}>
          <div className="space-y-4">
            <p className="flex items-start gap-2 rounded-md bg-amber-50 px-3 py-2 text-sm font-medium text-amber-900 ring-1 ring-inset ring-amber-200">
              <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
              Copy it now: it will not be shown again.
            </p>
            <div className="flex gap-2">
              <Input
                readOnly
                value={secret}
                aria-label={`Your ${label}`}
                onFocus={(event) => event.currentTarget.select()}
                className="min-w-0 font-mono text-xs sm:text-xs"
              />
              <Button variant="secondary" onClick={copy} aria-label={`Copy the ${label}`}>
                <Copy className="size-4" aria-hidden />
                <span className="hidden sm:inline">Copy</span>
              </Button>
            </div>
            <div className="flex justify-end">
              <Button onClick={onClose}>Done</Button>
            </div>
          </div>
        </DialogContent>
      )}
    </Dialog>
  );
}
