import { randomUUID } from 'node:crypto';
import { matchPrizePaise } from '@ludo/shared/matches/match-tiers';
import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { matches, matchJoinRequests, matchResults } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import {
  escrowsOf,
  feesOf,
  fundedPlayer,
  ledgerTotals,
  type MatchApi,
  matchApi,
  type Player,
  walletsOf,
} from '../../test/match-books';
import { matchServices, nextRoomCode } from '../../test/matches';
import { at, type Expected, expectReply, ok, printOutcomes, refused, tally } from '../../test/model';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * A model of head-to-head matches, and random sequences of everything players, admins and the
 * timers do to them, checked against the server after every step:
 *  - every call answers what the model expects (status and error code);
 *  - every match's status, opponent, winner, resolution, cancel request, claims and join requests
 *    are the model's;
 *  - every match's escrow holds exactly its stakes (open: 1, active or review: 2, ended: 0);
 *  - every player's added money and winnings are the model's, to the paisa (stakes from added
 *    money first, refunds back where they came from, prizes to winnings, fees to revenue);
 *  - no money is made or lost: the players' money, the escrows and the fees add up to what the
 *    players were given; all ledger balances sum to 0 and no player or escrow balance is negative.
 * Player actions go through HTTP; the timers (room expiry, result deadline, review of silent
 * matches) are the services called with a chosen `now`. At the end of each sequence everything
 * still live is driven to an end, after which every escrow is empty.
 *
 * MODEL_RUNS and MODEL_COMMANDS run more (and longer) sequences; MODEL_SEED replays one.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 15);
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 25);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const PLAYERS = 4;
const STAKES_RUPEES = [5, 50, 100, 200] as const;
/** Not the product's 0 %: a fee exercises the fee transfer and the rounding of the prize. */
const FEE_PERCENT = 10;
/** Lower than the product's 3, so that the limit comes up in sequences of a few rooms. */
const MAX_OPEN_ROOMS = 2;
/** requestToJoin's limit of pending requests per player. */
const MAX_PENDING_REQUESTS = 10;
const FAR_FUTURE_MS = 365 * 24 * 3600 * 1000;

let t: TestApp;
let api: MatchApi;
let admin: Player;
let services: ReturnType<typeof matchServices>;
beforeAll(async () => {
  t = await createTestApp({
    MATCH_SWEEP_INTERVAL_MS: '0',
    MATCH_PLATFORM_FEE_PERCENT: String(FEE_PERCENT),
    MAX_OPEN_ROOMS_PER_PLAYER: String(MAX_OPEN_ROOMS),
  });
  api = matchApi(t.app);
  admin = await quickAdmin(t.app);
  services = matchServices(t);
});
afterAll(async () => {
  printOutcomes();
  await t.close();
});

// ---- Commands ---------------------------------------------------------------------------------

type Role = 'creator' | 'opponent' | 'stranger';
type Claim = 'won' | 'lost';
/**
 * Picks (match, request, player) are numbers resolved against the model when the command runs,
 * so any sequence is valid and shrinks well. A `wild` command picks among all matches instead of
 * those it makes sense for, to exercise the refusals.
 */
type Command =
  | { kind: 'create'; player: number; stake: number; reuseCode: number | null }
  | { kind: 'request'; player: number; match: number; byCode: boolean; wild: boolean }
  | { kind: 'accept'; match: number; request: number; stranger: boolean; wild: boolean }
  | { kind: 'decline'; match: number; request: number; wild: boolean }
  | { kind: 'withdraw'; match: number; request: number; wild: boolean }
  | { kind: 'cancel'; match: number; role: Role; wild: boolean }
  | { kind: 'keepPlaying'; match: number; role: Role; wild: boolean }
  | { kind: 'report'; match: number; role: Role; claim: Claim; wild: boolean }
  | { kind: 'lapse'; match: number }
  | { kind: 'expire'; match: number; far: boolean }
  | { kind: 'deadline'; match: number; far: boolean }
  | { kind: 'review'; match: number; far: boolean }
  | { kind: 'resolve'; match: number; outcome: 'creator' | 'opponent' | 'cancel' | 'stranger'; wild: boolean };

const pick = fc.nat({ max: 1000 });
/** True now and then: fast-check leans towards small numbers, so a plain `nat === 0` would come up far too often. */
const sometimes = (trueWeight: number, falseWeight: number) =>
  fc.oneof(
    { weight: falseWeight, arbitrary: fc.constant(false) },
    { weight: trueWeight, arbitrary: fc.constant(true) },
  );
