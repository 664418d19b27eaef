import type { DataExport } from '#shared/accounts/export-schemas';
import type { ApiKey } from '#shared/api-keys/api-key-schemas';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import { depositDeadline } from '#shared/deposits/deposit-deadline';
import type { Deposit, DepositDeduction, EvidencePhoto } from '#shared/deposits/deposit-schemas';
import type { PhotoPair } from '#shared/photos/photo-pairs';
import type { Photo } from '#shared/photos/photo-schemas';
import type { MaintenanceItem } from '#shared/maintenance/maintenance-schemas';
import type { Property } from '#shared/properties/property-schemas';
import type { Stay } from '#shared/stays/stay-schemas';
import type { ShotPhoto, Walkthrough, WalkthroughResponse } from '#shared/walkthroughs/walkthrough-schemas';
import { templateRooms } from '#shared/walkthroughs/walkthrough-templates';
import type { WebhookDelivery, WebhookSubscription } from '#shared/webhooks/webhook-schemas';

const CREATED = '2026-11-01T10:00:00.000Z';

export function aProperty(overrides: Partial<Property> = {}): Property {
  return {
    id: '8a1c2f4e-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    name: 'Maple Court, Apt 4',
    address: '12 Maple Court',
    type: 'apartment',
    management: 'Self-managed',
    isDemo: false,
    version: 1,
    photoCount: 0,
    maintenanceCount: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function aMaintenanceItem(overrides: Partial<MaintenanceItem> = {}): MaintenanceItem {
  return {
    id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
    propertyId: aProperty().id,
    propertyName: aProperty().name,
    item: 'Leaking kitchen tap',
    details: 'Drips all night.',
    category: 'Plumbing',
    cost: '75.00',
    status: 'pending',
    version: 1,
    photoCount: 0,
    landlordUpdates: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function aPhoto(overrides: Partial<Photo> = {}): Photo {
  const id = 'c0ffee00-1b2c-4d3e-8f90-1a2b3c4d5e6f';
  return {
    id,
    propertyId: aProperty().id,
    maintenanceItemId: null,
    amenityId: null,
    walkthroughShotId: null,
    inspectionItemId: null,
    markup: null,
    propertyName: aProperty().name,
    propertyKind: 'home',
    stage: 'move-in',
    area: 'Kitchen',
    notes: '',
    receivedAt: CREATED,
    capturedAt: null,
    deviceCapturedAt: null,
    sha256: 'a'.repeat(64),
    contentType: 'image/jpeg',
    originalName: 'kitchen.jpg',
    byteSize: 1024,
    width: 1600,
    height: 1200,
    urls: {
      thumb: `/api/photos/${id}/thumb`,
      large: `/api/photos/${id}/large`,
      original: `/api/photos/${id}/original`,
    },
    timestamp: { status: 'stamped', tsa: 'Rentproof Test TSA', at: CREATED },
    ...overrides,
  };
}

export function aStay(overrides: Partial<Stay> = {}): Stay {
  return {
    id: '5d6e7f80-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    place: 'Hotel Miramar',
    address: '1 Beach Road, Lisbon',
    checkInDate: '2026-06-01',
    checkOutDate: '2026-06-04',
    host: 'Booking.com',
    bookingReference: 'BK-4471',
    notes: '',
    version: 1,
    checkInPhotoCount: 0,
    checkOutPhotoCount: 0,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** A queued data export; an evidence bundle prepared in the background with `kind` and its property. */
export function aDataExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: '3f2e1d0c-9b8a-4c7d-8e6f-5a4b3c2d1e0f',
    kind: 'data',
    propertyId: null,
    property: null,
    originals: false,
    status: 'queued',
    done: 0,
    total: 0,
    byteSize: null,
    requestedAt: '2026-11-20T10:00:00.000Z',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

/** A walkthrough shot's move-in and move-out photos, its change check done with one change found. */
export function aPhotoPair(overrides: Partial<PhotoPair> = {}): PhotoPair {
  const moveOutId = 'c0ffee01-1b2c-4d3e-8f90-1a2b3c4d5e6f';
  return {
    shotId: '7e8f9a0b-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    room: 'Kitchen',
    shot: 'View from the door',
    moveIn: aPhoto(),
    moveOut: aPhoto({
      id: moveOutId,
      stage: 'move-out',
      originalName: 'kitchen-out.jpg',
      sha256: 'b'.repeat(64),
      urls: {
        thumb: `/api/photos/${moveOutId}/thumb`,
        large: `/api/photos/${moveOutId}/large`,
        original: `/api/photos/${moveOutId}/original`,
      },
    }),
    changes: {
      id: '9a8b7c6d-1b2c-4d3e-8f90-1a2b3c4d5e6f',
      status: 'done',
      alignment: { dx: 0.02, dy: -0.01, scale: 1.03, rotation: 1.5 },
      regions: [{ x: 0.1, y: 0.2, width: 0.25, height: 0.2, dismissed: false }],
      checkedAt: '2026-11-02T10:00:00.000Z',
    },
    ...overrides,
  };
}

/** A uuid numbered `n`, so a walkthrough's rooms and shots have ids a test can name. */
const numberedId = (n: number) => `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** A photo of a walkthrough shot, as the walkthrough carries it. */
export function aShotPhoto(overrides: Partial<ShotPhoto> = {}): ShotPhoto {
  const id = overrides.id ?? aPhoto().id;
  return {
    id,
    receivedAt: CREATED,
    width: 1600,
    height: 1200,
    urls: { thumb: `/api/photos/${id}/thumb`, large: `/api/photos/${id}/large` },
    ...overrides,
  };
}

/**
 * A one-bedroom apartment's walkthrough of aProperty, nothing taken or skipped; rooms are numbered
 * 1, 2, … and shots 101, 102, … (room 1's), 201, … so `numberedId` finds them.
 */
export function aWalkthrough(overrides: Partial<Walkthrough> = {}): Walkthrough {
  const template = { kind: 'apartment', bedrooms: 1 } as const;
  return {
    id: numberedId(0),
    propertyId: aProperty().id,
    template,
    rooms: templateRooms(template).map((room, roomIndex) => ({
      id: numberedId(roomIndex + 1),
      name: room.name,
      shots: room.shots.map((name, shotIndex) => ({
        id: numberedId((roomIndex + 1) * 100 + shotIndex + 1),
        name,
        stages: {
          'move-in': { photos: [], skippedAt: null },
          'move-out': { photos: [], skippedAt: null },
        },
      })),
    })),
    version: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

/** GET /api/walkthroughs/{id}'s answer for aProperty (a home), with `walkthrough` or none. */
export function aWalkthroughResponse(walkthrough: Walkthrough | null = aWalkthrough()): WalkthroughResponse {
  return { place: { id: aProperty().id, name: aProperty().name, kind: 'home' }, walkthrough };
}

/** GET /api/dashboard's figures: nothing logged, no deposit. */
export function aDashboardSummary(overrides: Partial<DashboardSummary> = {}): DashboardSummary {
  return {
    totalPhotos: 0,
    openMaintenance: 0,
    totalEstimatedCosts: '0.00',
    totalStays: 0,
    finances: { totalPaidExpenses: '0.00', totalIncome: '0.00', netBalance: '0.00' },
    deposits: { atStake: '0.00', open: 0, settled: 0, settledAmount: '0.00', returned: '0.00' },
    checklist: { addedProperty: false, loggedMoveInPhotos: false, recordedMaintenance: false },
    ...overrides,
  };
}

/** A photo as a deposit's evidence carries it: aPhoto's facts, stamped by the test TSA. */
export function anEvidencePhoto(overrides: Partial<EvidencePhoto> = {}): EvidencePhoto {
  const photo = aPhoto();
  const id = overrides.id ?? photo.id;
  return {
    id,
    stage: photo.stage,
    area: photo.area,
    sha256: photo.sha256,
    receivedAt: photo.receivedAt,
    capturedAt: null,
    deviceCapturedAt: null,
    timestamp: { status: 'stamped', tsa: 'Rentproof Test TSA', at: CREATED },
    thumbnailUrl: `/api/photos/${id}/thumb`,
    largeUrl: `/api/photos/${id}/large`,
    width: photo.width,
    height: photo.height,
    markup: null,
    ...overrides,
  };
}

/** A deduction the renter disputes in full, with no evidence yet. */
export function aDeduction(overrides: Partial<DepositDeduction> = {}): DepositDeduction {
  return {
    id: '6b5a4c3d-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    amount: '300.00',
    reason: 'Carpet cleaning',
    room: 'Living room',
    position: 'dispute',
    acceptedAmount: null,
    disputedAmount: '300.00',
    comment: 'The carpet was cleaned professionally on move-out day.',
    fromLandlord: null,
    evidence: [],
    version: 1,
    createdAt: CREATED,
    ...overrides,
  };
}

/**
 * aProperty's deposit in Washington, D.C.: $1,500 paid, moved out 1 June 2026, so due 16 July 2026
 * (counted `today` '2026-07-01'), no deductions and no outcome.
 */
export function aDeposit(overrides: Partial<Deposit> = {}, today = '2026-07-01'): Deposit {
  const moveOutDate = overrides.moveOutDate ?? '2026-06-01';
  const jurisdiction = overrides.jurisdiction ?? 'DC';
  const deadline = depositDeadline({ jurisdiction, moveOutDate });
  const daysLeft = (Date.parse(deadline.due) - Date.parse(today)) / 86_400_000;
  return {
    id: '4c3b2a19-1b2c-4d3e-8f90-1a2b3c4d5e6f',
    propertyId: aProperty().id,
    propertyName: aProperty().name,
    leaseId: null,
    amount: '1500.00',
    paidOn: '2025-06-01',
    moveOutDate,
    tenancyEndDate: null,
    forwardingAddressGivenOn: null,
    forwardingAddress: '',
    jurisdiction,
    customDeadline: null,
    landlordName: 'Maple Court Management',
    statement: '',
    returnedAmount: null,
    returnedOn: null,
    deadline: {
      due: deadline.due,
      countedFrom: deadline.countedFrom,
      basis: deadline.basis,
      daysLeft,
      passed: daysLeft < 0,
    },
    rule: deadline.rule,
    totals: { deducted: '0.00', disputed: '0.00', accepted: '0.00' },
    deductions: [],
    version: 1,
    createdAt: CREATED,
    updatedAt: CREATED,
    ...overrides,
  };
}

export function anApiKey(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: '5d4c3b2a-1f0e-4d9c-8b7a-6f5e4d3c2b1a',
    name: 'Spreadsheet sync',
    start: 'rp_Ab3dE6g',
    scopes: ['read'],
    expiresAt: null,
    lastUsedAt: null,
    createdAt: CREATED,
    role: null,
    createdBy: 'Jamie Renter',
    ...overrides,
  };
}

export function aWebhookSubscription(overrides: Partial<WebhookSubscription> = {}): WebhookSubscription {
  return {
    id: '9e8d7c6b-5a4f-4e3d-9c2b-1a0f9e8d7c6b',
    url: 'https://example.com/hooks/rentproof',
    events: ['photo.created'],
    disabledAt: null,
    disabledReason: null,
    createdAt: CREATED,
    owner: 'personal',
    ...overrides,
  };
}

export function aWebhookDelivery(overrides: Partial<WebhookDelivery> = {}): WebhookDelivery {
  const photoId = aPhoto().id;
  return {
    id: '2b3c4d5e-6f70-4a8b-9c0d-1e2f3a4b5c6d',
    messageId: 'msg_2b3c4d5e6f704a8b',
    eventType: 'photo.created',
    status: 'delivered',
    attempts: 1,
    lastStatusCode: 200,
    lastError: null,
    nextAttemptAt: null,
    createdAt: CREATED,
    deliveredAt: CREATED,
    payload: {
      type: 'photo.created',
      timestamp: CREATED,
      data: {
        photoId,
        propertyId: aProperty().id,
        stage: 'move-in',
        area: 'Kitchen',
        sha256: 'a'.repeat(64),
        receivedAt: CREATED,
      },
    },
    attemptLog: [{ attemptedAt: CREATED, statusCode: 200, error: null, durationMs: 120 }],
    ...overrides,
  };
}
