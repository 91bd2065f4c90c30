import { randomUUID } from 'node:crypto';
import { TOURNAMENT_PLATFORM_FEE_PERCENT } from '@ludo/shared/limits';
import type { MatchDetail } from '@ludo/shared/matches/matches.schemas';
import {
  type AdminTournamentDetail,
  TOURNAMENT_ERROR_CODES as CODES,
  type MyTournament,
  TOURNAMENT_FORMATS,
  type TournamentDetail,
  type TournamentFormat,
} from '@ludo/shared/tournaments/tournaments.schemas';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerAccounts, tournamentEntries, tournaments } from '../../db/schema';
import { createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player, walletsOf } from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import { at, expectReply, ok, printOutcomes, refused, tally } from '../../test/model';
import { type TournamentApi, tournamentApi } from '../../test/tournaments-books';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { tournamentPrizes } from './tournament-prizes';

/**
 * A model of tournaments' money, and random sequences of what players and admins do to
 * tournaments (create in any format, register, leave, start, play their games, forfeit, disqualify,
 * cancel, and the same calls where they must be refused), checked against the server after every
 * step:
 *  - every call answers what the model expects (status, error code, the amount or state it reports);
 *  - every tournament's status and every entry (seat held, given up or disqualified, registrations,
 *    seeds; once finished, place, prize and no tax) are the model's;
 *  - every game the server drew is the model's: its seats, whether its code is posted, and once
 *    decided its placings (agreed reports, a report left unanswered, an admin's forced ranking after
 *    a clash, a host's no-show, a disqualified player's forfeit), or ended undecided by a cancel; a
 *    running tournament always has a game to play, and a disqualified player is never seated in a
 *    new one;
 *  - every player's added money and winnings are the model's, to the paisa (fees from added money
 *    first, refunds back to the accounts they came from, prizes into winnings);
 *  - each pool holds the fees of its seats before the start, those fees less the platform fee while
 *    running, and nothing once cancelled or finished; a finish pays out exactly what the pool held,
 *    by the standings it shows (disqualified players below everyone else) and the prize split;
 *  - revenue gained exactly the platform fees of the running and finished tournaments, and no tax
 *    was withheld (every prize here is far below the threshold);
 *  - no money is made or lost: players + pools + revenue + tax stay what they were at the start of
 *    the sequence, and the ledger's invariants hold.
 * At the end of each sequence every running tournament is played to its finish and every one still
 * open is cancelled, after which every player holds what they were given, less the fees of the
 * tournaments that finished, plus their prizes.
 *
 * The app moves a tournament on right after a game is decided, asynchronously; the test calls the
 * same `advance` itself after every step, so nothing depends on timing (a second advance is a no-op).
 * The players' side is looked at too: the host finds the game among their live games, nobody finds
 * a cancelled tournament's games there, and once a tournament finishes every player sees their place
 * and prize among their tournaments.
 *
 * MODEL_RUNS and MODEL_COMMANDS run more (and longer) sequences; MODEL_SEED replays one.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 10);
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 60);
/** Ten minutes, or more for longer runs asked for (about a second per command is plenty). */
const TIMEOUT_MS = Math.max(600_000, RUNS * MAX_COMMANDS * 1_000);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const PLAYERS = 6;
/** ₹1 checks the fee split on a small amount; ₹250 is more than some players hold. */
const FEES_RUPEES = [1, 25, 100, 250] as const;
const MAX_SEATS = 6;
/**
 * Hosts get an hour to post the code instead of 2 minutes, so that however slow the machine, no
 * deadline passes but the ones the test runs out: a day later is past every grace period and every
 * result window (10 minutes).
 */
const GRACE_SECONDS = '3600';
const aDayLater = () => new Date(Date.now() + 24 * 3_600_000);

let t: TestApp;
let api: TournamentApi;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp({ TOURNAMENT_GRACE_SECONDS: GRACE_SECONDS });
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
});
afterAll(async () => {
  printOutcomes();
  await t.close();
});

// ---- Commands ---------------------------------------------------------------------------------

/**
 * What a register or unregister aims at: a seat it should get or give up, or one of the refusals
 * (a second seat, a full tournament, one not taking registrations, leaving without a seat).
 */
type RegisterAim = 'seat' | 'twice' | 'full' | 'closed';
type UnregisterAim = 'seat' | 'none' | 'closed';
/** A player of the field, one holding no seat (never entered, left, or disqualified already), or a tournament not running. */
type DisqualifyAim = 'player' | 'outsider' | 'closed';
/**
 * How a game's players report: all of them, consistently; only some, the rest silent until the
 * result window ends; or two of them clash (both won, one place claimed twice) and an admin forces
 * the result.
 */
type ReportMode = 'agree' | 'one' | 'clash';
type AdminAction = 'register' | 'unregister' | 'start' | 'cancel' | 'disqualify';
/**
 * Picks (player, tournament, game, order) are numbers resolved against the model when the command
 * runs, so any sequence is valid and shrinks well. A `wild` start or cancel picks among all
 * tournaments instead of those it makes sense for, to exercise the refusals; a `ghost` call names
 * no tournament at all.
 */
type Command =
  | { kind: 'create'; fee: number; maxPlayers: number; minPick: number; format: TournamentFormat }
  | { kind: 'register'; player: number; tournament: number; aim: RegisterAim }
  | { kind: 'unregister'; player: number; tournament: number; aim: UnregisterAim }
  | { kind: 'start'; tournament: number; wild: boolean }
  | { kind: 'cancel'; tournament: number; wild: boolean }
  | { kind: 'report'; tournament: number; game: number; mode: ReportMode; order: number; reporters: number }
  | { kind: 'forfeit'; pick: number }
  | { kind: 'noShow'; tournament: number; game: number; present: number }
  | { kind: 'disqualify'; tournament: number; player: number; aim: DisqualifyAim }
  | { kind: 'ghost'; player: number; action: AdminAction };

const pick = fc.nat({ max: 1000 });
const sometimes = (trueWeight: number, falseWeight: number) =>
  fc.oneof(
    { weight: falseWeight, arbitrary: fc.constant(false) },
    { weight: trueWeight, arbitrary: fc.constant(true) },
  );
