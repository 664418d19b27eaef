import { describe, expect, it } from 'vitest';
import {
  describeStay,
  photoStageLabel,
  STAY_MESSAGES,
  stayInputSchema,
  stayUpdateSchema,
} from './stay-schemas';

const STAY = { place: 'Hotel Miramar', checkInDate: '2026-06-01', checkOutDate: '2026-06-04' };
const messages = (input: unknown, schema = stayInputSchema) => {
  const parsed = schema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('the stay schema', () => {
  it('accepts a stay of one night or of a single day, with the optional fields defaulted', () => {
    expect(stayInputSchema.parse(STAY)).toEqual({
      ...STAY,
      address: '',
      host: '',
      bookingReference: '',
      notes: '',
    });
    expect(messages({ ...STAY, checkOutDate: STAY.checkInDate })).toEqual([]);
  });

  it('says every missing field at once, and the order of the dates', () => {
    expect(messages({ place: ' ', checkInDate: '', checkOutDate: '' })).toEqual([
      STAY_MESSAGES.missingPlace,
      STAY_MESSAGES.missingCheckIn,
      STAY_MESSAGES.missingCheckOut,
    ]);
    expect(messages({ ...STAY, checkOutDate: '2026-05-31' })).toEqual([STAY_MESSAGES.checkOutBeforeCheckIn]);
    expect(messages({ ...STAY, checkOutDate: '2026-05-31', version: 2 }, stayUpdateSchema)).toEqual([
      STAY_MESSAGES.checkOutBeforeCheckIn,
    ]);
  });

  it('refuses a day that does not exist without also calling the dates out of order', () => {
    expect(messages({ ...STAY, checkInDate: '2026-02-30' })).toEqual([STAY_MESSAGES.date]);
  });
});

describe('how a stay is named', () => {
  it('writes its facts on one line, leaving out what was not given', () => {
    expect(describeStay({ ...STAY, host: '', bookingReference: 'BK-1' })).toBe(
      'Check-in 2026-06-01 · check-out 2026-06-04 · booking reference BK-1',
    );
  });

  it('calls a stay’s move-in and move-out photos check-in and check-out, and a home’s as before', () => {
    expect(photoStageLabel({ stage: 'move-in', propertyKind: 'stay' })).toBe('Check-in');
    expect(photoStageLabel({ stage: 'move-out', propertyKind: 'stay' })).toBe('Check-out');
    expect(photoStageLabel({ stage: 'amenity-before', propertyKind: 'stay' })).toBe('Amenity (before)');
    expect(photoStageLabel({ stage: 'move-in', propertyKind: 'home' })).toBe('Move-In');
  });
});
