import { Users } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';

/** Roommate sharing (docs/product.md §30): invitations are sent from the Roommate Hub. */
export function RoommateSharingCard() {
  return (
    <Card>
      <CardHeader
        title="Roommate Sharing"
        description="Share a property's expenses, chores and notes with the people you live with."
      />
      <CardBody className="flex flex-wrap items-center justify-between gap-4">
        <p className="flex max-w-md items-start gap-3 text-sm text-slate-600">
          <Users className="mt-0.5 size-5 shrink-0 text-accent-600" aria-hidden />
          Invite a roommate by email: they get a link that works once and joins them to your shared space.
        </p>
        <Button asChild variant="secondary">
          <Link to="/roommates">Invite by Email</Link>
        </Button>
      </CardBody>
    </Card>
  );
}