const createCommand = fc.record({
  kind: fc.constant('create' as const),
  fee: fc.constantFrom(...FEES_RUPEES),
  maxPlayers: fc.integer({ min: 2, max: MAX_SEATS }),
  minPick: fc.nat({ max: MAX_SEATS }),
  // Tables twice as often: their rules (places, forfeits from the bottom, a new host) are the most involved.
  format: fc.oneof(
    ...TOURNAMENT_FORMATS.map((format) => ({
      weight: format === 'multi_table' ? 2 : 1,
      arbitrary: fc.constant<TournamentFormat>(format),
    })),
  ),
});
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 2, arbitrary: createCommand },
  {
    weight: 12,
    arbitrary: fc.record({
      kind: fc.constant('register' as const),
      player: pick,
      tournament: pick,
      aim: fc.oneof(
        { weight: 6, arbitrary: fc.constant<RegisterAim>('seat') },
        { weight: 1, arbitrary: fc.constant<RegisterAim>('twice') },
        { weight: 1, arbitrary: fc.constant<RegisterAim>('full') },
        { weight: 1, arbitrary: fc.constant<RegisterAim>('closed') },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('unregister' as const),
      player: pick,
      tournament: pick,
      aim: fc.oneof(
        { weight: 4, arbitrary: fc.constant<UnregisterAim>('seat') },
        { weight: 1, arbitrary: fc.constant<UnregisterAim>('none') },
        { weight: 1, arbitrary: fc.constant<UnregisterAim>('closed') },
      ),
    }),
  },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('start' as const), tournament: pick, wild: sometimes(1, 4) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), tournament: pick, wild: sometimes(1, 4) }),
  },
  {
    weight: 16,
    arbitrary: fc.record({
      kind: fc.constant('report' as const),
      tournament: pick,
      game: pick,
      mode: fc.oneof(
        { weight: 6, arbitrary: fc.constant<ReportMode>('agree') },
        { weight: 2, arbitrary: fc.constant<ReportMode>('one') },
        { weight: 2, arbitrary: fc.constant<ReportMode>('clash') },
      ),
      order: pick,
      reporters: pick,
    }),
  },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('forfeit' as const), pick }) },
  {
    weight: 3,
    arbitrary: fc.record({ kind: fc.constant('noShow' as const), tournament: pick, game: pick, present: pick }),
  },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('disqualify' as const),
      tournament: pick,
      player: pick,
      aim: fc.oneof(
        { weight: 4, arbitrary: fc.constant<DisqualifyAim>('player') },
        { weight: 1, arbitrary: fc.constant<DisqualifyAim>('outsider') },
        { weight: 1, arbitrary: fc.constant<DisqualifyAim>('closed') },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('ghost' as const),
      player: pick,
      action: fc.constantFrom<AdminAction>('register', 'unregister', 'start', 'cancel', 'disqualify'),
    }),
  },
);

/** Money in paise, in whole rupees: mostly enough for an entry or two, sometimes for none. */
const money = (maxRupees: number) =>
  fc
    .oneof(
      { weight: 1, arbitrary: fc.nat({ max: 30 }) },
      { weight: 5, arbitrary: fc.integer({ min: 20, max: maxRupees }) },
    )
    .map((rupees) => rupees * 100);
const scenario = fc.record({
  funding: fc.array(fc.record({ depositPaise: money(600), winningsPaise: money(400) }), {
    minLength: PLAYERS,
    maxLength: PLAYERS,
  }),
  // A tournament first, so every sequence has something to act on.
  commands: fc
    .tuple(
      createCommand,
      fc.array(command, {
        // Long sequences mostly, yet free to shrink to the few steps a failure needs.
        minLength: 0,
        maxLength: Math.max(0, MAX_COMMANDS - 1),
        size: 'max',
      }),
    )
    .map(([first, rest]): Command[] => [first, ...rest]),
});

// ---- The model --------------------------------------------------------------------------------

type Status = 'registering' | 'running' | 'finished' | 'cancelled';
/** A fee as it was taken: from added money, from winnings. */
type Legs = { deposit: number; winnings: number };

interface ModelPlayer {
  session: Player;
  depositPaise: number;
  winningsPaise: number;
}

/** A game the server drew with a match (byes and walkovers have none and are nobody's to play). */
interface ModelGame {
  matchId: string;
  tournamentId: string;
  round: number;
  table: boolean;
  /** The players in seat order, the first the original host. */
  seats: number[];
  /** Places taken at a table before it is decided, by forfeits (from the last place up). */
  placed: Map<number, number>;
  codePosted: boolean;
  /** The grace period after the code ran out already: those who had not shown forfeited then. */
  showChecked: boolean;
  /** Ended undecided, by the cancel of its tournament. */
  cancelled: boolean;
  /** Each player's place once decided (a 1v1: the winner 1, the other 2). */
  placings: Map<number, number> | null;
}

interface ModelTournament {
  id: string;
  title: string;
  format: TournamentFormat;
  feePaise: number;
  maxPlayers: number;
  minPlayers: number;
  status: Status;
  /** Every player who ever entered: whether they hold a seat now, and how many times they entered. */
  entries: Map<number, { status: 'registered' | 'withdrawn' | 'disqualified'; registrations: number }>;
  /** The fees the pool took, per player, as they were taken. */
  fees: Map<number, Legs>;
  /** The platform fee taken at the start (0 before, and after a cancel returned it). */
  platformFeePaise: number;
  /** Seeds were given (at a start that went ahead). */
  seeded: boolean;
  cancelledReason: string | null;
  /** Once started: each seed's player. */
  bySeed: Map<number, number>;
  games: ModelGame[];
  /** Once finished: each player's place and prize, as the standings showed and the pool paid. */
  results: Map<number, { place: number; prizePaise: number }>;
  /** The prizes paid out of the pool at the finish. */
  paidPaise: number;
}

/** The platform's share of a started tournament's entries; the prize pool is the rest, rounded down. */
function platformFeeOf(entriesPaise: number): number {
  return entriesPaise - Math.floor((entriesPaise * (100 - TOURNAMENT_PLATFORM_FEE_PERCENT)) / 100);
}

const openSeats = (game: ModelGame) => game.seats.filter((p) => !game.placed.has(p));
const isLive = (game: ModelGame) => game.placings === null && !game.cancelled;

class Model {
  readonly tournaments: ModelTournament[] = [];
  readonly byUserId: Map<string, number>;
  constructor(readonly players: ModelPlayer[]) {
    this.byUserId = new Map(players.map((p, i) => [p.session.userId, i]));
  }

  player(index: number): ModelPlayer {
    const found = this.players[index];
    if (!found) throw new Error(`no player ${index}`);
    return found;
  }

  playerOf(userId: string): number {
    const index = this.byUserId.get(userId);
    if (index === undefined) throw new Error(`no player with id ${userId}`);
    return index;
  }

  funds(player: number): number {
    const p = this.player(player);
    return p.depositPaise + p.winningsPaise;
  }

  /** Added money first, then winnings. */
  takeFee(tournament: ModelTournament, player: number) {
    const p = this.player(player);
    const deposit = Math.min(p.depositPaise, tournament.feePaise);
    const winnings = tournament.feePaise - deposit;
    p.depositPaise -= deposit;
    p.winningsPaise -= winnings;
    tournament.fees.set(player, { deposit, winnings });
  }

  refund(tournament: ModelTournament, player: number) {
    const legs = tournament.fees.get(player);
    if (!legs) throw new Error(`model: no fee of player ${player} to refund`);
    const p = this.player(player);
    p.depositPaise += legs.deposit;
    p.winningsPaise += legs.winnings;
    tournament.fees.delete(player);
  }

