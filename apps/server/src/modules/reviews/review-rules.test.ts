import { describe, expect, it } from 'vitest';
import { mayReview, reviewerInitials, reviewerRole } from './review-rules';

describe('who may review, and what a review shows of them', () => {
  it('needs three finished games', () => {
    expect([0, 2, 3, 10].map((gamesPlayed) => mayReview({ gamesPlayed }))).toEqual([false, false, true, true]);
  });

  it('names a tournament winner, else the year they joined (in India)', () => {
    expect(reviewerRole({ tournamentWins: 1, memberSince: new Date('2026-03-01T00:00:00Z') })).toBe(
      'Tournament winner',
    );
    expect(reviewerRole({ tournamentWins: 0, memberSince: new Date('2026-03-01T00:00:00Z') })).toBe(
      'Player since 2026',
    );
    // 31 December 20:00 UTC is already 1 January in India.
    expect(reviewerRole({ tournamentWins: 0, memberSince: new Date('2025-12-31T20:00:00Z') })).toBe(
      'Player since 2026',
    );
  });

  it('shows initials only: first and last name', () => {
    expect(reviewerInitials('Asha Verma')).toBe('AV');
    expect(reviewerInitials('  ravi  ')).toBe('R');
    expect(reviewerInitials('Meera Devi Reddy')).toBe('MR');
    expect(reviewerInitials('अनिल कुमार')).toBe('अक');
    expect(reviewerInitials('')).toBe('?');
  });
});
