import { useParams } from 'react-router';
import { displayPropertyName } from '#shared/properties/property-schemas';
import { useComparison } from '../api/photos-api';
import { ComparisonView } from '../components/comparison-view';

/** A property's areas, each with its move-in and move-out photos side by side. */
export function ComparisonPage() {
  const { id = '' } = useParams();
  const comparison = useComparison(id);
  const name = comparison.data ? displayPropertyName(comparison.data.property) : 'Property';
  return (
    <ComparisonView
      query={comparison}
      title={`Move-In / Move-Out: ${name}`}
      description="The same areas at the start and the end of your stay."
      back={{ to: '/properties', label: 'Properties' }}
      stages={{ moveIn: 'Move-In', moveOut: 'Move-Out' }}
      logFirst="/move-in"
      conditionReport={`/inspection/${id}/move-out`}
      videosOf={id}
    />
  );
}
