import type { DomainEvent, DomainEventType } from '@ludo/shared/domain-events';
import { setMoneyMode } from '@ludo/shared/money';
import { LANGUAGE_LABELS } from '@ludo/shared/users/settings.schemas';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Language } from '../../lib/i18n';
import { type NotificationDraft, notificationsFor, type WrittenNotification, writtenIn } from './notification-drafts';

/**
 * What each domain event tells whom: recipients, wording, link, toast and dedupe key, without a
 * database. Every event type has an example here (the `satisfies` below fails to compile when a
 * new type is added without one). Drafts carry messages; the tests read them in English (as
 * translator('en') writes them) unless they are about another language.
 */

const OWNER = '00000000-0000-4000-8000-000000000001';
const GUEST = '00000000-0000-4000-8000-000000000002';
const THIRD = '00000000-0000-4000-8000-000000000003';
const FOURTH = '00000000-0000-4000-8000-000000000004';
const MATCH = '10000000-0000-4000-8000-000000000001';
const TOURNAMENT = '20000000-0000-4000-8000-000000000001';
const REQUEST = '30000000-0000-4000-8000-000000000001';
const WITHDRAWAL = '40000000-0000-4000-8000-000000000001';
const TICKET = '50000000-0000-4000-8000-000000000001';

const EXAMPLES = {
  'match.join_requested': {
    type: 'match.join_requested',
    matchId: MATCH,
    ownerId: OWNER,
    requesterId: GUEST,
    requesterName: 'Ravi Kumar',
    stakePaise: 5_000,
  },
  'match.request_decided': {
    type: 'match.request_decided',
    matchId: MATCH,
    requestId: REQUEST,
    requesterId: GUEST,
    accepted: true,
    ownerId: OWNER,
    ownerName: 'Asha Verma',
    stakePaise: 5_000,
  },
  'match.result_reported': {
    type: 'match.result_reported',
    matchId: MATCH,
    title: null,
    stakePaise: 5_000,
    reporterId: OWNER,
    reporterName: 'Asha Verma',
    toUserIds: [GUEST],
  },
  'match.settled': {
    type: 'match.settled',
    matchId: MATCH,
    title: null,
    stakePaise: 5_000,
    playerIds: [OWNER, GUEST],
    winnerId: OWNER,
    winnerName: 'Asha Verma',
    prizePaise: 9_000,
  },
  'match.review_opened': {
    type: 'match.review_opened',
    matchId: MATCH,
    title: null,
    stakePaise: 5_000,
    playerIds: [OWNER, GUEST],
  },
  'match.review_decided': {
    type: 'match.review_decided',
    matchId: MATCH,
    title: null,
    stakePaise: 5_000,
    playerIds: [OWNER, GUEST],
    outcome: 'award',
    winnerId: GUEST,
    winnerName: 'Ravi Kumar',
    reason: 'The screenshots show Ravi finishing first',
  },
  'match.room_expired': { type: 'match.room_expired', matchId: MATCH, ownerId: OWNER, stakePaise: 5_000 },
  'match.room_cancelled': { type: 'match.room_cancelled', matchId: MATCH, seatedIds: [GUEST], stakePaise: 5_000 },
  'tournament.registered': {
    type: 'tournament.registered',
    tournamentId: TOURNAMENT,
    title: 'Sunday Cup',
    userId: GUEST,
    feePaise: 10_000,
    startTime: '2026-12-06T13:30:00.000Z',
  },
  'tournament.game_ready': {
    type: 'tournament.game_ready',
    tournamentId: TOURNAMENT,
    title: 'Sunday Cup',
    matchId: MATCH,
    round: 2,
    playerIds: [OWNER, GUEST],
    hostId: OWNER,
  },
  'tournament.finished': {
    type: 'tournament.finished',
    tournamentId: TOURNAMENT,
    title: 'Sunday Cup',
    results: [
      { userId: OWNER, place: 1, prizePaise: 25_200, tdsPaise: 0 },
      { userId: GUEST, place: 2, prizePaise: 10_800, tdsPaise: 0 },
      { userId: THIRD, place: 3, prizePaise: 0, tdsPaise: 0 },
    ],
  },
  'tournament.cancelled': {
    type: 'tournament.cancelled',
    tournamentId: TOURNAMENT,
    title: 'Sunday Cup',
    playerIds: [OWNER, GUEST],
    reason: 'Server maintenance',
  },
  'payment.deposit_credited': {
    type: 'payment.deposit_credited',
    userId: GUEST,
    amountPaise: 50_000,
    reference: 'pay_Q1w2E3r4T5y6U7',
  },
  'payment.deposit_failed': {
    type: 'payment.deposit_failed',
    userId: GUEST,
    amountPaise: 50_000,
    transactionId: WITHDRAWAL,
    reason: 'The payment was not completed in time.',
  },
  'tournament.starting_soon': {
    type: 'tournament.starting_soon',
    tournamentId: TOURNAMENT,
    title: 'Sunday Cup',
    playerIds: [OWNER, GUEST],
    startTime: '2030-01-01T15:30:00.000Z',
  },
  'withdrawal.updated': {
    type: 'withdrawal.updated',
    userId: GUEST,
    withdrawalId: WITHDRAWAL,
    status: 'approved',
    amountPaise: 120_000,
    reason: null,
  },
  'kyc.decided': { type: 'kyc.decided', userId: GUEST, approved: true, reason: null },
  'support.replied': { type: 'support.replied', ticketId: TICKET, userId: GUEST, subject: 'Prize not credited' },
  'responsible_gaming.play_reminder': {
    type: 'responsible_gaming.play_reminder',
    userId: GUEST,
    day: '2026-11-25',
    playedMinutes: 90,
    netPaise: -4_000,
  },
} satisfies { [T in DomainEventType]: Extract<DomainEvent, { type: T }> };

