import { Users } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { ListState } from '#client/components/list-state';
import { PageHeader } from '#client/components/page-header';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { EmptyState } from '#client/components/ui/empty-state';
import { Label } from '#client/components/ui/label';
import { NativeSelect } from '#client/components/ui/select';
import { SkeletonList } from '#client/components/ui/skeleton';
import { useRoommateHouseholds } from '../api/roommates-api';
import { InviteRoommateForm } from '../components/invite-roommate-form';
import { SpaceView } from '../components/space-view';

function EmptyHub() {
  return (
    <div className="space-y-6">
      <EmptyState icon={<Users className="size-6" aria-hidden />} title="No shared spaces yet">
        Invite the people you live with to one of your properties. Together you keep track of who paid for
        what and who owes whom, share chores and leave each other notes.
      </EmptyState>
      <Card>
        <CardHeader
          title="Invite a Roommate"
          description="They get an email with a link to join you; it works once and expires in 7 days."
        />
        <CardBody>
          <InviteRoommateForm />
        </CardBody>
      </Card>
    </div>
  );
}

/** The Roommate Hub (docs/product.md §30): the spaces I share, one at a time. */
export function RoommatesPage() {
  const households = useRoommateHouseholds();
  const [params, setParams] = useSearchParams();
  const list = households.data ?? [];
  const chosen = list.find((household) => household.id === params.get('space')) ?? list[0];
  return (
    <>
      <PageHeader
        title="Roommate Hub"
        description="Share expenses, chores and notes with the people you live with."
      />
      <ListState
        query={households}
        isEmpty={list.length === 0}
        errorTitle="Error fetching your shared spaces"
        loading={<SkeletonList className="grid gap-6 lg:grid-cols-2" itemClassName="h-64" count={4} />}
        empty={<EmptyHub />}
      >
        {list.length > 1 && (
          <div className="mb-6 max-w-sm space-y-1.5">
            <Label htmlFor="roommate-space">Space</Label>
            <NativeSelect
              id="roommate-space"
              value={chosen?.id}
              onChange={(event) => setParams({ space: event.target.value }, { replace: true })}
            >
              {list.map((household) => (
                <option key={household.id} value={household.id}>
                  {household.name} ({household.memberCount}{' '}
                  {household.memberCount === 1 ? 'roommate' : 'roommates'})
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
        {chosen && (
          <SpaceView
            key={chosen.id}
            householdId={chosen.id}
            onLeft={() => setParams({}, { replace: true })}
          />
        )}
      </ListState>
    </>
  );
}
