import { I18nProvider } from '@lingui/react';
import { loginBodySchema } from '@ludo/shared/auth/auth.schemas';
import { roomParamsSchema } from '@ludo/shared/matches/matches.schemas';
import { DEFAULT_USER_SETTINGS, userSettingsSchema } from '@ludo/shared/users/settings.schemas';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { FieldError } from '../src/components/ui/field-error';
import { firstErrorPerField } from '../src/lib/form-values';
import { catalogReady, i18n, validationReady } from '../src/lib/i18n/i18n';
import { intlLocale, type Locale } from '../src/lib/i18n/locales';
import { formMessage } from '../src/lib/i18n/validation-defaults';

/**
 * A form's check without a message of ours (`.max(64)`, a choice left out) shows our words for
 * zod's default in the page's language, as the shared schemas' own messages are shown; never zod's
 * English ("Too big: expected string to have <=64 characters").
 */

async function inLanguage(locale: Locale) {
  await catalogReady('validation', locale);
  i18n.activate(locale, [intlLocale(locale)]);
}

/** What `FieldError` shows for `message` in the page's language. */
const shown = (message: string | undefined) =>
  renderToStaticMarkup(
    createElement(I18nProvider, { i18n }, createElement(FieldError, { id: 'field-error', message })),
  ).replace(/<[^>]+>/g, '');

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const parsed = schema.safeParse(value);
  if (parsed.success) throw new Error('the value was accepted');
  return parsed.error.issues[0]?.message ?? '';
};

beforeAll(async () => {
  await inLanguage('en');
  await validationReady();
});

describe('a check without a message of ours', () => {
  it('is given our English by zod, not zod’s own', () => {
    expect(firstMessage(roomParamsSchema, { roomId: '7'.repeat(65) })).toBe('Use at most 64 characters');
    expect(firstMessage(z.string().max(1), 'ab')).toBe('Use at most 1 character');
    expect(firstMessage(z.coerce.number().int().min(1), '0')).toBe('Enter at least 1');
    expect(firstMessage(z.email(), 'nope')).toBe('Enter a valid email address');
    const { theme: _theme, ...withoutTheme } = DEFAULT_USER_SETTINGS;
    expect(firstMessage(userSettingsSchema, withoutTheme)).toBe('This is required');
    expect(firstMessage(userSettingsSchema, { ...DEFAULT_USER_SETTINGS, theme: 'blue' })).toBe(
      'Choose one of the options',
    );
  });

  it('is shown by FieldError in the page’s language', async () => {
    const tooLong = firstMessage(roomParamsSchema, { roomId: '7'.repeat(65) });
    const { theme: _theme, ...withoutTheme } = DEFAULT_USER_SETTINGS;
    const missing = firstErrorPerField(userSettingsSchema, withoutTheme, ['theme']).theme;
    try {
      expect(shown(tooLong)).toBe('Use at most 64 characters');
      await inLanguage('hi');
      expect(shown(tooLong)).toBe('ज़्यादा से ज़्यादा 64 अक्षर लिखें');
      expect(shown(missing)).toBe('यह ज़रूरी है');
      await inLanguage('ta');
      expect(shown(tooLong)).toBe('அதிகபட்சம் 64 எழுத்துகள் எழுதுங்கள்');
      expect(formMessage(firstMessage(z.array(z.string()).min(2), ['a']))).toBe('குறைந்தது 2 விருப்பங்களைத் தேர்ந்தெடுங்கள்');
    } finally {
      await inLanguage('en');
    }
  });

  it('leaves the schemas’ own messages to their catalog, and other text as it is', async () => {
    const required = firstMessage(loginBodySchema, { identifier: ' ', password: 'x' });
    expect(required).toBe('Email or phone is required');
    try {
      await inLanguage('hi');
      expect(shown(required)).toBe('ईमेल या फ़ोन ज़रूरी है');
      // The API's answers come already in the page's language.
      expect(shown('ज़्यादा से ज़्यादा 64 अक्षर लिखें')).toBe('ज़्यादा से ज़्यादा 64 अक्षर लिखें');
      expect(shown('Page size must be 10, 20, 30, 40 or 50')).toBe('Page size must be 10, 20, 30, 40 or 50');
      expect(shown(undefined)).toBe('');
    } finally {
      await inLanguage('en');
    }
  });
});