const inEnglish = (draft: NotificationDraft): WrittenNotification => writtenIn(draft, 'en');
/** The event's notifications, in English. */
const draftsFor = (event: DomainEvent, eventId: number) => notificationsFor(event, eventId).map(inEnglish);

const only = (drafts: WrittenNotification[]): WrittenNotification => {
  expect(drafts).toHaveLength(1);
  return drafts[0] as WrittenNotification;
};
const byUser = (drafts: WrittenNotification[], userId: string) => drafts.find((draft) => draft.userId === userId);
const recipients = (drafts: WrittenNotification[]) => drafts.map((draft) => draft.userId);

describe('responsible gaming', () => {
  it('a play reminder: time played and the day’s net result, a toast linking to the limits', () => {
    const draft = only(draftsFor(EXAMPLES['responsible_gaming.play_reminder'], 3));
    expect(draft).toEqual({
      userId: GUEST,
      type: 'system',
      title: 'Time for a break?',
      message: 'You have played for 1 h 30 min today. Your net result today: -₹40.',
      actionUrl: '/user/settings',
      dedupeKey: `play-reminder:${GUEST}:2026-11-25:90`,
      toast: true,
    });
    const winning = only(
      draftsFor({ ...EXAMPLES['responsible_gaming.play_reminder'], playedMinutes: 60, netPaise: 12_000 }, 4),
    );
    expect(winning.message).toBe('You have played for 1 h today. Your net result today: +₹120.');
  });
});

