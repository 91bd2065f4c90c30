import type { WithdrawalStatus } from '@ludo/shared/withdrawals/withdrawals.schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PayoutStatus } from './payouts/payout-provider';
import { isFinalPayout, mayFollow, type PayoutEffect, payoutEffect, statusAfter } from './withdrawal-status';

const WITHDRAWAL: readonly WithdrawalStatus[] = ['requested', 'approved', 'processed', 'rejected', 'failed'];
const ON_ITS_WAY: readonly PayoutStatus[] = ['queued', 'pending', 'processing'];
const NOT_PAID: readonly PayoutStatus[] = ['failed', 'reversed', 'rejected', 'cancelled'];
const PAYOUT: readonly PayoutStatus[] = [...ON_ITS_WAY, 'processed', ...NOT_PAID];

const anyWithdrawal = fc.constantFrom(...WITHDRAWAL);
const anyPayout = fc.constantFrom(...PAYOUT);
/** The news of one payout as it may come: repeated, late, out of order. */
const anyNews = fc.array(anyPayout, { maxLength: 8 });

/** Where a withdrawal ends after each piece of news is applied in turn. */
const endsAt = (start: WithdrawalStatus, news: readonly PayoutStatus[]) =>
  news.reduce((status, payout) => statusAfter(status, payoutEffect(status, payout)), start);

describe('which status may follow which', () => {
  it('lets only a requested withdrawal be approved or rejected', () => {
    for (const from of WITHDRAWAL) {
      expect(mayFollow(from, 'approved'), from).toBe(from === 'requested');
      expect(mayFollow(from, 'rejected'), from).toBe(from === 'requested');
    }
  });

  it('ends an approved withdrawal processed or failed, and a processed one failed only', () => {
    expect(mayFollow('approved', 'processed')).toBe(true);
    expect(mayFollow('approved', 'failed')).toBe(true);
    expect(mayFollow('processed', 'failed')).toBe(true);
    expect(mayFollow('requested', 'processed')).toBe(false);
    expect(mayFollow('processed', 'approved')).toBe(false);
    for (const to of WITHDRAWAL) {
      expect(mayFollow('rejected', to), to).toBe(false);
      expect(mayFollow('failed', to), to).toBe(false);
    }
  });
});

describe('what a payout’s status means for its withdrawal', () => {
  it('completes an approved withdrawal whose payout was paid, and fails one whose payout never will be', () => {
    expect(payoutEffect('approved', 'processed')).toBe('complete');
    for (const payout of NOT_PAID) expect(payoutEffect('approved', payout), payout).toBe('fail');
  });

  it('fails a processed withdrawal only when the bank reversed its payout', () => {
    expect(payoutEffect('processed', 'reversed')).toBe('reverse');
    for (const payout of PAYOUT.filter((status) => status !== 'reversed')) {
      expect(payoutEffect('processed', payout), payout).toBe('none');
    }
  });

  it('asks again about a payout said to be paid after its money was returned, and ignores other news then', () => {
    for (const closed of ['rejected', 'failed'] as const) {
      expect(payoutEffect(closed, 'processed')).toBe('check_paid');
      for (const payout of [...ON_ITS_WAY, ...NOT_PAID]) expect(payoutEffect(closed, payout), payout).toBe('none');
    }
  });

  it('changes nothing while a payout is on its way, or for a withdrawal not yet approved', () => {
    for (const withdrawal of WITHDRAWAL) {
      for (const payout of ON_ITS_WAY) expect(payoutEffect(withdrawal, payout)).toBe('none');
    }
    for (const payout of PAYOUT) expect(payoutEffect('requested', payout), payout).toBe('none');
    expect(PAYOUT.filter(isFinalPayout)).toEqual(['processed', ...NOT_PAID]);
  });

  it('only ever moves a withdrawal along an allowed step', () => {
    fc.assert(
      fc.property(anyWithdrawal, anyPayout, (withdrawal, payout) => {
        const effect: PayoutEffect = payoutEffect(withdrawal, payout);
        const after = statusAfter(withdrawal, effect);
        if (after !== withdrawal) expect(mayFollow(withdrawal, after)).toBe(true);
        if (effect === 'none' || effect === 'check_paid') expect(after).toBe(withdrawal);
      }),
    );
  });

  it('acts on the same news once: delivered again it changes nothing', () => {
    fc.assert(
      fc.property(anyWithdrawal, anyPayout, (withdrawal, payout) => {
        const once = statusAfter(withdrawal, payoutEffect(withdrawal, payout));
        expect(['none', 'check_paid']).toContain(payoutEffect(once, payout));
      }),
    );
  });

  it('moves money at most twice for any run of news about one payout (paid, then reversed), and leaves a returned withdrawal returned', () => {
    fc.assert(
      fc.property(anyNews, (news) => {
        let status: WithdrawalStatus = 'approved';
        const moves: PayoutEffect[] = [];
        for (const payout of news) {
          const effect = payoutEffect(status, payout);
          if (effect !== 'none' && effect !== 'check_paid') moves.push(effect);
          status = statusAfter(status, effect);
        }
        expect([[], ['complete'], ['fail'], ['complete', 'reverse']]).toContainEqual(moves);
        expect(endsAt('failed', news)).toBe('failed');
        expect(endsAt('rejected', news)).toBe('rejected');
      }),
    );
  });
});
