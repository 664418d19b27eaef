import { FileUp } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS_LABEL,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from '#shared/documents/document-schemas';
import { FileDropZone, useFileInput } from '#client/components/file-drop-zone';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { UploadProgress } from '#client/components/upload-progress';
import { formatFileSize } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { documentsApi } from '../api/documents-api';

/** Choose (or drop) one file, send it with a progress bar, then refresh the list and clear the choice. */
export function DocumentUpload() {
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const choose = (files: File[]) => setFile(files[0] ?? null);
  const chooser = useFileInput({ label: 'Document file', accept: DOCUMENT_ACCEPT, onChoose: choose });
  const upload = useAction({
    run: (chosen: File) => {
      setProgress(0);
      return documentsApi.upload(chosen, setProgress);
    },
    refreshes: [['documents']],
    onSuccess: (_, chosen) => {
      notify.success('Document uploaded successfully.', chosen.name);
      setFile(null);
    },
    failureTitle: 'Upload failed',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return notify.error('Upload failed', DOCUMENT_MESSAGES.missing);
    if (file.size > DOCUMENT_MAX_BYTES) return notify.error('Upload failed', DOCUMENT_MESSAGES.tooLarge);
    upload.mutate(file);
  };

  const uploading = upload.isPending;
  return (
    <Card>
      <CardHeader title="Upload a document" description={`${DOCUMENT_LIMITS_LABEL}.`} />
      <CardBody>
        <form onSubmit={submit} className="space-y-4">
          <FileDropZone
            onChoose={choose}
            disabled={uploading}
            className="flex flex-wrap items-center gap-3 rounded-lg"
            activeClassName="bg-accent-50 ring-2 ring-accent-500"
          >
            <Button type="button" variant="secondary" disabled={uploading} onClick={chooser.open}>
              <FileUp className="size-4" aria-hidden />
              Choose file
            </Button>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-700" aria-live="polite">
              {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
            </span>
            {chooser.input}
          </FileDropZone>
          {uploading && <UploadProgress fraction={progress} />}
          <Button type="submit" busy={uploading} disabled={!file}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