describe('matches', () => {
  it('a join request: to the room owner only, a toast linking to the room', () => {
    const draft = only(draftsFor(EXAMPLES['match.join_requested'], 7));
    expect(draft).toEqual({
      userId: OWNER,
      type: 'system',
      title: 'Join request',
      message: 'Ravi Kumar wants to join your ₹50 room. Accept or decline before it expires.',
      actionUrl: `/user/tournaments/join/${MATCH}`,
      dedupeKey: 'event:7',
      toast: true,
      // Named, so that the name goes if that player closes their account.
      mentions: [{ userId: GUEST, name: 'Ravi Kumar' }],
    });
    // An event written before it said whose name it carries names nobody; so does a closed account's.
    const { requesterId: _, ...older } = EXAMPLES['match.join_requested'];
    expect(only(draftsFor(older, 7)).mentions).toEqual([]);
    expect(only(draftsFor({ ...EXAMPLES['match.join_requested'], requesterName: null }, 7)).mentions).toEqual([]);
  });

  it('an accepted request: to the requester, saying the fee is held (no toast: the match page toasts "Match joined!")', () => {
    const draft = only(draftsFor(EXAMPLES['match.request_decided'], 8));
    expect(draft).toMatchObject({
      userId: GUEST,
      type: 'system',
      title: 'Request accepted',
      actionUrl: `/user/tournaments/join/${MATCH}`,
      toast: false,
    });
    expect(draft.message).toBe('Asha Verma accepted you. ₹50 is held until the result. Join the room and play.');
    expect(draft.mentions).toEqual([{ userId: OWNER, name: 'Asha Verma' }]);
  });

  it('a declined request: to the requester, no toast, nothing taken', () => {
    const draft = only(draftsFor({ ...EXAMPLES['match.request_decided'], accepted: false }, 9));
    expect(draft).toMatchObject({ userId: GUEST, title: 'Request declined', toast: false });
    expect(draft.message).toBe('Asha Verma declined your request. Nothing was taken from your wallet.');
  });

  it('a result: to the players who have not reported, each with a toast', () => {
    const one = only(draftsFor(EXAMPLES['match.result_reported'], 10));
    expect(one).toMatchObject({ userId: GUEST, type: 'system', title: 'Result submitted', toast: true });
    expect(one.message).toBe(
      'Asha Verma submitted the result of ₹50 1v1 Match. Submit yours within 10 minutes, or theirs stands.',
    );
    expect(one.mentions).toEqual([{ userId: OWNER, name: 'Asha Verma' }]);
    const table = draftsFor({ ...EXAMPLES['match.result_reported'], toUserIds: [GUEST, THIRD, FOURTH] }, 11);
    expect(recipients(table)).toEqual([GUEST, THIRD, FOURTH]);
    expect(draftsFor({ ...EXAMPLES['match.result_reported'], toUserIds: [] }, 12)).toEqual([]);
  });

  it('a settled 1v1: the winner hears of the prize, the other player of the winner', () => {
    const drafts = draftsFor(EXAMPLES['match.settled'], 13);
    expect(recipients(drafts)).toEqual([OWNER, GUEST]);
    expect(byUser(drafts, OWNER)).toMatchObject({
      title: 'You won!',
      message: 'You won ₹50 1v1 Match. ₹90 was added to your winnings.',
      toast: false,
      actionUrl: `/user/tournaments/join/${MATCH}`,
    });
    expect(byUser(drafts, GUEST)).toMatchObject({ title: 'Match result', message: 'Asha Verma won ₹50 1v1 Match.' });
    // Only the loser's names the winner.
    expect(byUser(drafts, OWNER)?.mentions).toEqual([]);
    expect(byUser(drafts, GUEST)?.mentions).toEqual([{ userId: OWNER, name: 'Asha Verma' }]);
  });

  it('a decided tournament game: no prize is named (it is paid when the tournament ends)', () => {
    const drafts = draftsFor(
      {
        ...EXAMPLES['match.settled'],
        title: 'Sunday Cup · Round 1',
        playerIds: [OWNER, GUEST, THIRD],
        prizePaise: null,
      },
      14,
    );
    expect(recipients(drafts)).toEqual([OWNER, GUEST, THIRD]);
    expect(byUser(drafts, OWNER)?.message).toBe('You won Sunday Cup · Round 1.');
    expect(byUser(drafts, THIRD)?.message).toBe('Asha Verma won Sunday Cup · Round 1.');
  });

  it('a dispute opened: to both players', () => {
    const drafts = draftsFor(EXAMPLES['match.review_opened'], 15);
    expect(recipients(drafts)).toEqual([OWNER, GUEST]);
    expect(drafts[0]).toMatchObject({
      type: 'system',
      title: 'Dispute opened',
      message: 'An admin will review ₹50 1v1 Match and decide within 48 hours.',
      toast: false,
    });
  });

  it('a dispute decided: the award or the cancel, with the admin’s reason', () => {
    const award = draftsFor(EXAMPLES['match.review_decided'], 16);
    expect(recipients(award)).toEqual([OWNER, GUEST]);
    expect(award[0]?.message).toBe(
      'Admin decision on ₹50 1v1 Match: Ravi Kumar wins. Reason: The screenshots show Ravi finishing first',
    );
    const cancel = draftsFor(
      { ...EXAMPLES['match.review_decided'], outcome: 'cancel', winnerName: null, reason: 'Nobody played' },
      17,
    );
    expect(cancel[1]?.message).toBe(
      'Admin decision on ₹50 1v1 Match: cancelled and both entry fees refunded. Reason: Nobody played',
    );
    expect(award.map((draft) => draft.mentions)).toEqual([
      [{ userId: GUEST, name: 'Ravi Kumar' }],
      [{ userId: GUEST, name: 'Ravi Kumar' }],
    ]);
    expect(cancel.map((draft) => draft.mentions)).toEqual([[], []]);
  });

  it('an expired room: to its owner, a payment notice linking to the wallet', () => {
    const draft = only(draftsFor(EXAMPLES['match.room_expired'], 18));
    expect(draft).toEqual({
      userId: OWNER,
      type: 'payment',
      title: 'Room expired',
      message: 'Nobody joined your room in time. Your ₹50 entry fee was refunded.',
      actionUrl: '/user/wallet',
      dedupeKey: `match:${MATCH}:expired`,
      toast: false,
    });
  });

  it('a room for more than two that closed early: every seated player hears of their refund', () => {
    const SEATED = '00000000-0000-4000-8000-0000000000c3';
    const expired = draftsFor({ ...EXAMPLES['match.room_expired'], seatedIds: [GUEST, SEATED] }, 19);
    expect(expired.map((draft) => [draft.userId, draft.message])).toEqual([
      [OWNER, 'Nobody joined your room in time. Your ₹50 entry fee was refunded.'],
      [GUEST, 'The room did not fill in time. Your ₹50 entry fee was refunded.'],
      [SEATED, 'The room did not fill in time. Your ₹50 entry fee was refunded.'],
    ]);
    const cancelled = only(draftsFor(EXAMPLES['match.room_cancelled'], 20));
    expect(cancelled).toMatchObject({
      userId: GUEST,
      type: 'payment',
      title: 'Room cancelled',
      message: 'The host cancelled the room before it started. Your ₹50 entry fee was refunded.',
      actionUrl: '/user/wallet',
    });
  });

  it('a team’s win: both its players won, each told their own share; the others lost', () => {
    const [A, B, C, D] = [OWNER, GUEST, '00000000-0000-4000-8000-0000000000c3', '00000000-0000-4000-8000-0000000000c4'];
    const drafts = draftsFor(
      {
        ...EXAMPLES['match.settled'],
        seats: 4,
        teams: true,
        playerIds: [A, B, C, D],
        winnerId: A,
        winnerName: 'Asha Verma & Chitra Rao',
        winnerIds: [A, C],
        shares: { [A]: 9_001, [C]: 9_000 },
        prizePaise: 18_001,
      },
      21,
    );
    expect(drafts.map((draft) => [draft.userId, draft.title, draft.message])).toEqual([
      [A, 'You won!', 'You won ₹50 2v2 Match. ₹90.01 was added to your winnings.'],
      [B, 'Match result', 'Asha Verma & Chitra Rao won ₹50 2v2 Match.'],
      [C, 'You won!', 'You won ₹50 2v2 Match. ₹90 was added to your winnings.'],
      [D, 'Match result', 'Asha Verma & Chitra Rao won ₹50 2v2 Match.'],
    ]);
    // A team is named as one: either of its players closing their account takes the pair's name.
    const pair = 'Asha Verma & Chitra Rao';
    expect(byUser(drafts, B)?.mentions).toEqual([
      { userId: A, name: pair },
      { userId: C, name: pair },
    ]);
  });
});

