import { Download, Trash2 } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';

/**
 * A photo or clip opened large: the media first, its facts beside it, then what can be done with
 * it. Every piece of evidence downloads as the original and is deleted only once confirmed.
 */
export function EvidenceDetail({
  media,
  facts,
  original,
  actions,
  moreActions,
  noun,
  deleteWarning,
  deleting,
  onDelete,
}: {
  media: ReactNode;
  facts: ReactNode;
  original: { href: string; filename: string };
  /** Shown before 'Download original', and after it. */
  actions?: ReactNode;
  moreActions?: ReactNode;
  noun: 'photo' | 'video';
  deleteWarning: string;
  deleting: boolean;
  onDelete: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <div className="grid gap-6 md:grid-cols-[3fr_2fr]">
        {media}
        <div className="space-y-5">
          {facts}
          <div className="flex flex-wrap gap-2">
            {actions}
            <Button asChild variant="secondary" size="sm" className="min-h-11">
              <a href={original.href} download={original.filename}>
                <Download className="size-4" aria-hidden />
                Download original
              </a>
            </Button>
            {moreActions}
            <Button
              variant="ghost"
              size="sm"
              className="min-h-11 text-red-700 hover:bg-red-50"
              onClick={() => setConfirming(true)}
            >
              <Trash2 className="size-4" aria-hidden />
              Delete
            </Button>
          </div>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Delete this ${noun}?`}
        description={`${deleteWarning} Evidence you delete cannot be recovered.`}
        confirmLabel={`Delete ${noun}`}
        busy={deleting}
        onConfirm={onDelete}
      />
    </>
  );
}
