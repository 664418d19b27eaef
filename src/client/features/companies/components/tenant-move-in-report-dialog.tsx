import { FileText } from 'lucide-react';
import type { FormEvent } from 'react';
import {
  portalSignSchema,
  SIGNING_EXPLANATION,
  type SigningView,
} from '#shared/inspections/inspection-schemas';
import type { CompanyTenancy } from '#shared/tenancies/tenancy-schemas';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { LoadError } from '#client/components/ui/empty-state';
import { SkeletonList } from '#client/components/ui/skeleton';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import {
  MoveInReportAreas,
  MoveInReportRooms,
  portalMoveInReportKey,
  type PortalSign,
  ReportSignatures,
  SignerFormFields,
  signingApi,
  usePortalMoveInReport,
  useSignerForm,
} from '#client/features/inspections';

const FIELD_IDS = { name: 'portal-signer-name', consent: 'portal-signer-consent' } as const;

/** The landlord signs with their typed name and consent: signed in, they need no emailed code. */
function PortalSignForm({ tenancyId, view }: { tenancyId: string; view: SigningView }) {
  const form = useSignerForm(view.rooms, FIELD_IDS);
  const sign = useAction({
    run: (input: PortalSign) => signingApi.signFromPortal(tenancyId, input),
    refreshes: [portalMoveInReportKey(tenancyId)],
    onSuccess: () => notify.success('Move-in report signed.'),
    failureTitle: 'Could not sign the report',
    onError: (error, input) => {
      if (!form.refuseAtFields(error, input.disagreements)) form.refuse(errorMessage(error));
      return true;
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = form.check(portalSignSchema, {
      name: form.name,
      consent: form.consent,
      disagreements: form.disagreements.list,
    });
    if (input) sign.mutate(input);
  };
  return (
    <div className="space-y-6">
      <p className="text-sm text-slate-700">{SIGNING_EXPLANATION}</p>
      <MoveInReportRooms
        rooms={view.rooms}
        level={3}
        disagreements={form.disagreements}
        problems={form.problems.disagreements}
      />
      <MoveInReportAreas areas={view.areas} level={3} />
      <form
        onSubmit={submit}
        noValidate
        aria-label="Sign the move-in report"
        className="space-y-5 border-t border-slate-200 pt-4"
      >
        <SignerFormFields form={form} ids={FIELD_IDS} busy={sign.isPending} />
      </form>
    </div>
  );
}

function SignedReport({ view }: { view: SigningView }) {
  return (
    <div className="space-y-6">
      <ReportSignatures signatures={view.signatures} />
      <Button asChild variant="secondary" className="w-full sm:w-auto">
        <a href={view.pdfUrl} download>
          <FileText className="size-4" aria-hidden />
          Download the signed PDF
        </a>
      </Button>
      <MoveInReportRooms rooms={view.rooms} level={3} />
      <MoveInReportAreas areas={view.areas} level={3} />
    </div>
  );
}

/**
 * A tenant's move-in report in the Landlord Portal (docs/product.md §34): the same rooms the
 * signing link shows, signed here with the landlord's typed name. Full screen on a phone.
 */
export function TenantMoveInReportDialog({
  tenant,
  onClose,
}: {
  tenant: CompanyTenancy;
  onClose: () => void;
}) {
  const report = usePortalMoveInReport(tenant.id);
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={`${tenant.tenantName ?? tenant.email}: move-in report`}
        description={`${tenant.property.address}. The condition of each item at move-in, as the tenant recorded it.`}
        className="h-dvh max-h-dvh w-screen max-w-none rounded-none p-4 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100vw-2rem)] sm:max-w-3xl sm:rounded-xl sm:p-6"
      >
        {report.isPending ? (
          <SkeletonList className="space-y-3" itemClassName="h-24" />
        ) : report.isError ? (
          report.error instanceof ApiError && report.error.status === 404 ? (
            <p className="text-sm text-slate-600">This tenant has no move-in report to show you yet.</p>
          ) : (
            <LoadError title="Error fetching the move-in report" onRetry={() => report.refetch()} />
          )
        ) : report.data.status === 'signed' ? (
          <SignedReport view={report.data} />
        ) : (
          <PortalSignForm tenancyId={tenant.id} view={report.data} />
        )}
      </DialogContent>
    </Dialog>
  );
}