const wild = sometimes(1, 6);
const role = fc.oneof(
  { weight: 3, arbitrary: fc.constant<Role>('creator') },
  { weight: 3, arbitrary: fc.constant<Role>('opponent') },
  { weight: 1, arbitrary: fc.constant<Role>('stranger') },
);
const claim = fc.constantFrom<Claim>('won', 'lost');
const far = sometimes(1, 3);
const createCommand = fc.record({
  kind: fc.constant('create' as const),
  player: fc.nat({ max: PLAYERS - 1 }),
  stake: fc.constantFrom(...STAKES_RUPEES),
  // Now and then the code of an earlier room of the sequence: refused while that match is live.
  reuseCode: fc.oneof({ weight: 6, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: pick }),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 4, arbitrary: createCommand },
  {
    weight: 7,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      player: pick,
      match: pick,
      byCode: fc.boolean(),
      wild,
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constant('accept' as const),
      match: pick,
      request: pick,
      stranger: sometimes(1, 12),
      wild,
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('decline' as const), match: pick, request: pick, wild }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('withdraw' as const), match: pick, request: pick, wild }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('cancel' as const), match: pick, role, wild }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('keepPlaying' as const), match: pick, role, wild }) },
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('report' as const), match: pick, role, claim, wild }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('lapse' as const), match: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('expire' as const), match: pick, far }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('deadline' as const), match: pick, far }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('review' as const), match: pick, far }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('resolve' as const),
      match: pick,
      outcome: fc.constantFrom('creator' as const, 'opponent' as const, 'cancel' as const, 'stranger' as const),
      wild,
    }),
  },
);

/** Money in paise, in whole rupees: mostly enough for a few stakes, sometimes for none. */
const money = (maxRupees: number) =>
  fc
    .oneof(
      { weight: 1, arbitrary: fc.nat({ max: 60 }) },
      { weight: 4, arbitrary: fc.integer({ min: 100, max: maxRupees }) },
    )
    .map((rupees) => rupees * 100);
const scenario = fc.record({
  funding: fc.array(fc.record({ depositPaise: money(300), winningsPaise: money(200) }), {
    minLength: PLAYERS,
    maxLength: PLAYERS,
  }),
  // Two rooms first, so most sequences have something to act on.
  commands: fc
    .tuple(
      createCommand,
      createCommand,
      fc.array(command, {
        minLength: Math.floor(MAX_COMMANDS / 2),
        maxLength: Math.max(0, MAX_COMMANDS - 2),
        size: 'max',
      }),
    )
    .map(([first, second, rest]): Command[] => [first, second, ...rest]),
});

// ---- The model --------------------------------------------------------------------------------

type MatchStatus = (typeof matches.$inferSelect)['status'];
type Resolution = NonNullable<(typeof matches.$inferSelect)['resolution']>;
type RequestStatus = (typeof matchJoinRequests.$inferSelect)['status'];

interface ModelPlayer {
  session: Player;
  depositPaise: number;
  winningsPaise: number;
}

interface ModelMatch {
  id: string;
  code: string;
  stakePaise: number;
  creator: number;
  opponent: number | null;
  status: MatchStatus;
  resolution: Resolution | null;
  reviewReason: 'conflicting_claims' | 'no_result' | null;
  winner: number | null;
  cancelAskedBy: number | null;
  requests: Array<{ id: string; requester: number; status: RequestStatus }>;
  results: Map<number, Claim>;
  /** Each player's stake in escrow, as it was taken: from added money, from winnings. */
  stakes: Map<number, { deposit: number; winnings: number }>;
  expiresAt: Date;
  reviewAt: Date | null;
  deadlineAt: Date | null;
}

const LIVE: ReadonlySet<MatchStatus> = new Set(['open', 'active', 'review']);

class Model {
  readonly matches: ModelMatch[] = [];
  feesPaise = 0;
  constructor(readonly players: ModelPlayer[]) {}

  funds(player: number): number {
    const p = this.player(player);
    return p.depositPaise + p.winningsPaise;
  }

  player(index: number): ModelPlayer {
    const found = this.players[index];
    if (!found) throw new Error(`no player ${index}`);
    return found;
  }

  /** Added money first, then winnings. */
  takeStake(match: ModelMatch, player: number) {
    const p = this.player(player);
    const deposit = Math.min(p.depositPaise, match.stakePaise);
    const winnings = match.stakePaise - deposit;
    p.depositPaise -= deposit;
    p.winningsPaise -= winnings;
    match.stakes.set(player, { deposit, winnings });
  }

  refund(match: ModelMatch, player: number) {
    const legs = match.stakes.get(player);
    if (!legs) throw new Error(`model: no stake of player ${player} to refund`);
    const p = this.player(player);
    p.depositPaise += legs.deposit;
    p.winningsPaise += legs.winnings;
    match.stakes.delete(player);
  }

