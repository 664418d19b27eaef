import { useQueryClient } from '@tanstack/react-query';
import { Download, FileText, Search, Trash2 } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { DOCUMENT_TYPES, type Document } from '#shared/documents/document-schemas';
import { PageHeader } from '#client/components/page-header';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Button } from '#client/components/ui/button';
import { EmptyState, LoadError } from '#client/components/ui/empty-state';
import { Input } from '#client/components/ui/input';
import { SkeletonList } from '#client/components/ui/skeleton';
import { errorMessage } from '#client/lib/api-client';
import { formatDate, formatKilobytes } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { documentsApi, useDocumentPages } from '../api/documents-api';
import { DocumentUpload } from '../components/document-upload';

export function DocumentsPage() {
  const queryClient = useQueryClient();
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const pages = useDocumentPages(deferredSearch);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const [busy, setBusy] = useState(false);
  const documents = pages.data?.pages.flatMap((page) => page.documents) ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusy(true);
    try {
      const { deleted } = await documentsApi.remove(deleting.id);
      await queryClient.invalidateQueries({ queryKey: ['documents'] });
      notify.success('Document deleted', `${deleted.fileName} has been removed.`);
      setDeleting(null);
    } catch (error) {
      notify.error('Deletion failed', errorMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader title="Document Hub" description="Your lease, notices and receipts, private to you." />
      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <DocumentUpload />
        <section aria-label="Documents" className="space-y-4">
          <div className="relative max-w-sm">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
              aria-hidden
            />
            <Input
              type="search"
              aria-label="Search documents"
              placeholder="Search by file name"
              value={search}
              onChange={(e) => setSearch(e.target.value)}
              className="pl-9"
            />
          </div>
          {pages.isPending ? (
            <SkeletonList className="space-y-2" itemClassName="h-16" />
          ) : pages.isError ? (
            <LoadError title="Error fetching documents" onRetry={() => pages.refetch()} />
          ) : documents.length === 0 ? (
            <EmptyState
              icon={<FileText className="size-6" aria-hidden />}
              title={deferredSearch ? 'No documents match your search' : 'No documents yet'}
            >
              {deferredSearch
                ? 'Try another part of the file name.'
                : 'Upload your lease, notices and receipts to keep them in one place.'}
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
              {documents.map((document) => (
                <li key={document.id} className="flex flex-wrap items-center gap-3 p-4">
                  <FileText className="size-5 shrink-0 text-slate-400" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="font-medium break-words text-slate-900">{document.fileName}</p>
                    <p className="text-sm text-slate-500">
                      {DOCUMENT_TYPES[document.fileType]} ·{' '}
                      <span className="tabular-nums">{formatKilobytes(document.fileSize)}</span> ·{' '}
                      {formatDate(document.createdAt)}
                    </p>
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
                      onClick={() => setDeleting(document)}
                      aria-label={`Delete ${document.fileName}`}
                    >
                      <Trash2 className="size-4" aria-hidden />
                    </Button>
                  </div>
                </li>
              ))}
            </ul>
          )}
          {pages.hasNextPage && (
            <Button
              variant="secondary"
              className="w-full"
              busy={pages.isFetchingNextPage}
              onClick={() => pages.fetchNextPage()}
            >
              Show more
            </Button>
          )}
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this document?"
        description={deleting ? `${deleting.fileName} will be removed for good.` : ''}
        confirmLabel="Delete document"
        busy={busy}
        onConfirm={confirmDelete}
      />
    </>
  );
}
