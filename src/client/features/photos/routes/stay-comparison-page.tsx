import { useParams } from 'react-router';
import { useStayComparison } from '#client/features/stays';
import { ComparisonView } from '../components/comparison-view';

/** A stay's areas, each with its check-in and check-out photos side by side (docs/product.md §29). */
export function StayComparisonPage() {
  const { stayId = '' } = useParams();
  const comparison = useStayComparison(stayId);
  const place = comparison.data?.stay.place;
  return (
    <ComparisonView
      query={comparison}
      title={`Check-in / Check-out${place ? `: ${place}` : ''}`}
      description="The same areas when you arrived and when you left."
      back={{ to: '/travel', label: 'Travel Mode' }}
      stages={{ moveIn: 'Check-in', moveOut: 'Check-out' }}
      logFirst={`/travel/${stayId}/check-in`}
      conditionReport={`/inspection/${stayId}/move-out`}
    />
  );
}