describe('tournaments', () => {
  it('a registration: to the player, with the fee paid', () => {
    const draft = only(draftsFor(EXAMPLES['tournament.registered'], 19));
    expect(draft).toMatchObject({
      userId: GUEST,
      type: 'tournament',
      title: 'Registered',
      message: 'You are registered for Sunday Cup. ₹100 entry fee paid.',
      actionUrl: `/user/tournaments/join/${TOURNAMENT}`,
      toast: false,
    });
  });

  it('a game ready: the host is told to post the code, the others to wait; a toast to each', () => {
    const drafts = draftsFor(EXAMPLES['tournament.game_ready'], 20);
    expect(recipients(drafts)).toEqual([OWNER, GUEST]);
    expect(byUser(drafts, OWNER)).toMatchObject({
      type: 'tournament',
      title: 'Round 2 is ready',
      message: 'Sunday Cup: you host. Create the room and post its code within 2 minutes.',
      actionUrl: `/user/tournaments/join/${MATCH}`,
      toast: true,
    });
    expect(byUser(drafts, GUEST)?.message).toBe("Sunday Cup: your game is ready. Wait for the host's room code.");
  });

  it('a finish: prizes to the paid places (net of TDS), the place to the others', () => {
    const drafts = draftsFor(EXAMPLES['tournament.finished'], 21);
    expect(recipients(drafts)).toEqual([OWNER, GUEST, THIRD]);
    expect(byUser(drafts, OWNER)).toMatchObject({
      type: 'tournament',
      title: 'Prize credited',
      message: 'You finished 1st in Sunday Cup. ₹252 was added to your winnings.',
      actionUrl: `/user/tournaments/join/${TOURNAMENT}`,
    });
    expect(byUser(drafts, GUEST)?.message).toBe('You finished 2nd in Sunday Cup. ₹108 was added to your winnings.');
    expect(byUser(drafts, THIRD)).toMatchObject({
      title: 'Tournament finished',
      message: 'Sunday Cup has finished. You placed 3rd.',
    });
    const taxed = draftsFor(
      {
        ...EXAMPLES['tournament.finished'],
        results: [
          { userId: OWNER, place: 1, prizePaise: 1_500_000, tdsPaise: 450_000 },
          { userId: GUEST, place: 11, prizePaise: 0, tdsPaise: 0 },
          { userId: THIRD, place: 22, prizePaise: 0, tdsPaise: 0 },
        ],
      },
      22,
    );
    expect(byUser(taxed, OWNER)?.message).toBe(
      'You finished 1st in Sunday Cup. ₹10,500 was added to your winnings (₹4,500 TDS withheld).',
    );
    expect(byUser(taxed, GUEST)?.message).toBe('Sunday Cup has finished. You placed 11th.');
    expect(byUser(taxed, THIRD)?.message).toBe('Sunday Cup has finished. You placed 22nd.');
  });

  it('a cancel: to the field, with the reason and the refund', () => {
    const drafts = draftsFor(EXAMPLES['tournament.cancelled'], 23);
    expect(recipients(drafts)).toEqual([OWNER, GUEST]);
    expect(drafts[0]).toMatchObject({
      type: 'tournament',
      title: 'Tournament cancelled',
      message: 'Sunday Cup was cancelled and your entry fee refunded. Reason: Server maintenance',
      actionUrl: `/user/tournaments/join/${TOURNAMENT}`,
    });
  });
});

