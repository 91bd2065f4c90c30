import { MESSAGES } from '@ludo/shared/auth/auth.schemas';
import { singleLineText } from '@ludo/shared/text';
import { type DefaultMessage, defaultValidationMessage } from '@ludo/shared/validation-defaults';
import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorAnswers, writeMessage } from './error-messages';
import type { Language } from './i18n';
import { isZodDefaultMessage, valueAt, zodIssueOf } from './validation-issues';

/**
 * A check of a schema without a message of ours (`.max(128)`, `z.enum([...])`, a field left out)
 * is answered in our words for zod's default, in the caller's language; a message of ours, and any
 * other text a schema gives, is answered as before.
 */

const answers = errorAnswers({ mode: 'real', appName: 'Ludo King' });

/** The validation errors the API's schema compiler gives for `data`, as the error handler sees them. */
function validationErrors(schema: z.ZodType, data: unknown): FastifySchemaValidationError[] {
  const validate = validatorCompiler({ schema, method: 'POST', url: '/', httpPart: 'body' });
  const result = validate(data) as { error?: unknown };
  if (!result.error) throw new Error('the data was accepted');
  return result.error as FastifySchemaValidationError[];
}

/** Each issue's message as the API answers it in `language`. */
const answered = (schema: z.ZodType, data: unknown, language: Language) =>
  validationErrors(schema, data).map((issue) => answers.issue(issue, data, language));

const write = (message: DefaultMessage, language: Language) => writeMessage(message, language);

describe('our words for zod’s defaults, in every language', () => {
  it('count characters with plurals (Hindi counts 0 as one)', () => {
    const max = (maximum: number): DefaultMessage => ({ id: 'validation.default.textMax', values: { maximum } });
    expect(write(max(128), 'en')).toBe('Use at most 128 characters');
    expect(write(max(1), 'en')).toBe('Use at most 1 character');
    expect(write(max(0), 'en')).toBe('Use at most 0 characters');
    expect(write(max(128), 'hi')).toBe('ज़्यादा से ज़्यादा 128 अक्षर लिखें');
    expect(write(max(0), 'hi')).toBe('ज़्यादा से ज़्यादा 0 अक्षर लिखें');
    expect(write(max(1), 'mr')).toBe('जास्तीत जास्त 1 अक्षर लिहा');
    expect(write(max(2), 'mr')).toBe('जास्तीत जास्त 2 अक्षरे लिहा');
    expect(write(max(1), 'ta')).toBe('அதிகபட்சம் 1 எழுத்து எழுதுங்கள்');
    expect(write(max(40), 'ta')).toBe('அதிகபட்சம் 40 எழுத்துகள் எழுதுங்கள்');
    expect(write(max(1), 'te')).toBe('గరిష్ఠంగా 1 అక్షరం రాయండి');
    expect(write(max(40), 'te')).toBe('గరిష్ఠంగా 40 అక్షరాలు రాయండి');
    expect(write({ id: 'validation.default.itemsMin', values: { minimum: 1 } }, 'en')).toBe('Choose at least 1 item');
    expect(write({ id: 'validation.default.itemsMax', values: { maximum: 4 } }, 'en')).toBe('Choose at most 4 items');
    expect(write({ id: 'validation.default.textExact', values: { length: 8 } }, 'en')).toBe('Use exactly 8 characters');
  });

  it('write numbers with Latin digits and Indian grouping', () => {
    const min = { id: 'validation.default.numberMin', values: { minimum: 1 } } as const;
    expect(write(min, 'en')).toBe('Enter at least 1');
    expect(write(min, 'hi')).toBe('कम से कम 1 डालें');
    const max = { id: 'validation.default.numberMax', values: { maximum: 100_000 } } as const;
    expect(write(max, 'en')).toBe('Enter at most 1,00,000');
    expect(write(max, 'mr')).toBe('जास्तीत जास्त 1,00,000 टाका');
    expect(write({ id: 'validation.default.numberAbove', values: { minimum: 0 } }, 'te')).toBe('0 కంటే ఎక్కువ నమోదు చేయండి');
  });

  it('are plain and kind in English', () => {
    const english = (message: DefaultMessage) => write(message, 'en');
    expect(english({ id: 'validation.default.required' })).toBe('This is required');
    expect(english({ id: 'validation.email.invalid' })).toBe('Enter a valid email address');
    expect(english({ id: 'validation.default.choose' })).toBe('Choose one of the options');
    expect(english({ id: 'validation.default.invalid' })).toBe('Invalid value');
    expect(english({ id: 'validation.default.number' })).toBe('Enter a number');
    expect(english({ id: 'validation.default.wholeNumber' })).toBe('Enter a whole number');
  });
});