  settle(match: ModelMatch, winner: number, resolution: Resolution) {
    const { prizePaise, feePaise } = matchPrizePaise(match.stakePaise, FEE_PERCENT);
    this.player(winner).winningsPaise += prizePaise;
    this.feesPaise += feePaise;
    match.stakes.clear();
    match.status = 'settled';
    match.winner = winner;
    match.resolution = resolution;
  }

  closeRoom(match: ModelMatch, status: 'cancelled' | 'expired', resolution: Resolution) {
    this.refund(match, match.creator);
    match.status = status;
    match.resolution = resolution;
    for (const request of match.requests) if (request.status === 'pending') request.status = 'closed';
  }

  cancelBoth(match: ModelMatch, resolution: Resolution) {
    for (const player of [...match.stakes.keys()]) this.refund(match, player);
    match.status = 'cancelled';
    match.resolution = resolution;
  }

  pendingRequestsOf(player: number): number {
    return this.matches.reduce(
      (n, m) => n + m.requests.filter((r) => r.requester === player && r.status === 'pending').length,
      0,
    );
  }

  /** The model's escrow of a match: the stakes it holds. */
  static escrow(match: ModelMatch): number {
    let sum = 0;
    for (const legs of match.stakes.values()) sum += legs.deposit + legs.winnings;
    return sum;
  }

  /** What the escrow of a match in this status must hold. */
  static stakesFor(match: ModelMatch): number {
    if (match.status === 'open') return match.stakePaise;
    if (match.status === 'active' || match.status === 'review') return 2 * match.stakePaise;
    return 0;
  }
}

/** The candidates a command makes sense for, or all of them when there are none (or it is wild). */
const among = <T>(all: readonly T[], fits: (item: T) => boolean, index: number, isWild = false): T | undefined =>
  at(isWild ? all : all.filter(fits).length > 0 ? all.filter(fits) : all, index);

const lapsed = (match: ModelMatch) => match.expiresAt.getTime() <= Date.now();

/**
 * A player of the sequence in the given role in a match: its creator, its opponent (the creator
 * while there is none), or one who plays no part in it.
 */
function actorOf(model: Model, match: ModelMatch, role: Role, salt: number): number {
  if (role === 'creator') return match.creator;
  if (role === 'opponent') return match.opponent ?? match.creator;
  const strangers = model.players.map((_, i) => i).filter((i) => i !== match.creator && i !== match.opponent);
  return at(strangers, salt) as number;
}

/**
 * A command with nothing it makes sense for does the step that comes before it in a match's life
 * instead (report → accept → request → create), so that sequences get past the first room or two.
 * Wild commands are run as they are, to be refused.
 */
function stepBack(model: Model, cmd: Command): Command | undefined {
  if ('wild' in cmd && cmd.wild) return undefined;
  const any = (fits: (m: ModelMatch) => boolean) => model.matches.some(fits);
  const create = (player: number, salt: number): Command => ({
    kind: 'create',
    player: player % PLAYERS,
    stake: STAKES_RUPEES[salt % STAKES_RUPEES.length] as number,
    reuseCode: null,
  });
  const request = (player: number, match: number): Command => ({
    kind: 'request',
    player,
    match,
    byCode: false,
    wild: false,
  });
  switch (cmd.kind) {
    case 'request':
      return any((m) => m.status === 'open' && !lapsed(m)) ? undefined : create(cmd.player, cmd.match);
    case 'accept':
    case 'decline':
    case 'withdraw':
      return any((m) => m.status === 'open' && m.requests.some((r) => r.status === 'pending'))
        ? undefined
        : request(cmd.request, cmd.match);
    case 'cancel':
      return any((m) => m.status === 'open' || m.status === 'active') ? undefined : create(cmd.match, cmd.match);
    case 'keepPlaying':
      // Without a request to cancel, one is made; with one, half the time the other player agrees.
      return any((m) => m.status === 'active' && m.cancelAskedBy !== null) && cmd.match % 2 === 0
        ? undefined
        : { kind: 'cancel', match: cmd.match, role: cmd.role, wild: false };
    case 'report':
      return any((m) => m.status === 'active')
        ? undefined
        : { kind: 'accept', match: cmd.match, request: cmd.match, stranger: false, wild: false };
    case 'resolve':
      return any((m) => m.status === 'review')
        ? undefined
        : {
            kind: 'report',
            match: cmd.match,
            role: cmd.outcome === 'opponent' ? 'opponent' : 'creator',
            claim: cmd.match % 2 === 0 ? 'won' : 'lost',
            wild: false,
          };
    default:
      return undefined;
  }
}

// ---- Running a command ------------------------------------------------------------------------