describe('money and identity', () => {
  it('a deposit credited: to its player, with the amount and the payment reference', () => {
    expect(only(draftsFor(EXAMPLES['payment.deposit_credited'], 24))).toEqual({
      userId: GUEST,
      type: 'payment',
      title: 'Money added',
      message: '₹500 was added to your wallet (pay_Q1w2E3r4T5y6U7).',
      actionUrl: '/user/wallet',
      dedupeKey: 'deposit:pay_Q1w2E3r4T5y6U7',
      toast: false,
    });
  });

  it.each([
    ['approved', null, 'Withdrawal approved', 'Your withdrawal of ₹1,200 was approved and is being paid out.'],
    ['processed', null, 'Withdrawal paid', '₹1,200 was sent to your account.'],
    [
      'rejected',
      'The UPI id is not the player’s',
      'Withdrawal rejected',
      'Your withdrawal of ₹1,200 was rejected and the money is back in your wallet. Reason: The UPI id is not the player’s',
    ],
    [
      'failed',
      'The beneficiary bank declined the transfer.',
      'Withdrawal returned',
      'The payout of ₹1,200 failed and the money is back in your wallet. Reason: The beneficiary bank declined the transfer.',
    ],
  ] as const)('a withdrawal %s: to its player', (status, reason, title, message) => {
    const draft = only(draftsFor({ ...EXAMPLES['withdrawal.updated'], status, reason }, 25));
    expect(draft).toEqual({
      userId: GUEST,
      type: 'payment',
      title,
      message,
      actionUrl: '/user/wallet',
      dedupeKey: `withdrawal:${WITHDRAWAL}:${status}`,
      toast: false,
    });
  });

  it('a withdrawal requested tells nobody (the player just asked)', () => {
    expect(draftsFor({ ...EXAMPLES['withdrawal.updated'], status: 'requested' }, 26)).toEqual([]);
  });

  it('KYC approved or rejected: to the player, linking to the profile', () => {
    expect(only(draftsFor(EXAMPLES['kyc.decided'], 27))).toMatchObject({
      userId: GUEST,
      type: 'system',
      title: 'Identity verified',
      message: 'Your KYC documents were approved. You can now withdraw your winnings.',
      actionUrl: '/user/profile',
      toast: false,
    });
    const rejected = only(
      draftsFor({ ...EXAMPLES['kyc.decided'], approved: false, reason: 'The PAN card is unreadable' }, 28),
    );
    expect(rejected).toMatchObject({ title: 'Identity not verified', actionUrl: '/user/profile' });
    expect(rejected.message).toBe(
      'Your KYC documents were rejected. Submit them again from your profile. Reason: The PAN card is unreadable',
    );
  });
});

describe('support', () => {
  it('a reply: to the ticket’s player, linking to the ticket', () => {
    expect(only(draftsFor(EXAMPLES['support.replied'], 29))).toEqual({
      userId: GUEST,
      type: 'support',
      title: 'Support reply',
      message: 'The support team replied to your ticket “Prize not credited”.',
      actionUrl: `/user/support?ticket=${TICKET}`,
      dedupeKey: 'event:29',
      toast: false,
    });
  });
});

