import { Footprints } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { Property } from '#shared/properties/property-schemas';
import { PropertySelect } from '#client/components/property-select';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { FormField } from '#client/components/ui/form-field';
import { useWalkthrough } from '../api/walkthroughs-api';

/**
 * 'Walk through room by room' on a stage's photo log (docs/product.md §6.4): a home chosen from
 * `properties`, or the stay `stayId`; Continue once the place has a walkthrough.
 */
export function WalkthroughOffer({
  stage,
  properties,
  stayId,
}: {
  stage: EvidenceStage;
  properties?: Property[];
  stayId?: string;
}) {
  const [chosen, setChosen] = useState('');
  const propertyId = stayId ?? chosen;
  const walkthrough = useWalkthrough(propertyId);
  if (!stayId && properties?.length === 0) return null;
  const started = Boolean(walkthrough.data?.walkthrough);
  const action = started ? 'Continue walkthrough' : 'Start walkthrough';
  const place = stayId ? 'place' : 'home';

  return (
    <Card className="mb-6 max-w-2xl">
      <CardHeader
        title="Walk through room by room"
        description={`A list of the shots worth taking in each room of the ${place}, with the camera in the app. The list is kept, so the other stage goes through the same shots.`}
      />
      <CardBody className="flex flex-col gap-4 sm:flex-row sm:items-end">
        {!stayId && (
          <div className="flex-1">
            <FormField id="walkthrough-property" label="Home to walk through">
              <PropertySelect
                properties={properties}
                id="walkthrough-property"
                value={chosen}
                onChange={setChosen}
              />
            </FormField>
          </div>
        )}
        {propertyId ? (
          <>
            <Button asChild className="w-full sm:w-auto">
              <Link to={`/walkthrough/${propertyId}/${stage}`}>
                <Footprints className="size-4" aria-hidden />
                {action}
              </Link>
            </Button>
            <Button asChild variant="secondary" className="w-full sm:w-auto">
              <Link to={`/inspection/${propertyId}/${stage}`}>Condition report</Link>
            </Button>
          </>
        ) : (
          <Button className="w-full sm:w-auto" disabled>
            <Footprints className="size-4" aria-hidden />
            {action}
          </Button>
        )}
      </CardBody>
    </Card>
  );
}
