import { type FormEvent, useState } from 'react';
import {
  choreInputSchema,
  ROOMMATE_TEXT_MAX,
  type RoommateChore,
  type RoommateMember,
} from '#shared/roommates/roommate-schemas';
import { StaleUpdateNotice } from '#client/components/stale-update-notice';
import { Button } from '#client/components/ui/button';
import { describedBy, FormField } from '#client/components/ui/form-field';
import { Input } from '#client/components/ui/input';
import { NativeSelect } from '#client/components/ui/select';
import { staleCurrent } from '#client/lib/api-client';
import { notify } from '#client/lib/notify';
import { useAction } from '#client/lib/use-action';
import { roommatesApi } from '../api/roommates-api';

type Values = { title: string; assigneeId: string; dueDate: string };
type Errors = Partial<Record<keyof Values, string>>;

const valuesOf = (chore: RoommateChore | null): Values => ({
  title: chore?.title ?? '',
  assigneeId: chore?.assignee?.id ?? '',
  dueDate: chore?.dueDate ?? '',
});

/** A chore to add, or one to edit (saved only if unchanged since it was opened, decision 013). */
export function ChoreForm({
  householdId,
  members,
  chore = null,
  onSaved,
}: {
  householdId: string;
  members: RoommateMember[];
  chore?: RoommateChore | null;
  onSaved: () => unknown;
}) {
  const [record, setRecord] = useState(chore);
  const [stale, setStale] = useState(false);
  const [values, setValues] = useState(() => valuesOf(chore));
  const [errors, setErrors] = useState<Errors>({});
  const set = (key: keyof Values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const prefix = chore ? 'edit-chore' : 'chore';

  const save = useAction({
    run: (input: { title: string; assigneeId: string | null; dueDate: string | null }) =>
      record
        ? roommatesApi.updateChore(householdId, record.id, {
            ...input,
            done: record.doneAt !== null,
            version: record.version,
          })
        : roommatesApi.addChore(householdId, input),
    onSuccess: async () => {
      notify.success('Success!', record ? 'Chore updated.' : 'Chore added.');
      if (!record) setValues(valuesOf(null));
      await onSaved();
    },
    failureTitle: 'Submission Failed',
    onError: (error) => {
      const current = staleCurrent<RoommateChore>(error);
      if (!current) return false;
      setRecord(current);
      setStale(true);
      setValues(valuesOf(current));
      return true;
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = choreInputSchema.safeParse({
      title: values.title,
      assigneeId: values.assigneeId || null,
      dueDate: values.dueDate || null,
    });
    if (parsed.success) {
      setErrors({});
      return save.mutate(parsed.data);
    }
    const found: Errors = {};
    for (const issue of parsed.error.issues) found[issue.path[0] as keyof Values] ??= issue.message;
    setErrors(found);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <StaleUpdateNotice show={stale} />
      <FormField id={`${prefix}-title`} label="Chore" error={errors.title}>
        <Input
          {...describedBy(`${prefix}-title`, errors.title)}
          placeholder="e.g. Take out the recycling"
          maxLength={ROOMMATE_TEXT_MAX}
          value={values.title}
          onChange={(event) => set('title')(event.target.value)}
        />
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id={`${prefix}-assignee`} label="Assignee" error={errors.assigneeId}>
          <NativeSelect
            {...describedBy(`${prefix}-assignee`, errors.assigneeId)}
            value={values.assigneeId}
            onChange={(event) => set('assigneeId')(event.target.value)}
          >
            <option value="">Anyone</option>
            {members.map((member) => (
              <option key={member.id} value={member.id}>
                {member.isYou ? `${member.name} (you)` : member.name}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id={`${prefix}-due`} label="Due date (optional)" error={errors.dueDate}>
          <Input
            {...describedBy(`${prefix}-due`, errors.dueDate)}
            type="date"
            value={values.dueDate}
            onChange={(event) => set('dueDate')(event.target.value)}
          />
        </FormField>
      </div>
      <Button type="submit" className="w-full" busy={save.isPending}>
        {record ? 'Save Changes' : 'Add Chore'}
      </Button>
    </form>
  );
}
