import { describe, expect, it } from 'vitest';
import { prizePoolLabel } from '../src/features/tournaments/lib/tournament-labels';

/** A card never shows a full field's prize pool as if it were already won. */
describe('the prize pool on a card', () => {
  const card = { prizePool: 180, players: 3, maxPlayers: 8 };

  it('reads "Up to" while seats are free before the start', () => {
    expect(prizePoolLabel({ ...card, status: 'registering' })).toBe('Up to ₹180');
    expect(prizePoolLabel({ ...card, status: 'upcoming' })).toBe('Up to ₹180');
  });

  it('is the amount itself once the field is full or the tournament started', () => {
    expect(prizePoolLabel({ ...card, players: 8, status: 'registering' })).toBe('₹180');
    expect(prizePoolLabel({ ...card, status: 'running' })).toBe('₹180');
    expect(prizePoolLabel({ ...card, status: 'finished' })).toBe('₹180');
  });
});
