import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { prizePoolLabel } from '../src/features/tournaments/lib/tournament-labels';
import type { Translate } from '../src/lib/i18n/react';
import { englishMessages } from './english';

/** The labels in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });
const t = i18n._.bind(i18n) as Translate;

/** A card never shows a full field's prize pool as if it were already won. */
describe('the prize pool on a card', () => {
  const card = { prizePool: 180, players: 3, maxPlayers: 8 };

  it('reads "Up to" while seats are free before the start', () => {
    expect(prizePoolLabel(t, { ...card, status: 'registering' })).toBe('Up to ₹180');
    expect(prizePoolLabel(t, { ...card, status: 'upcoming' })).toBe('Up to ₹180');
  });

  it('is the amount itself once the field is full or the tournament started', () => {
    expect(prizePoolLabel(t, { ...card, players: 8, status: 'registering' })).toBe('₹180');
    expect(prizePoolLabel(t, { ...card, status: 'running' })).toBe('₹180');
    expect(prizePoolLabel(t, { ...card, status: 'finished' })).toBe('₹180');
  });
});
