import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { ShotStage, Walkthrough } from '#shared/walkthroughs/walkthrough-schemas';
import { aPhoto, aProperty, aShotPhoto, aWalkthrough, aWalkthroughResponse } from '#client/test/fixtures';
import { renderRoute } from '#client/test/render-route';
import { server } from '#client/test/server';
import { WalkthroughPage } from './walkthrough-page';

const property = aProperty();
const API = `/api/walkthroughs/${property.id}`;
// aWalkthrough numbers its rooms and shots: the Entrance is room 1, the Kitchen room 3.
const shotId = (n: number) => `0a1b2c3d-0000-4000-8000-${String(n).padStart(12, '0')}`;
const KITCHEN_DOOR_VIEW = shotId(301);
const ENTRANCE_OUTSIDE = shotId(101);

/** The walkthrough with one shot's stage changed. */
function withShot(walkthrough: Walkthrough, id: string, stage: EvidenceStage, change: Partial<ShotStage>) {
  return {
    ...walkthrough,
    rooms: walkthrough.rooms.map((room) => ({
      ...room,
      shots: room.shots.map((shot) =>
        shot.id === id
          ? { ...shot, stages: { ...shot.stages, [stage]: { ...shot.stages[stage], ...change } } }
          : shot,
      ),
    })),
  };
}

function open(stage: EvidenceStage = 'move-in') {
  return renderRoute(<WalkthroughPage />, {
    path: '/walkthrough/:propertyId/:stage',
    url: `/walkthrough/${property.id}/${stage}`,
  });
}

/** A camera that starts: a stream of one video track with a torch. */
function fakeCamera() {
  const track = {
    stop: vi.fn(),
    getCapabilities: () => ({ torch: true }),
    applyConstraints: vi.fn(() => Promise.resolve()),
  };
  const stream = { getTracks: () => [track], getVideoTracks: () => [track] };
  const getUserMedia = vi.fn(() => Promise.resolve(stream));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
  return { track, getUserMedia };
}