describe('dedupe keys', () => {
  const events = Object.values(EXAMPLES) as DomainEvent[];

  it('every recipient of one event gets a key of their own or the event’s (unique per player)', () => {
    for (const event of events) {
      const drafts = draftsFor(event, 1);
      const pairs = drafts.map((draft) => `${draft.userId} ${draft.dedupeKey}`);
      expect(new Set(pairs).size, event.type).toBe(pairs.length);
    }
  });

  it('are the same whichever event id carries a once-only change, and differ per event otherwise', () => {
    const onceOnly = new Set<DomainEventType>([
      'match.request_decided',
      'match.settled',
      'match.review_opened',
      'match.review_decided',
      'match.room_expired',
      'match.room_cancelled',
      'tournament.game_ready',
      'tournament.finished',
      'tournament.cancelled',
      'payment.deposit_credited',
      'payment.deposit_failed',
      'tournament.starting_soon',
      'withdrawal.updated',
      'responsible_gaming.play_reminder',
    ]);
    for (const event of events) {
      const first = draftsFor(event, 100).map((draft) => draft.dedupeKey);
      const again = draftsFor(event, 101).map((draft) => draft.dedupeKey);
      expect(first.length, event.type).toBeGreaterThan(0);
      if (onceOnly.has(event.type)) expect(again, event.type).toEqual(first);
      else {
        expect(first, event.type).toEqual(first.map(() => 'event:100'));
        expect(again, event.type).toEqual(again.map(() => 'event:101'));
      }
    }
  });

  it('name what happened: one match, one request, one withdrawal status, one deposit', () => {
    const otherMatch = '10000000-0000-4000-8000-000000000002';
    const key = (event: DomainEvent) => draftsFor(event, 1)[0]?.dedupeKey;
    expect(key(EXAMPLES['match.settled'])).toBe(`match:${MATCH}:settled`);
    expect(key({ ...EXAMPLES['match.settled'], matchId: otherMatch })).toBe(`match:${otherMatch}:settled`);
    expect(key(EXAMPLES['match.review_opened'])).toBe(`match:${MATCH}:review`);
    expect(key(EXAMPLES['match.review_decided'])).toBe(`match:${MATCH}:decision`);
    expect(key(EXAMPLES['tournament.game_ready'])).toBe(`match:${MATCH}:ready`);
    expect(key(EXAMPLES['tournament.finished'])).toBe(`tournament:${TOURNAMENT}:finished`);
    expect(key(EXAMPLES['tournament.cancelled'])).toBe(`tournament:${TOURNAMENT}:cancelled`);
    // A player may ask to join the same room again after a decline: each request is decided once.
    const again = '30000000-0000-4000-8000-000000000002';
    expect(key(EXAMPLES['match.request_decided'])).toBe(`join-request:${REQUEST}:decided`);
    expect(key({ ...EXAMPLES['match.request_decided'], requestId: again })).toBe(`join-request:${again}:decided`);
    // A paid withdrawal reversed by the bank later is a second, different notice.
    const statuses = (['approved', 'processed', 'failed'] as const).map((status) =>
      key({ ...EXAMPLES['withdrawal.updated'], status }),
    );
    expect(new Set(statuses).size).toBe(3);
  });
});

describe('failed payments and reminders', () => {
  it('a failed deposit: to the player, with the reason, nothing added', () => {
    const draft = only(draftsFor(EXAMPLES['payment.deposit_failed'], 40));
    expect(draft).toMatchObject({
      userId: GUEST,
      type: 'payment',
      title: 'Payment failed',
      actionUrl: '/user/transactions',
      dedupeKey: `deposit-failed:${WITHDRAWAL}`,
      toast: false,
    });
    expect(draft.message).toBe(
      'Your payment of ₹500 did not go through, and nothing was added to your wallet. The payment was not completed in time.',
    );
  });

  it('a tournament starting soon: every registered player, once, with a toast', () => {
    const drafts = draftsFor(EXAMPLES['tournament.starting_soon'], 41);
    expect(recipients(drafts)).toEqual([OWNER, GUEST]);
    expect(byUser(drafts, GUEST)).toMatchObject({
      type: 'tournament',
      title: 'Starting soon',
      dedupeKey: `tournament:${TOURNAMENT}:starting-soon`,
      toast: true,
    });
  });
});

