import { disagreementFieldId } from './use-disagreements';

/** The signing form's own fields; a note's problems are shown at its item. */
export type SigningField = 'name' | 'code' | 'consent';
export type SigningProblems = {
  fields: Partial<Record<SigningField, string>>;
  /** By item id. */
  disagreements: Record<string, string>;
};
export const NO_PROBLEMS: SigningProblems = { fields: {}, disagreements: {} };

type Problem = { path: string; message: string };
const FIELDS: readonly SigningField[] = ['name', 'code', 'consent'];

/** The shared schema's issues, with their paths written as the server writes them ('disagreements.0.comment'). */
export const schemaProblems = (issues: readonly { path: readonly PropertyKey[]; message: string }[]) =>
  issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));

/**
 * Each problem at the field it belongs to, the first for each: a note's by the item at that index
 * of what was sent, the same list the schema (or the server) read.
 */
export function placeProblems(
  problems: readonly Problem[],
  sent: readonly { itemId: string }[],
): SigningProblems {
  const placed: SigningProblems = { fields: {}, disagreements: {} };
  for (const { path, message } of problems) {
    const [head, index] = path.split('.');
    const itemId = head === 'disagreements' ? sent[Number(index)]?.itemId : undefined;
    if (itemId) placed.disagreements[itemId] ??= message;
    const field = FIELDS.find((name) => name === head);
    if (field) placed.fields[field] ??= message;
  }
  return placed;
}

/** Every message, once, in the page's order: the notes come above the form. */
export function problemMessages(problems: SigningProblems, sent: readonly { itemId: string }[]) {
  const notes = sent.flatMap(({ itemId }) => problems.disagreements[itemId] ?? []);
  return [...new Set([...notes, ...FIELDS.flatMap((field) => problems.fields[field] ?? [])])];
}

/** Where focus goes after a refused submit: the first field with a problem, in the page's order. */
export function firstProblemId(
  problems: SigningProblems,
  sent: readonly { itemId: string }[],
  fieldIds: Partial<Record<SigningField, string>>,
): string | null {
  const note = sent.find(({ itemId }) => problems.disagreements[itemId]);
  if (note) return disagreementFieldId(note.itemId);
  const field = FIELDS.find((name) => problems.fields[name] && fieldIds[name]);
  return field ? (fieldIds[field] ?? null) : null;
}
