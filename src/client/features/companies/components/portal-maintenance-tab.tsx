import { Wrench } from 'lucide-react';
import { useState } from 'react';
import {
  MAINTENANCE_STATUS_LABELS,
  MAINTENANCE_STATUSES,
  type MaintenanceStatus,
} from '#shared/maintenance/maintenance-schemas';
import type { MaintenanceRequest } from '#shared/tenancies/tenancy-schemas';
import { ListState } from '#client/components/list-state';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { Textarea } from '#client/components/ui/input';
import { formatDate, formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { PORTAL_KEY, portalApi, useMaintenanceRequests } from '../api/portal-api';

/** One request: its history, and a status change with a comment the tenant reads in their journal. */
function RequestCard({ request }: { request: MaintenanceRequest }) {
  const [status, setStatus] = useState<MaintenanceStatus>(request.status);
  const [comment, setComment] = useState('');
  const update = useAction({
    run: () => portalApi.updateRequest(request.id, { status, comment }),
    refreshes: [PORTAL_KEY],
    onSuccess: () => {
      setComment('');
      notify.success('Request Updated', 'The tenant sees the new status and your comment in their journal.');
    },
    failureTitle: 'Error updating status',
  });
  const id = `request-${request.id}`;
  return (
    <li className="space-y-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-medium text-slate-900">{request.item}</p>
          <p className="text-sm text-slate-600">
            {request.tenantName} · {request.propertyAddress} · {formatDate(request.createdAt)}
          </p>
          {request.details && (
            <p className="mt-1 whitespace-pre-wrap text-sm text-slate-700">{request.details}</p>
          )}
        </div>
        <Badge tone={request.status === 'completed' ? 'success' : 'warning'}>
          {MAINTENANCE_STATUS_LABELS[request.status]}
        </Badge>
      </div>
      {request.updates.length > 0 && (
        <ol
          className="space-y-1 border-l-2 border-slate-200 pl-3 text-sm text-slate-600"
          aria-label={`Updates on ${request.item}`}
        >
          {request.updates.map((entry) => (
            <li key={entry.id}>
              {MAINTENANCE_STATUS_LABELS[entry.status]} by {entry.authorName},{' '}
              {formatDateTime(entry.createdAt)}
              {entry.comment && <span className="block text-slate-800">{entry.comment}</span>}
            </li>
          ))}
        </ol>
      )}
      <form
        className="grid gap-2 sm:grid-cols-[10rem_1fr_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate();
        }}
      >
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-status`}>Status</Label>
          <NativeSelect
            id={`${id}-status`}
            value={status}
            onChange={(event) => setStatus(event.target.value as MaintenanceStatus)}
          >
            {MAINTENANCE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {MAINTENANCE_STATUS_LABELS[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={`${id}-comment`}>Comment for the tenant</Label>
          <Textarea
            id={`${id}-comment`}
            rows={1}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.target.value)}
          />
        </div>
        <Button type="submit" busy={update.isPending}>
          Update
        </Button>
      </form>
    </li>
  );
}

/** Maintenance items linked tenants share with the company, as requests. */
export function PortalMaintenanceTab() {
  const requests = useMaintenanceRequests();
  return (
    <Card>
      <CardHeader
        title="Maintenance Requests"
        description="From tenants who share their maintenance journal with you."
      />
      <CardBody>
        <ListState
          query={requests}
          isEmpty={requests.data?.length === 0}
          errorTitle="Error fetching maintenance items"
          empty={
            <EmptyState icon={<Wrench className="size-6" aria-hidden />} title="No requests">
              When a linked tenant shares their maintenance journal, their requests appear here.
            </EmptyState>
          }
        >
          <ul className="divide-y divide-slate-100" aria-label="Maintenance requests">
            {requests.data?.map((request) => (
              <RequestCard
                key={`${request.id}-${request.status}-${request.updates.length}`}
                request={request}
              />
            ))}
          </ul>
        </ListState>
      </CardBody>
    </Card>
  );
}
