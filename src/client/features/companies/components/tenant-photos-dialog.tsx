import type { CompanyTenancy } from '#shared/tenancies/tenancy-schemas';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { ListState } from '#client/components/list-state';
import { formatCaptureTime, formatDateTime } from '#client/lib/format';
import { MarkupLayer } from '#client/features/photo-markup';
import { tenancyPhotoUrl, useTenancyPhotos } from '../api/portal-api';

/** The move-in and move-out photos a tenant shares, each with its three facts. */
export function TenantPhotosDialog({ tenant, onClose }: { tenant: CompanyTenancy; onClose: () => void }) {
  const photos = useTenancyPhotos(tenant.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`${tenant.tenantName ?? tenant.email}: condition report`}
        description={`${tenant.property.address}. Shown as the tenant recorded it; no location is shared.`}
        className="max-w-3xl"
      >
        <ListState
          query={photos}
          isEmpty={photos.data?.length === 0}
          errorTitle="Error fetching photos"
          empty={<p className="mt-4 text-sm text-slate-600">No photos shared.</p>}
        >
          <ul className="mt-4 grid gap-4 sm:grid-cols-2" aria-label="Shared photos">
            {photos.data?.map((photo) => (
              <li key={photo.id} className="overflow-hidden rounded-lg border border-slate-200">
                {/* A marked-up photo shows whole (the thumbnail is a square crop), so the shapes land where the tenant drew them. */}
                <span className="relative block aspect-[4/3] w-full bg-slate-100">
                  <img
                    src={tenancyPhotoUrl(tenant.id, photo.id, photo.markup ? 'large' : 'thumb')}
                    alt={`${photo.stage === 'move-in' ? 'Move-in' : 'Move-out'}: ${photo.area || 'photo'}${photo.markup ? ', with the tenant’s markup' : ''}`}
                    className="size-full object-contain"
                    loading="lazy"
                  />
                  {photo.markup && <MarkupLayer shapes={photo.markup.shapes} aspect={photo} />}
                </span>
                <dl className="space-y-1 p-3 text-xs text-slate-600">
                  <div>
                    <dt className="inline font-medium text-slate-900">
                      {photo.stage === 'move-in' ? 'Move-in' : 'Move-out'}
                    </dt>
                    <dd className="inline">{photo.area ? ` · ${photo.area}` : ''}</dd>
                  </div>
                  <div>
                    <dt className="inline">Received: </dt>
                    <dd className="inline">{formatDateTime(photo.receivedAt)}</dd>
                  </div>
                  <div>
                    <dt className="inline">Taken: </dt>
                    <dd className="inline">
                      {photo.capturedAt ? formatCaptureTime(photo.capturedAt) : 'No camera time'}
                    </dd>
                  </div>
                  <div className="truncate" title={photo.sha256}>
                    <dt className="inline">SHA-256: </dt>
                    <dd className="inline font-mono">{photo.sha256.slice(0, 16)}…</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </ListState>
      </DialogContent>
    </Dialog>
  );
}