  /** Every fee back where it came from; the games still being played end undecided. */
  cancel(tournament: ModelTournament, reason: string) {
    for (const game of tournament.games.filter(isLive)) game.cancelled = true;
    tournament.platformFeePaise = 0;
    for (const player of [...tournament.fees.keys()]) this.refund(tournament, player);
    tournament.status = 'cancelled';
    tournament.cancelledReason = reason;
  }

  /** The revenue the model expects gained: the platform fees of the running and finished tournaments. */
  revenuePaise(): number {
    return this.tournaments.reduce(
      (sum, x) => sum + (x.status === 'running' || x.status === 'finished' ? x.platformFeePaise : 0),
      0,
    );
  }

  /** Everyone holding a seat: registered, or disqualified after the start (their fee stays in the pool). */
  static seats(tournament: ModelTournament): number[] {
    return [...tournament.entries].filter(([, e]) => e.status !== 'withdrawn').map(([player]) => player);
  }

  /** What the model's pool holds: the fees it took, less the platform fee and the prizes paid. */
  static pool(tournament: ModelTournament): number {
    let sum = 0;
    for (const legs of tournament.fees.values()) sum += legs.deposit + legs.winnings;
    return sum - tournament.platformFeePaise - tournament.paidPaise;
  }

  /**
   * What the pool must hold in this status: every seat's fee, less the platform fee once running,
   * nothing once cancelled or finished.
   */
  static poolFor(tournament: ModelTournament): number {
    const entriesPaise = Model.seats(tournament).length * tournament.feePaise;
    if (tournament.status === 'registering') return entriesPaise;
    if (tournament.status === 'running') return entriesPaise - platformFeeOf(entriesPaise);
    return 0;
  }

  /** The games being played, in every tournament (a cancel ends its tournament's games). */
  liveGames(): ModelGame[] {
    return this.tournaments.flatMap((x) => x.games.filter(isLive));
  }
}

/**
 * A player forfeits a live game (a host's no-show, a disqualification): in a 1v1 the other wins;
 * at a table they take the last free place, and the last player left wins it.
 */
function forfeitSeat(game: ModelGame, player: number) {
  if (!game.table) {
    const other = game.seats.find((p) => p !== player) as number;
    game.placings = new Map([
      [other, 1],
      [player, 2],
    ]);
    return;
  }
  game.placed.set(player, openSeats(game).length);
  const left = openSeats(game);
  if (left.length === 1) game.placings = new Map([...game.placed, [left[0] as number, 1]]);
}

/** The `index`-th ordering of `items` (any number: it wraps around the orderings there are). */
function ordering<T>(items: readonly T[], index: number): T[] {
  const rest = [...items];
  const out: T[] = [];
  let k = index;
  while (rest.length > 0) {
    const i = k % rest.length;
    k = Math.floor(k / rest.length);
    out.push(...rest.splice(i, 1));
  }
  return out;
}

/** The candidates a command makes sense for, or all of them when there are none (or it is wild). */
const among = <T>(all: readonly T[], fits: (item: T) => boolean, index: number, isWild = false): T | undefined =>
  at(isWild ? all : all.filter(fits).length > 0 ? all.filter(fits) : all, index);

const byNumber = (a: number, b: number) => a - b;
const everyone = Array.from({ length: PLAYERS }, (_, i) => i);
const holdsSeat = (tournament: ModelTournament, player: number) =>
  tournament.entries.get(player)?.status === 'registered';
const ready = (x: ModelTournament) => x.status === 'registering' && Model.seats(x).length >= x.minPlayers;

const label = (model: Model, tournament: ModelTournament) =>
  `T${model.tournaments.indexOf(tournament)} (${tournament.format} ${tournament.status}, ${Model.seats(tournament).length}/${tournament.maxPlayers} min ${tournament.minPlayers}, ₹${tournament.feePaise / 100})`;
const gameLabel = (game: ModelGame) =>
  `R${game.round} ${game.table ? 'table' : 'duel'} ${game.seats.map((p) => `P${p}${game.placed.has(p) ? `(${game.placed.get(p)})` : ''}`).join(' ')}`;
const placingsText = (placings: Map<number, number>) =>
  [...placings]
    .sort(([, a], [, b]) => a - b)
    .map(([p, position]) => `${position}.P${p}`)
    .join(' ');

// ---- Running a command ------------------------------------------------------------------------

/**
 * A command with nothing it makes sense for does the step that comes before it instead: a
 * tournament is created when none takes registrations and the command wants one open (a seat,
 * a start, a cancel); a game command with no tournament running starts one that has its field,
 * or takes a seat towards one, so that sequences do not spend themselves on refusals.
 */
function stepBack(model: Model, cmd: Command): Command | undefined {
  if (cmd.kind === 'create' || cmd.kind === 'ghost') return undefined;
  const ts = model.tournaments;
  const open = ts.some((x) => x.status === 'registering');
  const seed = cmd.kind === 'forfeit' ? cmd.pick : cmd.tournament;
  const create: Command = {
    kind: 'create',
    fee: FEES_RUPEES[seed % FEES_RUPEES.length] as number,
    maxPlayers: 2 + (seed % (MAX_SEATS - 1)),
    minPick: 'player' in cmd ? cmd.player : seed,
    format: TOURNAMENT_FORMATS[seed % TOURNAMENT_FORMATS.length] as TournamentFormat,
  };
  const playing =
    cmd.kind === 'report' ||
    cmd.kind === 'noShow' ||
    cmd.kind === 'forfeit' ||
    (cmd.kind === 'disqualify' && cmd.aim !== 'closed');
  if (playing) {
    if (ts.some((x) => x.status === 'running')) return undefined;
    if (ts.some(ready)) return { kind: 'start', tournament: 0, wild: false };
    if (open) return { kind: 'register', player: 'player' in cmd ? cmd.player : seed, tournament: seed, aim: 'seat' };
    return create;
  }
  const wantsOpen =
    ts.length === 0 ||
    (cmd.kind === 'register' && cmd.aim !== 'closed') ||
    (cmd.kind === 'unregister' && cmd.aim !== 'closed') ||
    ((cmd.kind === 'start' || cmd.kind === 'cancel') && !cmd.wild);
  if (open || !wantsOpen) return undefined;
  return create;
}

