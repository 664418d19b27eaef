import { useState } from 'react';
import type { SigningView } from '#shared/inspections/inspection-schemas';

type Note = { open: boolean; comment: string };

/**
 * The disagreements a landlord notes while reading the report, one per item: 'I disagree' opens
 * the item's note, and closing it keeps the words in case it is opened again, but leaves it out of
 * what is signed. `list` is in the report's order, so a problem's index names its item.
 */
export function useDisagreements(rooms: SigningView['rooms']) {
  const [notes, setNotes] = useState<Record<string, Note>>({});
  const update = (itemId: string, change: Partial<Note>) =>
    setNotes((current) => ({
      ...current,
      [itemId]: { open: false, comment: '', ...current[itemId], ...change },
    }));
  const list = rooms.flatMap((room) =>
    room.items.flatMap((item) => {
      const note = notes[item.id];
      return note?.open ? [{ itemId: item.id, comment: note.comment }] : [];
    }),
  );
  return {
    isOpen: (itemId: string) => notes[itemId]?.open ?? false,
    comment: (itemId: string) => notes[itemId]?.comment ?? '',
    toggle: (itemId: string, open: boolean) => update(itemId, { open }),
    write: (itemId: string, comment: string) => update(itemId, { comment }),
    list,
  };
}

export type Disagreements = ReturnType<typeof useDisagreements>;

/** The id of an item's note field, where a problem with it is shown and focused. */
export const disagreementFieldId = (itemId: string) => `disagreement-${itemId}`;
