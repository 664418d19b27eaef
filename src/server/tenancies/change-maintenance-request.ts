import type { Services } from '#server/platform/services';
import { announceMaintenanceStatus } from '#server/maintenance/announce-maintenance-status';
import type { MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';
import { updateMaintenanceRequest } from './maintenance-requests';

/**
 * A landlord's update of a tenant's maintenance request, from the Landlord Portal or the API: the
 * change saved, the tenant's open journal told, and maintenance.status_changed sent when the status
 * moved (a comment that leaves it as it was changes no status). Null when the company does not see
 * the request.
 */
export async function changeMaintenanceRequest(
  services: Pick<
    Services,
    'database' | 'clock' | 'events' | 'eventHandlers' | 'lifecycle' | 'logger' | 'mailer'
  >,
  companyId: string,
  author: { id: string; name: string },
  itemId: string,
  change: { status: MaintenanceStatus; comment: string },
) {
  const now = services.clock.now();
  const updated = await updateMaintenanceRequest(
    services.database.db,
    companyId,
    author,
    itemId,
    change,
    now,
  );
  if (!updated) return null;
  await services.events.publish([updated.tenantId], { type: 'maintenance', itemId });
  await announceMaintenanceStatus(services, updated.before, updated.after, { companyId });
  return updated;
}
