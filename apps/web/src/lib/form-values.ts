/**
 * Small pieces of forms whose rules are a zod schema (often the server's own): reading a typed
 * number and each field's first message. Pure, so the unit tests load the forms that use it.
 */

import type { z } from 'zod';

/** A typed number; an empty field stays missing, so the schema asks for it ("Enter the entry fee…"). */
export function typedNumber(text: string): number | undefined {
  const trimmed = text.trim();
  return trimmed === '' ? undefined : Number(trimmed);
}

/**
 * Each of `fields`' first message when `schema` refuses `values`; empty when it accepts them.
 * Messages about anything else (a path no input has) are left out.
 */
export function firstErrorPerField<F extends string>(
  schema: z.ZodType,
  values: unknown,
  fields: readonly F[],
): Partial<Record<F, string>> {
  const parsed = schema.safeParse(values);
  if (parsed.success) return {};
  const errors: Partial<Record<F, string>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && (fields as readonly string[]).includes(field)) {
      errors[field as F] ??= issue.message;
    }
  }
  return errors;
}