function refusedCamera() {
  const getUserMedia = vi.fn(() => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')));
  Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
}

beforeEach(() => {
  vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(() => Promise.resolve());
});
afterEach(() => {
  vi.restoreAllMocks();
  Reflect.deleteProperty(navigator, 'mediaDevices');
});

describe('the walkthrough page', () => {
  it('offers the template suggested for the home, makes the walkthrough from it and lists its rooms', async () => {
    let sent: unknown;
    server.use(
      http.get(API, () => HttpResponse.json(aWalkthroughResponse(null))),
      http.get('/api/properties', () => HttpResponse.json({ properties: [property] })),
      http.post('/api/walkthroughs', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(aWalkthroughResponse(), { status: 201 });
      }),
    );
    const { user } = open();

    const apartment = await screen.findByRole('radio', { name: 'Apartment' });
    expect((apartment as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('heading', { name: '6 rooms, 39 shots' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'House' }));
    const bedrooms = screen.getByRole('spinbutton', { name: 'Bedrooms' });
    await user.clear(bedrooms);
    await user.type(bedrooms, '9');
    await user.click(screen.getByRole('button', { name: 'Start walkthrough' }));
    const tooMany = 'Up to 6 bedrooms; add more rooms to the walkthrough afterwards.';
    expect(await screen.findByText('Please check the form')).toBeTruthy();
    expect(bedrooms.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(bedrooms.getAttribute('aria-describedby')!)?.textContent).toBe(tooMany);
    expect(sent).toBeUndefined();

    await user.clear(bedrooms);
    await user.type(bedrooms, '3');
    expect(screen.getByText('Second bathroom')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Start walkthrough' }));

    expect(await screen.findByRole('heading', { name: 'Kitchen 0 of 9' })).toBeTruthy();
    expect(sent).toEqual({ propertyId: property.id, template: { kind: 'house', bedrooms: 3 } });
    expect(screen.getByText('0 of 39 shots')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Walkthrough progress' }).getAttribute('aria-valuenow'),
    ).toBe('0');
  });

  it('shows a shot with a photo as taken, and the progress moves when the camera uploads the next', async () => {
    refusedCamera();
    let walkthrough = withShot(aWalkthrough(), KITCHEN_DOOR_VIEW, 'move-in', { photos: [aShotPhoto()] });
    let fields: Record<string, FormDataEntryValue> = {};
    server.use(
      http.get(API, () => HttpResponse.json(aWalkthroughResponse(walkthrough))),
      http.get('/api/photos', () => HttpResponse.json({ photos: [], nextCursor: null })),
      http.post('/api/photos', async ({ request }) => {
        fields = Object.fromEntries(await request.formData());
        walkthrough = withShot(walkthrough, shotId(302), 'move-in', {
          photos: [aShotPhoto({ id: 'second' })],
        });
        return HttpResponse.json({ photo: aPhoto() }, { status: 201 });
      }),
    );
    const { user } = open();

    const kitchen = await screen.findByRole('region', { name: 'Kitchen 1 of 9' });
    expect(within(kitchen).getByRole('button', { name: 'View from the door Taken' })).toBeTruthy();
    expect(screen.getByText('1 of 39 shots')).toBeTruthy();

    await user.click(within(kitchen).getByRole('button', { name: 'View toward the door Take photo' }));
    const camera = await screen.findByRole('dialog', { name: 'Kitchen: View toward the door' });
    expect(
      await within(camera).findByText(
        'Rentproof cannot use the camera: permission to use it was refused. You can allow it in your browser’s site settings. You can choose a photo instead.',
      ),
    ).toBeTruthy();
    expect((within(camera).getByRole('button', { name: 'Take photo' }) as HTMLButtonElement).disabled).toBe(
      true,
    );

    await user.upload(
      within(camera).getByLabelText('Choose a photo'),
      new File([new Uint8Array(64)], 'door.jpg', { type: 'image/jpeg' }),
    );
    await user.click(within(camera).getByRole('button', { name: 'Use photo' }));

    expect(await screen.findByRole('dialog', { name: 'Kitchen: Floor' })).toBeTruthy();
    expect(fields).toMatchObject({
      propertyId: property.id,
      stage: 'move-in',
      area: 'Kitchen',
      walkthroughShotId: shotId(302),
    });
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('region', { name: 'Kitchen 2 of 9' })).toBeTruthy();
    expect(screen.getByText('2 of 39 shots')).toBeTruthy();
  });

  it('records a skip, moves on to the next shot, and shows the shot as skipped', async () => {
    const { track } = fakeCamera();
    let skipped: unknown;
    server.use(
      http.get(API, () => HttpResponse.json(aWalkthroughResponse())),
      http.post(`${API}/shots/${ENTRANCE_OUTSIDE}/skips`, async ({ request }) => {
        skipped = await request.json();
        return HttpResponse.json(
          aWalkthroughResponse(
            withShot(aWalkthrough(), ENTRANCE_OUTSIDE, 'move-in', { skippedAt: '2026-11-02T10:00:00.000Z' }),
          ),
        );
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Continue walkthrough' }));
    const camera = await screen.findByRole('dialog', { name: 'Entrance: Front door, outside' });
    expect(within(camera).getByText('Entrance 0 of 5')).toBeTruthy();
    await user.click(within(camera).getByRole('button', { name: 'Skip' }));

    const next = await screen.findByRole('dialog', { name: 'Entrance: Front door, inside and lock' });
    expect(within(next).getByText('Entrance 1 of 5')).toBeTruthy();
    expect(skipped).toEqual({ stage: 'move-in' });
    await user.click(screen.getByRole('button', { name: 'Close the camera' }));
    expect(track.stop).toHaveBeenCalled();

    const entrance = await screen.findByRole('region', { name: 'Entrance 1 of 5' });
    expect(within(entrance).getByRole('button', { name: 'Front door, outside Skipped' })).toBeTruthy();
    expect(screen.getByText('(1 skipped)')).toBeTruthy();
  });

  it('saves the edited rooms, asking before removing a shot that has photos', async () => {
    const walkthrough = withShot(aWalkthrough(), ENTRANCE_OUTSIDE, 'move-in', { photos: [aShotPhoto()] });
    let sent:
      | { rooms: { id?: string; name: string; shots: { id?: string; name: string }[] }[]; version: number }
      | undefined;
    server.use(
      http.get(API, () => HttpResponse.json(aWalkthroughResponse(walkthrough))),
      http.put(API, async ({ request }) => {
        sent = (await request.json()) as typeof sent;
        const [first, ...rest] = walkthrough.rooms;
        return HttpResponse.json(
          aWalkthroughResponse({
            ...walkthrough,
            version: 2,
            rooms: [{ ...first!, name: 'Hallway' }, ...rest],
          }),
        );
      }),
    );
    const { user } = open();

    await user.click(await screen.findByRole('button', { name: 'Edit rooms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit rooms' });
    const name = within(dialog).getByRole('textbox', { name: 'Room 1 name' });
    await user.clear(name);
    await user.type(name, 'Hallway');
    await user.click(within(dialog).getByRole('button', { name: 'Remove Front door, outside from Hallway' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Remove Front door, outside?' });
    expect(within(confirm).getByText(/They stay in the gallery, but without the pairing/)).toBeTruthy();
    await user.click(within(confirm).getByRole('button', { name: 'Remove' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add a shot to Hallway' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Hallway: shot 5 name' }), 'Coat hooks');
    await user.click(within(dialog).getByRole('button', { name: 'Save rooms' }));

    expect(await screen.findByRole('heading', { name: 'Hallway 1 of 5' })).toBeTruthy();
    expect(screen.queryByRole('dialog', { name: 'Edit rooms' })).toBeNull();
    expect(sent?.version).toBe(1);
    expect(sent?.rooms[0]).toEqual({
      id: walkthrough.rooms[0]!.id,
      name: 'Hallway',
      shots: [
        ...walkthrough.rooms[0]!.shots.slice(1).map((shot) => ({ id: shot.id, name: shot.name })),
        { name: 'Coat hooks' },
      ],
    });
    expect(sent?.rooms).toHaveLength(walkthrough.rooms.length);
  });

  it('lays the move-in photo over the camera at move-out, as strong as the slider says', async () => {
    const { track, getUserMedia } = fakeCamera();
    const moveIn = aShotPhoto({ id: 'moved-in' });
    server.use(
      http.get(API, () =>
        HttpResponse.json(
          aWalkthroughResponse(withShot(aWalkthrough(), KITCHEN_DOOR_VIEW, 'move-in', { photos: [moveIn] })),
        ),
      ),
    );
    const { user } = open('move-out');

    const kitchen = await screen.findByRole('region', { name: 'Kitchen 0 of 9' });
    await user.click(within(kitchen).getByRole('button', { name: 'View from the door Take photo' }));
    const camera = await screen.findByRole('dialog', { name: 'Kitchen: View from the door' });
    expect(getUserMedia).toHaveBeenCalledWith({
      video: { facingMode: { ideal: 'environment' }, width: { ideal: 1920 }, height: { ideal: 1440 } },
      audio: false,
    });

    const ghost = within(camera).getByTestId('ghost-overlay') as HTMLImageElement;
    expect(ghost.getAttribute('alt')).toBe('Move-in photo of View from the door as a guide');
    expect(ghost.getAttribute('src')).toBe(moveIn.urls.large);
    expect(ghost.style.opacity).toBe('0.4');
    fireEvent.change(within(camera).getByRole('slider', { name: 'Ghost opacity' }), {
      target: { value: '70' },
    });
    expect(ghost.style.opacity).toBe('0.7');

    await user.click(within(camera).getByRole('button', { name: 'Ghost' }));
    expect(within(camera).queryByTestId('ghost-overlay')).toBeNull();

    await user.click(await within(camera).findByRole('button', { name: 'Torch' }));
    expect(track.applyConstraints).toHaveBeenCalledWith({ advanced: [{ torch: true }] });
  });

  it('says plainly that an address with another stage has no page', async () => {
    renderRoute(<WalkthroughPage />, {
      path: '/walkthrough/:propertyId/:stage',
      url: `/walkthrough/${property.id}/half-way`,
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
