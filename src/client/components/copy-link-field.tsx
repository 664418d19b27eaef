import { Copy } from 'lucide-react';
import { copyToClipboard } from '#client/lib/clipboard';
import { notify } from '#client/lib/notify';
import { Button } from './ui/button';
import { Input } from './ui/input';

/** A link shown once, to select or copy; the address is the only copy there is (its hash is stored). */
export function CopyLinkField({ url, label }: { url: string; label: string }) {
  const copy = async () => {
    if (await copyToClipboard(url)) notify.success('Link Copied!');
    else notify.error('Copy failed', 'Select the link and copy it yourself.');
  };
  return (
    <div className="flex gap-2">
      <Input
        readOnly
        value={url}
        aria-label={label}
        onFocus={(e) => e.currentTarget.select()}
        className="font-mono text-xs"
      />
      <Button variant="secondary" onClick={copy} aria-label="Copy the link">
        <Copy className="size-4" aria-hidden />
        <span className="hidden sm:inline">Copy</span>
      </Button>
    </div>
  );
}
