import type { DomainEvent } from '@ludo/shared/domain-events';
import { moneyMode } from '@ludo/shared/money';
import type { NotificationType } from '@ludo/shared/notifications/notifications.schemas';
import type { NotificationMention } from '../../db/schema';
import { type Language, type Message, matchName, money, render, SOME_PLAYER } from '../../lib/i18n';

/**
 * What each domain event tells which player: a pure function, so every notification's wording,
 * recipient and link is tested without a database. The wording is a message of the server's
 * catalogs (apps/server/src/locales), put into words in each recipient's language when it is
 * stored (`writtenIn`). The dedupe key names what happened (a match settled, a withdrawal paid)
 * where that can happen once, else the event itself, so an event handled twice, or a once-only
 * change published twice, notifies once.
 */
export interface NotificationDraft {
  userId: string;
  type: NotificationType;
  title: Message;
  message: Message;
  actionUrl: string | null;
  dedupeKey: string;
  /** Shown as a toast too: it needs the player now. */
  toast: boolean;
  /** The other players the text names (NotificationMention); none when it names nobody. */
  mentions?: NotificationMention[];
}

/** A draft in its reader's words: what is stored and shown. */
export type WrittenNotification = Omit<NotificationDraft, 'title' | 'message'> & { title: string; message: string };

export function writtenIn(draft: NotificationDraft, language: Language): WrittenNotification {
  return { ...draft, title: render(draft.title, language), message: render(draft.message, language) };
}

/** A player named in the text, when the event says who the name is (events written before it did, do not). */
const mentioned = (userId: string | null | undefined, name: string | null): NotificationMention[] =>
  userId && name ? [{ userId, name }] : [];

const matchPage = (matchId: string) => `/user/tournaments/join/${matchId}`;
const tournamentPage = (tournamentId: string) => `/user/tournaments/join/${tournamentId}`;

/** An optional admin's reason: the messages that may end with one choose their wording by `withReason`. */
const reasonValues = (reason: string | null) =>
  reason ? { withReason: 'yes', reason } : { withReason: 'no', reason: '' };

const WITHDRAWAL_TEXT = {
  requested: null,
  approved: { title: 'notification.withdrawalApproved.title', text: 'notification.withdrawalApproved.message' },
  processed: { title: 'notification.withdrawalPaid.title', text: 'notification.withdrawalPaid.message' },
  rejected: { title: 'notification.withdrawalRejected.title', text: 'notification.withdrawalRejected.message' },
  failed: { title: 'notification.withdrawalReturned.title', text: 'notification.withdrawalReturned.message' },
} as const satisfies Record<string, { title: Message['id']; text: Message['id'] } | null>;

/** Minutes of play as the reminder says them: "45 min", "1 h", "1 h 30 min" (in the reader's words). */
const playedValues = (minutes: number) => {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return { span: hours === 0 ? 'minutes' : rest === 0 ? 'hours' : 'both', hours, minutes: rest };
};

