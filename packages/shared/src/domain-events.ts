import type { WithdrawalStatus } from './withdrawals/withdrawals.schemas';

/**
 * Domain events: what happened, written in the transaction of the change that caused it (an
 * outbox), then handed to subscribers (notifications today; email, SMS and push deliveries
 * later). Each carries what its readers need to tell people about it, so no reader has to look
 * into another module's tables. Amounts are paise.
 */

/**
 * A player's name in an event (requester, owner, reporter, winner) is null when the records no
 * longer find it: each reader reads "A player" in their language.
 */

/**
 * How an event names a match: a tournament game by its tournament's title; a 1v1 room (`title`
 * null) by its stake, put into words in each reader's language ("₹50 1v1 Match").
 */
export interface MatchName {
  title: string | null;
  stakePaise: number;
  /** A tournament game's round and table (multi-table rounds), named in the reader's words. */
  round?: number | null;
  table?: number | null;
  /** A room's seats and whether it is played in teams (a 1v1 room has neither). */
  seats?: number;
  teams?: boolean;
}

export type DomainEvent =
  | {
      /** Responsible gaming: time played today passed a mark (an hour, then every 30 minutes). */
      type: 'responsible_gaming.play_reminder';
      userId: string;
      /** YYYY-MM-DD, India time. */
      day: string;
      playedMinutes: number;
      /** Winnings and refunds less entry fees today. */
      netPaise: number;
    }
  | {
      type: 'match.join_requested';
      matchId: string;
      ownerId: string;
      /**
       * Whose name `requesterName` is: a notification naming them loses the name when they close
       * their account. Events written before it was added lack it (so do the ids below).
       */
      requesterId?: string;
      requesterName: string | null;
      stakePaise: number;
    }
  | {
      type: 'match.request_decided';
      matchId: string;
      /** A player may ask again after a decline: each request is decided once. */
      requestId: string;
      requesterId: string;
      accepted: boolean;
      /** Whose name `ownerName` is (see requesterId above). */
      ownerId?: string;
      ownerName: string | null;
      stakePaise: number;
    }
  | ({
      type: 'match.result_reported';
      matchId: string;
      /** Whose name `reporterName` is (see requesterId above). */
      reporterId?: string;
      reporterName: string | null;
      /** The players who have not reported yet: they confirm or answer. */
      toUserIds: string[];
    } & MatchName)
  | ({
      type: 'match.settled';
      matchId: string;
      playerIds: string[];
      winnerId: string | null;
      winnerName: string | null;
      /** The prize paid (rooms); null for tournament games, paid when the tournament ends. */
      prizePaise: number | null;
      /** A room won by a team: both its players, and what each was paid. */
      winnerIds?: string[];
      shares?: Record<string, number>;
    } & MatchName)
  | ({ type: 'match.review_opened'; matchId: string; playerIds: string[] } & MatchName)
  | ({
      type: 'match.review_decided';
      matchId: string;
      playerIds: string[];
      outcome: 'award' | 'cancel';
      /** Whose name `winnerName` is (see requesterId above). */
      winnerId?: string | null;
      winnerName: string | null;
      reason: string;
    } & MatchName)
  | {
      type: 'match.room_expired';
      matchId: string;
      ownerId: string;
      stakePaise: number;
      /** The other players seated in a room for more than two, refunded with the host. */
      seatedIds?: string[];
    }
  /** The host cancelled a room for more than two: the players seated in it were refunded. */
  | { type: 'match.room_cancelled'; matchId: string; seatedIds: string[]; stakePaise: number }
  | {
      type: 'tournament.registered';
      tournamentId: string;
      title: string;
      userId: string;
      feePaise: number;
      startTime: string;
    }
  | {
      type: 'tournament.game_ready';
      tournamentId: string;
      title: string;
      matchId: string;
      round: number;
      playerIds: string[];
      hostId: string;
    }
  | {
      type: 'tournament.finished';
      tournamentId: string;
      title: string;
      results: Array<{ userId: string; place: number; prizePaise: number; tdsPaise: number }>;
    }
  | { type: 'tournament.cancelled'; tournamentId: string; title: string; playerIds: string[]; reason: string }
  | { type: 'payment.deposit_credited'; userId: string; amountPaise: number; reference: string }
  | { type: 'payment.deposit_failed'; userId: string; amountPaise: number; transactionId: string; reason: string }
  | { type: 'tournament.starting_soon'; tournamentId: string; title: string; playerIds: string[]; startTime: string }
  | {
      type: 'withdrawal.updated';
      userId: string;
      withdrawalId: string;
      status: WithdrawalStatus;
      amountPaise: number;
      reason: string | null;
    }
  | { type: 'kyc.decided'; userId: string; approved: boolean; reason: string | null }
  | { type: 'support.replied'; ticketId: string; userId: string; subject: string };

export type DomainEventType = DomainEvent['type'];
