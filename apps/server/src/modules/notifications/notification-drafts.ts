import type { DomainEvent } from '@ludo/shared/domain-events';
import { formatPaise } from '@ludo/shared/money';
import type { NotificationType } from '@ludo/shared/notifications/notifications.schemas';
import { formatPlayedMinutes } from '@ludo/shared/responsible-gaming/played-time';

/**
 * What each domain event tells which player: a pure function, so every notification's wording,
 * recipient and link is tested without a database. The dedupe key names what happened (a match
 * settled, a withdrawal paid) where that can happen once, else the event itself, so an event
 * handled twice, or a once-only change published twice, notifies once.
 */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  title: string;
  message: string;
  actionUrl: string | null;
  dedupeKey: string;
  /** Shown as a toast too: it needs the player now. */
  toast: boolean;
}

const matchPage = (matchId: string) => `/user/tournaments/join/${matchId}`;
const tournamentPage = (tournamentId: string) => `/user/tournaments/join/${tournamentId}`;
const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th'}`;
};

const WITHDRAWAL_TEXT = {
  requested: null,
  approved: {
    title: 'Withdrawal approved',
    text: (amount: string) => `Your withdrawal of ${amount} was approved and is being paid out.`,
  },
  processed: { title: 'Withdrawal paid', text: (amount: string) => `${amount} was sent to your account.` },
  rejected: {
    title: 'Withdrawal rejected',
    text: (amount: string) => `Your withdrawal of ${amount} was rejected and the money is back in your wallet.`,
  },
  failed: {
    title: 'Withdrawal returned',
    text: (amount: string) => `The payout of ${amount} failed and the money is back in your wallet.`,
  },
} as const;

const signedAmount = (paise: number) => (paise > 0 ? `+${formatPaise(paise)}` : formatPaise(paise));

