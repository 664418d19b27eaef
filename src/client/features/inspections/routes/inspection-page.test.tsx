import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  type Condition,
  type Inspection,
  type InspectionItem,
  type InspectionPhoto,
  type InspectionResponse,
  DEFAULT_INSPECTION_ITEMS,
  INSPECTION_MESSAGES,
  type SignatureRequest,
} from '#shared/inspections/inspection-schemas';
import { STALE_UPDATE_MESSAGE } from '#shared/api/versioned';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import { aProperty } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { InspectionPage } from './inspection-page';

const property = aProperty();
const API = `/api/inspections/${property.id}`;
const RATED = '2026-11-02T10:00:00.000Z';
const id = (n: number) => `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;

function aPhoto(n: number): InspectionPhoto {
  return {
    id: id(900 + n),
    receivedAt: RATED,
    sha256: 'a'.repeat(64),
    width: 1200,
    height: 900,
    urls: { thumb: `/photo-${n}-thumb.webp`, large: `/photo-${n}-large.webp` },
    markup: null,
    addendum: false,
  };
}

const rating = (condition: Condition, comment = '') => ({ condition, comment, ratedAt: RATED });

/** An item; `moveIn` and `moveOut` its ratings, `change` what the server says of the two. */
function anItem(
  n: number,
  name: string,
  {
    moveIn = null,
    moveOut = null,
    change = null,
    photos = [],
  }: Partial<Pick<InspectionItem, 'change'>> & {
    moveIn?: Condition | null;
    moveOut?: Condition | null;
    photos?: InspectionPhoto[];
  } = {},
): InspectionItem {
  return {
    id: id(n),
    name,
    ratings: {
      'move-in': moveIn && rating(moveIn, moveIn === 'good' ? '' : 'Marked at move-in'),
      'move-out': moveOut && rating(moveOut, moveOut === 'good' ? '' : 'Marked at move-out'),
    },
    photos: { 'move-in': photos, 'move-out': [] },
    videos: { 'move-in': [], 'move-out': [] },
    change,
  };
}

function anInspection(rooms: { name: string; items: InspectionItem[] }[]): Inspection {
  return {
    id: id(1),
    propertyId: property.id,
    rooms: rooms.map((room, index) => ({
      id: id(10 + index),
      walkthroughRoomId: null,
      ...room,
    })),
    version: 1,
    createdAt: RATED,
    updatedAt: RATED,
    frozenAt: null,
    signatures: [],
  };
}

const answer = (inspection: Inspection | null): InspectionResponse => ({
  place: { id: property.id, name: property.name, kind: 'home' },
  inspection,
});

function open(inspection: Inspection, stage: EvidenceStage = 'move-in', requests: SignatureRequest[] = []) {
  server.use(
    http.get('/api/session', () => HttpResponse.json({ user: null })),
    http.get(API, () => HttpResponse.json(answer(inspection))),
    http.get(`${API}/signature-requests`, () => HttpResponse.json({ requests })),
  );
  return renderRoute(<InspectionPage />, {
    path: '/inspection/:propertyId/:stage',
    url: `/inspection/${property.id}/${stage}`,
  });
}

describe('the condition report page', () => {
  it('asks for a comment before saving Damaged, then saves the rating', async () => {
    const walls = anItem(101, 'Walls', { photos: [aPhoto(1)] });
    let sent: unknown;
    server.use(
      http.put(`${API}/items/${walls.id}/ratings/move-in`, async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          item: { ...walls, ratings: { ...walls.ratings, 'move-in': rating('damaged', 'Hole by the door') } },
        });
      }),
    );
    const { user } = open(anInspection([{ name: 'Kitchen', items: [walls] }]));

    const card = await screen.findByRole('article', { name: 'Kitchen, Walls' });
    expect(screen.getByText('0 of 1 items rated')).toBeTruthy();
    await user.click(within(card).getByRole('radio', { name: 'Damaged' }));
    const comment = within(card).getByRole('textbox', { name: 'Comment' });
    expect(comment.getAttribute('aria-required')).toBe('true');
    await user.click(within(card).getByRole('button', { name: 'Save rating' }));

    expect(comment.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(comment.getAttribute('aria-describedby')!)?.textContent).toBe(
      INSPECTION_MESSAGES.needsComment,
    );
    expect(sent).toBeUndefined();

    await user.type(comment, 'Hole by the door');
    await user.click(within(card).getByRole('button', { name: 'Save rating' }));

    expect(await screen.findByText('Rating saved.')).toBeTruthy();
    expect(sent).toEqual({ condition: 'damaged', comment: 'Hole by the door' });
    expect(screen.getByText('1 of 1 items rated')).toBeTruthy();
    expect(comment.getAttribute('aria-invalid')).toBeNull();
  });

  it('says at the item that Poor needs a photo first, without sending the rating', async () => {
    const floor = anItem(102, 'Floor');
    const { user } = open(anInspection([{ name: 'Kitchen', items: [floor] }]));

    const card = await screen.findByRole('article', { name: 'Kitchen, Floor' });
    await user.click(within(card).getByRole('radio', { name: 'Poor' }));
    await user.type(within(card).getByRole('textbox', { name: 'Comment' }), 'Scratched');
    await user.click(within(card).getByRole('button', { name: 'Save rating' }));

    expect(within(card).getByRole('alert').textContent).toBe(INSPECTION_MESSAGES.needsPhoto);
  });

  it('shows the move-in rating beside each item at move-out, and lists the worse items first', async () => {
    const inspection = anInspection([
      {
        name: 'Kitchen',
        items: [
          anItem(101, 'Walls', { moveIn: 'good', moveOut: 'fair', change: 'worse' }),
          anItem(102, 'Floor', { moveIn: 'good', moveOut: 'good', change: 'same' }),
        ],
      },
      {
        name: 'Bathroom',
        items: [anItem(201, 'Bath', { moveIn: 'fair', moveOut: 'damaged', change: 'worse' })],
      },
    ]);
    const { user } = open(inspection, 'move-out');

    // Every item is rated, so the first room is the one open; the others are a tap away.
    const floor = await screen.findByRole('article', { name: 'Kitchen, Floor' });
    expect(within(floor).getByText('At move-in: Good')).toBeTruthy();
    const bathroom = screen.getByRole('button', { name: 'Bathroom 1 of 1 rated' });
    expect(bathroom.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('article', { name: 'Bathroom, Bath' })).toBeNull();
    await user.click(bathroom);
    const bath = screen.getByRole('article', { name: 'Bathroom, Bath' });
    expect(within(bath).getByText('At move-in: Fair')).toBeTruthy();
    expect(within(bath).getByText('Marked at move-in')).toBeTruthy();

    const worse = screen.getByRole('region', { name: 'Got worse since move-in' });
    const listed = within(worse)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement?.tagName === 'OL')
      .map((item) => item.getAttribute('aria-label'));
    // The biggest drop first (Fair to Damaged), and an unchanged item not at all.
    expect(listed).toEqual(['Bathroom, Bath', 'Kitchen, Walls']);
    expect(screen.getByRole('link', { name: 'Download PDF' }).getAttribute('href')).toBe(
      `${API}/pdf?kind=comparison`,
    );
  });

  it('opens on the first room with an item still to rate, with the rooms before it folded', async () => {
    open(
      anInspection([
        { name: 'Hall', items: [anItem(101, 'Walls', { moveIn: 'good' })] },
        { name: 'Kitchen', items: [anItem(201, 'Walls', { moveIn: 'good' }), anItem(202, 'Floor')] },
        { name: 'Bathroom', items: [anItem(301, 'Bath')] },
      ]),
    );

    expect(await screen.findByRole('article', { name: 'Kitchen, Floor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Kitchen 1 of 2 rated' }).getAttribute('aria-expanded')).toBe(
      'true',
    );
    expect(screen.getByRole('button', { name: 'Hall 1 of 1 rated' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.getByRole('button', { name: 'Bathroom 0 of 1 rated' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(screen.queryByRole('article', { name: 'Hall, Walls' })).toBeNull();
  });

  it('checks the landlord’s email before sending the report for signature', async () => {
    const walls = anItem(101, 'Walls', { moveIn: 'good' });
    let requests: SignatureRequest[] = [];
    let sent: unknown;
    server.use(
      http.post(`${API}/signature-requests`, async ({ request }) => {
        sent = await request.json();
        const created: SignatureRequest = {
          id: id(500),
          email: 'landlord@example.com',
          status: 'open',
          createdAt: RATED,
          expiresAt: '2026-11-09T10:00:00.000Z',
          signedAt: null,
        };
        requests = [created];
        return HttpResponse.json({ request: created }, { status: 201 });
      }),
    );
    const { user } = open(anInspection([{ name: 'Kitchen', items: [walls] }]));
    server.use(http.get(`${API}/signature-requests`, () => HttpResponse.json({ requests })));

    await user.click(await screen.findByRole('button', { name: 'Send to landlord for signature' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send to landlord for signature' });
    const email = within(dialog).getByRole('textbox', { name: 'Landlord’s email' });
    const send = within(dialog).getByRole('button', { name: 'Send for signature' });
    const problem = () => document.getElementById(email.getAttribute('aria-describedby')!)?.textContent;

    await user.click(send);
    expect(problem()).toBe(INSPECTION_MESSAGES.signerEmail);
    await user.type(email, 'landlord@example');
    await user.click(send);
    expect(problem()).toBe('Please enter a valid email address.');
    expect(sent).toBeUndefined();

    await user.type(email, '.com');
    await user.click(send);

    expect(await screen.findByText('Sent for signature.')).toBeTruthy();
    expect(sent).toEqual({ email: 'landlord@example.com' });
    expect(screen.queryByRole('dialog', { name: 'Send to landlord for signature' })).toBeNull();
    const list = await screen.findByRole('list', { name: 'Signature requests' });
    expect(within(list).getByText('landlord@example.com')).toBeTruthy();
    expect(within(list).getByText('Open')).toBeTruthy();
  });

  it('edits the rooms and items: a rated item is removed only once confirmed, a new room starts with the usual items', async () => {
    const walls = anItem(101, 'Walls', { moveIn: 'good' });
    const floor = anItem(102, 'Floor');
    const inspection = anInspection([{ name: 'Kitchen', items: [walls, floor] }]);
    let sent:
      | { version: number; rooms: { id?: string; name: string; items: { id?: string; name: string }[] }[] }
      | undefined;
    server.use(
      http.put(API, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        return HttpResponse.json(
          answer({ ...inspection, version: 2, rooms: [{ ...inspection.rooms[0]!, name: 'Galley kitchen' }] }),
        );
      }),
    );
    const { user } = open(inspection);

    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit items' });
    const name = within(dialog).getByRole('textbox', { name: 'Room 1 name' });
    await user.clear(name);
    await user.type(name, 'Galley kitchen');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Walls from Galley kitchen' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Walls?' });
    expect(within(confirm).getByText(/Its ratings are removed with it/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    // An item with nothing recorded goes at once.
    await user.click(within(dialog).getByRole('button', { name: 'Add an item to Galley kitchen' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Galley kitchen: item 2 name' }), 'Oven');
    await user.click(within(dialog).getByRole('button', { name: 'Add a room' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Room 2 name' }), 'Hall');
    await user.click(within(dialog).getByRole('button', { name: 'Save items' }));

    expect(await screen.findByText('Rooms and items saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit items' })).toBeNull();
    expect(sent).toEqual({
      version: 1,
      rooms: [
        {
          id: inspection.rooms[0]!.id,
          name: 'Galley kitchen',
          items: [{ id: floor.id, name: 'Floor' }, { name: 'Oven' }],
        },
        { name: 'Hall', items: DEFAULT_INSPECTION_ITEMS.map((item) => ({ name: item })) },
      ],
    });
  });

  it('shows the newer rooms and items when someone changed the report since the dialog opened', async () => {
    const inspection = anInspection([{ name: 'Kitchen', items: [anItem(101, 'Walls')] }]);
    const newer = { ...inspection, version: 3, rooms: [{ ...inspection.rooms[0]!, name: 'Bathroom' }] };
    server.use(
      http.put(API, () =>
        HttpResponse.json(
          { error: { code: 'STALE_UPDATE', message: STALE_UPDATE_MESSAGE, details: { current: newer } } },
          { status: 409 },
        ),
      ),
    );
    const { user } = open(inspection);

    await user.click(await screen.findByRole('button', { name: 'Edit items' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit items' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Room 1 name' }), ' and pantry');
    await user.click(within(dialog).getByRole('button', { name: 'Save items' }));

    expect(await within(dialog).findByText(STALE_UPDATE_MESSAGE)).toBeTruthy();
    expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Room 1 name' }).value).toBe(
      'Bathroom',
    );
  });
});
