import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailSchema, fullNameSchema, loginBodySchema, newPasswordSchema, phoneSchema } from './auth/auth.schemas';
import { firstForbiddenCharacter, multiLineText, notAllowedMessage, singleLineText } from './text';

/**
 * The shared rule for free text: control characters, lone surrogates and bidi embedding/override/
 * isolate controls are refused with a message naming the field; text in any script passes.
 */

const single = singleLineText({ label: 'Full name', required: 'Full name is required', max: { length: 10_000 } });
const multi = multiLineText({ label: 'Message', required: 'Message is required', max: { length: 10_000 } });

/** Every refused code point, whatever the kind of text. */
const FORBIDDEN_EVERYWHERE = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
  ...Array.from({ length: 0x20 }, (_, n) => 0x80 + n),
  0x202a,
  0x202b,
  0x202c,
  0x202d,
  0x202e,
  0x2066,
  0x2067,
  0x2068,
  0x2069,
];
const LONE_SURROGATES = fc.oneof(fc.integer({ min: 0xd800, max: 0xdbff }), fc.integer({ min: 0xdc00, max: 0xdfff }));

/** Printable text of the players' scripts: Devanagari, Tamil, accented Latin, emoji, plain ASCII. */
const SAMPLES = ['आशा वर्मा', 'தமிழ் செல்வி', 'Zoë Ångström-Núñez', '🎲🏆👍🏽', 'Ravi K. (Pro)', 'నమస్తే', 'مرحبا'];
const printable = fc
  .array(
    fc.oneof(
      fc.constantFrom(...SAMPLES),
      fc.stringMatching(/^[\u0900-\u097f]{1,8}$/),
      fc.stringMatching(/^[\u0b80-\u0bff]{1,8}$/),
      fc.stringMatching(/^[A-Za-z\u00c0-\u00ff' .-]{1,8}$/),
      fc.constantFrom('😀', '🎉', '👨‍👩‍👧', '🇮🇳', '₹', '€'),
    ),
    { minLength: 1, maxLength: 6 },
  )
  .map((words) => words.join(' '))
  .filter((text) => text.trim().length > 0);

/**
 * A code unit between two pieces of text: inside the value, where trimming cannot remove it (a
 * vertical tab at either end is white space and trimmed away), and never between the two halves
 * of a pair.
 */
const between = (left: string, code: number, right: string) => `${left}${String.fromCharCode(code)}${right}`;

describe('singleLineText and multiLineText', () => {
  it('accept printable text in several scripts, emoji included', () => {
    fc.assert(
      fc.property(printable, (text) => {
        expect(single.parse(text)).toBe(text.trim());
        expect(multi.parse(text)).toBe(text.trim());
      }),
      { numRuns: 500 },
    );
  });

  it('refuse any text with a control character, a bidi control or a lone surrogate, naming the field', () => {
    const forbidden = fc.oneof(fc.constantFrom(...FORBIDDEN_EVERYWHERE), LONE_SURROGATES);
    fc.assert(
      fc.property(printable, forbidden, printable, (left, code, right) => {
        const input = between(left, code, right);
        const single_ = single.safeParse(input);
        const multi_ = multi.safeParse(input);
        expect(single_.success).toBe(false);
        expect(single_.error?.issues.map((issue) => issue.message)).toContain(
          'Full name contains characters that are not allowed.',
        );
        expect(multi_.success).toBe(false);
        expect(multi_.error?.issues.map((issue) => issue.message)).toContain(notAllowedMessage('Message'));
      }),
      { numRuns: 500 },
    );
  });

  it('refuse tab and line breaks in one line of text, and accept them in multi-line text', () => {
    for (const input of ['Asha\tVerma', 'Asha\nVerma', 'Asha\r\nVerma']) {
      expect(single.safeParse(input).success, JSON.stringify(input)).toBe(false);
      expect(multi.safeParse(input).success, JSON.stringify(input)).toBe(true);
    }
    // A carriage return on its own moves the cursor back over the line: not a line break.
    expect(multi.safeParse('paid\rnot paid').success).toBe(false);
  });

  it('accept surrogate pairs and refuse either half alone, wherever it is', () => {
    expect(firstForbiddenCharacter('🎲')).toBeUndefined();
    expect(firstForbiddenCharacter('\ud83c')).toBe(0xd83c);
    expect(firstForbiddenCharacter('\udfb2abc')).toBe(0xdfb2);
    expect(firstForbiddenCharacter('ab\ud83c')).toBe(0xd83c);
    expect(firstForbiddenCharacter('\ud83c\ud83c\udfb2')).toBe(0xd83c);
  });

  it('keep their own messages first: a missing or too long value is reported as before', () => {
    const bounded = singleLineText({
      label: 'Full name',
      required: 'Full name is required',
      max: { length: 5, message: 'Full name must be at most 5 characters' },
    });
    expect(bounded.safeParse(undefined).error?.issues[0]?.message).toBe('Full name is required');
    expect(bounded.safeParse('   ').error?.issues[0]?.message).toBe('Full name is required');
    const long = bounded.safeParse('Asha\u0000Verma');
    expect(long.error?.issues.map((issue) => issue.message)).toEqual([
      'Full name must be at most 5 characters',
      'Full name contains characters that are not allowed.',
    ]);
    // Surrounding white space is trimmed before the check, so a pasted trailing newline is fine.
    expect(bounded.parse(' Asha\n')).toBe('Asha');
  });
});

describe('the account schemas', () => {
  it('refuse a NUL or a bidi override in a name, an email or a phone, naming the field', () => {
    expect(fullNameSchema.safeParse('Asha\u0000').error?.issues[0]?.message).toBe(
      'Full name contains characters that are not allowed.',
    );
    expect(fullNameSchema.safeParse('Asha \u202eamrev').error?.issues[0]?.message).toBe(
      'Full name contains characters that are not allowed.',
    );
    expect(emailSchema.safeParse('asha@example.in').success).toBe(true);
    expect(emailSchema.safeParse('asha\u202e@example.in').success).toBe(false);
    const phone = phoneSchema.safeParse('98765\t43210');
    expect(phone.error?.issues.map((issue) => issue.message)).toEqual([
      'Phone number contains characters that are not allowed.',
    ]);
    // A number that is not a mobile number keeps its own message first.
    expect(phoneSchema.safeParse('12\u0000').error?.issues[0]?.message).toBe(
      'Enter a valid 10-digit Indian mobile number',
    );
  });

  it('refuse control characters in a new password, but leave a typed login password to the hash check', () => {
    expect(newPasswordSchema.safeParse('ludo\u0000Winner').error?.issues[0]?.message).toBe(
      'Password contains characters that are not allowed.',
    );
    expect(newPasswordSchema.safeParse('लूडो-Winner-42').success).toBe(true);
    expect(loginBodySchema.safeParse({ identifier: 'asha@example.in', password: 'ludo\u0000Winner' }).success).toBe(
      true,
    );
    expect(
      loginBodySchema.safeParse({ identifier: 'asha\u0000@example.in', password: 'ludo-Winner' }).error?.issues[0]
        ?.message,
    ).toBe('Email or phone contains characters that are not allowed.');
  });
});
