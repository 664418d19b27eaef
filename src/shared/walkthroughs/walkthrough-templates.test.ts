import { describe, expect, it } from 'vitest';
import type { Walkthrough, WalkthroughRoom, WalkthroughShot } from './walkthrough-schemas';
import {
  progressLabel,
  roomProgress,
  suggestedTemplate,
  templateRooms,
  walkthroughProgress,
} from './walkthrough-templates';

const names = (rooms: { name: string }[]) => rooms.map((room) => room.name);

let n = 0;
function shot(moveIn: 'photo' | 'skipped' | 'none', moveOut: 'photo' | 'skipped' | 'none' = 'none') {
  n += 1;
  const stage = (state: typeof moveIn) => ({
    photos:
      state === 'photo'
        ? [
            {
              id: `p${n}`,
              receivedAt: '2026-06-01T10:00:00.000Z',
              width: 640,
              height: 480,
              urls: { thumb: '/t', large: '/l' },
            },
          ]
        : [],
    skippedAt: state === 'skipped' ? '2026-06-01T10:00:00.000Z' : null,
  });
  return { id: `s${n}`, name: `Shot ${n}`, stages: { 'move-in': stage(moveIn), 'move-out': stage(moveOut) } };
}

const room = (name: string, shots: WalkthroughShot[]): WalkthroughRoom => ({ id: name, name, shots });

describe('templateRooms', () => {
  it('makes a studio of one main room with a kitchen area, bathroom and meters', () => {
    expect(names(templateRooms({ kind: 'studio' }))).toEqual([
      'Entrance',
      'Main room',
      'Kitchen area',
      'Bathroom',
      'Meter readings',
    ]);
  });

  it('gives an apartment one room per bedroom, numbered only when there are several', () => {
    expect(names(templateRooms({ kind: 'apartment', bedrooms: 1 }))).toEqual([
      'Entrance',
      'Living room',
      'Kitchen',
      'Bedroom',
      'Bathroom',
      'Meter readings',
    ]);
    expect(
      names(templateRooms({ kind: 'apartment', bedrooms: 3 })).filter((name) => /Bedroom/.test(name)),
    ).toEqual(['Bedroom 1', 'Bedroom 2', 'Bedroom 3']);
  });

  it('gives a house stairs and outside, and a second bathroom from three bedrooms', () => {
    const two = names(templateRooms({ kind: 'house', bedrooms: 2 }));
    expect(two).toContain('Stairs and landing');
    expect(two).toContain('Outside');
    expect(two).not.toContain('Second bathroom');
    expect(names(templateRooms({ kind: 'house', bedrooms: 3 }))).toContain('Second bathroom');
  });

  it('makes a hotel room of its door, room and bathroom, ignoring bedrooms', () => {
    expect(names(templateRooms({ kind: 'hotel-room' }))).toEqual(['Door', 'Room', 'Bathroom']);
    expect(templateRooms({ kind: 'hotel-room', bedrooms: 4 })).toEqual(templateRooms({ kind: 'hotel-room' }));
  });

  it('gives every room of every kind at least one shot', () => {
    for (const template of [
      { kind: 'studio' as const },
      { kind: 'apartment' as const, bedrooms: 2 },
      { kind: 'house' as const, bedrooms: 4 },
      { kind: 'hotel-room' as const },
    ])
      for (const templateRoom of templateRooms(template))
        expect(templateRoom.shots.length).toBeGreaterThan(0);
    expect(templateRooms({ kind: 'studio' }).find((r) => r.name === 'Kitchen area')?.shots).toHaveLength(4);
  });
});

describe('suggestedTemplate', () => {
  it('suggests a hotel room for a stay, a house for a house or townhouse, else an apartment', () => {
    expect(suggestedTemplate({ kind: 'stay' })).toEqual({ kind: 'hotel-room' });
    expect(suggestedTemplate({ kind: 'home', type: 'house' })).toEqual({ kind: 'house', bedrooms: 2 });
    expect(suggestedTemplate({ kind: 'home', type: 'townhouse' })).toEqual({ kind: 'house', bedrooms: 2 });
    expect(suggestedTemplate({ kind: 'home', type: 'condo' })).toEqual({ kind: 'apartment', bedrooms: 1 });
  });
});

describe('progress', () => {
  const kitchen = room('Kitchen', [
    shot('photo', 'photo'),
    shot('photo'),
    shot('photo'),
    shot('skipped', 'photo'),
    shot('none'),
    shot('none', 'skipped'),
  ]);
  const bathroom = room('Bathroom', [shot('photo'), shot('none')]);

  it('counts a shot done once it has a photo, skipped when passed over without one', () => {
    expect(roomProgress(kitchen, 'move-in')).toEqual({ done: 3, skipped: 1, total: 6 });
    expect(roomProgress(kitchen, 'move-out')).toEqual({ done: 2, skipped: 1, total: 6 });
  });

  it('counts a skipped shot that later got a photo as done', () => {
    const retaken = shot('photo');
    retaken.stages['move-in'].skippedAt = '2026-06-01T10:00:00.000Z';
    expect(roomProgress(room('Hall', [retaken]), 'move-in')).toEqual({ done: 1, skipped: 0, total: 1 });
  });

  it('adds the rooms up for the whole walkthrough', () => {
    const walkthrough: Walkthrough = {
      id: 'w',
      propertyId: 'p',
      template: { kind: 'studio' },
      rooms: [kitchen, bathroom],
      version: 1,
      createdAt: '2026-06-01T10:00:00.000Z',
      updatedAt: '2026-06-01T10:00:00.000Z',
    };
    expect(walkthroughProgress(walkthrough, 'move-in')).toEqual({ done: 4, skipped: 1, total: 8 });
  });

  it("labels a room's progress as 'Kitchen 4 of 6', skips counted as passed", () => {
    expect(progressLabel('Kitchen', roomProgress(kitchen, 'move-in'))).toBe('Kitchen 4 of 6');
    expect(progressLabel('Bathroom', { done: 0, skipped: 0, total: 2 })).toBe('Bathroom 0 of 2');
  });
});
