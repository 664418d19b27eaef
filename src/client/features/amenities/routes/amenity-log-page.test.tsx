import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Amenity, AmenityInput } from '#shared/amenities/amenity-schemas';
import { aProperty, aStay } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { AmenityLogPage } from './amenity-log-page';

const property = aProperty();
const stay = aStay();

/** The log as the server keeps it: created entries are listed newest first. */
function serveAmenities() {
  let stored: Amenity[] = [];
  const created: AmenityInput[] = [];
  server.use(
    http.get('/api/properties', () => HttpResponse.json({ properties: [property] })),
    http.get('/api/stays', () => HttpResponse.json({ stays: [stay], nextCursor: null })),
    http.get('/api/amenities', () => HttpResponse.json({ amenities: stored, nextCursor: null })),
    http.post('/api/amenities', async ({ request }) => {
      const input = (await request.json()) as AmenityInput;
      created.push(input);
      const amenity: Amenity = {
        id: '7a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
        propertyId: input.propertyId,
        propertyName: input.propertyId === stay.id ? stay.place : property.name,
        name: input.name,
        notes: input.notes ?? '',
        version: 1,
        beforePhotos: [],
        afterPhotos: [],
        createdAt: '2026-11-20T12:00:00.000Z',
        updatedAt: '2026-11-20T12:00:00.000Z',
      };
      stored = [amenity, ...stored];
      return HttpResponse.json({ amenity }, { status: 201 });
    }),
  );
  return { created };
}

describe('the amenity log', () => {
  it('says an amenity name is missing and sends nothing', async () => {
    const { created } = serveAmenities();
    const { user } = renderRoute(<AmenityLogPage />, { path: '/amenities' });
    expect(await screen.findByText('No amenities logged')).toBeTruthy();
    await user.selectOptions(await screen.findByLabelText('Property or stay'), property.id);
    await user.click(screen.getByRole('button', { name: 'Log Amenity' }));
    expect(await screen.findByText('Missing Information')).toBeTruthy();
    expect(screen.getByText('Please enter an amenity name.')).toBeTruthy();
    expect(created).toEqual([]);
  });

  it('logs an entry, says so and lists it with its timestamp', async () => {
    const { created } = serveAmenities();
    const { user } = renderRoute(<AmenityLogPage />, { path: '/amenities' });
    await screen.findByText('No amenities logged');
    await user.selectOptions(await screen.findByLabelText('Property or stay'), property.id);
    await user.type(screen.getByLabelText('Amenity name'), 'Pool');
    await user.type(screen.getByLabelText('Notes'), 'Cover torn');
    await user.click(screen.getByRole('button', { name: 'Log Amenity' }));

    expect(await screen.findByText('Amenity logged.')).toBeTruthy();
    expect(created).toEqual([{ propertyId: property.id, name: 'Pool', notes: 'Cover torn' }]);
    const list = screen.getByRole('region', { name: 'Amenities' });
    const entry = (await within(list).findByText('Pool')).closest('li')!;
    expect(within(entry).getByText('Cover torn')).toBeTruthy();
    expect(entry.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-20T12:00:00.000Z');
    expect(within(entry).getByRole('button', { name: 'Edit Pool' })).toBeTruthy();
    expect(within(entry).getByRole('button', { name: 'Delete Pool' })).toBeTruthy();
  });

  it('offers the stays in their own group and logs an amenity of a stay', async () => {
    const { created } = serveAmenities();
    const { user } = renderRoute(<AmenityLogPage />, { path: '/amenities' });
    await screen.findByText('No amenities logged');
    const select = await screen.findByLabelText('Property or stay');
    const group = await within(select).findByRole('group', { name: 'Stays' });
    await user.selectOptions(select, within(group).getByRole('option', { name: stay.place }));
    await user.type(screen.getByLabelText('Amenity name'), 'Spa');
    await user.click(screen.getByRole('button', { name: 'Log Amenity' }));

    expect(await screen.findByText('Amenity logged.')).toBeTruthy();
    expect(created).toEqual([{ propertyId: stay.id, name: 'Spa', notes: '' }]);
    const list = screen.getByRole('region', { name: 'Amenities' });
    expect(await within(list).findByText(`${stay.place} ·`, { exact: false })).toBeTruthy();
  });
});