/** Runs one command against the server and the model; returns a line for the failure report. */
async function runCommand(model: Model, cmd: Command): Promise<string> {
  const ts = model.tournaments;
  const session = (index: number) => model.player(index).session;
  const instead = stepBack(model, cmd);
  if (instead) return runCommand(model, instead);
  switch (cmd.kind) {
    case 'create': {
      const minPlayers = 2 + (cmd.minPick % (cmd.maxPlayers - 1));
      const title = `Model Cup ${ts.length}`;
      const reply = await api.create(admin, {
        title,
        format: cmd.format,
        entryFee: cmd.fee,
        maxPlayers: cmd.maxPlayers,
        minPlayers,
      });
      expectReply(reply, ok(201), `create ₹${cmd.fee} ${minPlayers}..${cmd.maxPlayers}`);
      const body = reply.json() as TournamentDetail;
      expect({ status: body.status, players: body.players, format: body.format }, 'created tournament').toEqual({
        status: 'registering',
        players: 0,
        format: cmd.format,
      });
      ts.push({
        id: body.id,
        title,
        format: cmd.format,
        feePaise: cmd.fee * 100,
        maxPlayers: cmd.maxPlayers,
        minPlayers,
        status: 'registering',
        entries: new Map(),
        fees: new Map(),
        platformFeePaise: 0,
        seeded: false,
        cancelledReason: null,
        bySeed: new Map(),
        games: [],
        results: new Map(),
        paidPaise: 0,
      });
      return `create T${ts.length - 1}: ${cmd.format}, ₹${cmd.fee}, ${minPlayers}..${cmd.maxPlayers} players`;
    }

    case 'register': {
      const open = (x: ModelTournament) => x.status === 'registering';
      const fits: Record<RegisterAim, (x: ModelTournament) => boolean> = {
        seat: (x) => open(x) && Model.seats(x).length < x.maxPlayers,
        twice: (x) => open(x) && Model.seats(x).length > 0,
        full: (x) => open(x) && Model.seats(x).length >= x.maxPlayers && Model.seats(x).length < PLAYERS,
        closed: (x) => !open(x),
      };
      // No full tournament yet: a seat in the fullest one, so that one fills up.
      const fullest = [...ts]
        .filter(fits.seat)
        .sort((a, b) => Model.seats(b).length - Model.seats(a).length)
        .at(0);
      const tournament = (
        cmd.aim === 'full' && !ts.some(fits.full) && fullest ? fullest : among(ts, fits[cmd.aim], cmd.tournament)
      ) as ModelTournament;
      const holders = Model.seats(tournament);
      const others = everyone.filter((p) => !holders.includes(p));
      const player = at(cmd.aim === 'twice' ? holders : others, cmd.player) ?? cmd.player % PLAYERS;
      const expected =
        tournament.status !== 'registering'
          ? refused(409, CODES.registrationClosed)
          : holdsSeat(tournament, player)
            ? refused(409, CODES.alreadyRegistered)
            : holders.length >= tournament.maxPlayers
              ? refused(409, CODES.full)
              : model.funds(player) < tournament.feePaise
                ? refused(422, 'INSUFFICIENT_FUNDS')
                : ok(201);
      const what = `register P${player} in ${label(model, tournament)}`;
      const reply = await api.register(session(player), tournament.id);
      expectReply(reply, expected, what);
      if (expected.status === 201) {
        expect(reply.json(), what).toMatchObject({ tournamentId: tournament.id, amount: tournament.feePaise / 100 });
        model.takeFee(tournament, player);
        const entry = tournament.entries.get(player);
        tournament.entries.set(player, { status: 'registered', registrations: (entry?.registrations ?? 0) + 1 });
      }
      return `${what}: ${expected.code ?? 'ok'}`;
    }

    case 'unregister': {
      const open = (x: ModelTournament) => x.status === 'registering';
      const fits: Record<UnregisterAim, (x: ModelTournament) => boolean> = {
        seat: (x) => open(x) && Model.seats(x).length > 0,
        none: (x) => open(x) && Model.seats(x).length < PLAYERS,
        closed: (x) => !open(x),
      };
      const tournament = among(ts, fits[cmd.aim], cmd.tournament) as ModelTournament;
      const holders = Model.seats(tournament);
      const others = everyone.filter((p) => !holders.includes(p));
      const player = at(cmd.aim === 'none' ? others : holders, cmd.player) ?? cmd.player % PLAYERS;
      const expected =
        tournament.status !== 'registering'
          ? refused(409, CODES.alreadyStarted)
          : !holdsSeat(tournament, player)
            ? refused(409, CODES.notRegistered)
            : ok();
      const what = `unregister P${player} from ${label(model, tournament)}`;
      const reply = await api.unregister(session(player), tournament.id);
      expectReply(reply, expected, what);
      if (expected.status === 200) {
        expect(reply.json(), what).toMatchObject({ tournamentId: tournament.id, amount: tournament.feePaise / 100 });
        model.refund(tournament, player);
        const entry = tournament.entries.get(player);
        if (!entry) throw new Error('model: a seat without an entry');
        entry.status = 'withdrawn';
      }
      return `${what}: ${expected.code ?? 'ok'}`;
    }

    case 'start': {
      // Mostly one with its minimum field, now and then one short of it (cancelled instead).
      const open = ts.filter((x) => x.status === 'registering');
      const full = open.filter(ready);
      const candidates = cmd.wild ? ts : full.length > 0 && cmd.tournament % 4 !== 3 ? full : open;
      const tournament = at(candidates.length > 0 ? candidates : ts, cmd.tournament) as ModelTournament;
      const seats = Model.seats(tournament).length;
      const what = `start ${label(model, tournament)}`;
      const reply = await api.start(admin, tournament.id);
      if (tournament.status !== 'registering') {
        expectReply(reply, refused(409, CODES.alreadyStarted), what);
        return `${what}: refused`;
      }
      expectReply(reply, ok(), what);
      if (seats < tournament.minPlayers) {
        tally('start: cancelled underfilled');
        model.cancel(
          tournament,
          `Fewer than ${tournament.minPlayers} players registered (${seats}), so the tournament did not start.`,
        );
      } else {
        tally(`start: running ${tournament.format}`);
        const entriesPaise = seats * tournament.feePaise;
        tournament.platformFeePaise = platformFeeOf(entriesPaise);
        tournament.status = 'running';
        tournament.seeded = true;
      }
      expect(reply.json(), what).toMatchObject({
        status: tournament.status,
        players: seats,
        prizePool: Model.poolFor(tournament) / 100,
        cancelledReason: tournament.cancelledReason,
      });
      if (tournament.status === 'running') {
        // Who holds each seed, as the admin's view shows it (the first round is drawn by seed).
        const field = await api.adminDetail(admin, tournament.id);
        expectReply(field, ok(), `${what}: the field`);
        for (const row of (field.json() as AdminTournamentDetail).field) {
          tournament.bySeed.set(row.seed as number, model.playerOf(row.userId));
        }
        expect([...tournament.bySeed.values()].sort(byNumber), `${what}: seeds`).toEqual(
          Model.seats(tournament).sort(byNumber),
        );
      }
      return `${what}: ${tournament.status}, fee ${tournament.platformFeePaise}`;
    }

    case 'cancel': {
      const tournament = among(
        ts,
        (x) => x.status === 'registering' || x.status === 'running',
        cmd.tournament,
        cmd.wild,
      ) as ModelTournament;
      const what = `cancel ${label(model, tournament)}`;
      const reason = `Called off by the admin (T${model.tournaments.indexOf(tournament)})`;
      const reply = await api.cancel(admin, tournament.id, reason);
      if (tournament.status === 'cancelled' || tournament.status === 'finished') {
        expectReply(reply, refused(409, CODES.notCancellable), what);
        return `${what}: refused`;
      }
      expectReply(reply, ok(), what);
      tally(`cancel: ${tournament.status}`);
      const ending = tournament.games.filter(isLive).length;
      model.cancel(tournament, reason);
      if (ending > 0) {
        // Its games end with it: nobody plays them, nor sees them among their live games.
        await sync(model, tournament);
        for (const player of Model.seats(tournament)) {
          const live = (await api.liveGames(session(player))).filter((game) => game.tournament?.id === tournament.id);
          expect(
            live.map((game) => game.id),
            `${what}: live games of P${player}`,
          ).toEqual([]);
        }
        tally('cancel: running with games in play');
      }
      expect(reply.json(), what).toMatchObject({ status: 'cancelled', prizePool: 0, cancelledReason: reason });
      return `${what}: ok`;
    }

    case 'report': {
      const tournament = at(
        ts.filter((x) => x.status === 'running'),
        cmd.tournament,
      ) as ModelTournament;
      const game = at(tournament.games.filter(isLive), cmd.game);
      if (!game) throw new Error(`model: ${label(model, tournament)} runs with no game to play`);
      return `${label(model, tournament)}: ${await playGame(model, game, cmd)}`;
    }

    case 'noShow': {
      const tournament = at(
        ts.filter((x) => x.status === 'running'),
        cmd.tournament,
      ) as ModelTournament;
      const game = at(tournament.games.filter(isLive), cmd.game);
      if (!game) throw new Error(`model: ${label(model, tournament)} runs with no game to play`);
      return `${label(model, tournament)}: ${await noShows(model, game, cmd.present)}`;
    }

    case 'forfeit': {
      // Every host who has not posted the code is past the grace period: each forfeits once.
      const due = model.liveGames().filter((game) => !game.codePosted);
      const what = due.map(gameLabel).join(', ');
      const forfeited = await t.services.tournamentGames.forfeitAbsentHosts(aDayLater());
      // Exactly these: the games of earlier sequences ended when their tournaments were cancelled.
      expect(forfeited, `hosts forfeiting: ${what}`).toBe(due.length);
      for (const game of due) {
        tally(`forfeit: ${game.table ? 'table' : 'duel'}`);
        forfeitSeat(game, openSeats(game)[0] as number);
      }
      return `forfeit absent hosts of ${due.length} games: ${what}`;
    }

    case 'disqualify': {
      const running = (x: ModelTournament) => x.status === 'running';
      const fits: Record<DisqualifyAim, (x: ModelTournament) => boolean> = {
        player: (x) => running(x) && Model.seats(x).some((p) => holdsSeat(x, p)),
        outsider: running,
        closed: (x) => !running(x),
      };
      const tournament = among(ts, fits[cmd.aim], cmd.tournament) as ModelTournament;
      const candidates = everyone.filter((p) => holdsSeat(tournament, p) === (cmd.aim === 'player'));
      const player = at(candidates, cmd.player) ?? cmd.player % PLAYERS;
      const expectedNow = () =>
        tournament.status !== 'running'
          ? refused(409, CODES.notRunning)
          : !holdsSeat(tournament, player)
            ? refused(409, CODES.notInField)
            : ok();
      const expected = expectedNow();
      const what = `disqualify P${player} in ${label(model, tournament)}`;
      const userId = session(player).userId;
      const reply = await api.disqualify(admin, tournament.id, userId);
      expectReply(reply, expected, what);
      if (expected.status !== 200) return `${what}: ${expected.code}`;
      const entry = tournament.entries.get(player);
      if (!entry) throw new Error('model: a seat without an entry');
      entry.status = 'disqualified';
      expect((reply.json() as AdminTournamentDetail).field.find((row) => row.userId === userId)?.status, what).toBe(
        'disqualified',
      );
      // They forfeit the game they are playing, if they still have a place to lose in it.
      const game = tournament.games.find((g) => isLive(g) && openSeats(g).includes(player));
      if (game) {
        tally(`disqualify: forfeits a ${game.table ? 'table' : 'duel'}`);
        forfeitSeat(game, player);
      }
      // A second time is refused: by then they hold no seat, or the forfeit finished the tournament.
      await advanceAndSync(model);
      const again = await api.disqualify(admin, tournament.id, userId);
      expectReply(again, expectedNow(), `${what} again`);
      return `${what}: ok${game ? `, forfeits ${gameLabel(game)}` : ''}; again: ${expectedNow().code}`;
    }

    case 'ghost': {
      const id = randomUUID();
      const player = session(cmd.player % PLAYERS);
      const reply =
        cmd.action === 'register'
          ? await api.register(player, id)
          : cmd.action === 'unregister'
            ? await api.unregister(player, id)
            : cmd.action === 'start'
              ? await api.start(admin, id)
              : cmd.action === 'cancel'
                ? await api.cancel(admin, id)
                : await api.disqualify(admin, id, player.userId);
      expectReply(reply, refused(404, CODES.notFound), `${cmd.action} a tournament that does not exist`);
      return `${cmd.action} a missing tournament: 404`;
    }
  }
}

