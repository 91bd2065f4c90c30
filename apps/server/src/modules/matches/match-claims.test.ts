import type { ResultClaim } from '@ludo/shared/matches/matches.schemas';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { claimsVerdict, type PlayerClaim } from './match-claims';

const A = 'creator';
const B = 'opponent';
const PLAYERS = [A, B] as const;
const said = (userId: string, claim: ResultClaim): PlayerClaim => ({ userId, claim });
const opposite = (claim: ResultClaim): ResultClaim => (claim === 'won' ? 'lost' : 'won');

const anyClaim = fc.constantFrom<ResultClaim>('won', 'lost');
/** Two distinct players, in either order. */
const anyPlayers = fc
  .tuple(fc.string({ minLength: 1, maxLength: 8 }), fc.string({ minLength: 1, maxLength: 8 }))
  .filter(([first, second]) => first !== second);

describe('what a 1v1 match’s claims decide', () => {
  it('settles when one claims the win and the other the loss, for the one who claimed the win', () => {
    expect(claimsVerdict(PLAYERS, [said(A, 'won'), said(B, 'lost')], false)).toEqual({ kind: 'settle', winnerId: A });
    expect(claimsVerdict(PLAYERS, [said(A, 'lost'), said(B, 'won')], false)).toEqual({ kind: 'settle', winnerId: B });
  });

  it('sends the match to review when both claim the same', () => {
    expect(claimsVerdict(PLAYERS, [said(A, 'won'), said(B, 'won')], false)).toEqual({ kind: 'review' });
    expect(claimsVerdict(PLAYERS, [said(A, 'lost'), said(B, 'lost')], true)).toEqual({ kind: 'review' });
  });

  it('waits for the other player until the deadline; then the claim stands, a lone loss being the other’s win', () => {
    expect(claimsVerdict(PLAYERS, [said(B, 'won')], false)).toEqual({ kind: 'wait' });
    expect(claimsVerdict(PLAYERS, [said(B, 'won')], true)).toEqual({ kind: 'settle', winnerId: B });
    expect(claimsVerdict(PLAYERS, [said(B, 'lost')], true)).toEqual({ kind: 'settle', winnerId: A });
  });

  it('waits when nobody has claimed, deadline or not (a silent match goes to review by its own timer)', () => {
    expect(claimsVerdict(PLAYERS, [], false)).toEqual({ kind: 'wait' });
    expect(claimsVerdict(PLAYERS, [], true)).toEqual({ kind: 'wait' });
  });

  it('refuses claims of someone else, or two claims of one player', () => {
    expect(() => claimsVerdict(PLAYERS, [said('stranger', 'won')], true)).toThrow(/does not play/);
    expect(() => claimsVerdict(PLAYERS, [said(A, 'won'), said(A, 'lost')], true)).toThrow(/claimed twice/);
  });

  it('decides the same whichever claim came first and however the players are listed', () => {
    fc.assert(
      fc.property(anyPlayers, anyClaim, anyClaim, fc.boolean(), ([p, q], first, second, deadlinePassed) => {
        const claims = [said(p, first), said(q, second)];
        const verdict = claimsVerdict([p, q], claims, deadlinePassed);
        expect(claimsVerdict([p, q], [...claims].reverse(), deadlinePassed)).toEqual(verdict);
        expect(claimsVerdict([q, p], claims, deadlinePassed)).toEqual(verdict);
      }),
    );
  });

  it('never needs the deadline once both have claimed, and always names a player of the match as winner', () => {
    fc.assert(
      fc.property(anyPlayers, anyClaim, anyClaim, ([p, q], first, second) => {
        const claims = [said(p, first), said(q, second)];
        const verdict = claimsVerdict([p, q], claims, false);
        expect(claimsVerdict([p, q], claims, true)).toEqual(verdict);
        expect(verdict.kind).toBe(first === second ? 'review' : 'settle');
        if (verdict.kind === 'settle') expect(verdict.winnerId).toBe(first === 'won' ? p : q);
      }),
    );
  });

  it('lets a lone claim stand after the deadline as if the other player had confirmed it', () => {
    fc.assert(
      fc.property(anyPlayers, anyClaim, ([p, q], claim) => {
        expect(claimsVerdict([p, q], [said(p, claim)], false)).toEqual({ kind: 'wait' });
        expect(claimsVerdict([p, q], [said(p, claim)], true)).toEqual(
          claimsVerdict([p, q], [said(p, claim), said(q, opposite(claim))], false),
        );
      }),
    );
  });
});