describe('in play mode (coins)', () => {
  beforeEach(() => setMoneyMode('play'));
  afterEach(() => setMoneyMode('real'));

  it('amounts are coins, and the sentences agree with them', () => {
    const settled = draftsFor(EXAMPLES['match.settled'], 50);
    // The room's name too: a 1v1 room is named by its stake, in coins.
    expect(byUser(settled, OWNER)?.message).toBe('You won 50 coins 1v1 Match. 90 coins were added to your winnings.');
    expect(only(draftsFor(EXAMPLES['match.request_decided'], 51)).message).toBe(
      'Asha Verma accepted you. 50 coins are held until the result. Join the room and play.',
    );
    const finished = draftsFor(EXAMPLES['tournament.finished'], 52);
    expect(byUser(finished, OWNER)?.message).toBe(
      'You finished 1st in Sunday Cup. 252 coins were added to your winnings.',
    );
    expect(byUser(finished, GUEST)?.message).toBe(
      'You finished 2nd in Sunday Cup. 108 coins were added to your winnings.',
    );
    expect(only(draftsFor(EXAMPLES['match.join_requested'], 53)).message).toBe(
      'Ravi Kumar wants to join your 50 coins room. Accept or decline before it expires.',
    );
    expect(only(draftsFor(EXAMPLES['responsible_gaming.play_reminder'], 54)).message).toBe(
      'You have played for 1 h 30 min today. Your net result today: -40 coins.',
    );
    expect(only(draftsFor({ ...EXAMPLES['responsible_gaming.play_reminder'], netPaise: 100 }, 55)).message).toBe(
      'You have played for 1 h 30 min today. Your net result today: +1 coin.',
    );
  });

  it('coins in the reader’s words, in a room’s name as in the amounts', () => {
    const settled = notificationsFor(EXAMPLES['match.settled'], 56).map((draft) => writtenIn(draft, 'hi'));
    expect(byUser(settled, OWNER)?.message).toBe(
      'आपने 50 कॉइन्स का 1v1 मैच जीत लिया। 90 कॉइन्स आपकी जीती हुई राशि में जोड़ दिए गए।',
    );
  });
});

