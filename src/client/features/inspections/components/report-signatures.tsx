import { Copy, PenLine, Send } from 'lucide-react';
import { useState } from 'react';
import type {
  Inspection,
  ReportSignature,
  SignatureRequest,
  SignatureRequestStatus,
} from '#shared/inspections/inspection-schemas';
import { ListState } from '#client/components/list-state';
import { ConfirmDialog } from '#client/components/ui/alert-dialog';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { copyToClipboard } from '#client/lib/clipboard';
import { formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { inspectionsApi, signatureRequestsKey, useSignatureRequests } from '../api/inspections-api';
import { shortHash } from './inspection-steps';
import { RequestSignatureDialog } from './request-signature-dialog';
import { SelfSignatureDialog } from './self-signature-dialog';

const STATUS: Record<SignatureRequestStatus, { label: string; tone: 'info' | 'success' | 'neutral' }> = {
  open: { label: 'Open', tone: 'info' },
  signed: { label: 'Signed', tone: 'success' },
  expired: { label: 'Expired', tone: 'neutral' },
  revoked: { label: 'Withdrawn', tone: 'neutral' },
};

const ROLES: Record<ReportSignature['role'], string> = { landlord: 'Landlord', renter: 'Renter' };

const disagreementCount = (count: number) =>
  count === 0 ? 'No disagreements' : count === 1 ? '1 disagreement' : `${count} disagreements`;

function SignatureRow({ signature }: { signature: ReportSignature }) {
  const copy = async () => {
    if (await copyToClipboard(signature.reportSha256)) notify.success('Hash copied.');
    else notify.error('Copy failed', 'Select the hash and copy it yourself.');
  };
  return (
    <li className="space-y-1 py-3">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-900">
        {signature.name}
        <Badge>{ROLES[signature.role]}</Badge>
      </p>
      <p className="text-sm text-slate-600">
        {`Signed ${formatDateTime(signature.signedAt)} · ${disagreementCount(signature.disagreements.length)}`}
      </p>
      <p className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
        Report SHA-256:
        <code className="font-mono text-slate-800" title={signature.reportSha256}>
          {shortHash(signature.reportSha256)}
        </code>
        <Button
          variant="ghost"
          size="sm"
          className="min-h-11"
          onClick={copy}
          aria-label={`Copy the report SHA-256 signed by ${signature.name}`}
        >
          <Copy className="size-4" aria-hidden />
          Copy
        </Button>
      </p>
    </li>
  );
}

function RequestRow({ request, propertyId }: { request: SignatureRequest; propertyId: string }) {
  const [confirming, setConfirming] = useState(false);
  const withdraw = useAction({
    run: () => inspectionsApi.withdrawRequest(propertyId, request.id),
    refreshes: [signatureRequestsKey(propertyId)],
    onSuccess: () => {
      setConfirming(false);
      notify.success('Signature request withdrawn.');
    },
    failureTitle: 'The request was not withdrawn',
  });
  const status = STATUS[request.status];
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <div className="min-w-0 space-y-1">
        <p className="flex flex-wrap items-center gap-2 text-sm font-medium break-all text-slate-900">
          {request.email}
          <Badge tone={status.tone}>{status.label}</Badge>
        </p>
        <p className="text-xs text-slate-600">
          {request.signedAt
            ? `Signed ${formatDateTime(request.signedAt)}`
            : `Sent ${formatDateTime(request.createdAt)} · link ends ${formatDateTime(request.expiresAt)}`}
        </p>
      </div>
      {request.status === 'open' && (
        <Button variant="ghost" className="min-h-11" onClick={() => setConfirming(true)}>
          Withdraw
        </Button>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Withdraw this request?"
        description={`The link sent to ${request.email} stops working at once. You can send a new one later.`}
        confirmLabel="Withdraw"
        busy={withdraw.isPending}
        onConfirm={() => withdraw.mutate()}
      />
    </li>
  );
}

/**
 * The move-in report's signatures and the requests sent for one (docs/product.md §34): a report
 * the landlord signed is the renter's strongest evidence.
 */
export function ReportSignatures({ inspection }: { inspection: Inspection }) {
  const [sending, setSending] = useState(false);
  const [signing, setSigning] = useState(false);
  const requests = useSignatureRequests(inspection.propertyId);
  const signedBy = (role: ReportSignature['role']) =>
    inspection.signatures.some((signature) => signature.role === role);
  return (
    <Card>
      <CardHeader
        title="Signatures"
        description="Ask your landlord to sign the move-in report, or sign it yourself. Signing freezes it."
      />
      <CardBody className="space-y-5">
        {inspection.signatures.length > 0 ? (
          <ul className="divide-y divide-slate-100" aria-label="Signatures">
            {inspection.signatures.map((signature) => (
              <SignatureRow key={signature.id} signature={signature} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">Nobody has signed the move-in report yet.</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          {!signedBy('landlord') && (
            <Button onClick={() => setSending(true)}>
              <Send className="size-4" aria-hidden />
              Send to landlord for signature
            </Button>
          )}
          {!signedBy('renter') && (
            <Button variant="secondary" onClick={() => setSigning(true)}>
              <PenLine className="size-4" aria-hidden />
              Sign it yourself
            </Button>
          )}
        </div>
        <ListState
          query={requests}
          isEmpty={requests.data?.requests.length === 0}
          errorTitle="Error fetching the signature requests"
          empty={null}
        >
          <div>
            <h3 className="text-sm font-semibold text-slate-900">Sent for signature</h3>
            <ul className="divide-y divide-slate-100" aria-label="Signature requests">
              {requests.data?.requests.map((request) => (
                <RequestRow key={request.id} request={request} propertyId={inspection.propertyId} />
              ))}
            </ul>
          </div>
        </ListState>
      </CardBody>
      <RequestSignatureDialog propertyId={inspection.propertyId} open={sending} onOpenChange={setSending} />
      {signing && <SelfSignatureDialog propertyId={inspection.propertyId} open onOpenChange={setSigning} />}
    </Card>
  );
}
