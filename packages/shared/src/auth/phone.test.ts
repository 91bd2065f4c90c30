import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { localMobileDigits, normalizeIndianMobile } from './phone';

const digit = fc.constantFrom(...'0123456789'.split(''));
const digits = (length: number) => fc.array(digit, { minLength: length, maxLength: length }).map((d) => d.join(''));

/** Ten digits starting with 6 to 9: a valid Indian mobile number. */
const mobile = fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(9)).map(([first, rest]) => first + rest);

/** The ways players type a number: bare, +91, 91, 0, with or without spaces or dashes. */
const prefix = fc.constantFrom('', '+91', '91', '0', '+91 ', '+91-', '0 ');
const separator = fc.constantFrom(' ', '-', '  ', ' - ');

/** Puts separators between some of the characters of `text`. */
const withSeparators = (text: string) =>
  fc
    .array(fc.tuple(fc.nat(text.length), separator), { maxLength: 4 })
    .map((cuts) =>
      cuts.sort(([a], [b]) => b - a).reduce((out, [at, sep]) => out.slice(0, at) + sep + out.slice(at), text),
    );

describe('normalizeIndianMobile (property)', () => {
  it('turns every accepted prefix of a 6-9 number into the same +91 form', () => {
    fc.assert(
      fc.property(mobile, prefix, (number, pre) => {
        expect(normalizeIndianMobile(pre + number)).toBe(`+91${number}`);
      }),
    );
  });

  it('accepts spaces and dashes anywhere', () => {
    fc.assert(
      fc.property(
        mobile.chain((number) =>
          fc.tuple(
            fc.constant(number),
            prefix.chain((pre) => withSeparators(pre + number)),
          ),
        ),
        ([number, spelling]) => {
          expect(normalizeIndianMobile(spelling)).toBe(`+91${number}`);
        },
      ),
    );
  });

  it('is stable: a stored number normalises to itself and its local digits are the number', () => {
    fc.assert(
      fc.property(mobile, (number) => {
        const stored = normalizeIndianMobile(number) ?? '';
        expect(normalizeIndianMobile(stored)).toBe(stored);
        expect(localMobileDigits(stored)).toBe(number);
      }),
    );
  });

  it('refuses ten-digit numbers starting with 0 to 5, in any spelling', () => {
    const invalid = fc.tuple(fc.constantFrom('0', '1', '2', '3', '4', '5'), digits(9)).map(([f, rest]) => f + rest);
    fc.assert(
      fc.property(invalid, prefix, (number, pre) => {
        expect(normalizeIndianMobile(pre + number)).toBeNull();
      }),
    );
  });

  it('refuses numbers with too few or too many digits', () => {
    const wrongLength = fc
      .oneof(fc.integer({ min: 1, max: 9 }), fc.integer({ min: 13, max: 20 }))
      .chain((length) => fc.tuple(fc.constantFrom('6', '7', '8', '9'), digits(length - 1)))
      .map(([first, rest]) => first + rest);
    fc.assert(
      fc.property(wrongLength, fc.constantFrom('', '+91', '0'), (number, pre) => {
        expect(normalizeIndianMobile(pre + number)).toBeNull();
      }),
    );
  });

  it('refuses anything with letters or other symbols', () => {
    fc.assert(
      fc.property(mobile, fc.nat(9), fc.constantFrom('a', 'O', '.', '(', '/', '#'), (number, at, junk) => {
        expect(normalizeIndianMobile(number.slice(0, at) + junk + number.slice(at))).toBeNull();
      }),
    );
  });

  it('handles the spellings (docs/product-rules.md, Registration and login)', () => {
    for (const typed of ['98765 43210', '+919876543210', '09876543210', '919876543210', '98765-43210']) {
      expect(normalizeIndianMobile(typed)).toBe('+919876543210');
    }
    expect(normalizeIndianMobile('58765 43210')).toBeNull();
    expect(normalizeIndianMobile('98765 4321')).toBeNull();
    expect(normalizeIndianMobile('')).toBeNull();
  });
});
