import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import en from './locales/validation/en.json' with { type: 'json' };
import { DEFAULT_MESSAGE_IDS, defaultValidationMessage } from './validation-defaults';

/**
 * Our words for zod's default messages (docs/translations.md): each issue a check without a message
 * raises, as zod 4 raises it, becomes a message of the validation catalog with the count it shows.
 */

/** The issue `schema` raises for `value`, with the value checked (zod leaves it out of a parse's issues). */
function issueOf(schema: z.ZodType, value: unknown) {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was accepted');
  const [issue] = parsed.error.issues;
  return { ...issue, input: value };
}

const ourMessage = (schema: z.ZodType, value: unknown) => defaultValidationMessage(issueOf(schema, value));

describe('too_big and too_small', () => {
  it('counts the characters of a text', () => {
    expect(ourMessage(z.string().max(128), 'x'.repeat(129))).toEqual({
      id: 'validation.default.textMax',
      values: { maximum: 128 },
    });
    expect(ourMessage(z.string().min(3), 'ab')).toEqual({ id: 'validation.default.textMin', values: { minimum: 3 } });
    expect(ourMessage(z.string().length(8), 'abc')).toEqual({
      id: 'validation.default.textExact',
      values: { length: 8 },
    });
    expect(ourMessage(z.string().length(8), 'abcdefghi')).toEqual({
      id: 'validation.default.textExact',
      values: { length: 8 },
    });
  });

  it('asks for a text left empty where one character is enough', () => {
    expect(ourMessage(z.string().min(1), '')).toEqual({ id: 'validation.default.required' });
    expect(ourMessage(z.string().trim().nonempty(), '   ')).toEqual({ id: 'validation.default.required' });
  });

  it('counts the items of a list or a set', () => {
    expect(ourMessage(z.array(z.string()).max(4), ['a', 'b', 'c', 'd', 'e'])).toEqual({
      id: 'validation.default.itemsMax',
      values: { maximum: 4 },
    });
    expect(ourMessage(z.array(z.string()).min(1), [])).toEqual({
      id: 'validation.default.itemsMin',
      values: { minimum: 1 },
    });
    expect(ourMessage(z.array(z.string()).length(2), ['a'])).toEqual({
      id: 'validation.default.itemsExact',
      values: { length: 2 },
    });
    expect(ourMessage(z.set(z.string()).max(1), new Set(['a', 'b']))).toEqual({
      id: 'validation.default.itemsMax',
      values: { maximum: 1 },
    });
  });

  it('gives a number’s bounds, allowed or not', () => {
    expect(ourMessage(z.number().max(100), 101)).toEqual({
      id: 'validation.default.numberMax',
      values: { maximum: 100 },
    });
    expect(ourMessage(z.coerce.number().int().min(1), '0')).toEqual({
      id: 'validation.default.numberMin',
      values: { minimum: 1 },
    });
    expect(ourMessage(z.number().lt(5), 5)).toEqual({ id: 'validation.default.numberBelow', values: { maximum: 5 } });
    expect(ourMessage(z.number().positive(), 0)).toEqual({
      id: 'validation.default.numberAbove',
      values: { minimum: 0 },
    });
    expect(ourMessage(z.bigint().max(3n), 4n)).toEqual({ id: 'validation.default.numberMax', values: { maximum: 3 } });
  });

  it('counts whole characters and items for a bound that is not allowed itself', () => {
    expect(
      defaultValidationMessage({ code: 'too_big', origin: 'string', maximum: 10, inclusive: false, input: 'x' }),
    ).toEqual({ id: 'validation.default.textMax', values: { maximum: 9 } });
    expect(
      defaultValidationMessage({ code: 'too_small', origin: 'array', minimum: 2, inclusive: false, input: [] }),
    ).toEqual({ id: 'validation.default.itemsMin', values: { minimum: 3 } });
  });

  it('says only "Invalid value" of a size it has no words for (dates, files)', () => {
    expect(ourMessage(z.date().max(new Date(0)), new Date(1))).toEqual({ id: 'validation.default.invalid' });
    expect(defaultValidationMessage({ code: 'too_big', origin: 'file', maximum: 1024 })).toEqual({
      id: 'validation.default.invalid',
    });
    expect(defaultValidationMessage({ code: 'too_big', origin: 'string' })).toEqual({
      id: 'validation.default.invalid',
    });
  });
});