describe('a validation error of the API', () => {
  const form = z.object({
    name: z.string().max(10),
    age: z.coerce.number().int().min(18),
    theme: z.enum(['light', 'dark']),
    email: z.email(),
    tags: z.array(z.string()).max(2),
  });
  const data = { name: 'x'.repeat(11), age: '12', theme: 'blue', email: 'nope', tags: ['a', 'b', 'c'] };

  it('answers zod’s defaults in our words, in English too', () => {
    expect(answered(form, data, 'en')).toEqual([
      'Use at most 10 characters',
      'Enter at least 18',
      'Choose one of the options',
      'Enter a valid email address',
      'Choose at most 2 items',
    ]);
  });

  it('answers them in the caller’s language', () => {
    expect(answered(form, data, 'hi')).toEqual([
      'ज़्यादा से ज़्यादा 10 अक्षर लिखें',
      'कम से कम 18 डालें',
      'दिए गए विकल्पों में से एक चुनें',
      'सही ईमेल पता डालें',
      'ज़्यादा से ज़्यादा 2 विकल्प चुनें',
    ]);
  });

  it('tells a field left out from one of the wrong kind, by what was sent', () => {
    const schema = z.object({ name: z.string(), count: z.coerce.number(), nested: z.object({ on: z.boolean() }) });
    // A number left out is missing, though zod checked it coerced (NaN).
    expect(answered(schema, { nested: {} }, 'en')).toEqual([
      'This is required',
      'This is required',
      'This is required',
    ]);
    expect(answered(schema, { name: 3, count: 'many', nested: { on: 'yes' } }, 'en')).toEqual([
      'This is not the right kind of value',
      'Enter a number',
      'This is not the right kind of value',
    ]);
    expect(answered(schema, { name: 3, count: 'many', nested: { on: 'yes' } }, 'ta')).toEqual([
      'இது சரியான வகைத் தகவல் அல்ல',
      'ஒரு எண்ணை உள்ளிடுங்கள்',
      'இது சரியான வகைத் தகவல் அல்ல',
    ]);
    expect(answered(schema, undefined, 'hi')).toEqual(['यह ज़रूरी है']);
  });

  it('answers our own messages as before: by their English, byte for byte in English', () => {
    const identifier = z.object({
      identifier: singleLineText({
        label: 'Email or phone',
        required: MESSAGES.identifierRequired,
        max: { length: 5 },
      }),
    });
    expect(answered(identifier, { identifier: ' ' }, 'en')).toEqual(['Email or phone is required']);
    expect(answered(identifier, { identifier: ' ' }, 'hi')).toEqual(['ईमेल या फ़ोन ज़रूरी है']);
    expect(answered(identifier, { identifier: 'a\u0000' }, 'en')).toEqual([
      'Email or phone contains characters that are not allowed.',
    ]);
    // A check without a message of a text without a `required` one is ours for zod's default.
    const search = z.object({ search: singleLineText({ label: 'Search', max: { length: 5 } }) });
    expect(answered(search, { search: 'abcdefg' }, 'en')).toEqual(['Use at most 5 characters']);
    expect(answered(search, { search: 'a\u0000' }, 'en')).toEqual(['Search contains characters that are not allowed.']);
  });

  it('leaves a schema’s own text that is not in the catalog as it is (admins’ messages)', () => {
    const pageSize = z.object({
      pageSize: z.number().refine((n) => n % 10 === 0, 'Page size must be 10, 20, 30, 40 or 50'),
      rounds: z.number().max(20, 'Play at most 20 rounds'),
    });
    for (const language of ['en', 'hi'] as const) {
      expect(answered(pageSize, { pageSize: 15, rounds: 21 }, language)).toEqual([
        'Page size must be 10, 20, 30, 40 or 50',
        'Play at most 20 rounds',
      ]);
    }
  });
});

describe('zod’s default, recognised', () => {
  it('is what zod’s locale writes for the issue, whatever the kind received', () => {
    const [tooLong] = validationErrors(z.object({ a: z.string().max(3) }), { a: 'abcd' });
    if (!tooLong) throw new Error('no issue');
    const issue = zodIssueOf(tooLong, { a: 'abcd' });
    expect(issue).toMatchObject({ code: 'too_big', origin: 'string', maximum: 3, input: 'abcd' });
    expect(isZodDefaultMessage(issue, 'Too big: expected string to have <=3 characters')).toBe(true);
    expect(isZodDefaultMessage(issue, 'Too long')).toBe(false);
    expect(defaultValidationMessage(issue)).toEqual({ id: 'validation.default.textMax', values: { maximum: 3 } });
    // A coerced value is checked as coerced: the request's "abc" was NaN to the schema.
    const nan = { code: 'invalid_type', expected: 'number', input: 'abc' };
    expect(isZodDefaultMessage(nan, 'Invalid input: expected number, received NaN')).toBe(true);
    expect(isZodDefaultMessage(nan, 'Invalid input: expected string, received NaN')).toBe(false);
  });

  it('reads the value sent at an issue’s path', () => {
    const sent = { a: { b: ['x', { c: 3 }] } };
    expect(valueAt(sent, '/')).toBe(sent);
    expect(valueAt(sent, '/a/b/1/c')).toBe(3);
    expect(valueAt(sent, '/a/missing/c')).toBeUndefined();
    expect(valueAt(undefined, '/a')).toBeUndefined();
    expect(valueAt({ a: 1 }, '/toString')).toBeUndefined();
  });
});
