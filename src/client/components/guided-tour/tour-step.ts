/** A step of a guided tour: it points at the element marked `data-tour="{target}"`, or at nothing (centred). */
export type TourStep = { target?: string; title: string; text: string };

/** The step after a move: never below the first, never past the last (docs/product.md §4). */
export function nextStep(step: number, direction: 1 | -1, total: number) {
  return Math.max(0, Math.min(total - 1, step + direction));
}
