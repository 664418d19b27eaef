import { Copy } from 'lucide-react';
import { Button } from '#client/components/ui/button';
import { Input } from '#client/components/ui/input';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';

export type CreatedLink = { url: string; email: string; emailSent: boolean };

/** The link just made, shown once (only its hash is stored), with whether the email went out. */
export function CreatedLinkBox({ created }: { created: CreatedLink }) {
  const copyAgain = async () => {
    if (await copyToClipboard(created.url)) notify.success('Link Copied!');
    else notify.error('Copy failed', 'Select the link and copy it yourself.');
  };
  return (
    <div className="mt-6 space-y-2 rounded-lg border border-green-200 bg-green-50 p-4">
      <p className="text-sm font-medium text-green-900">
        {created.emailSent
          ? `Link created and emailed to ${created.email}.`
          : `Link created. The email to ${created.email} could not be sent; share the link yourself.`}
      </p>
      <div className="flex gap-2">
        <Input
          readOnly
          value={created.url}
          aria-label="Verification link"
          onFocus={(e) => e.currentTarget.select()}
          className="font-mono text-xs"
        />
        <Button variant="secondary" onClick={copyAgain} aria-label="Copy the link">
          <Copy className="size-4" aria-hidden />
          <span className="hidden sm:inline">Copy</span>
        </Button>
      </div>
    </div>
  );
}
