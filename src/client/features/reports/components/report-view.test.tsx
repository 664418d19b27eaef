import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ReportData } from '#shared/reports/report-data';
import { ReportView } from './report-view';

/** A maintenance report whose most frequent category is the cheapest (issue 34, item 6). */
const REPORT: ReportData = {
  options: { type: 'maintenance', period: 'all' },
  property: null,
  generatedAt: '2026-12-07T09:00:00.000Z',
  period: { start: null, end: null },
  summary: {
    properties: 1,
    stays: 0,
    photos: 0,
    maintenanceItems: 6,
    openItems: 6,
    estimatedCosts: '500.00',
    transactions: 0,
    due: '0.00',
    totalPaidExpenses: '0.00',
    totalIncome: '0.00',
    netBalance: '0.00',
  },
  maintenance: {
    statusCounts: { pending: 6, 'in-progress': 0, completed: 0 },
    completionRate: 0,
    categories: [
      { category: 'Plumbing', count: 5, estimatedCost: '100.00' },
      { category: 'Electrical', count: 1, estimatedCost: '400.00' },
    ],
  },
  photos: { byStage: { 'move-in': 0, 'move-out': 0, maintenance: 0 }, byArea: [] },
  financial: { byType: [], byMonth: [] },
};

describe('the By category bars', () => {
  it('are as long as the cost each one is labelled with', () => {
    render(<ReportView report={REPORT} />);
    const list = screen.getByRole('list', { name: 'Maintenance items by category' });
    const widthOf = (category: string) => {
      const row = within(list).getByText(category).closest('li');
      const fill = row?.querySelector<HTMLElement>('[aria-hidden] > div');
      return fill?.style.width;
    };
    expect(within(list).getByText('5 items · $100')).toBeTruthy();
    expect(widthOf('Plumbing')).toBe('25%');
    expect(widthOf('Electrical')).toBe('100%');
  });
});
