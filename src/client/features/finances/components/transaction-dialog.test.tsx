import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { FINANCE_MESSAGES } from '#shared/finances/finance-schemas';
import { aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { TransactionDialog } from './transaction-dialog';

/** The dialog for a new transaction, with a server that records what it is sent. */
function openNewTransaction() {
  const sent: unknown[] = [];
  server.use(
    http.get('/api/properties', () => HttpResponse.json({ properties: [aProperty()] })),
    http.post('/api/finances/transactions', async ({ request }) => {
      sent.push(await request.json());
      return HttpResponse.json({ error: { code: 'INTERNAL', message: 'not expected' } }, { status: 500 });
    }),
  );
  const view = renderRoute(<TransactionDialog open onOpenChange={() => {}} transaction={null} />);
  return { ...view, sent };
}

describe('the transaction dialog', () => {
  it('names the missing fields and sends nothing', async () => {
    const { user, sent } = openNewTransaction();
    await user.click(await screen.findByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText(FINANCE_MESSAGES.missingTitle)).toBeTruthy();
    expect(screen.getByText((text) => text.startsWith(FINANCE_MESSAGES.missing))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('refuses an amount of zero with the reason', async () => {
    const { user, sent } = openNewTransaction();
    await user.type(await screen.findByLabelText('Amount ($)'), '0');
    await user.type(screen.getByLabelText('Due Date'), '2026-11-01');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findByText('Please check the form')).toBeTruthy();
    expect(screen.getByText(FINANCE_MESSAGES.amount)).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('asks for the paid date once Paid is chosen without filling one in, and refuses a date in the future on the field', async () => {
    const { user, sent } = openNewTransaction();
    await user.type(await screen.findByLabelText('Amount ($)'), '1500');
    await user.type(screen.getByLabelText('Due Date'), '2026-11-01');
    await user.selectOptions(screen.getByLabelText('Status'), 'Paid');
    const paid = await screen.findByLabelText<HTMLInputElement>('Paid Date');
    expect(paid.value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findAllByText(FINANCE_MESSAGES.paidDateMissing)).not.toHaveLength(0);

    await user.type(paid, '2100-01-01');
    await user.click(screen.getByRole('button', { name: 'Add Transaction' }));
    expect(await screen.findAllByText(FINANCE_MESSAGES.paidDateFuture)).not.toHaveLength(0);
    expect(paid.getAttribute('aria-invalid')).toBe('true');
    expect(sent).toEqual([]);
  });
});
