import { useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InspectionCreate,
  InspectionResponse,
  InspectionUpdate,
  RatingInput,
  RatingResponse,
  ReportSignature,
  SignatureRequest,
} from '#shared/inspections/inspection-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { api } from '#client/lib/api-client';
import { sendPhoto } from '#client/features/photo-upload';

export const INSPECTIONS_KEY = ['inspections'] as const;
export const inspectionKey = (propertyId: string) => [...INSPECTIONS_KEY, propertyId] as const;
export const signatureRequestsKey = (propertyId: string) =>
  [...inspectionKey(propertyId), 'signature-requests'] as const;

const path = (propertyId: string) => `/api/inspections/${encodeURIComponent(propertyId)}`;
const ratingPath = (propertyId: string, itemId: string, stage: EvidenceStage) =>
  `${path(propertyId)}/items/${encodeURIComponent(itemId)}/ratings/${stage}`;

/** A place's condition report (null while it has none) and the place it is of (docs/product.md §34). */
export function useInspection(propertyId: string) {
  return useQuery({
    queryKey: inspectionKey(propertyId),
    queryFn: () => api<InspectionResponse>(path(propertyId)),
    enabled: propertyId !== '',
  });
}

/** The landlords asked to sign the move-in report, newest first as the server lists them. */
export function useSignatureRequests(propertyId: string) {
  return useQuery({
    queryKey: signatureRequestsKey(propertyId),
    queryFn: () => api<{ requests: SignatureRequest[] }>(`${path(propertyId)}/signature-requests`),
  });
}

/** The move-in report, or at move-out the comparison with the worsened items first, as a PDF. */
export const inspectionPdfUrl = (propertyId: string, stage: EvidenceStage) =>
  `${path(propertyId)}/pdf?kind=${stage === 'move-in' ? 'move-in' : 'comparison'}`;

export const inspectionsApi = {
  create: (input: InspectionCreate) => api<InspectionResponse>('/api/inspections', { body: input }),
  update: (propertyId: string, input: InspectionUpdate) =>
    api<InspectionResponse>(path(propertyId), { method: 'PUT', body: input }),
  rate: (propertyId: string, itemId: string, stage: EvidenceStage, input: RatingInput) =>
    api<RatingResponse>(ratingPath(propertyId, itemId, stage), { method: 'PUT', body: input }),
  clearRating: (propertyId: string, itemId: string, stage: EvidenceStage) =>
    api<void>(ratingPath(propertyId, itemId, stage), { method: 'DELETE' }),
  requestSignature: (propertyId: string, email: string) =>
    api<{ request: SignatureRequest }>(`${path(propertyId)}/signature-requests`, { body: { email } }),
  withdrawRequest: (propertyId: string, requestId: string) =>
    api<void>(`${path(propertyId)}/signature-requests/${encodeURIComponent(requestId)}`, {
      method: 'DELETE',
    }),
  signYourself: (propertyId: string, name: string) =>
    api<{ signature: ReportSignature }>(`${path(propertyId)}/signatures`, { body: { name, consent: true } }),
};

export type ItemSlot = {
  propertyId: string;
  stage: EvidenceStage;
  roomName: string;
  itemId: string;
};

/**
 * The one place the report sends a photo: the room is its area and the item id ties it to the item
 * (docs/product.md §34). Kept on the device until it is sent, like every capture (§6.6).
 */
export function uploadItemPhoto(
  userId: string,
  slot: ItemSlot,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return sendPhoto(
    userId,
    {
      propertyId: slot.propertyId,
      stage: slot.stage,
      area: slot.roomName,
      notes: '',
      inspectionItemId: slot.itemId,
    },
    file,
    onProgress,
  );
}

/** Puts an answer in the cache at once, so the page shows it without asking again. */
export function useKeepInspection() {
  const queryClient = useQueryClient();
  return (answer: InspectionResponse) => queryClient.setQueryData(inspectionKey(answer.place.id), answer);
}

/** Puts one item as the server now has it into the cached report, wherever it sits. */
export function useKeepItem(propertyId: string) {
  const queryClient = useQueryClient();
  return ({ item }: RatingResponse) =>
    queryClient.setQueryData<InspectionResponse>(inspectionKey(propertyId), (current) =>
      current?.inspection
        ? {
            ...current,
            inspection: {
              ...current.inspection,
              rooms: current.inspection.rooms.map((room) => ({
                ...room,
                items: room.items.map((each) => (each.id === item.id ? item : each)),
              })),
            },
          }
        : current,
    );
}
