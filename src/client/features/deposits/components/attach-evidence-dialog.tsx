import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { DepositDeduction, EvidenceInput } from '#shared/deposits/deposit-schemas';
import { ListState } from '#client/components/list-state';
import { Button } from '#client/components/ui/button';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '#client/components/ui/tabs';
import { formatDateTime } from '#client/lib/format';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { stageLabel, statusLabel } from './evidence-labels';
import { depositsApi, useEvidenceOptions, useRefreshDeposits } from '../api/deposits-api';

type Option = { key: string; title: string; detail: string; thumbnails: string[]; input: EvidenceInput };

/** The ids of what the deduction already has, so the picker does not offer it twice. */
function attachedIds(deduction: DepositDeduction): Set<string> {
  return new Set(
    deduction.evidence.map((evidence) => {
      switch (evidence.kind) {
        case 'pair':
          return evidence.photoChangeId;
        case 'photo':
          return evidence.photo.id;
        case 'maintenance':
          return evidence.maintenanceItemId;
        case 'document':
          return evidence.documentId;
      }
    }),
  );
}

const inputId = (input: EvidenceInput) => {
  switch (input.kind) {
    case 'pair':
      return input.photoChangeId;
    case 'photo':
      return input.photoId;
    case 'maintenance':
      return input.maintenanceItemId;
    case 'document':
      return input.documentId;
  }
};

function OptionList({
  options,
  attached,
  onAttach,
  pending,
  empty,
}: {
  options: Option[];
  attached: Set<string>;
  onAttach: (input: EvidenceInput) => void;
  pending: string | null;
  empty: ReactNode;
}) {
  if (options.length === 0) return <div className="text-sm text-slate-600">{empty}</div>;
  return (
    <ul className="divide-y divide-slate-100">
      {options.map((option) => {
        const id = inputId(option.input);
        const done = attached.has(id);
        return (
          <li key={option.key} className="flex items-center gap-3 py-2">
            {option.thumbnails.map((src, index) => (
              <img
                key={index}
                src={src}
                alt=""
                loading="lazy"
                className="size-12 shrink-0 rounded-md bg-slate-100 object-cover"
              />
            ))}
            <div className="min-w-0 flex-1">
              <p className="break-words text-sm font-medium text-slate-900">{option.title}</p>
              <p className="text-xs text-slate-500">{option.detail}</p>
            </div>
            <Button
              variant="secondary"
              size="sm"
              className="min-h-11 shrink-0"
              disabled={done || pending !== null}
              busy={pending === id}
              onClick={() => onAttach(option.input)}
              aria-label={done ? `${option.title} is attached` : `Attach ${option.title}`}
            >
              {done ? 'Attached' : 'Attach'}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}

function Where({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-accent-700 hover:underline">
      {children}
    </Link>
  );
}

/** The home's photo pairs, photos and maintenance items and the renter's documents, to attach one. */
export function AttachEvidenceDialog({
  depositId,
  deduction,
  onClose,
}: {
  depositId: string;
  deduction: DepositDeduction;
  onClose: () => void;
}) {
  const options = useEvidenceOptions(depositId, true);
  const refresh = useRefreshDeposits();
  const attach = useAction({
    run: (input: EvidenceInput) => depositsApi.attachEvidence(depositId, deduction.id, input),
    onSuccess: async () => {
      await refresh();
      notify.success('Evidence attached.');
      onClose();
    },
    failureTitle: 'Could not attach the evidence',
  });
  const attached = attachedIds(deduction);
  const data = options.data;
  const list = (items: Option[], empty: ReactNode) => (
    <OptionList
      options={items}
      attached={attached}
      onAttach={(input) => attach.mutate(input)}
      pending={attach.isPending && attach.variables ? inputId(attach.variables) : null}
      empty={empty}
    />
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Attach evidence"
        description={`To the deduction: ${deduction.reason}`}
        className="max-w-2xl"
      >
        <ListState query={options} isEmpty={false} errorTitle="Could not load your records" empty={null}>
          {data && (
            <Tabs defaultValue="pairs">
              <TabsList aria-label="Kinds of evidence">
                <TabsTrigger value="pairs">Photo pairs</TabsTrigger>
                <TabsTrigger value="photos">Photos</TabsTrigger>
                <TabsTrigger value="maintenance">Maintenance</TabsTrigger>
                <TabsTrigger value="documents">Documents</TabsTrigger>
              </TabsList>
              <TabsContent value="pairs" className="pt-3">
                {list(
                  data.pairs.map((pair) => ({
                    key: pair.photoChangeId,
                    title: `${pair.room}: ${pair.shot}`,
                    detail: `${pair.keptChanges} ${pair.keptChanges === 1 ? 'change' : 'changes'} highlighted`,
                    thumbnails: [pair.moveIn.thumbnailUrl, pair.moveOut.thumbnailUrl],
                    input: { kind: 'pair', photoChangeId: pair.photoChangeId },
                  })),
                  <p>
                    No photo pairs yet. A pair is the same shot at move-in and at move-out: take them with a
                    room-by-room walkthrough on <Where to="/move-in">Move-In</Where> and{' '}
                    <Where to="/move-out">Move-Out</Where>.
                  </p>,
                )}
              </TabsContent>
              <TabsContent value="photos" className="pt-3">
                {list(
                  data.photos.map((photo) => ({
                    key: photo.id,
                    title: `${stageLabel(photo.stage)}: ${photo.area || 'No area'}`,
                    detail: `Received ${formatDateTime(photo.receivedAt)}`,
                    thumbnails: [photo.thumbnailUrl],
                    input: { kind: 'photo', photoId: photo.id },
                  })),
                  <p>
                    No photos of this home yet. Add them on <Where to="/move-in">Move-In</Where> or{' '}
                    <Where to="/move-out">Move-Out</Where>.
                  </p>,
                )}
              </TabsContent>
              <TabsContent value="maintenance" className="pt-3">
                {list(
                  data.maintenance.map((item) => ({
                    key: item.id,
                    title: item.item,
                    detail: `${statusLabel(item.status)} · reported ${formatDateTime(item.reportedAt)}`,
                    thumbnails: [],
                    input: { kind: 'maintenance', maintenanceItemId: item.id },
                  })),
                  <p>
                    No maintenance items for this home. Log repairs you asked for on{' '}
                    <Where to="/maintenance">Maintenance</Where>.
                  </p>,
                )}
              </TabsContent>
              <TabsContent value="documents" className="pt-3">
                {list(
                  data.documents.map((document) => ({
                    key: document.id,
                    title: document.fileName,
                    detail: `Uploaded ${formatDateTime(document.uploadedAt)}`,
                    thumbnails: [],
                    input: { kind: 'document', documentId: document.id },
                  })),
                  <p>
                    No documents yet. Upload receipts, letters and the lease to the{' '}
                    <Where to="/documents">Document Hub</Where>.
                  </p>,
                )}
              </TabsContent>
            </Tabs>
          )}
        </ListState>
      </DialogContent>
    </Dialog>
  );
}
