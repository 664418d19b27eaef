import type { DepositEvidence } from '#shared/deposits/deposit-schemas';
import { MAINTENANCE_STATUS_LABELS, type MaintenanceStatus } from '#shared/maintenance/maintenance-schemas';
import { PHOTO_STAGE_LABELS, type PhotoStage } from '#shared/photos/photo-schemas';

// The evidence carries its stage and status as stored strings: one the labels do not know is shown
// as it is rather than hidden.
export const stageLabel = (stage: string) => PHOTO_STAGE_LABELS[stage as PhotoStage] ?? stage;
export const statusLabel = (status: string) =>
  MAINTENANCE_STATUS_LABELS[status as MaintenanceStatus] ?? status;

/** What a piece of evidence is called where it is listed, shared and removed. */
export function evidenceTitle(evidence: DepositEvidence): string {
  switch (evidence.kind) {
    case 'pair':
      return `Photo pair: ${evidence.room}, ${evidence.shot}`;
    case 'photo':
      return `Photo: ${evidence.photo.area || stageLabel(evidence.photo.stage)}`;
    case 'maintenance':
      return `Maintenance: ${evidence.item}`;
    case 'document':
      return `Document: ${evidence.fileName}`;
  }
}
