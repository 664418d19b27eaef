import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRenter } from './support/accounts';
import { APP_URL, createTestApp, type TestApp } from './support/test-app';
import { Visitor } from './support/visitor';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY_MS = 24 * 60 * 60 * 1000;
/** A calendar date this many days from today (UTC). */
const day = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);

/** The case: Reports said 'Paid $5,300' (the deposit return counted as paid) next to 3,700 and 1,600. */
const TRANSACTIONS = [
  { transactionType: 'Rent', amount: '1500', dueDate: day(-20), status: 'Paid', paidDate: day(-20) },
  { transactionType: 'Utilities', amount: '200', dueDate: day(-15), status: 'Paid', paidDate: day(-14) },
  {
    transactionType: 'Security Deposit',
    amount: '2000',
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

const EXPECTED = { totalPaidExpenses: '3700.00', totalIncome: '1600.00', netBalance: '-2100.00' };

async function pdfText(visitor: Visitor) {
  const response = await t.app.request('/api/reports/pdf?type=financial&period=all', {
    headers: { cookie: visitor.cookieHeader, origin: APP_URL, 'x-forwarded-for': visitor.ip },
  });
  expect(response.status).toBe(200);
  const data = new Uint8Array(await response.arrayBuffer());
  const pdf = await getDocument({ data, useSystemFonts: false, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return pages.join(' ').replace(/\s+/g, '');
}

describe('paid expenses, income and net balance', () => {
  it('are the same on the dashboard, Financials, Reports, the PDF and the verified report', async () => {
    const { visitor } = await signedInRenter(t, 'figures');
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

    expect(dashboard).toEqual(EXPECTED);
    expect(financials).toEqual(EXPECTED);
    expect({ totalPaidExpenses, totalIncome, netBalance }).toEqual(EXPECTED);
    expect(due).toBe('1580.00');
    expect(verified).toEqual(EXPECTED);

    const pdf = await pdfText(visitor);
    expect(pdf).toContain('TotalPaidExpenses$3,700.00');
    expect(pdf).toContain('TotalIncome$1,600.00');
    expect(pdf).toContain('NetBalance-$2,100.00');
    expect(pdf).toContain('Notpaidyet$1,580.00');
    expect(pdf).not.toContain('$5,300.00');
  });
});
