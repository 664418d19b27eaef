import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import {
  DEFAULT_REPORT_PERIOD,
  DEFAULT_REPORT_TYPE,
  type ReportOptions,
} from '#shared/reports/report-schemas';
import { api } from '#client/lib/api-client';
import { reportOptionsFromParams, reportQuery } from './report-options';
import type { ReportPdfEstimateResponse, ReportResponse } from '#shared/reports/report-responses';

export function useReport(options: ReportOptions) {
  return useQuery({
    queryKey: ['reports', options],
    queryFn: async () => (await api<ReportResponse>(`/api/reports?${reportQuery(options)}`)).report,
    // The last report stays on screen while the next one loads, instead of skeletons at every change.
    placeholderData: keepPreviousData,
  });
}

/** How large the PDF of these options would be, and whether it can be made at all. */
export function useReportPdfEstimate(options: ReportOptions) {
  return useQuery({
    queryKey: ['reports', 'pdf-estimate', options],
    queryFn: async () =>
      (await api<ReportPdfEstimateResponse>(`/api/reports/pdf/estimate?${reportQuery(options)}`)).estimate,
  });
}

type OptionKey = 'type' | 'period' | 'property';
const DEFAULTS: Record<OptionKey, string> = {
  type: DEFAULT_REPORT_TYPE,
  period: DEFAULT_REPORT_PERIOD,
  property: '',
};

/** The report the page shows, as kept in the address, and the way to change one part of it. */
export function useReportOptions() {
  const [params, setParams] = useSearchParams();
  const setOption = (key: OptionKey, value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value && value !== DEFAULTS[key]) next.set(key, value);
        else next.delete(key);
        return next;
      },
      { replace: true },
    );
  return [reportOptionsFromParams(params), setOption] as const;
}