export function notificationsFor(event: DomainEvent, eventId: number): NotificationDraft[] {
  switch (event.type) {
    case 'responsible_gaming.play_reminder':
      return [
        {
          userId: event.userId,
          type: 'system',
          title: { id: 'notification.playReminder.title' },
          message: {
            id: 'notification.playReminder.message',
            values: { ...playedValues(event.playedMinutes), net: money(event.netPaise, { signed: true }) },
          },
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
          title: { id: 'notification.joinRequested.title' },
          message: {
            id: 'notification.joinRequested.message',
            values: { name: event.requesterName ?? SOME_PLAYER, stake: money(event.stakePaise) },
          },
          actionUrl: matchPage(event.matchId),
          dedupeKey: `event:${eventId}`,
          toast: true,
          mentions: mentioned(event.requesterId, event.requesterName),
        },
      ];
    case 'match.request_decided':
      return [
        {
          userId: event.requesterId,
          type: 'system',
          title: { id: event.accepted ? 'notification.requestAccepted.title' : 'notification.requestDeclined.title' },
          message: event.accepted
            ? {
                id: 'notification.requestAccepted.message',
                values: { name: event.ownerName ?? SOME_PLAYER, stake: money(event.stakePaise), mode: moneyMode() },
              }
            : { id: 'notification.requestDeclined.message', values: { name: event.ownerName ?? SOME_PLAYER } },
          actionUrl: matchPage(event.matchId),
          dedupeKey: `join-request:${event.requestId}:decided`,
          // The web app already toasts the product's "Match joined!" for an accepted request.
          toast: false,
          mentions: mentioned(event.ownerId, event.ownerName),
        },
      ];
    case 'match.result_reported':
      return event.toUserIds.map((userId) => ({
        userId,
        type: 'system',
        title: { id: 'notification.resultReported.title' },
        message: {
          id: 'notification.resultReported.message',
          values: { name: event.reporterName ?? SOME_PLAYER, match: matchName(event) },
        },
        actionUrl: matchPage(event.matchId),
        dedupeKey: `event:${eventId}`,
        toast: true,
        mentions: mentioned(event.reporterId, event.reporterName),
      }));
    case 'match.settled':
      return event.playerIds.map((userId) => {
        // A team's two players both won, each paid their share.
        const won = event.winnerIds?.includes(userId) ?? userId === event.winnerId;
        const prizePaise = event.shares?.[userId] ?? event.prizePaise;
        return {
          userId,
          type: 'system',
          title: { id: won ? 'notification.matchWon.title' : 'notification.matchLost.title' },
          message: won
            ? prizePaise !== null
              ? {
                  id: 'notification.matchWon.message',
                  values: { match: matchName(event), prize: money(prizePaise), mode: moneyMode() },
                }
              : { id: 'notification.matchWon.messageWithoutPrize', values: { match: matchName(event) } }
            : {
                id: 'notification.matchLost.message',
                values: { winner: event.winnerName ?? SOME_PLAYER, match: matchName(event) },
              },
          actionUrl: matchPage(event.matchId),
          dedupeKey: `match:${event.matchId}:settled`,
          toast: false,
          // A team is named by both its players at once: either closing their account takes the pair.
          mentions: won ? [] : (event.winnerIds ?? [event.winnerId]).flatMap((id) => mentioned(id, event.winnerName)),
        };
      });
    case 'match.review_opened':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'system',
        title: { id: 'notification.reviewOpened.title' },
        message: { id: 'notification.reviewOpened.message', values: { match: matchName(event) } },
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:review`,
        toast: false,
      }));
    case 'match.review_decided':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'system',
        title: { id: 'notification.reviewDecided.title' },
        message:
          event.outcome === 'award'
            ? {
                id: 'notification.reviewDecided.messageAward',
                values: { match: matchName(event), winner: event.winnerName ?? SOME_PLAYER, reason: event.reason },
              }
            : {
                id: 'notification.reviewDecided.messageCancel',
                values: { match: matchName(event), reason: event.reason },
              },
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:decision`,
        toast: false,
        mentions: event.outcome === 'award' ? mentioned(event.winnerId, event.winnerName) : [],
      }));
    case 'match.room_expired':
      return [
        {
          userId: event.ownerId,
          type: 'payment',
          title: { id: 'notification.roomExpired.title' },
          message: { id: 'notification.roomExpired.message', values: { stake: money(event.stakePaise) } },
          actionUrl: '/user/wallet',
          dedupeKey: `match:${event.matchId}:expired`,
          toast: false,
        },
        ...(event.seatedIds ?? []).map((userId) => ({
          userId,
          type: 'payment' as const,
          title: { id: 'notification.roomExpired.title' as const },
          message: { id: 'notification.roomUnfilled.message' as const, values: { stake: money(event.stakePaise) } },
          actionUrl: '/user/wallet',
          dedupeKey: `match:${event.matchId}:expired`,
          toast: false,
        })),
      ];
    case 'match.room_cancelled':
      return event.seatedIds.map((userId) => ({
        userId,
        type: 'payment',
        title: { id: 'notification.roomCancelled.title' },
        message: { id: 'notification.roomCancelled.message', values: { stake: money(event.stakePaise) } },
        actionUrl: '/user/wallet',
        dedupeKey: `match:${event.matchId}:cancelled`,
        toast: false,
      }));
    case 'tournament.registered':
      return [
        {
          userId: event.userId,
          type: 'tournament',
          title: { id: 'notification.tournamentRegistered.title' },
          message: {
            id: 'notification.tournamentRegistered.message',
            values: { tournament: event.title, fee: money(event.feePaise) },
          },
          actionUrl: tournamentPage(event.tournamentId),
          dedupeKey: `event:${eventId}`,
          toast: false,
        },
      ];
    case 'tournament.game_ready':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'tournament',
        title: { id: 'notification.gameReady.title', values: { round: event.round } },
        message: {
          id: userId === event.hostId ? 'notification.gameReady.messageHost' : 'notification.gameReady.messageGuest',
          values: { tournament: event.title },
        },
        actionUrl: matchPage(event.matchId),
        dedupeKey: `match:${event.matchId}:ready`,
        toast: true,
      }));
    case 'tournament.finished':
      return event.results.map((result) => ({
        userId: result.userId,
        type: 'tournament',
        title: {
          id: result.prizePaise > 0 ? 'notification.prizeCredited.title' : 'notification.tournamentFinished.title',
        },
        message:
          result.prizePaise > 0
            ? {
                id:
                  result.tdsPaise > 0
                    ? 'notification.prizeCredited.messageWithTds'
                    : 'notification.prizeCredited.message',
                values: {
                  place: result.place,
                  tournament: event.title,
                  prize: money(result.prizePaise - result.tdsPaise),
                  tds: money(result.tdsPaise),
                  mode: moneyMode(),
                },
              }
            : {
                id: 'notification.tournamentFinished.message',
                values: { tournament: event.title, place: result.place },
              },
        actionUrl: tournamentPage(event.tournamentId),
        dedupeKey: `tournament:${event.tournamentId}:finished`,
        toast: false,
      }));
    case 'tournament.cancelled':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'tournament',
        title: { id: 'notification.tournamentCancelled.title' },
        message: {
          id: 'notification.tournamentCancelled.message',
          values: { tournament: event.title, reason: event.reason },
        },
        actionUrl: tournamentPage(event.tournamentId),
        dedupeKey: `tournament:${event.tournamentId}:cancelled`,
        toast: false,
      }));
    case 'payment.deposit_credited':
      return [
        {
          userId: event.userId,
          type: 'payment',
          title: { id: 'notification.depositCredited.title' },
          message: {
            id: 'notification.depositCredited.message',
            values: { amount: money(event.amountPaise), reference: event.reference },
          },
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
          title: { id: 'notification.depositFailed.title' },
          message: {
            id: 'notification.depositFailed.message',
            values: { amount: money(event.amountPaise), reason: event.reason },
          },
          actionUrl: '/user/transactions',
          dedupeKey: `deposit-failed:${event.transactionId}`,
          toast: false,
        },
      ];
    case 'tournament.starting_soon':
      return event.playerIds.map((userId) => ({
        userId,
        type: 'tournament',
        title: { id: 'notification.startingSoon.title' },
        message: { id: 'notification.startingSoon.message', values: { tournament: event.title } },
        actionUrl: tournamentPage(event.tournamentId),
        dedupeKey: `tournament:${event.tournamentId}:starting-soon`,
        toast: true,
      }));
    case 'withdrawal.updated': {
      const text = WITHDRAWAL_TEXT[event.status];
      if (!text) return [];
      return [
        {
          userId: event.userId,
          type: 'payment',
          title: { id: text.title },
          message: {
            id: text.text,
            values: { amount: money(event.amountPaise), ...reasonValues(event.reason) },
          },
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
          title: { id: event.approved ? 'notification.kycApproved.title' : 'notification.kycRejected.title' },
          message: event.approved
            ? { id: 'notification.kycApproved.message' }
            : // The reason last, as in every other message: it is the admin's text, with or without a full stop.
              { id: 'notification.kycRejected.message', values: reasonValues(event.reason) },
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
          title: { id: 'notification.supportReplied.title' },
          message: { id: 'notification.supportReplied.message', values: { subject: event.subject } },
          actionUrl: `/user/support?ticket=${event.ticketId}`,
          dedupeKey: `event:${eventId}`,
          toast: false,
        },
      ];
  }
}