describe('in the reader’s language', () => {
  const LANGUAGES = Object.keys(LANGUAGE_LABELS) as Language[];
  const inLanguage = (event: DomainEvent, language: Language) =>
    notificationsFor(event, 60).map((draft) => writtenIn(draft, language));

  it('a tournament game named by its round and table in the reader’s words; an older title keeps its English round once', () => {
    const game = { ...EXAMPLES['match.settled'], title: 'Sunday Cup', round: 2, table: 3, prizePaise: null };
    expect(byUser(draftsFor(game, 15), OWNER)?.message).toBe('You won Sunday Cup · Round 2 · Table 3.');
    expect(byUser(inLanguage(game, 'hi'), OWNER)?.message).toContain('Sunday Cup · राउंड 2 · टेबल 3');
    expect(byUser(inLanguage({ ...game, table: null }, 'ta'), OWNER)?.message).toContain('Sunday Cup · சுற்று 2');
    const older = { ...game, title: 'Sunday Cup · Round 2 · Table 3' };
    expect(byUser(inLanguage(older, 'te'), OWNER)?.message).toContain('Sunday Cup · రౌండ్ 2 · టేబుల్ 3');
    expect(byUser(inLanguage(older, 'te'), OWNER)?.message).not.toContain('Round');
  });

  it('Hindi: the whole sentence, places as ordinals, amounts as the money module writes them', () => {
    const finished = inLanguage(
      {
        ...EXAMPLES['tournament.finished'],
        results: [
          { userId: OWNER, place: 1, prizePaise: 1_500_000, tdsPaise: 450_000 },
          { userId: GUEST, place: 2, prizePaise: 10_800, tdsPaise: 0 },
          { userId: THIRD, place: 3, prizePaise: 0, tdsPaise: 0 },
          { userId: FOURTH, place: 11, prizePaise: 0, tdsPaise: 0 },
        ],
      },
      'hi',
    );
    expect(byUser(finished, OWNER)).toMatchObject({
      title: 'इनाम जमा हुआ',
      message: 'आप Sunday Cup में पहले स्थान पर रहे। ₹10,500 आपकी जीती हुई राशि में जोड़ दिए गए (₹4,500 TDS काटा गया)।',
    });
    expect(byUser(finished, GUEST)?.message).toBe(
      'आप Sunday Cup में दूसरे स्थान पर रहे। ₹108 आपकी जीती हुई राशि में जोड़ दिए गए।',
    );
    expect(byUser(finished, THIRD)).toMatchObject({
      title: 'टूर्नामेंट खत्म',
      message: 'Sunday Cup खत्म हो गया है। आप तीसरे स्थान पर रहे।',
    });
    expect(byUser(finished, FOURTH)?.message).toBe('Sunday Cup खत्म हो गया है। आप 11वें स्थान पर रहे।');
    // A 1v1 room's name is a message of its own, in the same language.
    expect(byUser(inLanguage(EXAMPLES['match.settled'], 'hi'), GUEST)?.message).toContain('₹50 का 1v1 मैच');
    expect(only(inLanguage(EXAMPLES['responsible_gaming.play_reminder'], 'hi')).message).toBe(
      'आज आप 1 घंटा 30 मिनट खेल चुके हैं। आज का आपका कुल नतीजा: -₹40।',
    );
    const rejected = only(
      inLanguage({ ...EXAMPLES['kyc.decided'], approved: false, reason: 'The PAN card is unreadable' }, 'hi'),
    );
    expect(rejected.message).toBe(
      'आपके KYC दस्तावेज़ अस्वीकार कर दिए गए। अपनी प्रोफ़ाइल से इन्हें फिर से जमा करें। कारण: The PAN card is unreadable',
    );
  });

  it('a player the records no longer name: "A player" in each reader’s language', () => {
    const settled = { ...EXAMPLES['match.settled'], winnerName: null };
    expect(byUser(draftsFor(settled, 60), GUEST)?.message).toContain('A player');
    expect(byUser(inLanguage(settled, 'hi'), GUEST)?.message).toContain('एक खिलाड़ी');
    const asked = { ...EXAMPLES['match.join_requested'], requesterName: null };
    expect(only(inLanguage(asked, 'ta')).message).toContain('ஒரு வீரர்');
    const award = { ...EXAMPLES['match.review_decided'], winnerName: null };
    expect(byUser(inLanguage(award, 'mr'), GUEST)?.message).toContain('एक खेळाडू');
  });

  it('Tamil, Telugu and Marathi: their own ordinals', () => {
    const place = (language: 'ta' | 'te' | 'mr', n: number) =>
      only(
        inLanguage(
          { ...EXAMPLES['tournament.finished'], results: [{ userId: THIRD, place: n, prizePaise: 0, tdsPaise: 0 }] },
          language,
        ),
      ).message;
    expect(place('ta', 1)).toBe('Sunday Cup டோர்னமென்ட் முடிந்தது. நீங்கள் முதல் இடம் பிடித்தீர்கள்.');
    expect(place('ta', 7)).toBe('Sunday Cup டோர்னமென்ட் முடிந்தது. நீங்கள் 7-வது இடம் பிடித்தீர்கள்.');
    expect(place('te', 2)).toBe('Sunday Cup టోర్నమెంట్ ముగిసింది. మీరు రెండవ స్థానంలో నిలిచారు.');
    expect(place('te', 12)).toBe('Sunday Cup టోర్నమెంట్ ముగిసింది. మీరు 12వ స్థానంలో నిలిచారు.');
    expect(place('mr', 3)).toBe('Sunday Cup संपली आहे. तुम्ही तिसऱ्या स्थानावर आलात.');
    expect(place('mr', 5)).toBe('Sunday Cup संपली आहे. तुम्ही 5व्या स्थानावर आलात.');
  });

  it('every notification of every event reads in every language: filled in, and not left in English', () => {
    const variants: DomainEvent[] = [
      ...(Object.values(EXAMPLES) as DomainEvent[]),
      { ...EXAMPLES['match.request_decided'], accepted: false },
      { ...EXAMPLES['match.settled'], prizePaise: null },
      { ...EXAMPLES['match.review_decided'], outcome: 'cancel', winnerName: null },
      { ...EXAMPLES['kyc.decided'], approved: false, reason: 'Blurred' },
      { ...EXAMPLES['kyc.decided'], approved: false, reason: null },
      ...(['processed', 'rejected', 'failed'] as const).map((status) => ({
        ...EXAMPLES['withdrawal.updated'],
        status,
        reason: 'Bank said no',
      })),
      {
        ...EXAMPLES['tournament.finished'],
        results: [{ userId: OWNER, place: 1, prizePaise: 1_500_000, tdsPaise: 450_000 }],
      },
    ];
    for (const event of variants) {
      const inEnglishToo = notificationsFor(event, 70).map(inEnglish);
      for (const language of LANGUAGES) {
        const written = inLanguage(event, language);
        written.forEach((notification, i) => {
          for (const text of [notification.title, notification.message]) {
            expect(text, `${event.type} in ${language}`).not.toMatch(/[{}]|notification\./);
          }
          if (language !== 'en') {
            expect(notification.message, `${event.type} in ${language}`).not.toBe(inEnglishToo[i]?.message);
            expect(notification.title, `${event.type} in ${language}`).not.toBe(inEnglishToo[i]?.title);
          }
        });
      }
    }
  });
});