async function matchDates(id: string) {
  const [row] = await t.database.db
    .select({ expiresAt: matches.expiresAt, reviewAt: matches.reviewAt, deadlineAt: matches.resultDeadlineAt })
    .from(matches)
    .where(eq(matches.id, id));
  if (!row) throw new Error(`no match ${id}`);
  return row;
}

/** Runs one command against the server and the model; returns a line for the failure report. */
async function runCommand(model: Model, cmd: Command): Promise<string> {
  const instead = stepBack(model, cmd);
  if (instead) return runCommand(model, instead);
  const db = t.database.db;
  const ms = model.matches;
  const session = (index: number) => model.player(index).session;
  switch (cmd.kind) {
    case 'create': {
      const creator = cmd.player;
      const stakePaise = cmd.stake * 100;
      const reused = cmd.reuseCode === null ? undefined : at(ms, cmd.reuseCode);
      const code = reused?.code ?? nextRoomCode();
      const open = ms.filter((m) => m.creator === creator && m.status === 'open').length;
      const expected =
        open >= MAX_OPEN_ROOMS
          ? refused(422, 'TOO_MANY_OPEN_ROOMS')
          : ms.some((m) => m.code === code && LIVE.has(m.status))
            ? refused(409, 'ROOM_CODE_IN_USE')
            : model.funds(creator) < stakePaise
              ? refused(422, 'INSUFFICIENT_FUNDS')
              : ok(201);
      const reply = await api.create(session(creator), code, cmd.stake);
      expectReply(reply, expected, `create by P${creator} (₹${cmd.stake}, room ${code})`);
      if (reply.statusCode === 201) {
        const { matchId } = reply.json() as { matchId: string };
        const match: ModelMatch = {
          id: matchId,
          code,
          stakePaise,
          creator,
          opponent: null,
          status: 'open',
          resolution: null,
          reviewReason: null,
          winner: null,
          cancelAskedBy: null,
          requests: [],
          results: new Map(),
          stakes: new Map(),
          expiresAt: (await matchDates(matchId)).expiresAt,
          reviewAt: null,
          deadlineAt: null,
        };
        model.takeStake(match, creator);
        ms.push(match);
        return `create P${creator} ₹${cmd.stake} → M${ms.length - 1}`;
      }
      return `create P${creator} ₹${cmd.stake} → ${expected.code}`;
    }

    case 'request': {
      const target = among(ms, (m) => m.status === 'open' && !lapsed(m), cmd.match, cmd.wild);
      if (!target) return 'request: no match';
      const candidates = model.players
        .map((_, i) => i)
        .filter(
          (i) => i !== target.creator && !target.requests.some((r) => r.requester === i && r.status === 'pending'),
        );
      const player =
        cmd.wild || candidates.length === 0 ? cmd.player % PLAYERS : (at(candidates, cmd.player) as number);
      // By room code the server finds the live match with that code, which may be another one.
      const match = cmd.byCode ? ms.find((m) => m.code === target.code && LIVE.has(m.status)) : target;
      const expected = !match
        ? refused(404, 'MATCH_NOT_FOUND')
        : match.creator === player
          ? refused(422, 'OWN_ROOM')
          : match.status !== 'open' || lapsed(match)
            ? refused(409, 'ROOM_NOT_OPEN')
            : model.funds(player) < match.stakePaise
              ? refused(422, 'INSUFFICIENT_FUNDS')
              : model.pendingRequestsOf(player) >= MAX_PENDING_REQUESTS
                ? refused(422, 'TOO_MANY_REQUESTS')
                : match.requests.some((r) => r.requester === player && r.status === 'pending')
                  ? refused(409, 'REQUEST_PENDING')
                  : ok(201);
      const reply = await api.request(session(player), cmd.byCode ? target.code : target.id);
      expectReply(reply, expected, `request by P${player} to M${ms.indexOf(target)}${cmd.byCode ? ' by code' : ''}`);
      if (reply.statusCode === 201 && match) {
        const body = reply.json() as { requestId: string; matchId: string };
        expect(body.matchId).toBe(match.id);
        match.requests.push({ id: body.requestId, requester: player, status: 'pending' });
      }
      return `request P${player} → M${match ? ms.indexOf(match) : '?'} ${expected.code ?? 'ok'}`;
    }

    case 'accept':
    case 'decline': {
      const match = among(
        ms,
        (m) => m.status === 'open' && m.requests.some((r) => r.status === 'pending'),
        cmd.match,
        cmd.wild,
      );
      if (!match) return `${cmd.kind}: no match`;
      const request = cmd.wild
        ? at(match.requests, cmd.request)
        : among(match.requests, (r) => r.status === 'pending', cmd.request);
      const requestId = request?.id ?? randomUUID();
      const owner =
        cmd.kind === 'accept' && cmd.stranger ? actorOf(model, match, 'stranger', cmd.request) : match.creator;
      const label = `${cmd.kind} by P${owner} of M${ms.indexOf(match)}'s request from P${request?.requester ?? '?'}`;
      if (cmd.kind === 'decline') {
        const expected = request?.status === 'pending' ? ok() : refused(409, 'REQUEST_NOT_PENDING');
        expectReply(await api.decline(session(owner), match.id, requestId), expected, label);
        if (request && expected.status === 200) request.status = 'declined';
        return `${label}: ${expected.code ?? 'ok'}`;
      }
      const expected =
        owner !== match.creator
          ? refused(404, 'MATCH_NOT_FOUND')
          : match.status !== 'open'
            ? refused(409, 'ROOM_NOT_OPEN')
            : lapsed(match)
              ? refused(409, 'ROOM_EXPIRED')
              : request?.status !== 'pending'
                ? refused(409, 'REQUEST_NOT_PENDING')
                : model.funds(request.requester) < match.stakePaise
                  ? refused(422, 'INSUFFICIENT_FUNDS')
                  : ok();
      expectReply(await api.accept(session(owner), match.id, requestId), expected, label);
      if (request && expected.code === 'INSUFFICIENT_FUNDS') request.status = 'closed';
      if (request && expected.status === 200) {
        model.takeStake(match, request.requester);
        match.status = 'active';
        match.opponent = request.requester;
        request.status = 'accepted';
        for (const other of match.requests) if (other.status === 'pending') other.status = 'declined';
        match.reviewAt = (await matchDates(match.id)).reviewAt;
      }
      return `${label}: ${expected.code ?? 'ok'}`;
    }

    case 'withdraw': {
      const match = among(ms, (m) => m.requests.some((r) => r.status === 'pending'), cmd.match, cmd.wild);
      if (!match) return 'withdraw: no match';
      const request = cmd.wild ? undefined : among(match.requests, (r) => r.status === 'pending', cmd.request);
      const player = request?.requester ?? cmd.request % PLAYERS;
      const pending = match.requests.find((r) => r.requester === player && r.status === 'pending');
      const expected = pending ? ok() : refused(409, 'REQUEST_NOT_PENDING');
      expectReply(
        await api.withdraw(session(player), match.id),
        expected,
        `withdraw by P${player} from M${ms.indexOf(match)}`,
      );
      if (pending) pending.status = 'withdrawn';
      return `withdraw P${player} M${ms.indexOf(match)} ${expected.code ?? 'ok'}`;
    }

    case 'cancel': {
      // The answer to a pending request to cancel, when there is one.
      const asked = ms.filter((m) => m.status === 'active' && m.cancelAskedBy !== null);
      const answer = !cmd.wild && cmd.role !== 'stranger' ? at(asked, cmd.match) : undefined;
      // Otherwise mostly a match being played (where both must agree), else an open room.
      const playing = ms.filter((m) => m.status === 'active' && m.results.size === 0);
      const match =
        answer ??
        (!cmd.wild && cmd.match % 4 !== 3 ? at(playing, cmd.match) : undefined) ??
        among(ms, (m) => m.status === 'open' || m.status === 'active', cmd.match, cmd.wild);
      if (!match) return 'cancel: no match';
      const actor =
        answer && answer.opponent !== null
          ? answer.cancelAskedBy === answer.creator
            ? answer.opponent
            : answer.creator
          : actorOf(model, match, cmd.role, cmd.match);
      const isPlayer = actor === match.creator || actor === match.opponent;
      const label = `cancel by P${actor} of M${ms.indexOf(match)} (${match.status})`;
      let expected: Expected;
      if (!isPlayer) expected = refused(404, 'MATCH_NOT_FOUND');
      else if (match.status === 'open') expected = ok();
      else if (match.status !== 'active') expected = refused(409, 'MATCH_NOT_CANCELLABLE');
      else if (match.results.size > 0) expected = refused(409, 'RESULT_SUBMITTED');
      else if (match.cancelAskedBy === actor) expected = refused(409, 'CANCEL_ALREADY_ASKED');
      else expected = ok();
      expectReply(await api.cancel(session(actor), match.id), expected, label);
      if (expected.status === 200) {
        tally(`cancel: ${match.status === 'open' ? 'room' : match.cancelAskedBy === null ? 'ask' : 'agree'}`);
        if (match.status === 'open') model.closeRoom(match, 'cancelled', 'creator_cancelled');
        else if (match.cancelAskedBy === null) match.cancelAskedBy = actor;
        else model.cancelBoth(match, 'players_cancelled');
      }
      return `${label}: ${expected.code ?? 'ok'}`;
    }

    case 'keepPlaying': {
      const match = among(ms, (m) => m.status === 'active' && m.cancelAskedBy !== null, cmd.match, cmd.wild);
      if (!match) return 'keepPlaying: no match';
      const actor =
        !cmd.wild && match.cancelAskedBy !== null ? match.cancelAskedBy : actorOf(model, match, cmd.role, cmd.match);
      const isPlayer = actor === match.creator || actor === match.opponent;
      const expected = !isPlayer
        ? refused(404, 'MATCH_NOT_FOUND')
        : match.status !== 'active' || match.cancelAskedBy !== actor
          ? refused(409, 'NO_CANCEL_REQUEST')
          : ok();
      const label = `keep playing by P${actor} in M${ms.indexOf(match)}`;
      expectReply(await api.keepPlaying(session(actor), match.id), expected, label);
      if (expected.status === 200) match.cancelAskedBy = null;
      return `${label}: ${expected.code ?? 'ok'}`;
    }

    case 'report': {
      const match = among(ms, (m) => m.status === 'active', cmd.match, cmd.wild);
      if (!match) return 'report: no match';
      // A player who has not reported yet, mostly.
      const fresh = [match.creator, match.opponent].filter((p): p is number => p !== null && !match.results.has(p));
      const actor =
        !cmd.wild && cmd.role !== 'stranger' && fresh.length > 0
          ? (at(fresh, cmd.match) as number)
          : actorOf(model, match, cmd.role, cmd.match);
      const isPlayer = actor === match.creator || actor === match.opponent;
      const expected = !isPlayer
        ? refused(404, 'MATCH_NOT_FOUND')
        : match.status !== 'active'
          ? refused(409, 'MATCH_NOT_ACTIVE')
          : match.results.has(actor)
            ? refused(409, 'RESULT_ALREADY_SUBMITTED')
            : ok();
      const label = `report ${cmd.claim} by P${actor} in M${ms.indexOf(match)} (${match.status})`;
      expectReply(await api.report(session(actor), match.id, cmd.claim), expected, label);
      if (expected.status === 200) {
        const other = actor === match.creator ? match.opponent : match.creator;
        if (other === null) throw new Error('model: active match without opponent');
        const otherClaim = match.results.get(other);
        match.results.set(actor, cmd.claim);
        if (otherClaim === undefined) {
          match.cancelAskedBy = null;
          match.deadlineAt = (await matchDates(match.id)).deadlineAt;
        } else if (otherClaim !== cmd.claim) {
          model.settle(match, cmd.claim === 'won' ? actor : other, 'results_agreed');
        } else {
          match.status = 'review';
          match.reviewReason = 'conflicting_claims';
        }
      }
      return `${label}: ${expected.code ?? 'ok'}`;
    }

    case 'lapse': {
      // The room's wait is over, but the sweep has not run yet.
      const match = among(ms, (m) => m.status === 'open' && !lapsed(m), cmd.match);
      if (match?.status !== 'open') return 'lapse: no open room';
      const expiresAt = new Date(Date.now() - 1000);
      await db.update(matches).set({ expiresAt }).where(eq(matches.id, match.id));
      match.expiresAt = expiresAt;
      return `lapse M${ms.indexOf(match)}`;
    }

    case 'expire': {
      // The room that expires first (or second): the sweep then expires it and any due before it.
      const waiting = ms
        .filter((m) => m.status === 'open')
        .sort((a, b) => a.expiresAt.getTime() - b.expiresAt.getTime());
      const target = at(waiting.slice(0, 2), cmd.match);
      const now = cmd.far || !target ? new Date(Date.now() + (cmd.far ? FAR_FUTURE_MS : 0)) : target.expiresAt;
      const due = ms.filter((m) => m.status === 'open' && m.expiresAt <= now);
      expect(await services.rooms.expireDueRooms(now), 'rooms expired').toBe(due.length);
      tally(`expire ${due.length > 0 ? 'some' : 'none'}`);
      for (const match of due) model.closeRoom(match, 'expired', 'expired');
      return `expire at ${now.toISOString()}: ${due.map((m) => `M${ms.indexOf(m)}`).join(' ')}`;
    }

    case 'deadline': {
      const target = among(ms, (m) => m.status === 'active' && m.deadlineAt !== null, cmd.match);
      const now =
        cmd.far || !target?.deadlineAt || target.status !== 'active'
          ? new Date(Date.now() + (cmd.far ? FAR_FUTURE_MS : 0))
          : target.deadlineAt;
      const due = ms.filter(
        (m) => m.status === 'active' && m.deadlineAt !== null && m.deadlineAt <= now && m.results.size === 1,
      );
      expect(await services.results.settleUnanswered(now), 'unanswered claims settled').toBe(due.length);
      tally(`deadline ${due.length > 0 ? 'some' : 'none'}`);
      for (const match of due) {
        const [[reporter, reported]] = [...match.results.entries()] as [[number, Claim]];
        const other = reporter === match.creator ? match.opponent : match.creator;
        if (other === null) throw new Error('model: active match without opponent');
        model.settle(match, reported === 'won' ? reporter : other, 'result_unanswered');
      }
      return `deadline at ${now.toISOString()}: ${due.map((m) => `M${ms.indexOf(m)}`).join(' ')}`;
    }

    case 'review': {
      const target = among(ms, (m) => m.status === 'active' && m.results.size === 0, cmd.match);
      const now =
        cmd.far || !target?.reviewAt || target.status !== 'active' || target.results.size > 0
          ? new Date(Date.now() + (cmd.far ? FAR_FUTURE_MS : 0))
          : target.reviewAt;
      const due = ms.filter(
        (m) =>
          m.status === 'active' &&
          m.reviewAt !== null &&
          m.reviewAt <= now &&
          m.deadlineAt === null &&
          m.results.size === 0,
      );
      expect(await services.results.sendStaleToReview(now), 'silent matches sent to review').toBe(due.length);
      tally(`review ${due.length > 0 ? 'some' : 'none'}`);
      for (const match of due) {
        match.status = 'review';
        match.reviewReason = 'no_result';
      }
      return `review at ${now.toISOString()}: ${due.map((m) => `M${ms.indexOf(m)}`).join(' ')}`;
    }

    case 'resolve': {
      const match = among(ms, (m) => m.status === 'review', cmd.match, cmd.wild);
      if (!match) return 'resolve: no match';
      const winner =
        cmd.outcome === 'creator'
          ? match.creator
          : cmd.outcome === 'opponent'
            ? (match.opponent ?? match.creator)
            : cmd.outcome === 'stranger'
              ? actorOf(model, match, 'stranger', cmd.match)
              : null;
      const decision =
        winner === null
          ? { outcome: 'cancel' as const }
          : { outcome: 'award' as const, winnerId: model.player(winner).session.userId };
      const expected =
        match.status !== 'review'
          ? refused(409, 'MATCH_NOT_IN_REVIEW')
          : winner !== null && winner !== match.creator && winner !== match.opponent
            ? refused(400, 'WINNER_NOT_A_PLAYER')
            : ok();
      const label = `resolve M${ms.indexOf(match)} (${match.status}): ${winner === null ? 'cancel' : `award P${winner}`}`;
      expectReply(await api.resolve(admin, match.id, decision), expected, label);
      if (expected.status === 200) {
        if (winner === null) model.cancelBoth(match, 'admin_cancel');
        else model.settle(match, winner, 'admin_award');
      }
      return `${label}: ${expected.code ?? 'ok'}`;
    }
  }
}

