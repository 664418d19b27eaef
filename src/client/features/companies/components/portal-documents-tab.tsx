import { FileText } from 'lucide-react';
import { ListState } from '#client/components/list-state';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { formatDate, formatFileSize } from '#client/lib/format';
import { useSharedDocuments } from '../api/portal-api';

/** Documents linked tenants chose to show the company. */
export function PortalDocumentsTab() {
  const documents = useSharedDocuments();
  return (
    <Card>
      <CardHeader title="Documents" description="Documents your tenants chose to share with you." />
      <CardBody>
        <ListState
          query={documents}
          isEmpty={documents.data?.length === 0}
          errorTitle="Error fetching documents"
          empty={
            <EmptyState icon={<FileText className="size-6" aria-hidden />} title="No shared documents">
              A tenant can share documents from their link with your company.
            </EmptyState>
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Shared documents">
            {documents.data?.map((document) => (
              <li
                key={`${document.tenancyId}-${document.id}`}
                className="flex flex-wrap items-center justify-between gap-3 py-3"
              >
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{document.fileName}</p>
                  <p className="text-sm text-slate-600">
                    {document.tenantName} · {formatFileSize(document.fileSize)} · shared{' '}
                    {formatDate(document.sharedAt)}
                  </p>
                </div>
                <a
                  href={document.downloadUrl}
                  className="inline-flex min-h-11 items-center text-sm font-medium text-accent-700 hover:underline"
                  download
                >
                  Download
                </a>
              </li>
            ))}
          </ul>
        </ListState>
      </CardBody>
    </Card>
  );
}
