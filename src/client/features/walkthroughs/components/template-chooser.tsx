import { type FormEvent, useState } from 'react';
import {
  BEDROOMS_MAX,
  KINDS_WITH_BEDROOMS,
  WALKTHROUGH_KIND_LABELS,
  WALKTHROUGH_KINDS,
  type WalkthroughKind,
  type WalkthroughPlace,
  type WalkthroughTemplate,
  walkthroughCreateSchema,
} from '#shared/walkthroughs/walkthrough-schemas';
import { suggestedTemplate, templateRooms } from '#shared/walkthroughs/walkthrough-templates';
import { Button } from '#client/components/ui/button';
import { Card, CardBody, CardHeader } from '#client/components/ui/card';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { formProblems } from '#client/lib/form-problems';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { cn } from '#client/lib/cn';
import { useKeepWalkthrough, walkthroughsApi } from '../api/walkthroughs-api';

const hasBedrooms = (kind: WalkthroughKind) => (KINDS_WITH_BEDROOMS as readonly string[]).includes(kind);

/** The rooms the template makes, while the form is being filled in (the chosen count, or 1). */
function previewOf(kind: WalkthroughKind, bedrooms: string): WalkthroughTemplate {
  const count = Number(bedrooms);
  const valid = Number.isInteger(count) && count >= 1 && count <= BEDROOMS_MAX;
  return hasBedrooms(kind) ? { kind, bedrooms: valid ? count : 1 } : { kind };
}

/**
 * A place with no walkthrough yet: the kind of place (the one suggested for it chosen first) and
 * its bedrooms make the list of rooms and shots, shown before it is made (docs/product.md §6.4).
 */
export function TemplateChooser({ place, propertyType }: { place: WalkthroughPlace; propertyType?: string }) {
  const [suggested] = useState(() => suggestedTemplate({ kind: place.kind, type: propertyType }));
  const [kind, setKind] = useState<WalkthroughKind>(suggested.kind);
  const [bedrooms, setBedrooms] = useState(String(suggested.bedrooms ?? 1));
  const [error, setError] = useState<string>();
  const keep = useKeepWalkthrough();
  const rooms = templateRooms(previewOf(kind, bedrooms));
  const shotCount = rooms.reduce((sum, room) => sum + room.shots.length, 0);

  const create = useAction({
    run: walkthroughsApi.create,
    onSuccess: keep,
    failureTitle: 'The walkthrough was not started',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = walkthroughCreateSchema.safeParse({
      propertyId: place.id,
      template: { kind, bedrooms: hasBedrooms(kind) ? bedrooms : undefined },
    });
    if (parsed.success) {
      setError(undefined);
      return create.mutate(parsed.data);
    }
    setError(parsed.error.issues.find((issue) => issue.path.includes('bedrooms'))?.message);
    notify.error('Please check the form', formProblems(parsed.error.issues));
  };

  return (
    <Card className="max-w-2xl">
      <CardHeader
        title="Choose a template"
        description="Pick the kind of place. You can rename, add and remove rooms and shots afterwards."
      />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-5">
          <fieldset>
            <legend className="text-sm font-medium text-slate-800">Kind of place</legend>
            <div className="mt-2 grid grid-cols-2 gap-2">
              {WALKTHROUGH_KINDS.map((option) => (
                <label
                  key={option}
                  className={cn(
                    'flex min-h-12 cursor-pointer items-center gap-3 rounded-lg border px-3 text-sm font-medium',
                    option === kind ? 'border-accent-600 bg-accent-50 text-accent-700' : 'border-slate-300',
                  )}
                >
                  <input
                    type="radio"
                    name="walkthrough-kind"
                    value={option}
                    checked={option === kind}
                    onChange={() => setKind(option)}
                    className="size-4 accent-accent-600"
                  />
                  {WALKTHROUGH_KIND_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          {hasBedrooms(kind) && (
            <FormField
              id="walkthrough-bedrooms"
              label="Bedrooms"
              error={error}
              hint={`1 to ${BEDROOMS_MAX}.`}
            >
              <Input
                {...describedBy('walkthrough-bedrooms', error, { hint: true })}
                type="number"
                inputMode="numeric"
                min={1}
                max={BEDROOMS_MAX}
                value={bedrooms}
                onChange={(event) => setBedrooms(event.target.value)}
                className="max-w-32"
              />
            </FormField>
          )}
          <section aria-labelledby="walkthrough-preview">
            <h3 id="walkthrough-preview" className="text-sm font-medium text-slate-800">
              {`${rooms.length} rooms, ${shotCount} shots`}
            </h3>
            <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
              {rooms.map((room) => (
                <li key={room.name}>
                  {room.name} <span className="text-slate-500">({room.shots.length} shots)</span>
                </li>
              ))}
            </ul>
          </section>
          <Button type="submit" className="w-full sm:w-auto" busy={create.isPending}>
            Start walkthrough
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}
