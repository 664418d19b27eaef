import { useEffect, useState } from 'react';
import type { z } from 'zod';
import type { SigningView } from '#shared/inspections/inspection-schemas';
import { serverIssues } from '#client/lib/field-errors';
import {
  firstProblemId,
  NO_PROBLEMS,
  placeProblems,
  problemMessages,
  schemaProblems,
  type SigningField,
  type SigningProblems,
} from './signing-problems';
import { useDisagreements } from './use-disagreements';

type Sent = readonly { itemId: string }[];

/**
 * What the signing page and the portal's sign form share: the typed name, the consent, the notes,
 * and the problems, each at its field, said in the alert, and the first one focused.
 * `fieldIds`: the ids of the form's fields, where focus goes.
 */
export function useSignerForm(rooms: SigningView['rooms'], fieldIds: Partial<Record<SigningField, string>>) {
  const disagreements = useDisagreements(rooms);
  const [name, setName] = useState('');
  const [consent, setConsent] = useState(false);
  const [problems, setProblems] = useState<SigningProblems>(NO_PROBLEMS);
  const [alert, setAlert] = useState<readonly string[]>([]);
  // A new object on every refusal, so that a second refusal of the same field focuses it again.
  const [focus, setFocus] = useState<{ id: string } | null>(null);
  useEffect(() => {
    if (focus) document.getElementById(focus.id)?.focus();
  }, [focus]);

  const show = (placed: SigningProblems, sent: Sent) => {
    setProblems(placed);
    setAlert(problemMessages(placed, sent));
    const id = firstProblemId(placed, sent, fieldIds);
    if (id) setFocus({ id });
  };
  return {
    disagreements,
    name,
    setName,
    consent,
    setConsent,
    problems,
    alert,
    /** Checks the input with the shared schema: its output, or null once its problems are shown. */
    check<S extends z.ZodType>(schema: S, input: unknown): z.output<S> | null {
      const result = schema.safeParse(input);
      if (result.success) {
        setProblems(NO_PROBLEMS);
        setAlert([]);
        return result.data;
      }
      show(placeProblems(schemaProblems(result.error.issues), disagreements.list), disagreements.list);
      return null;
    },
    /** A problem the server found in what was sent, at its field; false when the error names none. */
    refuseAtFields(error: unknown, sent: Sent): boolean {
      const placed = placeProblems(serverIssues(error), sent);
      if (Object.keys(placed.fields).length + Object.keys(placed.disagreements).length === 0) return false;
      show(placed, sent);
      return true;
    },
    /** One message at one field (the code's refusals). */
    refuseAt(field: SigningField, message: string) {
      show({ fields: { [field]: message }, disagreements: {} }, []);
    },
    /** A refusal that belongs to no field, said in the alert. */
    refuse(message: string) {
      setProblems(NO_PROBLEMS);
      setAlert([message]);
    },
  };
}

export type SignerForm = ReturnType<typeof useSignerForm>;
