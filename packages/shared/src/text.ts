import { z } from 'zod';

/**
 * Free text typed by people (names, emails, ids, addresses, messages, reasons, searches) is checked
 * here before it reaches the database, a log or another player's screen. Refused everywhere:
 * control characters (C0, DEL, C1: a NUL makes PostgreSQL fail the whole statement), lone
 * surrogates (half of an emoji: not text, and not storable as UTF-8), and the bidi embedding,
 * override and isolate controls U+202A-U+202E and U+2066-U+2069, which let a name reverse the text
 * shown around it. Multi-line text keeps tab and line breaks (LF, or CR followed by LF).
 */
export type TextLines = 'single' | 'multi';

const isLineBreakOrTab = (text: string, index: number, code: number) =>
  code === 0x09 || code === 0x0a || (code === 0x0d && text.charCodeAt(index + 1) === 0x0a);

/** The first refused UTF-16 code unit of `text`, or undefined when every character is allowed. */
export function firstForbiddenCharacter(text: string, lines: TextLines = 'single'): number | undefined {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20) {
      if (lines === 'multi' && isLineBreakOrTab(text, index, code)) continue;
      return code;
    }
    if (code >= 0x7f && code <= 0x9f) return code;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return code;
    if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        index += 1; // a whole pair: one character outside the basic plane (an emoji…)
        continue;
      }
      return code;
    }
    if (code >= 0xdc00 && code <= 0xdfff) return code;
  }
  return undefined;
}

export const hasForbiddenCharacters = (text: string, lines: TextLines = 'single') =>
  firstForbiddenCharacter(text, lines) !== undefined;

/** The message naming the field: "Full name contains characters that are not allowed." */
export const notAllowedMessage = (label: string) => `${label} contains characters that are not allowed.`;

/**
 * The check alone, for string schemas built another way (emails, patterns): add it after the
 * schema's own checks, so their messages still come first.
 */
export const allowedText = (label: string, lines: TextLines = 'single') =>
  z.refine<string>((value) => !hasForbiddenCharacters(value, lines), notAllowedMessage(label));

export interface TextOptions {
  /** How messages name the field ("Full name"). */
  label: string;
  /** The message for a missing value (and for an empty one, when `min` is not given). */
  required?: string;
  /** The shortest length after trimming; without it, `required` means at least one character. */
  min?: { length: number; message?: string };
  max: { length: number; message?: string };
  /** Remove surrounding white space first (the default). */
  trim?: boolean;
}

function text(options: TextOptions, lines: TextLines) {
  let schema = z.string(options.required ? { error: options.required } : undefined);
  if (options.trim !== false) schema = schema.trim();
  if (options.min) schema = schema.min(options.min.length, options.min.message);
  else if (options.required) schema = schema.min(1, options.required);
  return schema.max(options.max.length, options.max.message).check(allowedText(options.label, lines));
}

/** One line of text: a name, an email, an id, a code, a search. */
export const singleLineText = (options: TextOptions) => text(options, 'single');

/** Text that may hold tabs and line breaks: a message, an address, a reason. */
export const multiLineText = (options: TextOptions) => text(options, 'multi');
