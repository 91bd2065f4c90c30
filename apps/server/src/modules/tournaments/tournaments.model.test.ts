import { randomUUID } from 'node:crypto';
import { TOURNAMENT_PLATFORM_FEE_PERCENT } from '@ludo/shared/limits';
import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ledgerAccounts, tournamentEntries, tournaments } from '../../db/schema';
import { createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player, walletsOf } from '../../test/match-books';
import { at, expectReply, ok, printOutcomes, refused, tally } from '../../test/model';
import { type TournamentApi, tournamentApi } from '../../test/tournaments-books';
import { quickAdmin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';

/**
 * A model of tournaments' money, and random sequences of what players and admins do to
 * tournaments (create, register, leave, start, cancel, and the same calls where they must be
 * refused), checked against the server after every step:
 *  - every call answers what the model expects (status, error code, the amount or state it reports);
 *  - every tournament's status and every entry (seat held or given up, registrations, seeds) are the model's;
 *  - every player's added money and winnings are the model's, to the paisa (fees from added money
 *    first, refunds back to the accounts they came from);
 *  - each pool holds the fees of its seats before the start, those fees less the platform fee once
 *    running, and nothing once cancelled; revenue gained exactly the platform fees of the running
 *    tournaments;
 *  - no money is made or lost: players + pools + revenue stay what they were at the start of the
 *    sequence, and the ledger's invariants hold.
 * At the end of each sequence every tournament still open or running is cancelled, after which
 * every player holds exactly the money they were given, in the accounts they were given it.
 *
 * MODEL_RUNS and MODEL_COMMANDS run more (and longer) sequences; MODEL_SEED replays one.
 */

const RUNS = Number(process.env.MODEL_RUNS ?? 12);
const MAX_COMMANDS = Number(process.env.MODEL_COMMANDS ?? 40);
const SEED = process.env.MODEL_SEED === undefined ? undefined : Number(process.env.MODEL_SEED);
const PLAYERS = 6;
/** ₹1 checks the fee split on a small amount; ₹250 is more than some players hold. */
const FEES_RUPEES = [1, 25, 100, 250] as const;
const MAX_SEATS = 6;

let t: TestApp;
let api: TournamentApi;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp();
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
type AdminAction = 'register' | 'unregister' | 'start' | 'cancel';
/**
 * Picks (player, tournament) are numbers resolved against the model when the command runs, so any
 * sequence is valid and shrinks well. A `wild` start or cancel picks among all tournaments instead
 * of those it makes sense for, to exercise the refusals; a `ghost` call names no tournament at all.
 */
type Command =
  | { kind: 'create'; fee: number; maxPlayers: number; minPick: number }
  | { kind: 'register'; player: number; tournament: number; aim: RegisterAim }
  | { kind: 'unregister'; player: number; tournament: number; aim: UnregisterAim }
  | { kind: 'start'; tournament: number; wild: boolean }
  | { kind: 'cancel'; tournament: number; wild: boolean }
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
});
const command: fc.Arbitrary<Command> = fc.oneof(
  { weight: 1, arbitrary: createCommand },
  {
    weight: 10,
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
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('start' as const), tournament: pick, wild: sometimes(1, 4) }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('cancel' as const), tournament: pick, wild: sometimes(1, 4) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('ghost' as const),
      player: pick,
      action: fc.constantFrom<AdminAction>('register', 'unregister', 'start', 'cancel'),
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

type Status = 'registering' | 'running' | 'cancelled';
/** A fee as it was taken: from added money, from winnings. */
type Legs = { deposit: number; winnings: number };

interface ModelPlayer {
  session: Player;
  depositPaise: number;
  winningsPaise: number;
}

interface ModelTournament {
  id: string;
  title: string;
  feePaise: number;
  maxPlayers: number;
  minPlayers: number;
  status: Status;
  /** Every player who ever entered: whether they hold a seat now, and how many times they entered. */
  entries: Map<number, { status: 'registered' | 'withdrawn'; registrations: number }>;
  /** The fees the pool holds, per player, as they were taken. */
  fees: Map<number, Legs>;
  /** The platform fee taken at the start (0 before, and after a cancel returned it). */
  platformFeePaise: number;
  /** Seeds were given (at a start that went ahead). */
  seeded: boolean;
  cancelledReason: string | null;
}

/** The platform's share of a started tournament's entries; the prize pool is the rest, rounded down. */
function platformFeeOf(entriesPaise: number): number {
  return entriesPaise - Math.floor((entriesPaise * (100 - TOURNAMENT_PLATFORM_FEE_PERCENT)) / 100);
}

class Model {
  readonly tournaments: ModelTournament[] = [];
  constructor(readonly players: ModelPlayer[]) {}

  player(index: number): ModelPlayer {
    const found = this.players[index];
    if (!found) throw new Error(`no player ${index}`);
    return found;
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

  cancel(tournament: ModelTournament, reason: string) {
    tournament.platformFeePaise = 0;
    for (const player of [...tournament.fees.keys()]) this.refund(tournament, player);
    tournament.status = 'cancelled';
    tournament.cancelledReason = reason;
  }

  /** The revenue the model expects gained: the platform fees of the running tournaments. */
  revenuePaise(): number {
    return this.tournaments.reduce((sum, x) => sum + (x.status === 'running' ? x.platformFeePaise : 0), 0);
  }

  static seats(tournament: ModelTournament): number[] {
    return [...tournament.entries].filter(([, e]) => e.status === 'registered').map(([player]) => player);
  }

  /** What the model's pool holds: the fees it took, less the platform fee. */
  static pool(tournament: ModelTournament): number {
    let sum = 0;
    for (const legs of tournament.fees.values()) sum += legs.deposit + legs.winnings;
    return sum - tournament.platformFeePaise;
  }

  /** What the pool must hold in this status: every seat's fee, less the platform fee once running, nothing once cancelled. */
  static poolFor(tournament: ModelTournament): number {
    const entriesPaise = Model.seats(tournament).length * tournament.feePaise;
    if (tournament.status === 'registering') return entriesPaise;
    if (tournament.status === 'running') return entriesPaise - platformFeeOf(entriesPaise);
    return 0;
  }
}

/** The candidates a command makes sense for, or all of them when there are none (or it is wild). */
const among = <T>(all: readonly T[], fits: (item: T) => boolean, index: number, isWild = false): T | undefined =>
  at(isWild ? all : all.filter(fits).length > 0 ? all.filter(fits) : all, index);

const everyone = Array.from({ length: PLAYERS }, (_, i) => i);
const holdsSeat = (tournament: ModelTournament, player: number) =>
  tournament.entries.get(player)?.status === 'registered';

const label = (model: Model, tournament: ModelTournament) =>
  `T${model.tournaments.indexOf(tournament)} (${tournament.status}, ${Model.seats(tournament).length}/${tournament.maxPlayers} min ${tournament.minPlayers}, ₹${tournament.feePaise / 100})`;

// ---- Running a command ------------------------------------------------------------------------

/**
 * A command with nothing it makes sense for does the step that comes before it instead: a
 * tournament is created when none takes registrations and the command wants one open (a seat,
 * a start, a cancel), so that sequences do not spend themselves on refusals.
 */
function stepBack(model: Model, cmd: Command): Command | undefined {
  if (cmd.kind === 'create' || cmd.kind === 'ghost') return undefined;
  const open = model.tournaments.some((x) => x.status === 'registering');
  const wantsOpen =
    model.tournaments.length === 0 ||
    (cmd.kind === 'register' && cmd.aim !== 'closed') ||
    (cmd.kind === 'unregister' && cmd.aim !== 'closed') ||
    ((cmd.kind === 'start' || cmd.kind === 'cancel') && !cmd.wild);
  if (open || !wantsOpen) return undefined;
  return {
    kind: 'create',
    fee: FEES_RUPEES[cmd.tournament % FEES_RUPEES.length] as number,
    maxPlayers: 2 + (cmd.tournament % (MAX_SEATS - 1)),
    minPick: 'player' in cmd ? cmd.player : cmd.tournament,
  };
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
        entryFee: cmd.fee,
        maxPlayers: cmd.maxPlayers,
        minPlayers,
      });
      expectReply(reply, ok(201), `create ₹${cmd.fee} ${minPlayers}..${cmd.maxPlayers}`);
      const body = reply.json() as { id: string; status: string; players: number };
      expect({ status: body.status, players: body.players }, 'created tournament').toEqual({
        status: 'registering',
        players: 0,
      });
      ts.push({
        id: body.id,
        title,
        feePaise: cmd.fee * 100,
        maxPlayers: cmd.maxPlayers,
        minPlayers,
        status: 'registering',
        entries: new Map(),
        fees: new Map(),
        platformFeePaise: 0,
        seeded: false,
        cancelledReason: null,
      });
      return `create T${ts.length - 1}: ₹${cmd.fee}, ${minPlayers}..${cmd.maxPlayers} players`;
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
          ? refused(409, 'TOURNAMENT_REGISTRATION_CLOSED')
          : holdsSeat(tournament, player)
            ? refused(409, 'TOURNAMENT_ALREADY_REGISTERED')
            : holders.length >= tournament.maxPlayers
              ? refused(409, 'TOURNAMENT_FULL')
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
          ? refused(409, 'TOURNAMENT_ALREADY_STARTED')
          : !holdsSeat(tournament, player)
            ? refused(409, 'TOURNAMENT_NOT_REGISTERED')
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
      const ready = open.filter((x) => Model.seats(x).length >= x.minPlayers);
      const candidates = cmd.wild ? ts : ready.length > 0 && cmd.tournament % 4 !== 3 ? ready : open;
      const tournament = at(candidates.length > 0 ? candidates : ts, cmd.tournament) as ModelTournament;
      const seats = Model.seats(tournament).length;
      const what = `start ${label(model, tournament)}`;
      const reply = await api.start(admin, tournament.id);
      if (tournament.status !== 'registering') {
        expectReply(reply, refused(409, 'TOURNAMENT_ALREADY_STARTED'), what);
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
        tally('start: running');
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
      return `${what}: ${tournament.status}, fee ${tournament.platformFeePaise}`;
    }

    case 'cancel': {
      const tournament = among(ts, (x) => x.status !== 'cancelled', cmd.tournament, cmd.wild) as ModelTournament;
      const what = `cancel ${label(model, tournament)}`;
      const reason = `Called off by the admin (T${model.tournaments.indexOf(tournament)})`;
      const reply = await api.cancel(admin, tournament.id, reason);
      if (tournament.status === 'cancelled') {
        expectReply(reply, refused(409, 'TOURNAMENT_NOT_CANCELLABLE'), what);
        return `${what}: refused`;
      }
      expectReply(reply, ok(), what);
      tally(`cancel: ${tournament.status}`);
      model.cancel(tournament, reason);
      expect(reply.json(), what).toMatchObject({ status: 'cancelled', prizePool: 0, cancelledReason: reason });
      return `${what}: ok`;
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
              : await api.cancel(admin, id);
      expectReply(reply, refused(404, 'TOURNAMENT_NOT_FOUND'), `${cmd.action} a tournament that does not exist`);
      return `${cmd.action} a missing tournament: 404`;
    }
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
}