/**
 * The host posts the room code if they have not; some of the other players still in say "I'm in";
 * then the grace period after the code runs out and the others forfeit, in seat order, until the
 * game is decided or only players who are in are left.
 */
async function noShows(model: Model, game: ModelGame, present: number): Promise<string> {
  const session = (index: number) => model.player(index).session;
  const open = openSeats(game);
  const host = open[0] as number;
  const steps: string[] = [gameLabel(game)];
  if (!game.codePosted) {
    expectReply(
      await api.postCode(session(host), game.matchId, nextRoomCode()),
      ok(),
      `post-code in ${gameLabel(game)}`,
    );
    game.codePosted = true;
    steps.push(`P${host} posts the code`);
  }
  // Which of the others say they are in: a subset picked by the bits of `present`.
  const others = open.slice(1);
  const inRoom = others.filter((_, i) => (present >> i) & 1);
  for (const player of inRoom) {
    expectReply(await api.checkIn(session(player), game.matchId), ok(), `check-in by P${player} in ${gameLabel(game)}`);
    steps.push(`P${player} is in`);
  }
  // Once the grace period after the code has run out, nobody forfeits for not showing any more.
  const absent = game.showChecked ? [] : others.filter((player) => !inRoom.includes(player));
  game.showChecked = true;
  // Anyone who did not say so forfeits, one after the other, until the game is decided.
  let expected = 0;
  for (const player of absent) {
    if (game.placings) break;
    expected += 1;
    forfeitSeat(game, player);
    steps.push(`P${player} does not show`);
  }
  const forfeited = await t.services.tournamentGames.forfeitNoShows(aDayLater());
  expect(forfeited, `no-shows in ${gameLabel(game)}`).toBe(expected);
  tally(
    `no-show: ${game.table ? 'table' : 'duel'} ${expected === 0 ? 'all in' : game.placings ? 'decided' : 'plays on'}`,
  );
  return `${steps.join(', ')}${game.placings ? ` → ${placingsText(game.placings)}` : ''}`;
}

