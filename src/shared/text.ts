import { z } from 'zod';

// Text as people type it. Two rules, both written here once:
// - No field holds a control character other than tab, line feed and carriage return, nor a lone
//   UTF-16 surrogate: PostgreSQL refuses NUL outright, the others are invisible, and a lone
//   surrogate cannot be written as UTF-8 (it would come back as U+FFFD). The server applies this
//   to every input in `validate()`, so a schema cannot forget it.
// - A single-line field (a name, an address) holds no tab or line break either; a multi-line field
//   (details, notes) keeps them. That is a property of the field, so the schema says it through
//   `singleLineText` or `multiLineText`.

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
// Unicode's own line breaks too: NEL, the line separator and the paragraph separator show as a new
// line in a mail client or on a page ('Alice' + U+2028 + 'Bcc: …' read as a second header line).
const LINE_BREAK_OR_TAB = /[\t\n\r\u0085\u2028\u2029]/;

/** True when the text holds a character no field can keep (see above). */
export function hasUnstorableCharacters(text: string): boolean {
  return CONTROL_CHARACTER.test(text) || LONE_SURROGATE.test(text);
}

export function unstorableTextMessage(label: string): string {
  return `${label} contains characters that cannot be stored (control characters). Please remove them.`;
}

function lineBreakMessage(label: string): string {
  return `${label} must be on one line. Please remove line breaks and tabs.`;
}

/**
 * The path of the first string in `input` (an object, array or string, as parsed from JSON, a
 * query or a form) that holds an unstorable character, or null when there is none. Walked with a
 * stack of its own, not by recursion: a body of 20,000 nested arrays must not overflow the call
 * stack (and the server refuses bodies nested that deep before they get here, see readJson).
 */
export function findUnstorableText(input: unknown): (string | number)[] | null {
  // Each step links to its parent instead of copying the path, which would cost the square of the
  // depth; the path is written out only for the string found.
  type Step = { value: unknown; key?: string | number; parent?: Step };
  const pathOf = (step: Step) => {
    const path: (string | number)[] = [];
    for (let at: Step | undefined = step; at?.key !== undefined; at = at.parent) path.push(at.key);
    return path.reverse();
  };
  const pending: Step[] = [{ value: input }];
  while (pending.length > 0) {
    const step = pending.pop() as Step;
    const { value, key } = step;
    if (typeof key === 'string' && hasUnstorableCharacters(key)) return pathOf(step);
    if (typeof value === 'string') {
      if (hasUnstorableCharacters(value)) return pathOf(step);
      continue;
    }
    if (typeof value !== 'object' || value === null) continue;
    const entries: [string | number, unknown][] = Array.isArray(value)
      ? value.map((item, index) => [index, item])
      : Object.entries(value);
    // Pushed last first, so that the first field is looked at first, as a person reads the form.
    for (const [name, item] of entries.reverse()) pending.push({ value: item, key: name, parent: step });
  }
  return null;
}

/** "propertyName" → "Property name": the field as a person reads it, for messages. */
export function fieldLabel(path: readonly (string | number)[]): string {
  const key = [...path].reverse().find((part): part is string => typeof part === 'string');
  if (!key) return 'The text';
  const words = key.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

type TextOptions = {
  /** The field as the person sees it, e.g. "Property name". */
  label: string;
  max: number;
  /** When set, an empty value is refused with this message. */
  required?: string;
};

function text({ label, max, required }: TextOptions) {
  const base = z.string(required ? { error: required } : undefined).trim();
  return (required ? base.min(1, required) : base).max(max, `${label} must be at most ${max} characters.`);
}

/** A name, an address, a title: one line of text, trimmed. */
export function singleLineText(options: TextOptions) {
  return text(options).refine((value) => !LINE_BREAK_OR_TAB.test(value), lineBreakMessage(options.label));
}

/** Details or notes: line breaks and tabs are kept. */
export function multiLineText(options: TextOptions) {
  return text(options);
}

/**
 * An email address someone types, trimmed: `invalid` for one that is not an address, `required`
 * (when it says something else) for an empty one.
 */
export function emailAddress({ invalid, required = invalid }: { invalid: string; required?: string }) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(254, invalid)
    .pipe(z.email({ error: invalid }));
}
