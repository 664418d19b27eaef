import { describe, expect, it } from 'vitest';
import { reportOptionsFromParams, reportPdfUrl, reportQuery } from './report-options';

const FLAT = '0b8f6a52-3c1e-4d7a-9f10-2a4b6c8d0e1f';

describe('reportOptionsFromParams', () => {
  it('reads the type, period and property from the address', () => {
    expect(
      reportOptionsFromParams(new URLSearchParams(`type=financial&period=365&property=${FLAT}`)),
    ).toEqual({ type: 'financial', period: '365', propertyId: FLAT });
  });

  it('falls back to a summary of the last 30 days for all properties', () => {
    expect(reportOptionsFromParams(new URLSearchParams())).toEqual({ type: 'summary', period: '30' });
    expect(reportOptionsFromParams(new URLSearchParams('type=weekly&period=14&property=not-an-id'))).toEqual({
      type: 'summary',
      period: '30',
    });
  });
});

describe('reportQuery', () => {
  it('names the property only when there is one', () => {
    expect(reportQuery({ type: 'photos', period: 'all' })).toBe('type=photos&period=all');
    expect(reportPdfUrl({ type: 'summary', period: '7', propertyId: FLAT })).toBe(
      `/api/reports/pdf?type=summary&period=7&propertyId=${FLAT}`,
    );
  });
});
