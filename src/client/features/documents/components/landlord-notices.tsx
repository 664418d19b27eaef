import { Download, Mail } from 'lucide-react';
import { DOCUMENT_TYPES } from '#shared/documents/document-schemas';
import { Button } from '#client/components/ui/button';
import { Card, CardHeader } from '#client/components/ui/card';
import { formatDate, formatKilobytes } from '#client/lib/format';
import { useLandlordNotices } from '../api/documents-api';

/**
 * 'From your landlords': the notices the renter's landlords sent through their links, to download
 * (docs/product.md §19). Shown only when there are any; a notice stays after its link ends.
 */
export function LandlordNotices() {
  const notices = useLandlordNotices();
  if (!notices.data?.length) return null;
  return (
    <Card className="mb-6" aria-labelledby="landlord-notices-title">
      <CardHeader
        title={<span id="landlord-notices-title">From your landlords</span>}
        description="Notices your landlords sent you. They stay here even after a link ends."
      />
      <ul className="divide-y divide-slate-100" aria-label="Notices from your landlords">
        {notices.data.map((notice) => (
          <li key={notice.id} className="flex flex-wrap items-center gap-3 px-5 py-4">
            <Mail className="size-5 shrink-0 text-slate-400" aria-hidden />
            <div className="min-w-0 flex-1">
              <p className="font-medium break-words text-slate-900">{notice.fileName}</p>
              <p className="text-sm text-slate-500">
                {notice.companyName} · {formatDate(notice.sentAt)} · {DOCUMENT_TYPES[notice.fileType]} ·{' '}
                <span className="tabular-nums">{formatKilobytes(notice.fileSize)}</span>
              </p>
            </div>
            <Button asChild variant="ghost" size="icon">
              <a
                href={notice.downloadUrl}
                download={notice.fileName}
                aria-label={`Download ${notice.fileName} from ${notice.companyName}`}
              >
                <Download className="size-4" aria-hidden />
              </a>
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