/**
 * Plays one game through the API: the host posts the room code if they have not, then the players
 * report a consistent result (a random winner, or a random order at a table) — all of them; or only
 * some, the result window then running out; or two of them clash and an admin forces a ranking.
 */
async function playGame(
  model: Model,
  game: ModelGame,
  cmd: { mode: ReportMode; order: number; reporters: number },
): Promise<string> {
  const session = (index: number) => model.player(index).session;
  const open = openSeats(game);
  const steps: string[] = [gameLabel(game)];
  // The host sees the game among their live games, as its host.
  const host = open[0] as number;
  const shown = (await api.liveGames(session(host))).find((live) => live.id === game.matchId);
  expect(
    shown && { tournament: shown.tournament?.id, round: shown.tournament?.round, host: shown.hostUserId },
    `live games of P${host}: ${gameLabel(game)}`,
  ).toEqual({ tournament: game.tournamentId, round: game.round, host: session(host).userId });
  if (!game.codePosted) {
    const posted = await api.postCode(session(host), game.matchId, nextRoomCode());
    expectReply(posted, ok(), `post-code by P${host} in ${gameLabel(game)}`);
    expect((posted.json() as { match: MatchDetail }).match.hostUserId, 'the host').toBe(session(host).userId);
    game.codePosted = true;
    steps.push(`P${host} posts the code`);
  }
  // The players still in, first to last; then who reports, in which order.
  const finish = ordering(open, cmd.order);
  const positionOf = new Map(finish.map((p, i) => [p, i + 1]));
  const reporting = ordering(open, cmd.reporters);
  const report = async (player: number, claim: number | 'won' | 'lost') => {
    const what = `report ${claim} by P${player} in ${gameLabel(game)}`;
    const reply =
      typeof claim === 'number'
        ? await api.reportPosition(session(player), game.matchId, claim)
        : await api.reportDuel(session(player), game.matchId, claim);
    expectReply(reply, ok(), what);
    steps.push(`P${player}: ${claim}`);
    return (reply.json() as { match: MatchDetail }).match.status;
  };
  const claimOf = (player: number) =>
    game.table ? (positionOf.get(player) as number) : positionOf.get(player) === 1 ? 'won' : 'lost';
  let placings = new Map([...game.placed, ...positionOf]);
  tally(`report: ${game.table ? 'table' : 'duel'} ${cmd.mode}`);

  if (cmd.mode === 'agree') {
    let status = '';
    for (const player of reporting) status = await report(player, claimOf(player));
    expect(status, `${gameLabel(game)}: decided by its reports`).toBe('settled');
  } else if (cmd.mode === 'one') {
    // Some report (one in a 1v1), the others stay silent past the result window.
    const count = game.table ? 1 + (cmd.reporters % (open.length - 1)) : 1;
    const speaking = reporting.slice(0, count);
    for (const player of speaking) {
      expect(await report(player, claimOf(player)), `${gameLabel(game)}: waits for the others`).toBe('active');
    }
    const settled = await t.services.matchResults.settleUnanswered(aDayLater());
    expect(settled, `${gameLabel(game)}: settled when the window ran out`).toBe(1);
    steps.push('the result window runs out');
    if (game.table) {
      // The reported places stand; the silent take the places left, in seat order.
      const free = open
        .map((_, i) => i + 1)
        .filter((position) => !speaking.some((p) => positionOf.get(p) === position));
      placings = new Map(game.placed);
      for (const player of speaking) placings.set(player, positionOf.get(player) as number);
      for (const player of open) if (!placings.has(player)) placings.set(player, free.shift() as number);
    }
  } else {
    // Two claim the same: both won, or one place twice. Then an admin ranks everyone.
    const [first, second] = reporting as [number, number];
    await report(first, claimOf(first));
    expect(await report(second, claimOf(first)), `${gameLabel(game)}: a clash goes to review`).toBe('review');
    // Those who forfeited keep their places, below the players still in.
    const forfeited = [...game.placed].sort(([, a], [, b]) => a - b).map(([p]) => p);
    const ranking = [...finish, ...forfeited].map((p) => session(p).userId);
    const forced = await api.forceResult(admin, game.matchId, ranking);
    expectReply(forced, ok(), `force ${placingsText(placings)} in ${gameLabel(game)}`);
    expect((forced.json() as MatchDetail).status, `${gameLabel(game)}: forced`).toBe('settled');
    steps.push('an admin forces the result');
  }
  game.placings = placings;
  return `${steps.join(', ')} → ${placingsText(placings)}`;
}

// ---- Following the tournaments ----------------------------------------------------------------

/**
 * Moves every running tournament on (as the app does right after a game is decided), then reads
 * each one and compares it with the model.
 */
async function advanceAndSync(model: Model) {
  for (const x of model.tournaments) if (x.status === 'running') await t.services.tournaments.advance(x.id);
  for (const x of model.tournaments) if (x.status === 'running') await sync(model, x);
}

/**
 * One tournament as GET /api/tournaments/{id} shows it: new games join the model; every known game
 * must have the model's seats, state and placings; a finish pays what the pool held.
 */
