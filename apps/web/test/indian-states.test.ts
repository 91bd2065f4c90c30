import { setupI18n } from '@lingui/core';
import { INDIAN_STATE_CODES, INDIAN_STATES } from '@ludo/shared/users/indian-states';
import { describe, expect, it } from 'vitest';
import { stateName, stateOptions } from '../src/lib/i18n/indian-states';
import type { Translate } from '../src/lib/i18n/react';
import en from '../src/locales/pages/en.json';
import hi from '../src/locales/pages/hi.json';
import mr from '../src/locales/pages/mr.json';
import ta from '../src/locales/pages/ta.json';
import te from '../src/locales/pages/te.json';

/** The states of India are kept and sent by their English names; a player reads them in their language. */
const CATALOGS = { en, hi, ta, te, mr };
const translate = (locale: keyof typeof CATALOGS): Translate => {
  const i18n = setupI18n({ locale, messages: { [locale]: CATALOGS[locale] } });
  return i18n._.bind(i18n) as Translate;
};

describe('the states of India', () => {
  it('read in English as the list names them', () => {
    const t = translate('en');
    for (const state of INDIAN_STATES) expect(stateName(t, state)).toBe(state);
  });

  it('read in each language: a name of its own for every state and union territory', () => {
    expect(stateName(translate('ta'), 'Tamil Nadu')).toBe('தமிழ்நாடு');
    expect(stateName(translate('hi'), 'West Bengal')).toBe('पश्चिम बंगाल');
    expect(stateName(translate('te'), 'Telangana')).toBe('తెలంగాణ');
    expect(stateName(translate('mr'), 'Maharashtra')).toBe('महाराष्ट्र');
    for (const locale of ['hi', 'ta', 'te', 'mr'] as const) {
      const names = INDIAN_STATES.map((state) => stateName(translate(locale), state));
      expect(new Set(names).size, locale).toBe(INDIAN_STATES.length);
      for (const [index, name] of names.entries()) {
        expect(name, `${locale} ${INDIAN_STATES[index]}`).not.toMatch(/[A-Za-z]/);
      }
    }
  });

  it('have one code each, and a name not on the list shows as it is', () => {
    expect(new Set(Object.values(INDIAN_STATE_CODES)).size).toBe(INDIAN_STATES.length);
    expect(stateName(translate('hi'), 'Atlantis')).toBe('Atlantis');
  });

  it('are offered with their English names as values, in the order of the reader’s names', () => {
    const options = stateOptions(translate('hi'), 'hi');
    expect(options.map((option) => option.value).sort()).toEqual([...INDIAN_STATES].sort());
    expect(options.find((option) => option.value === 'Bihar')?.label).toBe('बिहार');
    expect(options[0]?.label).toBe('अंडमान और निकोबार द्वीपसमूह');
    expect(stateOptions(translate('en'), 'en').map((option) => option.value)).toEqual([...INDIAN_STATES]);
  });
});