// ---- Comparing the server with the model ------------------------------------------------------

async function expectServerMatchesModel(model: Model, fundedPaise: number) {
  const db = t.database.db;
  const ids = model.matches.map((m) => m.id);
  const userIds = model.players.map((p) => p.session.userId);
  const [rows, requests, results, escrows, wallets, fees, totals] = await Promise.all([
    ids.length > 0 ? db.select().from(matches).where(inArray(matches.id, ids)) : [],
    ids.length > 0 ? db.select().from(matchJoinRequests).where(inArray(matchJoinRequests.matchId, ids)) : [],
    ids.length > 0 ? db.select().from(matchResults).where(inArray(matchResults.matchId, ids)) : [],
    escrowsOf(db, ids),
    walletsOf(db, userIds),
    feesOf(db, ids),
    ledgerTotals(db),
  ]);
  const userOf = (index: number | null) => (index === null ? null : model.player(index).session.userId);

  // (d) Every match as the model has it.
  const server = new Map(rows.map((row) => [row.id, row]));
  for (const [n, m] of model.matches.entries()) {
    const row = server.get(m.id);
    expect(
      row && {
        status: row.status,
        opponentId: row.opponentId,
        winnerId: row.winnerId,
        resolution: row.resolution,
        reviewReason: row.reviewReason,
        cancelRequestedBy: row.cancelRequestedBy,
      },
      `match M${n}`,
    ).toEqual({
      status: m.status,
      opponentId: userOf(m.opponent),
      winnerId: userOf(m.winner),
      resolution: m.resolution,
      reviewReason: m.reviewReason,
      cancelRequestedBy: userOf(m.cancelAskedBy),
    });
  }
  expect(Object.fromEntries(requests.map((r) => [r.id, `${r.requesterId}:${r.status}`])), 'join requests').toEqual(
    Object.fromEntries(
      model.matches.flatMap((m) => m.requests.map((r) => [r.id, `${userOf(r.requester)}:${r.status}`])),
    ),
  );
  expect(results.map((r) => `${r.matchId}:${r.userId}:${r.claim}`).sort(), 'result claims').toEqual(
    model.matches.flatMap((m) => [...m.results].map(([p, c]) => `${m.id}:${userOf(p)}:${c}`)).sort(),
  );

  // (a) Each escrow holds exactly the stakes of its match's status.
  for (const [n, m] of model.matches.entries()) {
    expect(Model.escrow(m), `model escrow of M${n} (${m.status})`).toBe(Model.stakesFor(m));
    expect(escrows.get(m.id), `escrow of M${n} (${m.status})`).toBe(Model.stakesFor(m));
  }

  // (b, c) Every player's money to the paisa; nothing made or lost; nothing negative.
  let playersPaise = 0;
  for (const [n, p] of model.players.entries()) {
    const wallet = wallets.get(p.session.userId);
    expect(wallet, `wallet of P${n}`).toEqual({ depositPaise: p.depositPaise, winningsPaise: p.winningsPaise });
    expect(p.depositPaise, `P${n} added money`).toBeGreaterThanOrEqual(0);
    expect(p.winningsPaise, `P${n} winnings`).toBeGreaterThanOrEqual(0);
    playersPaise += (wallet?.depositPaise ?? 0) + (wallet?.winningsPaise ?? 0);
  }
  expect(fees, 'platform fees').toBe(model.feesPaise);
  const escrowPaise = [...escrows.values()].reduce((sum, paise) => sum + paise, 0);
  expect(playersPaise + escrowPaise + fees, 'players + escrows + fees = funded').toBe(fundedPaise);
  expect(totals, 'ledger totals').toEqual({ totalPaise: 0, negativeAccounts: 0 });
}

