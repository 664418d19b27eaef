/**
 * Every problem a form's schema found, each said once, in the order of the schema's fields (its
 * issues' order): a toast names them all instead of one at a time. Joint messages
 * ('Please select a property and enter an item name.') come out once however many fields lack.
 */
export function formProblems(issues: readonly { message: string }[]): string {
  return [...new Set(issues.map((issue) => issue.message))].join(' ');
}
