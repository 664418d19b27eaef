import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { notify } from '#client/lib/notify';

/** No payment provider is integrated: the plan is fixed and Upgrade says so. */
export function BillingCard() {
  return (
    <Card>
      <CardHeader title="Billing" description="Your company's plan." />
      <CardBody className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-2">
          <span className="font-medium text-slate-900">Current plan</span>
          <Badge tone="info">Free Tier</Badge>
        </div>
        <Button
          variant="secondary"
          onClick={() =>
            notify.info(
              '🚧 Not implemented yet',
              "Upgrading isn't implemented yet: payment integration is on its way.",
            )
          }
        >
          Upgrade
        </Button>
      </CardBody>
    </Card>
  );
}
