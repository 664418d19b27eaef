import type { Condition, ConditionChange, ItemRating } from './inspection-schemas';

/** Best first; 'not-inspected' has no rank, so an item not inspected at either stage is never compared. */
const RANK: Record<Exclude<Condition, 'not-inspected'>, number> = { good: 0, fair: 1, poor: 2, damaged: 3 };

const rankOf = (rating: ItemRating | null) =>
  rating && rating.condition !== 'not-inspected' ? RANK[rating.condition] : null;

/** How an item changed from move-in to move-out: null unless both stages rated it. */
export function conditionChange(moveIn: ItemRating | null, moveOut: ItemRating | null): ConditionChange {
  const before = rankOf(moveIn);
  const after = rankOf(moveOut);
  if (before === null || after === null) return null;
  if (after > before) return 'worse';
  return after < before ? 'better' : 'same';
}

/**
 * The comparison's and the PDF's order: items that got worse first (the biggest drop first, then
 * in report order), then every other item in report order.
 */
export function worsenedFirst<T extends { ratings: Record<'move-in' | 'move-out', ItemRating | null> }>(
  items: readonly T[],
): T[] {
  const drop = (item: T) => {
    const before = rankOf(item.ratings['move-in']);
    const after = rankOf(item.ratings['move-out']);
    return before === null || after === null || after <= before ? 0 : after - before;
  };
  return items
    .map((item, index) => ({ item, index, drop: drop(item) }))
    .sort((a, b) => Number(b.drop > 0) - Number(a.drop > 0) || b.drop - a.drop || a.index - b.index)
    .map(({ item }) => item);
}