describe('invalid_type', () => {
  it('asks for a value left out (or sent as null)', () => {
    const form = z.object({ name: z.string(), age: z.number(), plan: z.enum(['a', 'b']) });
    expect(ourMessage(form.shape.name, undefined)).toEqual({ id: 'validation.default.required' });
    expect(ourMessage(form.shape.age, null)).toEqual({ id: 'validation.default.required' });
    expect(ourMessage(form, undefined)).toEqual({ id: 'validation.default.required' });
  });

  it('names what was wanted when a value of another kind came', () => {
    expect(ourMessage(z.number(), 'seven')).toEqual({ id: 'validation.default.number' });
    expect(ourMessage(z.coerce.number(), 'seven')).toEqual({ id: 'validation.default.number' });
    expect(ourMessage(z.number().int(), 1.5)).toEqual({ id: 'validation.default.wholeNumber' });
    expect(ourMessage(z.int(), 2.5)).toEqual({ id: 'validation.default.wholeNumber' });
    expect(ourMessage(z.string(), 42)).toEqual({ id: 'validation.default.wrongKind' });
    expect(ourMessage(z.boolean(), 'yes')).toEqual({ id: 'validation.default.wrongKind' });
  });

  it('does not call a value missing when the issue does not carry it', () => {
    const { input: _input, ...issue } = issueOf(z.string(), undefined);
    expect(defaultValidationMessage(issue)).toEqual({ id: 'validation.default.wrongKind' });
  });
});

describe('invalid_format', () => {
  it('asks for a valid email address, in the words the schemas already use', () => {
    expect(ourMessage(z.email(), 'not-an-email')).toEqual({ id: 'validation.email.invalid' });
  });

  it('says the format is wrong for every other format', () => {
    for (const schema of [z.uuid(), z.url(), z.iso.datetime(), z.string().regex(/^\d+$/), z.string().startsWith('a')]) {
      expect(ourMessage(schema, 'b c')).toEqual({ id: 'validation.default.format' });
    }
  });
});

describe('invalid_value', () => {
  it('asks to choose one of the options', () => {
    expect(ourMessage(z.enum(['light', 'dark', 'system']), 'blue')).toEqual({ id: 'validation.default.choose' });
    expect(ourMessage(z.union([z.literal(1), z.literal(2)]), 3)).toEqual({ id: 'validation.default.invalid' });
  });

  it('asks for a choice left out', () => {
    expect(ourMessage(z.enum(['light', 'dark']), undefined)).toEqual({ id: 'validation.default.required' });
  });

  it('says "Invalid value" when only one value is allowed', () => {
    expect(ourMessage(z.literal(true), false)).toEqual({ id: 'validation.default.invalid' });
  });
});

describe('every other issue', () => {
  it('is "Invalid value"', () => {
    expect(ourMessage(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toEqual({
      id: 'validation.default.invalid',
    });
    expect(ourMessage(z.union([z.string(), z.number()]), true)).toEqual({ id: 'validation.default.invalid' });
    expect(ourMessage(z.union([z.string(), z.number()]), undefined)).toEqual({ id: 'validation.default.required' });
    expect(ourMessage(z.number().multipleOf(5), 7)).toEqual({ id: 'validation.default.invalid' });
    expect(
      ourMessage(
        z.string().refine(() => false),
        'x',
      ),
    ).toEqual({ id: 'validation.default.invalid' });
    expect(defaultValidationMessage({ code: 'something_new' })).toEqual({ id: 'validation.default.invalid' });
  });
});

describe('the catalog', () => {
  it('has every message the defaults are written with, each counting what the function gives', () => {
    const catalog: Record<string, string> = en;
    for (const id of DEFAULT_MESSAGE_IDS) expect(catalog[id], id).toBeDefined();
    expect(catalog['validation.default.textMax']).toMatch(/\{maximum, plural, one \{# character\} other/);
    expect(catalog['validation.default.itemsMin']).toMatch(/\{minimum, plural, one \{# item\} other/);
    expect(catalog['validation.default.numberMax']).toContain('{maximum, number}');
  });
});
