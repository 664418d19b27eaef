import { CircleCheck, FlaskConical } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '#client/components/page-header';
import { Button } from '#client/components/ui/button';
import { Card, CardBody } from '#client/components/ui/card';
import type { DemoResult } from '#shared/demo/demo-responses';
import { api } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';

/** Fills the account with the sample data of docs/product.md §15 so the app can be explored before real use. */
export function DemoModePage() {
  const [activated, setActivated] = useState(false);

  // Everything the account shows changes, so every query is refreshed.
  const generate = useAction({
    run: () => api<DemoResult>('/api/demo', { body: {} }),
    refreshes: [[]],
    onSuccess: () => {
      notify.success('Demo Activated', 'Sample data has been added to your account.');
      setActivated(true);
    },
    failureTitle: 'Error generating demo data',
  });

  return (
    <>
      <PageHeader
        title="Demo Mode"
        description="Explore Rentproof with sample data before adding your own."
      />
      <Card className="max-w-xl">
        <CardBody className="space-y-4">
          {activated ? (
            <>
              <div className="flex items-center gap-3">
                <CircleCheck className="size-8 text-green-600" aria-hidden />
                <h2 className="text-lg font-semibold text-slate-900">Demo Activated</h2>
              </div>
              <p className="text-slate-600">
                Your dashboard now shows a sample apartment with move-in photos and a maintenance issue.
              </p>
              <Button asChild>
                <Link to="/dashboard">Go to Dashboard</Link>
              </Button>
            </>
          ) : (
            <>
              <div className="flex items-center gap-3">
                <FlaskConical className="size-8 text-accent-600" aria-hidden />
                <h2 className="text-lg font-semibold text-slate-900">Generate sample data</h2>
              </div>
              <ul className="list-disc space-y-1 pl-5 text-sm text-slate-600">
                <li>A property, &ldquo;My First Apartment&rdquo;</li>
                <li>Two move-in photos with their times and fingerprints</li>
                <li>A leaky-faucet maintenance issue estimated at $75.00</li>
                <li>A $1,500.00 rent payment, due</li>
              </ul>
              <p className="text-sm text-slate-500">
                Running it again adds nothing new. Delete the sample property whenever you like.
              </p>
              <Button onClick={() => generate.mutate()} busy={generate.isPending}>
                {generate.isPending ? 'Generating…' : 'Generate Demo Data'}
              </Button>
            </>
          )}
        </CardBody>
      </Card>
    </>
  );
}