export function notificationsFor(event: DomainEvent, eventId: number): NotificationDraft[] {
  switch (event.type) {
    case 'responsible_gaming.play_reminder':
      return [
        {
          userId: event.userId,
          type: 'system',
          title: 'Time for a break?',
          message: `You have played for ${formatPlayedMinutes(event.playedMinutes)} today. Your net result today: ${signedAmount(event.netPaise)}.`,
          actionUrl: '/user/settings',
          dedupeKey: `play-reminder:${event.userId}:${event.day}:${event.playedMinutes}`,
          toast: true,
        },
      ];
    case 'match.join_requested':
      return [
        {
          userId: event.ownerId,
          type: 'system',
          title: 'Join request',
          message: `${event.requesterName} wants to join your ${formatPaise(event.stakePaise)} room. Accept or decline before it expires.`,
          actionUrl: matchPage(event.matchId),
          dedupeKey: `event:${eventId}`,
          toast: true,
        },
      ];
    case 'match.request_decided':
      return [
        {
          userId: event.requesterId,
          type: 'system',
          title: event.accepted ? 'Request accepted' : 'Request declined',
          message: event.accepted
            ? `${event.ownerName} accepted you. ${formatPaise(event.stakePaise)} is held until the result. Join the room and play.`
            : `${event.ownerName} declined your request. Nothing was taken from your wallet.`,
          actionUrl: matchPage(event.matchId),
          dedupeKey: `join-request:${event.requestId}:decided`,
          // The web app already toasts the spec's "Match joined!" for an accepted request.
          toast: false,
        },
      ];
    case 'match.result_reported':
      return event.toUserIds.map((userId) => ({
        userId,
        type: 'system',
        title: 'Result submitted',
        message: `${event.reporterName} submitted the result of ${event.title}. Submit yours within 10 minutes, or theirs stands.`,
        actionUrl: matchPage(event.matchId),
        dedupeKey: `event:${eventId}`,
        toast: true,
      }));
    case 'match.settled':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'system',
        title: userId === event.winnerId ? 'You won!' : 'Match result',
        message:
          userId === event.winnerId
            ? event.prizePaise !== null
              ? `You won ${event.title}. ${formatPaise(event.prizePaise)} was added to your winnings.`
              : `You won ${event.title}.`
            : `${event.winnerName} won ${event.title}.`,
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:settled`,
        toast: false,
      }));
    case 'match.review_opened':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'system',
        title: 'Dispute opened',
        message: `An admin will review ${event.title} and decide within 48 hours.`,
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:review`,
        toast: false,
      }));
    case 'match.review_decided':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'system',
        title: 'Dispute decided',
        message:
          event.outcome === 'award'
            ? `Admin decision on ${event.title}: ${event.winnerName} wins. Reason: ${event.reason}`
            : `Admin decision on ${event.title}: cancelled and both entry fees refunded. Reason: ${event.reason}`,
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:decision`,
        toast: false,
      }));
    case 'match.room_expired':
      return [
        {
          userId: event.ownerId,
          type: 'payment',
          title: 'Room expired',
          message: `Nobody joined your room in time. Your ${formatPaise(event.stakePaise)} entry fee was refunded.`,
          actionUrl: '/user/wallet',
          dedupeKey: `match:${event.matchId}:expired`,
          toast: false,
        },
      ];
    case 'tournament.registered':
      return [
        {
          userId: event.userId,
          type: 'tournament',
          title: 'Registered',
          message: `You are registered for ${event.title}. ${formatPaise(event.feePaise)} entry fee paid.`,
          actionUrl: tournamentPage(event.tournamentId),
          dedupeKey: `event:${eventId}`,
          toast: false,
        },
      ];
    case 'tournament.game_ready':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'tournament',
        title: `Round ${event.round} is ready`,
        message:
          userId === event.hostId
            ? `${event.title}: you host. Create the room and post its code within 2 minutes.`
            : `${event.title}: your game is ready. Wait for the host's room code.`,
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:ready`,
        toast: true,
      }));
    case 'tournament.finished':
      return event.results.map((result) => ({
        userId: result.userId,
        type: 'tournament',
        title: result.prizePaise > 0 ? 'Prize credited' : 'Tournament finished',
        message:
          result.prizePaise > 0
            ? `You finished ${ordinal(result.place)} in ${event.title}. ${formatPaise(result.prizePaise - result.tdsPaise)} was added to your winnings${result.tdsPaise > 0 ? ` (${formatPaise(result.tdsPaise)} TDS withheld)` : ''}.`
            : `${event.title} has finished. You placed ${ordinal(result.place)}.`,
        actionUrl: tournamentPage(event.tournamentId),
        dedupeKey: `tournament:${event.tournamentId}:finished`,
        toast: false,
      }));
    case 'tournament.cancelled':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'tournament',
        title: 'Tournament cancelled',
        message: `${event.title} was cancelled and your entry fee refunded. Reason: ${event.reason}`,
        actionUrl: tournamentPage(event.tournamentId),
        dedupeKey: `tournament:${event.tournamentId}:cancelled`,
        toast: false,
      }));
    case 'payment.deposit_credited':
      return [
        {
          userId: event.userId,
          type: 'payment',
          title: 'Money added',
          message: `${formatPaise(event.amountPaise)} was added to your wallet (${event.reference}).`,
          actionUrl: '/user/wallet',
          dedupeKey: `deposit:${event.reference}`,
          toast: false,
        },
      ];
    case 'payment.deposit_failed':
      return [
        {
          userId: event.userId,
          type: 'payment',
          title: 'Payment failed',
          message: `Your payment of ${formatPaise(event.amountPaise)} did not go through, and nothing was added to your wallet. ${event.reason}`,
          actionUrl: '/user/transactions',
          dedupeKey: `deposit-failed:${event.transactionId}`,
          toast: false,
        },
      ];
    case 'tournament.starting_soon':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'tournament',
        title: 'Starting soon',
        message: `${event.title} starts in under 30 minutes. Be ready: your first game's host has 2 minutes to post the room code.`,
        actionUrl: tournamentPage(event.tournamentId),
        dedupeKey: `tournament:${event.tournamentId}:starting-soon`,
        toast: true,
      }));
    case 'withdrawal.updated': {
      const text = WITHDRAWAL_TEXT[event.status];
      if (!text) return [];
      const reason = event.reason ? ` Reason: ${event.reason}` : '';
      return [
        {
          userId: event.userId,
          type: 'payment',
          title: text.title,
          message: `${text.text(formatPaise(event.amountPaise))}${reason}`,
          actionUrl: '/user/wallet',
          dedupeKey: `withdrawal:${event.withdrawalId}:${event.status}`,
          toast: false,
        },
      ];
    }
    case 'kyc.decided':
      return [
        {
          userId: event.userId,
          type: 'system',
          title: event.approved ? 'Identity verified' : 'Identity not verified',
          message: event.approved
            ? 'Your KYC documents were approved. You can now withdraw your winnings.'
            : // The reason last, as in every other message: it is the admin's text, with or without a full stop.
              `Your KYC documents were rejected. Submit them again from your profile.${event.reason ? ` Reason: ${event.reason}` : ''}`,
          actionUrl: '/user/profile',
          dedupeKey: `event:${eventId}`,
          toast: false,
        },
      ];
    case 'support.replied':
      return [
        {
          userId: event.userId,
          type: 'support',
          title: 'Support reply',
          message: `The support team replied to your ticket “${event.subject}”.`,
          actionUrl: `/user/support?ticket=${event.ticketId}`,
          dedupeKey: `event:${eventId}`,
          toast: false,
        },
      ];
  }
}
