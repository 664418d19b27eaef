import { FileText, FileUp, Mail } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import {
  DOCUMENT_ACCEPT,
  DOCUMENT_LIMITS_LABEL,
  DOCUMENT_MAX_BYTES,
  DOCUMENT_MESSAGES,
} from '#shared/documents/document-schemas';
import type { CompanyTenancy } from '#shared/tenancies/tenancy-schemas';
import { FileDropZone, useFileInput } from '#client/components/file-drop-zone';
import { ListState } from '#client/components/list-state';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { FormField } from '#client/components/ui/form-field';
import { NativeSelect } from '#client/components/ui/select';
import { UploadProgress } from '#client/components/upload-progress';
import { formatDate, formatFileSize } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import {
  PORTAL_NOTICES_KEY,
  portalApi,
  useCompanyTenants,
  useSentNotices,
  useSharedDocuments,
} from '../api/portal-api';

const SEND_FAILED = 'Error sending the notice';
const nameOf = (tenant: CompanyTenancy) => tenant.tenantName ?? tenant.email;

/** A file to one tenant with an active link: it appears in their Document Hub. */
function SendNoticeForm() {
  const tenants = useCompanyTenants();
  const active = tenants.data?.filter((tenant) => tenant.status === 'active') ?? [];
  const [tenancyId, setTenancyId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState(0);
  const choose = (files: File[]) => setFile(files[0] ?? null);
  const chooser = useFileInput({ label: 'Notice file', accept: DOCUMENT_ACCEPT, onChoose: choose });
  const send = useAction({
    run: (notice: { tenant: CompanyTenancy; file: File }) => {
      setProgress(0);
      return portalApi.sendNotice(notice.tenant.id, notice.file, setProgress);
    },
    refreshes: [PORTAL_NOTICES_KEY],
    onSuccess: (_, notice) => {
      notify.success('Notice Sent', `${notice.file.name} is in ${nameOf(notice.tenant)}'s Document Hub.`);
      setFile(null);
    },
    failureTitle: SEND_FAILED,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const tenant = active.find((candidate) => candidate.id === tenancyId);
    if (!tenant) return notify.error(SEND_FAILED, 'Choose a tenant to send the notice to.');
    if (!file) return notify.error(SEND_FAILED, DOCUMENT_MESSAGES.missing);
    if (file.size > DOCUMENT_MAX_BYTES) return notify.error(SEND_FAILED, DOCUMENT_MESSAGES.tooLarge);
    send.mutate({ tenant, file });
  };

  if (tenants.isSuccess && active.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        A notice goes to a tenant whose link is active. Invite one on the Tenants tab.
      </p>
    );
  }
  const sending = send.isPending;
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Send a notice">
      <FormField id="notice-tenant" label="Tenant">
        <NativeSelect
          id="notice-tenant"
          value={tenancyId}
          disabled={sending}
          onChange={(event) => setTenancyId(event.target.value)}
        >
          <option value="">Choose a tenant</option>
          {active.map((tenant) => (
            <option key={tenant.id} value={tenant.id}>
              {nameOf(tenant)}, {tenant.property.address}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FileDropZone
        onChoose={choose}
        disabled={sending}
        className="flex flex-wrap items-center gap-3 rounded-lg"
        activeClassName="bg-accent-50 ring-2 ring-accent-500"
      >
        <Button type="button" variant="secondary" disabled={sending} onClick={chooser.open}>
          <FileUp className="size-4" aria-hidden />
          Choose file
        </Button>
        <span className="min-w-0 flex-1 truncate text-sm text-slate-700" aria-live="polite">
          {file ? `${file.name} (${formatFileSize(file.size)})` : 'No file chosen'}
        </span>
        {chooser.input}
      </FileDropZone>
      {sending && <UploadProgress fraction={progress} />}
      <Button type="submit" busy={sending} disabled={!file}>
        {sending ? 'Sending...' : 'Send Notice'}
      </Button>
    </form>
  );
}

/** The notices the company sent, newest first, whoever of the team sent them. */
function SentNotices() {
  const notices = useSentNotices();
  return (
    <ListState
      query={notices}
      isEmpty={notices.data?.length === 0}
      errorTitle="Error fetching notices"
      empty={
        <EmptyState icon={<Mail className="size-6" aria-hidden />} title="No notices sent">
          A notice you send appears in the tenant&apos;s Document Hub.
        </EmptyState>
      }
    >
      <ul className="divide-y divide-slate-100" aria-label="Sent notices">
        {notices.data?.map((notice) => (
          <li key={notice.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate font-medium text-slate-900">{notice.fileName}</p>
              <p className="text-sm text-slate-600">
                To {notice.tenantName} · {formatFileSize(notice.fileSize)} · sent {formatDate(notice.sentAt)}{' '}
                by {notice.senderName}
              </p>
            </div>
            <a
              href={notice.downloadUrl}
              className="inline-flex min-h-11 items-center text-sm font-medium text-accent-700 hover:underline"
              download
            >
              Download
            </a>
          </li>
        ))}
      </ul>
    </ListState>
  );
}

/** Documents linked tenants chose to show the company. */
function SharedDocuments() {
  const documents = useSharedDocuments();
  return (
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
  );
}

/** Notices the company sends its tenants, and documents tenants chose to show it. */
export function PortalDocumentsTab() {
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader
          title="Send a notice"
          description={`A file for a tenant's Document Hub: ${DOCUMENT_LIMITS_LABEL}.`}
        />
        <CardBody className="space-y-6">
          <SendNoticeForm />
          <SentNotices />
        </CardBody>
      </Card>
      <Card>
        <CardHeader title="Documents" description="Documents your tenants chose to share with you." />
        <CardBody>
          <SharedDocuments />
        </CardBody>
      </Card>
    </div>
  );
}
