import { useLingui } from '@lingui/react';
import { type DefaultMessage, defaultValidationMessage } from '@ludo/shared/validation-defaults';
import { z } from 'zod';
import { english, i18n, validationText } from './i18n';

/**
 * The shared schemas' checks written without a message of ours (`.max(128)`, `z.enum([...])`, a
 * field left out) would show zod's own English ("Too big: expected string to have <=128
 * characters"). zod asks this module for those instead: our message for the issue
 * (shared/validation-defaults), in English like every schema message, and remembered so that
 * `FieldError` shows it in the page's language, the language it is in when shown.
 *
 * It loads with the forms (components/ui/field-error), never with the landing page: it brings zod.
 */

/** Our English text of each default message given so far, and the message it was written from. */
const written = new Map<string, DefaultMessage>();

/**
 * zod's message for an issue without one of its own: ours, in English. Until the validation
 * catalog is loaded (it loads with every page that has a form) zod keeps its own words.
 */
export function defaultIssueMessage(issue: Parameters<typeof defaultValidationMessage>[0]): string | undefined {
  if (!english.locale) return undefined;
  const message = defaultValidationMessage(issue);
  const text = english._(message.id, message.values);
  written.set(text, message);
  return text;
}

z.config({ customError: defaultIssueMessage });

/** A form's validation message in the page's language: ours for zod's defaults, the schema's own, else as it is. */
export function formMessage(message: string): string {
  const found = written.get(message);
  return found ? i18n._(found.id, found.values) : validationText(message);
}

/** `formMessage`, for a component that renders again when the language changes (components/ui/field-error). */
export function useFormMessage(): (message: string) => string {
  useLingui();
  return formMessage;
}
