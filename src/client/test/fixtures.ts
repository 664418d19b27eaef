import type { DataExport } from '#shared/accounts/export-schemas';
import type { Photo } from '#shared/photos/photo-schemas';
import type { MaintenanceItem } from '#shared/maintenance/maintenance-schemas';
import type { Property } from '#shared/properties/property-schemas';
import type { Stay } from '#shared/stays/stay-schemas';

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