async function sync(model: Model, x: ModelTournament) {
  const n = `T${model.tournaments.indexOf(x)}`;
  const reply = await api.detail(x.id);
  expectReply(reply, ok(), `detail of ${n}`);
  const detail = reply.json() as TournamentDetail;
  const playerAt = (seed: number) => {
    const player = x.bySeed.get(seed);
    if (player === undefined) throw new Error(`${n}: no player with seed ${seed}`);
    return player;
  };
  const out = (player: number) => x.entries.get(player)?.status === 'disqualified';
  const known = new Map(x.games.map((game) => [game.matchId, game]));
  const drawn = new Set<string>();
  for (const round of detail.rounds) {
    for (const [i, shown] of round.games.entries()) {
      const where = `${n} round ${round.round} game ${i + 1}`;
      const seats = shown.players.map((p) => playerAt(p.seed));
      if (shown.matchId === null) {
        // A bye, or a walkover of a disqualified player: decided when drawn.
        expect(shown.bye ? seats.length === 1 : seats.some(out), `${where}: a game without a match`).toBe(true);
        expect(shown.status, where).toBe('decided');
        continue;
      }
      drawn.add(shown.matchId);
      let game = known.get(shown.matchId);
      if (!game) {
        expect(seats.filter(out), `${where}: nobody disqualified is seated in a new game`).toEqual([]);
        const size = seats.length;
        expect(x.format === 'multi_table' ? size >= 2 && size <= 4 : size === 2, `${where}: ${size} seats`).toBe(true);
        game = {
          matchId: shown.matchId,
          tournamentId: x.id,
          round: round.round,
          table: x.format === 'multi_table',
          seats,
          placed: new Map(),
          codePosted: false,
          showChecked: false,
          cancelled: false,
          placings: null,
        };
        x.games.push(game);
        known.set(game.matchId, game);
      }
      expect(seats, `${where}: seats`).toEqual(game.seats);
      // A game ended by a cancel shows as over, with nobody placed.
      const state = game.placings || game.cancelled ? 'decided' : game.codePosted ? 'playing' : 'waiting_code';
      const positions = game.seats.map((p) => game.placings?.get(p) ?? null);
      expect(
        { state: shown.status, positions: shown.players.map((p) => p.position) },
        `${where}: ${gameLabel(game)}`,
      ).toEqual({ state, positions });
    }
  }
  expect(
    x.games.filter((game) => !drawn.has(game.matchId)).map(gameLabel),
    `${n}: games the server no longer shows`,
  ).toEqual([]);

  if (x.status === 'running' && detail.status === 'finished') await finish(model, x, detail);
  expect(detail.status, `${n} status`).toBe(x.status);
  if (x.status === 'running') {
    // Nothing is stuck: a running tournament always has a game being played.
    expect(x.games.filter(isLive).length, `${n} runs with a game to play`).toBeGreaterThan(0);
  }
}

/**
 * The finish the server reports: every game decided, standings with the disqualified below
 * everyone else, prizes by the split that add up to exactly what the pool held, into winnings.
 */
async function finish(model: Model, x: ModelTournament, detail: TournamentDetail) {
  const n = `T${model.tournaments.indexOf(x)}`;
  expect(x.games.filter(isLive).map(gameLabel), `${n} finished with games undecided`).toEqual([]);
  const field = Model.seats(x);
  const rows = detail.standings.map((row) => {
    const player = x.bySeed.get(row.seed);
    if (player === undefined) throw new Error(`${n}: a standing of seed ${row.seed}`);
    const prizePaise = Math.round((row.prize ?? Number.NaN) * 100);
    expect(Math.abs((row.prize ?? Number.NaN) * 100 - prizePaise), `${n}: P${player}'s prize in paise`).toBeLessThan(
      1e-6,
    );
    return { player, rank: row.rank, disqualified: row.disqualified, prizePaise };
  });
  expect(rows.map((row) => row.player).sort(byNumber), `${n}: the standings list the field`).toEqual(
    [...field].sort(byNumber),
  );
  expect(
    rows.filter((row) => row.disqualified).map((row) => row.player),
    `${n}: disqualified in the standings`,
  ).toEqual(rows.map((row) => row.player).filter((p) => x.entries.get(p)?.status === 'disqualified'));
  // The disqualified come after everyone else, below every rank of those who were not.
  const lastKept = Math.max(0, ...rows.filter((row) => !row.disqualified).map((row) => row.rank));
  const firstOut = rows.findIndex((row) => row.disqualified);
  if (firstOut >= 0) {
    expect(
      rows.slice(firstOut).every((row) => row.disqualified && row.rank > lastKept),
      `${n}: the disqualified rank last (${rows.map((row) => `${row.rank}.P${row.player}${row.disqualified ? '×' : ''}`).join(' ')})`,
    ).toBe(true);
  }
  // The pool pays out exactly what it held, by the split for the ranks the standings show.
  const held = Model.pool(x);
  const paid = rows.reduce((sum, row) => sum + row.prizePaise, 0);
  expect(paid, `${n}: prizes add up to the pool`).toBe(held);
  const split = tournamentPrizes(
    rows.map((row) => ({ playerId: String(row.player), rank: row.rank })),
    held,
  );
  expect(
    rows.map((row) => `P${row.player}: ${row.prizePaise}`),
    `${n}: prizes by the split of the standings`,
  ).toEqual(split.map((prize) => `P${prize.playerId}: ${prize.prizePaise}`));
  tally(`finish: ${x.format}${rows.some((row) => row.disqualified) ? ' with disqualified' : ''}`);
  for (const row of rows) {
    x.results.set(row.player, { place: row.rank, prizePaise: row.prizePaise });
    model.player(row.player).winningsPaise += row.prizePaise;
  }
  x.paidPaise = paid;
  x.status = 'finished';
  // Each player sees their place and prize (no tax withheld) among their tournaments, nothing left to play.
  for (const row of rows) {
    const reply = await api.mine(model.player(row.player).session);
    expectReply(reply, ok(), `mine of P${row.player}`);
    const mine = (reply.json() as { tournaments: MyTournament[] }).tournaments.find((y) => y.id === x.id);
    expect(
      mine && { status: mine.status, place: mine.place, prize: mine.prize, nextGame: mine.nextGame },
      `${n} among the tournaments of P${row.player}`,
    ).toEqual({ status: 'finished', place: row.rank, prize: row.prizePaise / 100, nextGame: null });
  }
}

// ---- Comparing the server with the model ------------------------------------------------------

/** What each tournament's pool holds: tournamentId → paise (0 before its first entry). */
async function poolsOf(ids: string[]): Promise<Map<string, number>> {
  const pools = new Map(ids.map((id) => [id, 0]));
  if (ids.length === 0) return pools;
  const rows = await t.database.db
    .select({ refId: ledgerAccounts.refId, balance: ledgerAccounts.balancePaise })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'pool'), inArray(ledgerAccounts.refId, ids)));
  for (const row of rows) if (row.refId) pools.set(row.refId, row.balance);
  return pools;
}

interface Books {
  /** What the players were given at the start of the sequence. */
  fundedPaise: number;
  /** The revenue account before the sequence (funding winnings draws on it). */
  revenueBeforePaise: number;
  /** The tax account before the sequence: no prize here is taxed. */
  tdsBeforePaise: number;
}

