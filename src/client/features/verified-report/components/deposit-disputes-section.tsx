import { MAINTENANCE_STATUS_LABELS } from '#shared/maintenance/maintenance-schemas';
import type { VerifiedReport } from '#shared/verification/verified-report';
import { Badge } from '#client/components/ui/badge';
import { formatDate, formatMoney } from '#client/lib/format';
import { ReportSection } from './report-section';
import { SharedPhotos } from './shared-photos';

/** The move-in and move-out photos, a page at a time, and the maintenance log. */
export function DepositDisputesSection({
  token,
  depositDisputes,
}: {
  token: string;
  depositDisputes: VerifiedReport['depositDisputes'];
}) {
  return (
    <ReportSection
      item="depositDisputes"
      empty={
        depositDisputes.photoCount === 0 && depositDisputes.maintenanceCount === 0
          ? 'No move-in or move-out photos and no maintenance records.'
          : undefined
      }
    >
      <div className="space-y-6">
        {depositDisputes.photos.length === 0 ? (
          <p className="text-sm text-slate-600">No move-in or move-out photos.</p>
        ) : (
          <SharedPhotos
            token={token}
            first={{ photos: depositDisputes.photos, nextCursor: depositDisputes.nextPhotoCursor }}
            total={depositDisputes.photoCount}
          />
        )}
        <div>
          <h3 className="font-medium text-slate-900">Maintenance log</h3>
          {depositDisputes.maintenance.length === 0 ? (
            <p className="text-sm text-slate-600">No maintenance records.</p>
          ) : (
            <ul className="mt-2 divide-y divide-slate-100 text-sm">
              {depositDisputes.maintenance.map((item, index) => (
                <li key={index} className="flex flex-wrap items-start justify-between gap-2 py-2">
                  <span className="min-w-0 flex-1 text-slate-800">
                    <span className="font-medium">{item.item}</span> · {item.propertyName}
                    {item.details && <span className="block text-slate-600">{item.details}</span>}
                    <span className="block text-slate-500">Logged {formatDate(item.createdAt)}</span>
                  </span>
                  <span className="flex items-center gap-2">
                    {item.cost && <span className="text-slate-900">{formatMoney(item.cost)}</span>}
                    <Badge tone={item.status === 'completed' ? 'success' : 'warning'}>
                      {MAINTENANCE_STATUS_LABELS[item.status]}
                    </Badge>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </ReportSection>
  );
}
