import { FileText, Search } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import type { Document } from '#shared/documents/document-schemas';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { ShowMoreButton } from '#client/components/show-more-button';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { EmptyState } from '#client/components/ui/empty-state';
import { Input } from '#client/components/ui/input';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { documentsApi, useDocumentPages } from '../api/documents-api';
import { DocumentRow } from '../components/document-row';
import { DocumentUpload } from '../components/document-upload';
import { LandlordNotices } from '../components/landlord-notices';

export function DocumentsPage() {
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search.trim());
  const pages = useDocumentPages(deferredSearch);
  const [deleting, setDeleting] = useState<Document | null>(null);
  const documents = pages.data?.pages.flatMap((page) => page.documents) ?? [];
  const remove = useAction({
    run: (document: Document) => documentsApi.remove(document.id),
    refreshes: [['documents']],
    onSuccess: ({ deleted }) => {
      notify.success('Document deleted', `${deleted.fileName} has been removed.`);
      setDeleting(null);
    },
    failureTitle: 'Deletion failed',
  });

  return (
    <>
      <PageHeader title="Document Hub" description="Your lease, notices and receipts, private to you." />
      <LandlordNotices />
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
          <ListState
            query={pages}
            isEmpty={documents.length === 0}
            errorTitle="Error fetching documents"
            empty={
              <EmptyState
                icon={<FileText className="size-6" aria-hidden />}
                title={deferredSearch ? 'No documents match your search' : 'No documents yet'}
              >
                {deferredSearch
                  ? 'Try another part of the file name.'
                  : 'Upload your lease, notices and receipts to keep them in one place.'}
              </EmptyState>
            }
          >
            <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white shadow-sm">
              {documents.map((document) => (
                <DocumentRow key={document.id} document={document} onDelete={() => setDeleting(document)} />
              ))}
            </ul>
          </ListState>
          <ShowMoreButton pages={pages} />
        </section>
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title="Delete this document?"
        description={deleting ? `${deleting.fileName} will be removed for good.` : ''}
        confirmLabel="Delete document"
        busy={remove.isPending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      />
    </>
  );
}