async function expectServerMatchesModel(model: Model, books: Books) {
  const db = t.database.db;
  const ids = model.tournaments.map((x) => x.id);
  const userIds = model.players.map((p) => p.session.userId);
  const [rows, entries, pools, wallets, revenue, violations] = await Promise.all([
    ids.length > 0 ? db.select().from(tournaments).where(inArray(tournaments.id, ids)) : [],
    ids.length > 0 ? db.select().from(tournamentEntries).where(inArray(tournamentEntries.tournamentId, ids)) : [],
    poolsOf(ids),
    walletsOf(db, userIds),
    platformBalance(t.database, 'revenue'),
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
      .filter((e) => e.status === 'registered')
      .map((e) => e.seed)
      .sort((a, b) => (a ?? 0) - (b ?? 0));
    const seats = Model.seats(x).length;
    expect(seeds, `seeds of T${n}`).toEqual(
      x.seeded ? Array.from({ length: seats }, (_, i) => i + 1) : Array.from({ length: seats }, () => null),
    );
  }

  // Each pool: its seats' fees before the start, less the platform fee once running, nothing once cancelled.
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

  // Revenue gained exactly the platform fees of the running tournaments; nothing made or lost.
  const gainedPaise = revenue - books.revenueBeforePaise;
  expect(gainedPaise, 'revenue gained: platform fees of running tournaments').toBe(model.revenuePaise());
  const poolsPaise = [...pools.values()].reduce((sum, paise) => sum + paise, 0);
  expect(playersPaise + poolsPaise + gainedPaise, 'players + pools + revenue gained = funded').toBe(books.fundedPaise);
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

it('matches the model after every step of random sequences of registrations, starts and cancels', async () => {
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
      };
      const log: string[] = [];
      try {
        for (const cmd of commands) {
          log.push(await runCommand(model, cmd));
          await expectServerMatchesModel(model, books);
        }
        // Everything still open or running is cancelled: every fee goes back where it came from.
        for (const [n, x] of model.tournaments.entries()) {
          if (x.status === 'cancelled') continue;
          log.push(await runCommand(model, { kind: 'cancel', tournament: n, wild: true }));
          await expectServerMatchesModel(model, books);
        }
        const wallets = await walletsOf(
          t.database.db,
          model.players.map((p) => p.session.userId),
        );
        expect(
          model.players.map((p) => wallets.get(p.session.userId)),
          'every player holds what they were given',
        ).toEqual(funding.map((f) => ({ depositPaise: f.depositPaise, winningsPaise: f.winningsPaise })));
        expect(await platformBalance(t.database, 'revenue'), 'revenue back where it was').toBe(
          books.revenueBeforePaise,
        );
      } catch (error) {
        (error as Error).message += `\nSteps:\n  ${log.join('\n  ')}`;
        throw error;
      }
    }),
    { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
  );
}, 600_000);
