import { Download, FileText, Trash2 } from 'lucide-react';
import { DOCUMENT_TYPES, type Document } from '#shared/documents/document-schemas';
import { timestampLine } from '#shared/evidence/timestamp-line';
import { Button } from '#client/components/ui/button';
import { formatDate, formatDateTime, formatKilobytes } from '#client/lib/format';

/** One stored document: its name, type, size, date and independent timestamp, with download and delete. */
export function DocumentRow({ document, onDelete }: { document: Document; onDelete: () => void }) {
  const stamp = timestampLine(document.timestamp, formatDateTime);
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <FileText className="size-5 shrink-0 text-slate-400" aria-hidden />
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{document.fileName}</p>
        <p className="text-sm text-slate-500">
          {DOCUMENT_TYPES[document.fileType]} ·{' '}
          <span className="tabular-nums">{formatKilobytes(document.fileSize)}</span> ·{' '}
          {formatDate(document.createdAt)}
        </p>
        {stamp && <p className="text-sm text-slate-500">{stamp}</p>}
      </div>
      <div className="flex gap-1">
        <Button asChild variant="ghost" size="icon">
          <a
            href={document.downloadUrl}
            download={document.fileName}
            aria-label={`Download ${document.fileName}`}
          >
            <Download className="size-4" aria-hidden />
          </a>
        </Button>
        <Button
          variant="ghost"
          size="icon"
          className="text-red-700 hover:bg-red-50"
          onClick={onDelete}
          aria-label={`Delete ${document.fileName}`}
        >
          <Trash2 className="size-4" aria-hidden />
        </Button>
      </div>
    </li>
  );
}
