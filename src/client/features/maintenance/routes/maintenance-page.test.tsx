import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { aMaintenanceItem, aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { MaintenancePage } from './maintenance-page';

const item = aMaintenanceItem();

/**
 * The list as the server keeps it, and a status change whose answer the test releases. With
 * `holdRereads`, reads after the first never answer, so what a row shows after a refusal is the
 * client's own rollback, not a fresh copy of the list.
 */
function serveMaintenance(answerStatusChange: () => Response, { holdRereads = false } = {}) {
  let stored = item;
  let reads = 0;
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('/api/properties', () => HttpResponse.json({ properties: [aProperty()] })),
    http.get('/api/maintenance', async () => {
      reads += 1;
      if (holdRereads && reads > 1) await new Promise(() => {});
      return HttpResponse.json({ items: [stored], nextCursor: null });
    }),
    http.patch('/api/maintenance/:id/status', async ({ request }) => {
      await released;
      const answer = answerStatusChange();
      if (answer.ok)
        stored = { ...stored, ...((await request.json()) as object), version: stored.version + 1 };
      return answer;
    }),
  );
  return { release };
}

async function changeStatusTo(user: ReturnType<typeof renderRoute>['user'], label: string) {
  const row = (await screen.findByText(item.item)).closest('li')!;
  await user.selectOptions(within(row).getByLabelText(`Status of ${item.item}`), label);
  return row;
}

describe('the maintenance list', () => {
  it('shows a new status at once, before the server answers, and keeps it once accepted', async () => {
    const patch = serveMaintenance(() =>
      HttpResponse.json({ item: { ...item, status: 'completed', version: 2 } }),
    );
    const { user } = renderRoute(<MaintenancePage />, { path: '/maintenance' });
    const row = await changeStatusTo(user, 'Completed');

    expect(within(row).getByText('Completed', { selector: 'span' })).toBeTruthy();
    patch.release();
    await screen.findByText(item.item);
    expect(within(row).getByLabelText<HTMLSelectElement>(`Status of ${item.item}`).value).toBe('completed');
    expect(screen.queryByText('Error updating status')).toBeNull();
  });

  it('puts the old status back and says why when the server refuses the change', async () => {
    const patch = serveMaintenance(
      () =>
        HttpResponse.json(
          { error: { code: 'NOT_FOUND', message: 'Maintenance item not found.' } },
          { status: 404 },
        ),
      { holdRereads: true },
    );
    const { user } = renderRoute(<MaintenancePage />, { path: '/maintenance' });
    const row = await changeStatusTo(user, 'In Progress');
    expect(within(row).getByText('In Progress', { selector: 'span' })).toBeTruthy();

    patch.release();
    expect(await screen.findByText('Error updating status')).toBeTruthy();
    expect(screen.getByText('Maintenance item not found.')).toBeTruthy();
    const select = within(row).getByLabelText<HTMLSelectElement>(`Status of ${item.item}`);
    expect(select.value).toBe('pending');
    expect(within(row).getByText('Pending', { selector: 'span' })).toBeTruthy();
  });
});
