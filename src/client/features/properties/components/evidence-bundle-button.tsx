import { Download, FileArchive } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '#client/components/ui/dialog';
import { EvidenceBundleDownload, useEvidenceBundle } from '#client/features/evidence';

/**
 * The property's evidence bundle, after one choice: the originals carry where each photo was taken,
 * and the bundle is usually handed to a landlord, so copies without location data are the default.
 * A bundle that downloads at once closes the dialog; one prepared in the background shows its
 * progress in it.
 */
export function EvidenceBundleButton({ propertyId, name }: { propertyId: string; name: string }) {
  const [open, setOpen] = useState(false);
  const [originals, setOriginals] = useState(false);
  const bundle = useEvidenceBundle(propertyId, { originals, onDownloadStarted: () => setOpen(false) });
  const hintId = useId();
  return (
    <Dialog
      open={open}
      onOpenChange={(opening) => {
        setOpen(opening);
        if (!opening) setOriginals(false);
      }}
    >
      <DialogTrigger asChild>
        <Button
          variant="secondary"
          size="sm"
          className="min-h-11"
          aria-label={`Download evidence bundle for ${name}`}
        >
          <FileArchive className="size-4" aria-hidden />
          Evidence bundle
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Download evidence bundle"
        description={`${name}: the PDF report, every photo and a manifest signed by Rentproof, in one ZIP that anyone can check.`}
      >
        <label className="flex gap-3 rounded-lg border border-slate-200 p-3 text-sm">
          <input
            type="checkbox"
            checked={originals}
            onChange={(event) => setOriginals(event.target.checked)}
            aria-describedby={hintId}
            className="mt-0.5 size-5 shrink-0 rounded border-slate-300 accent-accent-600"
          />
          <span>
            <span className="font-medium text-slate-900">
              Include original files with location data (GPS)
            </span>
            <span id={hintId} className="mt-1 block text-slate-600">
              {originals
                ? 'The photos will be your untouched originals. Many phones record in them where each photo was taken: anyone you give the bundle to can see that place.'
                : 'Off: each photo is a full-size copy without location or camera data. The signed manifest still lists the fingerprint of each original, so the copy can be tied to it.'}
            </span>
          </span>
        </label>
        <div className="mt-5 flex flex-wrap items-start justify-end gap-2">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <EvidenceBundleDownload bundle={bundle} variant="primary">
            <Download className="size-4" aria-hidden />
            Download
          </EvidenceBundleDownload>
        </div>
      </DialogContent>
    </Dialog>
  );
}
