/**
 * Our words for the checks of the shared schemas that have no message of their own: `.max(128)`,
 * `z.enum([...])`, `z.email()`, a required field left out. zod would answer those in its own English
 * ("Too big: expected string to have <=128 characters"); the server and the forms answer with these
 * messages of the validation catalog (locales/validation) instead, in the reader's language
 * (docs/translations.md).
 *
 * Pure and without zod at run time: it reads only the fields of a zod 4 issue
 * (zod/v4/core `$ZodIssue`), as a schema raised it or as a copy of it (the API's validation errors).
 */

/** The fields of a zod 4 issue our messages read; `input` is the value checked, when known. */
export interface ZodIssueFields {
  code?: string;
  /** too_big / too_small: what was measured ("string", "number", "array"…). */
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  /** too_big / too_small: whether the bound itself is allowed (`.max(5)`), not only below it (`.lt(5)`). */
  inclusive?: boolean;
  /** too_big / too_small: a fixed size (`.length(8)`), not a range. */
  exact?: boolean;
  /** invalid_type: the kind of value wanted ("string", "number", "int"…). */
  expected?: string;
  /** invalid_value: the values allowed. */
  values?: readonly unknown[];
  /** invalid_format: "email", "uuid", "regex"… */
  format?: string;
  input?: unknown;
}

/** The messages of the validation catalog these defaults are written with. */
export const DEFAULT_MESSAGE_IDS = [
  'validation.default.choose',
  'validation.default.format',
  'validation.default.invalid',
  'validation.default.itemsExact',
  'validation.default.itemsMax',
  'validation.default.itemsMin',
  'validation.default.number',
  'validation.default.numberAbove',
  'validation.default.numberBelow',
  'validation.default.numberMax',
  'validation.default.numberMin',
  'validation.default.required',
  'validation.default.textExact',
  'validation.default.textMax',
  'validation.default.textMin',
  'validation.default.wholeNumber',
  'validation.default.wrongKind',
  'validation.email.invalid',
] as const;
export type DefaultMessageId = (typeof DEFAULT_MESSAGE_IDS)[number];

/** A message not yet written: its id in the validation catalog and the values it counts. */
export interface DefaultMessage {
  id: DefaultMessageId;
  values?: Record<string, number>;
}

const INVALID: DefaultMessage = { id: 'validation.default.invalid' };
const REQUIRED: DefaultMessage = { id: 'validation.default.required' };

/** A value left out: nothing was sent (or JSON's null), so there is nothing of the wrong kind. */
const isMissing = (issue: ZodIssueFields) => 'input' in issue && (issue.input === undefined || issue.input === null);

const NUMBER_KINDS = new Set(['number', 'bigint', 'nan']);

/** A bound as the count a message shows (a bigint limit as a number). */
const count = (bound: number | bigint | undefined): number | undefined =>
  bound === undefined ? undefined : Number(bound);

/** too_big and too_small: a length of text, a number of choices, or a number's value. */
function sizeMessage(issue: ZodIssueFields, side: 'max' | 'min'): DefaultMessage {
  const bound = count(side === 'max' ? issue.maximum : issue.minimum);
  if (bound === undefined || !Number.isFinite(bound)) return INVALID;
  const inclusive = issue.inclusive !== false;
  const origin = issue.origin;

  if (origin === 'number' || origin === 'int' || origin === 'bigint') {
    if (side === 'max') {
      return inclusive
        ? { id: 'validation.default.numberMax', values: { maximum: bound } }
        : { id: 'validation.default.numberBelow', values: { maximum: bound } };
    }
    return inclusive
      ? { id: 'validation.default.numberMin', values: { minimum: bound } }
      : { id: 'validation.default.numberAbove', values: { minimum: bound } };
  }

  const text = origin === 'string';
  if (!text && origin !== 'array' && origin !== 'set') return INVALID;
  if (issue.exact) {
    return { id: text ? 'validation.default.textExact' : 'validation.default.itemsExact', values: { length: bound } };
  }
  // Lengths are whole: "fewer than 5" is "at most 4".
  if (side === 'max') {
    const maximum = inclusive ? bound : Math.ceil(bound) - 1;
    return { id: text ? 'validation.default.textMax' : 'validation.default.itemsMax', values: { maximum } };
  }
  const minimum = inclusive ? bound : Math.floor(bound) + 1;
  // An empty text where some is needed is a field left empty.
  if (text && minimum <= 1) return REQUIRED;
  return { id: text ? 'validation.default.textMin' : 'validation.default.itemsMin', values: { minimum } };
}

/**
 * Our message for a zod 4 issue that has none of its own. Codes: too_big and too_small (text in
 * characters, lists in items, numbers by value), invalid_type (a value left out, else a number, a
 * whole number or a value of the wrong kind), invalid_format (an email address, else the format),
 * invalid_value (one of the options); anything else, "Invalid value".
 */
export function defaultValidationMessage(issue: ZodIssueFields): DefaultMessage {
  switch (issue.code) {
    case 'too_big':
      return sizeMessage(issue, 'max');
    case 'too_small':
      return sizeMessage(issue, 'min');
    case 'invalid_type':
      if (isMissing(issue)) return REQUIRED;
      if (issue.expected === 'int') return { id: 'validation.default.wholeNumber' };
      if (issue.expected !== undefined && NUMBER_KINDS.has(issue.expected)) return { id: 'validation.default.number' };
      return { id: 'validation.default.wrongKind' };
    case 'invalid_format':
      return issue.format === 'email' ? { id: 'validation.email.invalid' } : { id: 'validation.default.format' };
    case 'invalid_value':
      if (isMissing(issue)) return REQUIRED;
      return (issue.values?.length ?? 0) > 1 ? { id: 'validation.default.choose' } : INVALID;
    case 'invalid_union':
      return isMissing(issue) ? REQUIRED : INVALID;
    default:
      return INVALID;
  }
}
