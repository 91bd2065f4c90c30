import { REVIEW_MIN_GAMES } from '@ludo/shared/reviews/reviews.schemas';

/**
 * What a review shows of its player and who may write one: pure, tested without a database.
 */

/** A player's record as reviews read it. */
export interface ReviewerRecord {
  /** Settled 1v1 matches plus finished tournaments. */
  gamesPlayed: number;
  tournamentWins: number;
  memberSince: Date;
}

export function mayReview(record: Pick<ReviewerRecord, 'gamesPlayed'>): boolean {
  return record.gamesPlayed >= REVIEW_MIN_GAMES;
}

/** "Tournament winner" once they won one, else "Player since 2026" (the year in India). */
export function reviewerRole(record: Pick<ReviewerRecord, 'tournamentWins' | 'memberSince'>): string {
  if (record.tournamentWins > 0) return 'Tournament winner';
  const year = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', year: 'numeric' }).format(
    record.memberSince,
  );
  return `Player since ${year}`;
}

/** "AV" for "Asha Verma", "R" for "Ravi": the first letters of the first and last names. */
export function reviewerInitials(fullName: string): string {
  const words = fullName.trim().split(/\s+/u).filter(Boolean);
  const first = words[0];
  if (!first) return '?';
  const letters = [first, ...(words.length > 1 ? [words.at(-1) as string] : [])].map((word) =>
    (Array.from(word)[0] ?? '').toLocaleUpperCase('en-IN'),
  );
  return letters.join('');
}
