import {
  REPORT_PERIOD_LABELS,
  REPORT_PERIODS,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportOptions,
} from '#shared/reports/report-schemas';
import { PropertySelect } from '#client/components/property-select';
import { FormField } from '#client/components/ui/form-field';
import { NativeSelect } from '#client/components/ui/select';
import { useProperties } from '#client/features/properties';

export function ReportFilters({
  options,
  onChange,
}: {
  options: ReportOptions;
  onChange: (key: 'type' | 'period' | 'property', value: string) => void;
}) {
  const properties = useProperties();
  return (
    <div className="mb-6 grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-3">
      <FormField id="report-type" label="Report type">
        <NativeSelect
          id="report-type"
          value={options.type}
          onChange={(e) => onChange('type', e.target.value)}
        >
          {REPORT_TYPES.map((type) => (
            <option key={type} value={type}>
              {REPORT_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="report-period" label="Period">
        <NativeSelect
          id="report-period"
          value={options.period}
          onChange={(e) => onChange('period', e.target.value)}
        >
          {REPORT_PERIODS.map((period) => (
            <option key={period} value={period}>
              {REPORT_PERIOD_LABELS[period]}
            </option>
          ))}
        </NativeSelect>
      </FormField>
      <FormField id="report-property" label="Property">
        <PropertySelect
          properties={properties.data}
          id="report-property"
          value={options.propertyId ?? ''}
          onChange={(propertyId) => onChange('property', propertyId)}
          allLabel="All Properties"
        />
      </FormField>
    </div>
  );
}