async function expectServerMatchesModel(model: Model, books: Books) {
  const db = t.database.db;
  const ids = model.tournaments.map((x) => x.id);
  const userIds = model.players.map((p) => p.session.userId);
  const [rows, entries, pools, wallets, revenue, tds, violations] = await Promise.all([
    ids.length > 0 ? db.select().from(tournaments).where(inArray(tournaments.id, ids)) : [],
    ids.length > 0 ? db.select().from(tournamentEntries).where(inArray(tournamentEntries.tournamentId, ids)) : [],
    poolsOf(ids),
    walletsOf(db, userIds),
    platformBalance(t.database, 'revenue'),
    platformBalance(t.database, 'tds'),
    checkLedger(db),
  ]);
  const playerOf = new Map(userIds.map((id, i) => [id, i]));

  // Every tournament and every entry as the model has them.
  const server = new Map(rows.map((row) => [row.id, row]));
  for (const [n, x] of model.tournaments.entries()) {
    const row = server.get(x.id);
    expect(row && { status: row.status, cancelledReason: row.cancelledReason }, `tournament T${n}`).toEqual({
      status: x.status,
      cancelledReason: x.cancelledReason,
    });
    const mine = entries.filter((e) => e.tournamentId === x.id);
    expect(
      Object.fromEntries(mine.map((e) => [`P${playerOf.get(e.userId)}`, `${e.status} ×${e.registrations}`])),
      `entries of T${n}`,
    ).toEqual(Object.fromEntries([...x.entries].map(([p, e]) => [`P${p}`, `${e.status} ×${e.registrations}`])));
    const seeds = mine
      .filter((e) => e.status !== 'withdrawn')
      .map((e) => e.seed)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    const seats = Model.seats(x).length;
    expect(seeds, `seeds of T${n}`).toEqual(
      x.seeded ? Array.from({ length: seats }, (_, i) => i + 1) : Array.from({ length: seats }, () => null),
    );
    if (x.status === 'finished') {
      // Each entry keeps its place and prize; nothing was withheld as tax.
      expect(
        Object.fromEntries(
          mine
            .filter((e) => e.status !== 'withdrawn')
            .map((e) => [
              `P${playerOf.get(e.userId)}`,
              { place: e.place, prizePaise: e.prizePaise, tdsPaise: e.tdsPaise },
            ]),
        ),
        `places and prizes of T${n}`,
      ).toEqual(
        Object.fromEntries(
          [...x.results].map(([p, r]) => [`P${p}`, { place: r.place, prizePaise: r.prizePaise, tdsPaise: 0 }]),
        ),
      );
    }
  }

  // Each pool: its seats' fees before the start, less the platform fee while running, nothing once cancelled or finished.
  for (const [n, x] of model.tournaments.entries()) {
    expect(Model.pool(x), `model pool of T${n} (${x.status})`).toBe(Model.poolFor(x));
    expect(pools.get(x.id), `pool of T${n} (${x.status})`).toBe(Model.poolFor(x));
  }

  // Every player's money to the paisa, never negative.
  let playersPaise = 0;
  for (const [n, p] of model.players.entries()) {
    const wallet = wallets.get(p.session.userId);
    expect(wallet, `wallet of P${n}`).toEqual({ depositPaise: p.depositPaise, winningsPaise: p.winningsPaise });
    expect(p.depositPaise, `P${n} added money`).toBeGreaterThanOrEqual(0);
    expect(p.winningsPaise, `P${n} winnings`).toBeGreaterThanOrEqual(0);
    playersPaise += (wallet?.depositPaise ?? 0) + (wallet?.winningsPaise ?? 0);
  }

  // Revenue gained exactly the platform fees of running and finished tournaments; no tax; nothing made or lost.
  const gainedPaise = revenue - books.revenueBeforePaise;
  expect(gainedPaise, 'revenue gained: platform fees of running and finished tournaments').toBe(model.revenuePaise());
  const taxPaise = tds - books.tdsBeforePaise;
  expect(taxPaise, 'tax withheld from prizes below the threshold').toBe(0);
  const poolsPaise = [...pools.values()].reduce((sum, paise) => sum + paise, 0);
  expect(playersPaise + poolsPaise + gainedPaise + taxPaise, 'players + pools + revenue + tax gained = funded').toBe(
    books.fundedPaise,
  );
  expect(violations, 'ledger invariants').toEqual([]);
}

/**
 * Cancels every tournament left open or running by an earlier sequence (one that failed, while
 * shrinking), so each sequence's revenue moves only with its own tournaments.
 */
async function endEverythingLive() {
  const live = await t.database.db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(inArray(tournaments.status, ['upcoming', 'registering', 'running']));
  for (const { id } of live) await api.cancel(admin, id, 'Left by an earlier run');
}

/** Enough reports to finish any tournament of MAX_SEATS players, several times over. */
const FINISH_GUARD = 200;

it(
  'matches the model after every step of random sequences of registrations, starts, games, forfeits, disqualifications and cancels',
  async () => {
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
        const books: Books = {
          fundedPaise: funding.reduce((sum, f) => sum + f.depositPaise + f.winningsPaise, 0),
          revenueBeforePaise: await platformBalance(t.database, 'revenue'),
          tdsBeforePaise: await platformBalance(t.database, 'tds'),
        };
        const log: string[] = [];
        const step = async (cmd: Command) => {
          log.push(await runCommand(model, cmd));
          await advanceAndSync(model);
          await expectServerMatchesModel(model, books);
        };
        try {
          for (const cmd of commands) await step(cmd);
          // Every running tournament is played to its finish, its games agreed in varied orders.
          for (let i = 0; model.tournaments.some((x) => x.status === 'running'); i++) {
            if (i >= FINISH_GUARD) throw new Error(`running tournaments did not finish after ${FINISH_GUARD} games`);
            await step({ kind: 'report', tournament: 0, game: 0, mode: 'agree', order: i * 7, reporters: i });
          }
          // Everything still open is cancelled: every fee goes back where it came from.
          for (const [n, x] of model.tournaments.entries()) {
            if (x.status !== 'registering') continue;
            await step({ kind: 'cancel', tournament: n, wild: true });
          }
          // Each player: what they were given, less the fees of finished tournaments, plus prizes.
          const wallets = await walletsOf(
            t.database.db,
            model.players.map((p) => p.session.userId),
          );
          const finished = model.tournaments.filter((x) => x.status === 'finished');
          expect(
            model.players.map((p) => {
              const wallet = wallets.get(p.session.userId);
              return (wallet?.depositPaise ?? 0) + (wallet?.winningsPaise ?? 0);
            }),
            'every player holds what they were given, less fees of finished tournaments, plus prizes',
          ).toEqual(
            funding.map((f, p) =>
              finished.reduce(
                (sum, x) => sum - (Model.seats(x).includes(p) ? x.feePaise : 0) + (x.results.get(p)?.prizePaise ?? 0),
                f.depositPaise + f.winningsPaise,
              ),
            ),
          );
          expect((await platformBalance(t.database, 'revenue')) - books.revenueBeforePaise, 'revenue kept').toBe(
            finished.reduce((sum, x) => sum + x.platformFeePaise, 0),
          );
          expect([...(await poolsOf(model.tournaments.map((x) => x.id))).values()], 'every pool empty').toEqual(
            model.tournaments.map(() => 0),
          );
        } catch (error) {
          (error as Error).message += `\nSteps:\n  ${log.join('\n  ')}`;
          throw error;
        }
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  },
  TIMEOUT_MS,
);
