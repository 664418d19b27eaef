import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import {
  CONDITION_LABELS,
  type Condition,
  type InspectionItem,
  type InspectionRoom,
  INSPECTION_MESSAGES,
  needsEvidence,
  RATING_COMMENT_MAX,
  ratingSchema,
} from '#shared/inspections/inspection-schemas';
import type { EvidenceStage } from '#shared/photos/photo-schemas';
import type { WalkthroughPlace } from '#shared/walkthroughs/walkthrough-schemas';
import { Badge } from '#client/components/ui/badge';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Textarea } from '#client/components/ui/input';
import { ApiError } from '#client/lib/api-client';
import { serverFieldErrors } from '#client/lib/field-errors';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { inspectionKey, inspectionsApi, useKeepItem } from '../api/inspections-api';
import { ConditionChoice } from './condition-choice';
import { stageName } from './inspection-steps';
import { ItemMedia } from './item-media';

type Problems = { condition?: string; comment?: string; photo?: string };

/** The server's reason at the field it names: a comment the schema refused, or a missing photo. */
function problemsOf(error: unknown): Problems | null {
  if (!(error instanceof ApiError)) return null;
  if (error.code === 'RATING_NEEDS_PHOTO') return { photo: error.message };
  const comment = serverFieldErrors(error)?.comment;
  return comment ? { comment } : null;
}

/** What was said at move-in, beside the move-out choice (docs/product.md §34). */
function EarlierRating({ item, place }: { item: InspectionItem; place: WalkthroughPlace }) {
  const earlier = item.ratings['move-in'];
  const at = `At ${stageName(place, 'move-in').toLowerCase()}`;
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-700">
      <p className="font-medium">
        {earlier ? `${at}: ${CONDITION_LABELS[earlier.condition]}` : `${at}: not rated`}
      </p>
      {earlier?.comment && <p className="mt-1 whitespace-pre-line">{earlier.comment}</p>}
    </div>
  );
}

/**
 * An item's rating as being edited at one stage: checked with the shared schema before it is sent,
 * each problem kept for the field it belongs to.
 */
function useRatingDraft(item: InspectionItem, stage: EvidenceStage, propertyId: string) {
  const saved = item.ratings[stage];
  const [condition, setCondition] = useState<Condition | null>(saved?.condition ?? null);
  const [comment, setComment] = useState(saved?.comment ?? '');
  const [problems, setProblems] = useState<Problems>({});
  const keepItem = useKeepItem(propertyId);
  const queryClient = useQueryClient();
  const changed = condition !== (saved?.condition ?? null) || comment !== (saved?.comment ?? '');

  const rate = useAction({
    run: (input: { condition: Condition; comment: string }) =>
      inspectionsApi.rate(propertyId, item.id, stage, input),
    onSuccess: (answer) => {
      keepItem(answer);
      // As the server keeps it (the comment trimmed), so the form shows nothing left to save.
      const now = answer.item.ratings[stage];
      setCondition(now?.condition ?? null);
      setComment(now?.comment ?? '');
      notify.success('Rating saved.');
    },
    failureTitle: 'The rating was not saved',
    onError: (error) => {
      // Signed meanwhile (by the landlord, in another tab): the page shows it frozen, the toast why.
      if (error instanceof ApiError && error.code === 'INSPECTION_FROZEN')
        void queryClient.invalidateQueries({ queryKey: inspectionKey(propertyId) });
      const found = problemsOf(error);
      if (found) setProblems(found);
      return found !== null;
    },
  });
  const clear = useAction({
    run: () => inspectionsApi.clearRating(propertyId, item.id, stage),
    refreshes: [inspectionKey(propertyId)],
    onSuccess: () => {
      setCondition(null);
      setComment('');
      setProblems({});
      notify.success('Rating cleared.');
    },
    failureTitle: 'The rating was not cleared',
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ratingSchema.safeParse({ condition: condition ?? undefined, comment });
    if (!parsed.success) {
      const at = (field: string) => parsed.error.issues.find((issue) => issue.path[0] === field)?.message;
      setProblems({ condition: at('condition'), comment: at('comment') });
      return;
    }
    // The server says so too; said here first, at the item, without a round trip.
    if (needsEvidence(parsed.data.condition) && item.photos[stage].length === 0) {
      setProblems({ photo: INSPECTION_MESSAGES.needsPhoto });
      return;
    }
    setProblems({});
    rate.mutate(parsed.data);
  };

  return {
    saved,
    condition,
    choose: (chosen: Condition) => {
      setCondition(chosen);
      setProblems((current) => ({ ...current, condition: undefined }));
    },
    comment,
    setComment,
    problems,
    changed,
    submit,
    rate,
    clear,
  };
}

/**
 * One item at one stage: its condition, a comment (required for Poor and Damaged) and its photos
 * and clips. Read-only while the stage is the signed move-in report.
 */
export function ItemCard({
  item,
  room,
  stage,
  place,
  locked,
}: {
  item: InspectionItem;
  room: InspectionRoom;
  stage: EvidenceStage;
  place: WalkthroughPlace;
  locked: boolean;
}) {
  const { saved, condition, choose, comment, setComment, problems, changed, submit, rate, clear } =
    useRatingDraft(item, stage, place.id);
  const subject = `${room.name}, ${item.name}`;
  const fieldId = `comment-${item.id}-${stage}`;
  const required = condition !== null && needsEvidence(condition);

  return (
    <article
      aria-label={subject}
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-3 sm:p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-base font-semibold text-slate-900">{item.name}</h3>
        {saved && !changed && <Badge tone="success">Rated</Badge>}
      </div>
      {stage === 'move-out' && <EarlierRating item={item} place={place} />}
      <form onSubmit={submit} noValidate className="space-y-3">
        <ConditionChoice
          name={`condition-${item.id}-${stage}`}
          legend={`Condition of ${item.name}`}
          value={condition}
          disabled={locked}
          error={problems.condition}
          onChange={choose}
        />
        {locked ? (
          saved?.comment && <p className="text-sm whitespace-pre-line text-slate-700">{saved.comment}</p>
        ) : (
          <>
            <FormField
              id={fieldId}
              label="Comment"
              aside={required && <Badge tone="warning">Required</Badge>}
              hint={required ? 'Say what is wrong, where, and how big.' : undefined}
              error={problems.comment}
            >
              <Textarea
                {...describedBy(fieldId, problems.comment, { hint: required })}
                rows={required ? 3 : 2}
                maxLength={RATING_COMMENT_MAX}
                aria-required={required || undefined}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            </FormField>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" busy={rate.isPending} disabled={!changed} className="min-w-24">
                Save rating
              </Button>
              {saved && (
                <Button type="button" variant="ghost" busy={clear.isPending} onClick={() => clear.mutate()}>
                  Clear rating
                </Button>
              )}
            </div>
          </>
        )}
      </form>
      {problems.photo && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {problems.photo}
        </p>
      )}
      <ItemMedia
        item={item}
        slot={{ propertyId: place.id, stage, roomName: room.name, itemId: item.id }}
        subject={subject}
        locked={locked}
      />
    </article>
  );
}
