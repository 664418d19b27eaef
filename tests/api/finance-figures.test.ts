import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { apiClientFor } from './support/api-client';
import { downloadReportPdf, pdfText } from './support/pdf-text';
import { createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar date this many days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/**
 * One account with rent, utilities, a fee, a security deposit paid and its return. Reports once said
 * 'Paid $5,300' (the return counted as paid), and the verified report a Net Balance in debt by the
 * deposit (issue 34, item 2): the deposit and its return are the renter's own money held and given
 * back, neither expense nor income.
 */
const TRANSACTIONS = [
  { transactionType: 'Rent', amount: '1500', dueDate: day(-20), status: 'Paid', paidDate: day(-20) },
  { transactionType: 'Utilities', amount: '200', dueDate: day(-15), status: 'Paid', paidDate: day(-14) },
  {
    transactionType: 'Other',
    description: 'Parking permit',
    amount: '45.50',
    dueDate: day(-12),
    status: 'Paid',
    paidDate: day(-10),
  },
  {
    transactionType: 'Security Deposit',
    amount: '1850',
    dueDate: day(-25),
    status: 'Paid',
    paidDate: day(-25),
  },
  {
    transactionType: 'Security Deposit Return',
    amount: '1600',
    dueDate: day(-5),
    status: 'Paid',
    paidDate: day(-4),
  },
  { transactionType: 'Rent', amount: '1500', dueDate: day(10), status: 'Due' },
  { transactionType: 'Utilities', amount: '80', dueDate: day(-2), status: 'Overdue' },
];

const EXPECTED = { totalPaidExpenses: '1745.50', totalIncome: '0.00', netBalance: '-1745.50' };

describe('paid expenses, income and net balance', () => {
  it('leave the deposit and its return out, the same on the dashboard, Financials, Reports, /api/v1, the PDF and the verified report', async () => {
    const { visitor, userId } = await signedInRenter(t, 'figures');
    for (const transaction of TRANSACTIONS) {
      const reply = await visitor.post('/api/finances/transactions', transaction);
      expect(reply.status).toBe(201);
    }

    const dashboard = (await visitor.get('/api/dashboard')).body.summary.finances;
    const { paidByMonth: _chart, ...financials } = (await visitor.get('/api/finances/summary')).body.summary;
    const { totalPaidExpenses, totalIncome, netBalance, due } = (
      await visitor.get('/api/reports?type=financial&period=all')
    ).body.report.summary;
    const link = await visitor.post('/api/verification/share-links', {
      recipientEmail: 'landlord@example.com',
      consent: true,
    });
    const token = new URL(link.body.url).pathname.split('/').at(-1);
    const verified = (await new Visitor(t.app).get(`/api/verify/${token}`)).body.report.rentalHistory.totals;
    const { api } = await apiClientFor(t, userId, { scopes: ['read'] });
    const v1 = (await api.get('/api/v1/reports?type=financial&period=all')).body.report.summary;

    expect(dashboard).toEqual(EXPECTED);
    expect(financials).toEqual(EXPECTED);
    expect({ totalPaidExpenses, totalIncome, netBalance }).toEqual(EXPECTED);
    expect(due).toBe('1580.00');
    expect(verified).toEqual(EXPECTED);
    expect({
      totalPaidExpenses: v1.totalPaidExpenses,
      totalIncome: v1.totalIncome,
      netBalance: v1.netBalance,
    }).toEqual(EXPECTED);

    const pdf = await pdfText(await downloadReportPdf(t, visitor, '?type=financial&period=all'));
    expect(pdf).toContain('TotalPaidExpenses$1,745.50');
    expect(pdf).toContain('TotalIncome$0.00');
    expect(pdf).toContain('NetBalance-$1,745.50');
    expect(pdf).toContain('Notpaidyet$1,580.00');
    expect(pdf).not.toContain('$3,595.50');
  });
});
