import type { Stay } from '#shared/stays/stay-schemas';
import type { StayRow } from './stay-query';

export function presentStay({ property, stay, checkInPhotoCount, checkOutPhotoCount }: StayRow): Stay {
  return {
    id: property.id,
    place: property.name,
    address: property.address,
    checkInDate: stay.checkInDate,
    checkOutDate: stay.checkOutDate,
    host: stay.host,
    bookingReference: stay.bookingReference,
    notes: stay.notes,
    version: property.version,
    checkInPhotoCount,
    checkOutPhotoCount,
    createdAt: property.createdAt.toISOString(),
    updatedAt: property.updatedAt.toISOString(),
  };
}
