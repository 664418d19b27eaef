import { FileArchive, FolderOpen } from 'lucide-react';
import { FileDropZone, useFileInput } from '#client/components/file-drop-zone';
import { Button } from '#client/components/ui/button';

/** Choose or drop the bundle ZIP, or the manifest, its signature and the files of an unpacked one. */
export function BundlePicker({ onChoose }: { onChoose: (files: File[]) => void }) {
  const chooser = useFileInput({ label: 'Evidence bundle or its files', multiple: true, onChoose });
  return (
    <FileDropZone
      onChoose={onChoose}
      className="flex flex-col items-center rounded-xl border-2 border-dashed border-slate-300 bg-white px-6 py-10 text-center transition-colors"
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        <FileArchive className="size-6" aria-hidden />
      </div>
      <p className="mt-4 font-medium text-slate-900">Drop the evidence bundle (ZIP) here</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Or, from a bundle you have unpacked, choose manifest.json, manifest.sig and the photo and report files
        together.
      </p>
      <Button type="button" className="mt-5" onClick={chooser.open}>
        <FolderOpen className="size-4" aria-hidden />
        Choose files
      </Button>
      {chooser.input}
    </FileDropZone>
  );
}
