import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Transaction } from '#shared/finances/finance-schemas';
import { renderRoute } from '#client/test/render-route';
import { MarkPaidDialog } from './mark-paid-dialog';

/** The case: a rent due 2026-12-01, still Due days later, marked Paid from the list. */
const overdueRent: Transaction = {
  id: '6f1c2a4e-5b7d-4c1e-9a3f-2d8b7e6c5a41',
  transactionType: 'Rent',
  description: '',
  amount: '1500.00',
  dueDate: '2026-12-01',
  status: 'Due',
  paidDate: null,
  propertyId: null,
  propertyName: null,
  receipt: null,
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
};

function openDialog() {
  const confirmed: string[] = [];
  const view = renderRoute(
    <MarkPaidDialog
      transaction={overdueRent}
      onOpenChange={() => {}}
      onConfirm={async (paidDate) => {
        confirmed.push(paidDate);
      }}
    />,
  );
  return { ...view, confirmed };
}

describe('the "When was it paid?" dialog', () => {
  it('opens without a date, so a late payment is never recorded as paid on its due date by one click', async () => {
    const { user, confirmed } = openDialog();
    const paid = await screen.findByLabelText<HTMLInputElement>('Paid Date');
    expect(paid.value).toBe('');
    expect(
      screen.getByText('Choose the day you paid; nothing is filled in for you.', { exact: false }),
    ).toBeTruthy();
    const save = screen.getByRole<HTMLButtonElement>('button', { name: 'Mark as Paid' });
    expect(save.disabled).toBe(true);

    await user.type(paid, '2026-12-05');
    expect(save.disabled).toBe(false);
    await user.click(save);
    expect(confirmed).toEqual(['2026-12-05']);
  });
});
