/**
 * The lengths of the By category bars (the reports page and the report PDF): each category's
 * estimated cost against the largest, since cost is what their labels show. They were once sized by
 * item count, so a single costly repair drew the shortest bar beside the largest sum (issue 34,
 * item 6). Money is a decimal string ("1234.50").
 */
export function costBarFractions(categories: readonly { estimatedCost: string }[]): number[] {
  const costs = categories.map((c) => Number(c.estimatedCost));
  const most = Math.max(0, ...costs);
  return costs.map((cost) => (most === 0 ? 0 : cost / most));
}
