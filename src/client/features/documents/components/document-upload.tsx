import { useQueryClient } from '@tanstack/react-query';
import { FileUp } from 'lucide-react';
import { type FormEvent, useRef, useState } from 'react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS_LABEL,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from '#shared/documents/document-schemas';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { errorMessage } from '#client/lib/api-client';
import { formatFileSize } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { documentsApi } from '../api/documents-api';

/** Choose one file, send it with a progress bar, then refresh the list and clear the choice. */
export function DocumentUpload() {
  const queryClient = useQueryClient();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) {
      notify.error('Upload failed', DOCUMENT_MESSAGES.missing);
      return;
    }
    if (file.size > DOCUMENT_MAX_BYTES) {
      notify.error('Upload failed', DOCUMENT_MESSAGES.tooLarge);
      return;
    }
    setProgress(0);
    try {
      await documentsApi.upload(file, setProgress);
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
      notify.success('Document uploaded successfully.', file.name);
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      notify.error('Upload failed', errorMessage(error));
    } finally {
      setProgress(null);
    }
  };

  const uploading = progress !== null;
  return (
    <Card>
      <CardHeader title="Upload a document" description={`${DOCUMENT_LIMITS_LABEL}.`} />
      <CardBody>
        <form onSubmit={submit} className="space-y-4">
          <div className="flex flex-wrap items-center gap-3">
            <Button
              type="button"
              variant="secondary"
              disabled={uploading}
              onClick={() => input.current?.click()}
            >
              <FileUp className="size-4" aria-hidden />
              Choose file
            </Button>
            <span className="min-w-0 flex-1 truncate text-sm text-slate-700" aria-live="polite">
              {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
            </span>
            <input
              ref={input}
              type="file"
              accept={DOCUMENT_ACCEPT}
              className="sr-only"
              tabIndex={-1}
              aria-label="Document file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </div>
          {uploading && (
            <div
              className="h-2 overflow-hidden rounded-full bg-slate-100"
              role="progressbar"
              aria-label="Upload progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(progress * 100)}
            >
              <div
                className="h-full rounded-full bg-accent-600 transition-[width]"
                style={{ width: `${Math.round(progress * 100)}%` }}
              />
            </div>
          )}
          <Button type="submit" busy={uploading} disabled={!file}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
