import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import { formatPaise } from '@ludo/shared/money';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MatchRow } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { escrowOf, fundedPlayer, matchApi, matchRow, type Player, walletOf } from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import { historyOf as historyRows, transfersOf as transfersOfRef } from '../../test/money-rows';
import { checkLedger } from '../ledger/ledger.check';
import { assertEscrowEmpty, payPrize, refundStake, shortMatchRef } from './match-money';

/**
 * What each money step of a match writes, found open by mutation testing (README, "Mutation
 * testing"): the ledger transfers under the match's reference and reasons, the player's history
 * rows, a retried step writing nothing twice, and the escrow check at the end.
 */

let t: TestApp;
let api: ReturnType<typeof matchApi>;
beforeAll(async () => {
  // A platform fee, so a prize moves both the winner's share and the fee.
  t = await createTestApp({ MATCH_PLATFORM_FEE_PERCENT: '10' });
  api = matchApi(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const STAKE_RUPEES = 50;
const STAKE_PAISE = STAKE_RUPEES * 100;

/** An open room: its creator's stake is in escrow. */
async function openMatch(): Promise<{ creator: Player; match: MatchRow }> {
  const creator = await fundedPlayer(t.app, { depositPaise: STAKE_PAISE });
  const reply = await api.create(creator, nextRoomCode(), STAKE_RUPEES);
  expect(reply.statusCode, reply.body).toBe(201);
  const { matchId } = reply.json() as { matchId: string };
  return { creator, match: await matchRow(db(), matchId) };
}

/** A match being played: both stakes are in escrow. */
async function activeMatch(): Promise<{ creator: Player; joiner: Player; match: MatchRow }> {
  const { creator, match } = await openMatch();
  const joiner = await fundedPlayer(t.app, { winningsPaise: STAKE_PAISE });
  const request = await api.request(joiner, match.id);
  expect(request.statusCode, request.body).toBe(201);
  const { requestId } = request.json() as { requestId: string };
  const accept = await api.accept(creator, match.id, requestId);
  expect(accept.statusCode, accept.body).toBe(200);
  return { creator, joiner, match: await matchRow(db(), match.id) };
}

/** The match's ledger transfers for these reasons, without ids and times, by reason. */
const transfersOf = (refId: string, reasons: string[]) => transfersOfRef(db(), refId, reasons, 'reason');
const historyOf = (userId: string, type: 'entry_fee' | 'refund' | 'winning') => historyRows(db(), userId, type);

describe('taking a stake', () => {
  it('holds it under the match’s reference and writes the entry fee to the player’s history', async () => {
    const { creator, match } = await openMatch();
    expect(await transfersOf(match.id, ['stake'])).toEqual([
      {
        key: `match:${match.id}:stake:${creator.userId}:deposit`,
        reason: 'stake',
        refType: 'match',
        amount: STAKE_PAISE,
      },
    ]);
    expect(await historyOf(creator.userId, 'entry_fee')).toEqual([
      {
        amount: STAKE_PAISE,
        status: 'paid',
        method: 'Wallet',
        reference: shortMatchRef(match.id),
        details: `Entry fee, ${formatPaise(STAKE_PAISE)} 1v1 match`,
      },
    ]);
  });
});

describe('refunding a stake', () => {
  it('returns it under the match’s reference, writes one refund row, and a retry writes nothing more', async () => {
    const { creator, match } = await openMatch();
    const refund = () => db().transaction((tx) => refundStake(tx, match, creator.userId, 'Refund: room closed'));

    await refund();
    await refund();

    expect(await walletOf(db(), creator.userId)).toEqual({ depositPaise: STAKE_PAISE, winningsPaise: 0 });
    expect(await escrowOf(db(), match.id)).toBe(0);
    expect(await transfersOf(match.id, ['stake_refund'])).toEqual([
      {
        key: `match:${match.id}:stake:${creator.userId}:deposit:refund`,
        reason: 'stake_refund',
        refType: 'match',
        amount: STAKE_PAISE,
      },
    ]);
    expect(await historyOf(creator.userId, 'refund')).toEqual([
      {
        amount: STAKE_PAISE,
        status: 'paid',
        method: 'Wallet',
        reference: shortMatchRef(match.id),
        details: 'Refund: room closed',
      },
    ]);
    expect(await checkLedger(db())).toEqual([]);
  });

  it('refuses to refund a player who staked nothing in the match', async () => {
    const { match } = await openMatch();
    const stranger = await fundedPlayer(t.app, {});
    await expect(db().transaction((tx) => refundStake(tx, match, stranger.userId, 'Refund'))).rejects.toThrow(
      `no stake of ${stranger.userId} in match ${match.id} to refund`,
    );
  });
});

describe('paying the prize', () => {
  it('pays the winner and the fee under the match’s reference, once, and writes one winning row', async () => {
    const { creator, joiner, match } = await activeMatch();
    const { prizePaise, feePaise } = matchPrizePaise(match.stakePaise, match.platformFeePercent);
    expect(feePaise).toBeGreaterThan(0);
    const pay = () => db().transaction((tx) => payPrize(tx, match, [joiner.userId]));

    await pay();
    await pay();

    expect(await transfersOf(match.id, ['match_prize', 'match_fee'])).toEqual([
      { key: `match:${match.id}:fee`, reason: 'match_fee', refType: 'match', amount: feePaise },
      { key: `match:${match.id}:prize`, reason: 'match_prize', refType: 'match', amount: prizePaise },
    ]);
    expect(await historyOf(joiner.userId, 'winning')).toEqual([
      {
        amount: prizePaise,
        status: 'paid',
        method: 'Wallet',
        reference: shortMatchRef(match.id),
        details: `Prize, ${formatPaise(STAKE_PAISE)} 1v1 match`,
      },
    ]);
    expect(await historyOf(creator.userId, 'winning')).toEqual([]);
    expect(await walletOf(db(), joiner.userId)).toEqual({ depositPaise: 0, winningsPaise: prizePaise });
    await db().transaction((tx) => assertEscrowEmpty(tx, match.id));
    expect(await checkLedger(db())).toEqual([]);
  });

  it('takes each match’s own fee: a second match pays its fee too', async () => {
    const first = await activeMatch();
    const second = await activeMatch();
    const { feePaise } = matchPrizePaise(STAKE_PAISE, first.match.platformFeePercent);

    await db().transaction((tx) => payPrize(tx, first.match, [first.creator.userId]));
    await db().transaction((tx) => payPrize(tx, second.match, [second.creator.userId]));

    for (const { match } of [first, second]) {
      expect(await transfersOf(match.id, ['match_fee'])).toEqual([
        { key: `match:${match.id}:fee`, reason: 'match_fee', refType: 'match', amount: feePaise },
      ]);
      expect(await escrowOf(db(), match.id)).toBe(0);
    }
  });
});

describe('the escrow at the end', () => {
  it('refuses to end a match whose escrow still holds money, naming what it holds', async () => {
    const { match } = await activeMatch();
    await expect(db().transaction((tx) => assertEscrowEmpty(tx, match.id))).rejects.toThrow(
      `escrow of match ${match.id} holds ${2 * STAKE_PAISE} paise after it ended`,
    );
  });
});
