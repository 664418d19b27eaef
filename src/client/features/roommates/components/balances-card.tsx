import { Scale } from 'lucide-react';
import { useState } from 'react';
import type { RoommatePerson } from '#shared/roommates/roommate-schemas';
import type { RoommateSpace } from '#shared/roommates/roommate-responses';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { Dialog, DialogContent } from '#client/components/ui/dialog';
import { formatMoney } from '#client/lib/format';
import { cn } from '#client/lib/cn';
import { formatCents, toCents, whoOwesWhom } from './roommate-money';
import { SettleUpForm } from './settle-up-form';

/** A person as the signed-in roommate reads them: themselves as 'You'. */
export function personName(person: RoommatePerson, space: RoommateSpace, capital = true) {
  const you = person.id !== null && space.members.some((member) => member.id === person.id && member.isYou);
  if (you) return capital ? 'You' : 'you';
  return person.id === null ? `${person.name} (former roommate)` : person.name;
}

function balanceText(balance: string, name: string, isYou: boolean) {
  const cents = toCents(balance) ?? 0;
  if (cents === 0) return isYou ? 'You are settled up' : `${name} is settled up`;
  const amount = formatMoney(balance.replace(/^-/, ''));
  if (cents > 0) return isYou ? `You are owed ${amount}` : `${name} is owed ${amount}`;
  return isYou ? `You owe ${amount}` : `${name} owes ${amount}`;
}

/** Who owes whom, from the server's balances (exact to the cent), and 'Settle Up'. */
export function BalancesCard({ space, onChanged }: { space: RoommateSpace; onChanged: () => unknown }) {
  const [settling, setSettling] = useState(false);
  const debts = whoOwesWhom(space.balances);
  return (
    <Card aria-labelledby="balances-title">
      <CardHeader
        title={<span id="balances-title">Balances</span>}
        description="Who owes whom across every expense and settle-up here."
        action={
          <Button variant="secondary" onClick={() => setSettling(true)} disabled={space.members.length < 2}>
            Settle Up
          </Button>
        }
      />
      <CardBody className="space-y-4">
        {debts.length === 0 ? (
          <p className="flex items-center gap-2 text-slate-700">
            <Scale className="size-5 text-accent-600" aria-hidden />
            Everyone is settled up.
          </p>
        ) : (
          <ul className="space-y-2" aria-label="Who owes whom">
            {debts.map((debt) => (
              <li
                key={`${debt.from.id}-${debt.to.id}`}
                className="rounded-lg bg-amber-50 px-3 py-2 font-medium text-amber-900"
              >
                {personName(debt.from, space)} {personName(debt.from, space) === 'You' ? 'owe' : 'owes'}{' '}
                {personName(debt.to, space, false)} {formatCents(debt.cents)}
              </li>
            ))}
          </ul>
        )}
        <ul className="divide-y divide-slate-100 text-sm" aria-label="Balances">
          {space.balances.map(({ person, balance }) => {
            const name = personName(person, space);
            const cents = toCents(balance) ?? 0;
            return (
              <li key={person.id ?? person.name} className="flex justify-between gap-3 py-2">
                <span className="text-slate-700">{balanceText(balance, name, name === 'You')}</span>
                <span
                  className={cn(
                    'font-medium tabular-nums',
                    cents < 0 ? 'text-red-700' : cents > 0 ? 'text-green-700' : 'text-slate-500',
                  )}
                >
                  {cents < 0 ? '−' : cents > 0 ? '+' : ''}
                  {formatMoney(balance.replace(/^-/, ''))}
                </span>
              </li>
            );
          })}
        </ul>
      </CardBody>
      <Dialog open={settling} onOpenChange={setSettling}>
        {settling && (
          <DialogContent title="Settle Up" description="Record a payment from one roommate to another.">
            <SettleUpForm
              householdId={space.household.id}
              members={space.members}
              suggestion={debts.find((debt) => debt.from.id !== null && debt.to.id !== null)}
              onSaved={async () => {
                await onChanged();
                setSettling(false);
              }}
            />
          </DialogContent>
        )}
      </Dialog>
    </Card>
  );
}