/**
 * Ends every live match left by an earlier sequence (one that failed, while shrinking), so each
 * sequence starts with no live match but its own and the timers touch only its matches.
 */
async function endEverythingLive() {
  const far = new Date(Date.now() + FAR_FUTURE_MS);
  while ((await services.rooms.expireDueRooms(far)) > 0);
  while ((await services.results.settleUnanswered(far)) > 0);
  while ((await services.results.sendStaleToReview(far)) > 0);
  const review = await t.database.db.select({ id: matches.id }).from(matches).where(eq(matches.status, 'review'));
  for (const { id } of review) {
    await services.results.resolve(admin.userId, id, { outcome: 'cancel', reason: 'Left by an earlier run' }, null);
  }
}

/** What ends every live match of a sequence: the three timers far ahead, then a decision on each review. */
function closingCommands(): Command[] {
  return [
    { kind: 'expire', match: 0, far: true },
    { kind: 'deadline', match: 0, far: true },
    { kind: 'review', match: 0, far: true },
  ];
}

it('matches the model after every step of random sequences of player actions, timers and decisions', async () => {
  await fc.assert(
    fc.asyncProperty(scenario, async ({ funding, commands }) => {
      await endEverythingLive();
      const players = await Promise.all(funding.map((money) => fundedPlayer(t.app, money)));
      const model = new Model(
        players.map((session, i) => ({
          session,
          depositPaise: funding[i]?.depositPaise ?? 0,
          winningsPaise: funding[i]?.winningsPaise ?? 0,
        })),
      );
      const fundedPaise = funding.reduce((sum, f) => sum + f.depositPaise + f.winningsPaise, 0);
      const log: string[] = [];
      try {
        for (const cmd of [...commands, ...closingCommands()]) {
          log.push(await runCommand(model, cmd));
          await expectServerMatchesModel(model, fundedPaise);
        }
        // Whatever went to review gets a decision: alternately an award and a cancel.
        for (const [n, match] of model.matches.filter((m) => m.status === 'review').entries()) {
          const outcome = n % 2 === 0 ? ('creator' as const) : ('cancel' as const);
          log.push(
            await runCommand(model, { kind: 'resolve', match: model.matches.indexOf(match), outcome, wild: true }),
          );
          await expectServerMatchesModel(model, fundedPaise);
        }
        // Everything has ended: the escrows are empty and the players hold all the money but the fees.
        for (const match of model.matches) {
          expect(LIVE.has(match.status), `M${model.matches.indexOf(match)} ended`).toBe(false);
          tally(`ended ${match.resolution}`);
        }
        const wallets = await walletsOf(
          t.database.db,
          model.players.map((p) => p.session.userId),
        );
        const held = [...wallets.values()].reduce((sum, w) => sum + w.depositPaise + w.winningsPaise, 0);
        expect(held + model.feesPaise).toBe(fundedPaise);
        expect(await checkLedger(t.database.db)).toEqual([]);
      } catch (error) {
        (error as Error).message += `\nSteps:\n  ${log.join('\n  ')}`;
        throw error;
      }
    }),
    { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
  );
}, 600_000);
