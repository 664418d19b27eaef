import type { ComponentProps } from 'react';
import { CONDITION_LABELS, type Condition } from '#shared/inspections/inspection-schemas';
import { Badge } from '#client/components/ui/badge';

/** The worse the rating, the warmer the tone; the label always says it, so colour is never the only signal. */
const TONES: Record<Condition, ComponentProps<typeof Badge>['tone']> = {
  good: 'success',
  fair: 'info',
  poor: 'warning',
  damaged: 'danger',
  'not-inspected': 'neutral',
};

/** An item's condition as a badge; `null` is an item nobody rated. */
export function ConditionBadge({ condition }: { condition: Condition | null }) {
  if (!condition) return <Badge>Not rated</Badge>;
  return <Badge tone={TONES[condition]}>{CONDITION_LABELS[condition]}</Badge>;
}
