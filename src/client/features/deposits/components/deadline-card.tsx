import { AlertTriangle, BellRing, ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { daysLeft } from '#shared/deposits/deposit-deadline';
import type { DepositSource } from '#shared/deposits/deposit-rules';
import type { Deposit } from '#shared/deposits/deposit-schemas';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { cn } from '#client/lib/cn';
import { calendarDate } from './deposit-format';

/** '{n} days left', 'Due today' or '{n} days ago'. */
function countdown(days: number): string {
  if (days === 0) return 'Due today';
  const count = Math.abs(days);
  const unit = count === 1 ? 'day' : 'days';
  return days > 0 ? `${count} ${unit} left` : `${count} ${unit} ago`;
}

function SourceLink({ source }: { source: DepositSource }) {
  return (
    <a
      href={source.url}
      target="_blank"
      rel="noreferrer"
      className="inline-flex min-h-11 items-center gap-1 text-sm font-medium text-accent-700 hover:underline"
    >
      {source.name}
      <ExternalLink className="size-3.5" aria-hidden />
      <span className="sr-only">(opens in a new tab)</span>
    </a>
  );
}

/**
 * The day the landlord must answer by, counted down in the renter's own calendar day (`today`),
 * with the rule it comes from in its own words and what we could not verify.
 */
export function DeadlineCard({ deposit, today }: { deposit: Deposit; today: string }) {
  const { deadline, rule } = deposit;
  const days = daysLeft(deadline.due, today);
  const passed = deposit.returnedOn === null && (deadline.passed || days < 0);
  return (
    <Card aria-label="Landlord’s deadline">
      <CardHeader title="Landlord’s deadline" />
      <CardBody className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <p className="text-2xl font-semibold text-slate-900">Due {calendarDate(deadline.due)}</p>
          <p
            className={cn(
              'rounded-full px-3 py-1 text-sm font-medium tabular-nums',
              days < 0 && deposit.returnedOn === null
                ? 'bg-amber-50 text-amber-900'
                : 'bg-slate-100 text-slate-800',
            )}
          >
            {countdown(days)}
          </p>
        </div>
        <p className="text-sm text-slate-700">{deadline.basis}</p>
        {passed && (
          <div
            role="alert"
            className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
          >
            <AlertTriangle className="mt-0.5 size-4 shrink-0" aria-hidden />
            <div className="space-y-1">
              <p className="font-medium">The deadline has passed and no return is recorded.</p>
              {rule.penalty ? (
                <>
                  <p>{rule.penalty.summary}</p>
                  <SourceLink source={rule.penalty.source} />
                </>
              ) : (
                <p>Check your lease or local law for what applies.</p>
              )}
            </div>
          </div>
        )}
        {rule.deadline && (
          <figure className="space-y-2">
            <p className="text-sm text-slate-800">{rule.deadline.summary}</p>
            <blockquote className="border-l-4 border-slate-200 pl-3 text-sm italic text-slate-600">
              “{rule.deadline.words}”
            </blockquote>
            <figcaption>
              <SourceLink source={rule.deadline.source} />
            </figcaption>
          </figure>
        )}
        {rule.notVerified.length > 0 && (
          <div className="text-sm text-slate-700">
            <p className="font-medium">We could not verify:</p>
            <ul className="mt-1 list-disc space-y-1 pl-5">
              {rule.notVerified.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </div>
        )}
        <p className="flex gap-2 border-t border-slate-100 pt-4 text-sm text-slate-600">
          <BellRing className="mt-0.5 size-4 shrink-0" aria-hidden />
          <span>
            Reminders are set for 3 days before and the day after the deadline, by email and in your calendar
            feed.{' '}
            <Link to="/reminders" className="font-medium text-accent-700 hover:underline">
              See your reminders
            </Link>
          </span>
        </p>
      </CardBody>
    </Card>
  );
}
