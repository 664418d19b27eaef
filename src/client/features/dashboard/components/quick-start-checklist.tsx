import { CircleCheck, Circle } from 'lucide-react';
import { Link } from 'react-router';
import type { DashboardSummary } from '#shared/dashboard/dashboard-summary';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';

export function QuickStartChecklist({ checklist }: { checklist: DashboardSummary['checklist'] }) {
  const steps = [
    { done: checklist.addedProperty, label: 'Add your first property', to: '/properties' },
    { done: checklist.loggedMoveInPhotos, label: 'Log your first move-in photos', to: '/move-in' },
    { done: checklist.recordedMaintenance, label: 'Record your first maintenance issue', to: '/maintenance' },
  ];
  const doneCount = steps.filter((step) => step.done).length;
  return (
    <Card>
      <CardHeader title="Quick Start Checklist" description={`${doneCount} of ${steps.length} done`} />
      <CardBody>
        <ul className="space-y-1">
          {steps.map((step) => (
            <li key={step.label}>
              <Link
                to={step.to}
                className="flex min-h-11 items-center gap-3 rounded-md px-2 hover:bg-slate-50"
              >
                {step.done ? (
                  <CircleCheck className="size-5 text-green-600" aria-hidden />
                ) : (
                  <Circle className="size-5 text-slate-300" aria-hidden />
                )}
                <span className={step.done ? 'text-slate-500 line-through' : 'text-slate-900'}>
                  {step.label}
                </span>
                <span className="sr-only">{step.done ? '(done)' : '(to do)'}</span>
              </Link>
            </li>
          ))}
        </ul>
      </CardBody>
    </Card>
  );
}
