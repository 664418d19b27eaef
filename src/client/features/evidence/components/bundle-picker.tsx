import { FileArchive, FolderOpen } from 'lucide-react';
import { type DragEvent, useRef, useState } from 'react';
import { Button } from '#client/components/ui/button';
import { cn } from '#client/lib/cn';

/** Choose or drop the bundle ZIP, or the manifest, its signature and the files of an unpacked one. */
export function BundlePicker({ onChoose }: { onChoose: (files: File[]) => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const drop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = [...event.dataTransfer.files];
    if (files.length > 0) onChoose(files);
  };

  return (
    <div
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
      className={cn(
        'flex flex-col items-center rounded-xl border-2 border-dashed bg-white px-6 py-10 text-center transition-colors',
        dragging ? 'border-accent-500 bg-accent-50' : 'border-slate-300',
      )}
    >
      <div className="flex size-12 items-center justify-center rounded-full bg-accent-50 text-accent-600">
        <FileArchive className="size-6" aria-hidden />
      </div>
      <p className="mt-4 font-medium text-slate-900">Drop the evidence bundle (ZIP) here</p>
      <p className="mt-1 max-w-md text-sm text-slate-600">
        Or, from a bundle you have unpacked, choose manifest.json, manifest.sig and the photo and report files
        together.
      </p>
      <Button type="button" className="mt-5" onClick={() => input.current?.click()}>
        <FolderOpen className="size-4" aria-hidden />
        Choose files
      </Button>
      <input
        ref={input}
        type="file"
        multiple
        className="sr-only"
        tabIndex={-1}
        aria-label="Evidence bundle or its files"
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          if (files.length > 0) onChoose(files);
        }}
      />
    </div>
  );
}
