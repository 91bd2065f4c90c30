import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, tournaments, users } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { codeOf, fundedPlayer, type Player } from '../../test/match-books';
import { type TournamentApi, tournamentApi, tournamentRow } from '../../test/tournaments-books';
import { quickAdmin, quickPlayer } from '../../test/users';

let t: TestApp;
let api: TournamentApi;
let admin: Player;
let player: Player;

beforeAll(async () => {
  t = await createTestApp();
  api = tournamentApi(t.app);
  admin = await quickAdmin(t.app);
  player = await quickPlayer(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;

async function openTournament(body: Parameters<TournamentApi['create']>[1] = {}): Promise<string> {
  const reply = await api.create(admin, body);
  expect(reply.statusCode, reply.body).toBe(201);
  return (reply.json() as { id: string }).id;
}

describe('admin routes', () => {
  it('refuse players (403) and anonymous callers (401), changing nothing', async () => {
    const id = await openTournament();
    const before = await tournamentRow(db(), id);
    const count = await countRows(t.database, tournaments);
    for (const [who, status] of [
      [player, 403],
      [null, 401],
    ] as const) {
      expect((await api.create(who)).statusCode).toBe(status);
      expect((await api.start(who, id)).statusCode).toBe(status);
      expect((await api.cancel(who, id)).statusCode).toBe(status);
    }
    expect(await countRows(t.database, tournaments)).toBe(count);
    expect(await tournamentRow(db(), id)).toEqual(before);
  });

  it('create: open for registration at once, with what was asked, and answered as one tournament', async () => {
    const startTime = new Date(Date.now() + 86_400_000).toISOString();
    const reply = await api.create(admin, {
      title: '  Diwali Swiss  ',
      format: 'swiss',
      entryFee: 50,
      maxPlayers: 64,
      minPlayers: 8,
      startTime,
    });
    expect(reply.statusCode, reply.body).toBe(201);
    const body = reply.json() as { id: string };
    expect(body).toEqual({
      id: expect.any(String),
      title: 'Diwali Swiss',
      format: 'swiss',
      entryFee: 50,
      // Announced with the pool of a full field: 64 × ₹50 less 10%.
      prizePool: 2880,
      players: 0,
      maxPlayers: 64,
      minPlayers: 8,
      status: 'registering',
      startTime,
      registrationOpensAt: null,
      playMode: 'external',
      variant: null,
      sameDice: false,
      swissRounds: null,
      tableAdvance: null,
      // The split of 32, the largest listed size not above 64.
      prizeTable: [
        { place: 1, percent: 40, amount: 1152 },
        { place: 2, percent: 25, amount: 720 },
        { place: 3, percent: 15, amount: 432 },
        { place: 4, percent: 10, amount: 288 },
        { place: 5, percent: 2.5, amount: 72 },
        { place: 6, percent: 2.5, amount: 72 },
        { place: 7, percent: 2.5, amount: 72 },
        { place: 8, percent: 2.5, amount: 72 },
      ],
      registered: [],
      cancelledReason: null,
      visibility: 'public',
      currentRound: null,
      plannedRounds: null,
      rounds: [],
      standings: [],
    });
    expect(await tournamentRow(db(), body.id)).toMatchObject({ createdBy: admin.userId, entryFeePaise: 5_000 });
  });

  it.each([
    ['a fractional fee', { entryFee: 10.5 }],
    ['a zero fee', { entryFee: 0 }],
    ['one seat', { maxPlayers: 1, minPlayers: 1 }],
    ['too many seats', { maxPlayers: 1025 }],
    ['a minimum above the seats', { maxPlayers: 8, minPlayers: 9 }],
    ['an unknown format', { format: 'ladder' }],
    ['a title with a bidi override', { title: 'Cup \u202e' }],
    ['a start in the past', { startTime: new Date(Date.now() - 60_000).toISOString() }],
  ])('create refuses %s with 400', async (_what, body) => {
    const count = await countRows(t.database, tournaments);
    const reply = await api.create(admin, body as Parameters<TournamentApi['create']>[1]);
    expect([reply.statusCode, codeOf(reply)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(await countRows(t.database, tournaments)).toBe(count);
  });

  it('edit before the start: saved and audited; the seats never below the field, the fee fixed once paid, nothing after the start', async () => {
    const id = await openTournament({ entryFee: 50, maxPlayers: 8, minPlayers: 2 });
    const edited = await api.edit(admin, id, { title: 'Sunday Cup Finals', maxPlayers: 4, entryFee: 100 });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await tournamentRow(db(), id)).toMatchObject({
      title: 'Sunday Cup Finals',
      maxPlayers: 4,
      entryFeePaise: 10_000,
    });
    const audit = await db().select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['tournament.create', admin.userId],
      ['tournament.update', admin.userId],
    ]);
    expect(audit[1]?.before).toMatchObject({ title: 'Sunday Cup' });
    expect(audit[1]?.after).toMatchObject({ title: 'Sunday Cup Finals' });

    const players: Player[] = [];
    for (let i = 0; i < 3; i++) {
      const entrant = await fundedPlayer(t.app, { depositPaise: 10_000 });
      expect((await api.register(entrant, id)).statusCode).toBe(201);
      players.push(entrant);
    }
    const tooFew = await api.edit(admin, id, { maxPlayers: 2 });
    expect([tooFew.statusCode, codeOf(tooFew)]).toEqual([409, 'TOURNAMENT_NOT_EDITABLE']);
    const fee = await api.edit(admin, id, { entryFee: 200 });
    expect([fee.statusCode, codeOf(fee)]).toEqual([409, 'TOURNAMENT_NOT_EDITABLE']);
    expect((await api.edit(admin, id, { entryFee: 100, minPlayers: 3 })).statusCode).toBe(200);
    const byPlayer = await api.edit(players[0] as Player, id, { title: 'Mine now' });
    expect(byPlayer.statusCode).toBe(403);

    expect((await api.start(admin, id)).statusCode).toBe(200);
    const late = await api.edit(admin, id, { title: 'Too late' });
    expect([late.statusCode, codeOf(late)]).toEqual([409, 'TOURNAMENT_NOT_EDITABLE']);
    expect(await tournamentRow(db(), id)).toMatchObject({
      title: 'Sunday Cup Finals',
      entryFeePaise: 10_000,
      minPlayers: 3,
    });
  });

  it('keeps a format’s own settings: Swiss rounds, players advancing per table; refuses them for other formats', async () => {
    const swiss = await openTournament({ format: 'swiss', swissRounds: 3 });
    expect((await api.detail(swiss)).json()).toMatchObject({ swissRounds: 3, tableAdvance: null });
    const tables = await openTournament({ format: 'multi_table', tableAdvance: 2 });
    expect((await api.detail(tables)).json()).toMatchObject({ swissRounds: null, tableAdvance: 2 });

    const wrong = await api.create(admin, { format: 'knockout', swissRounds: 3 });
    expect([wrong.statusCode, codeOf(wrong)]).toEqual([400, 'VALIDATION_ERROR']);
    expect(wrong.body).toContain('Only a Swiss tournament has a number of rounds to choose');
    const three = await api.create(admin, { format: 'multi_table', tableAdvance: 3 });
    expect(three.body).toContain('Choose 1 or 2 players to advance from each table');

    // An edit to another format drops the setting the new format does not have.
    expect((await api.edit(admin, swiss, { format: 'knockout' })).statusCode).toBe(200);
    expect((await api.detail(swiss)).json()).toMatchObject({ format: 'knockout', swissRounds: null });
    const refused = await api.edit(admin, tables, { tableAdvance: 1, format: 'swiss' });
    expect([refused.statusCode, codeOf(refused)]).toEqual([400, 'VALIDATION_ERROR']);
    expect((await api.edit(admin, tables, { tableAdvance: null })).statusCode).toBe(200);
    expect((await api.detail(tables)).json()).toMatchObject({ tableAdvance: null });
  });

  it('cancel needs a reason', async () => {
    const id = await openTournament();
    const reply = await api.cancel(admin, id, '');
    expect(reply.statusCode).toBe(400);
    expect((await tournamentRow(db(), id)).status).toBe('registering');
  });
});

describe('public views', () => {
  it('one tournament: the field by name and seed, prizes of a full field until the start, never emails or phones', async () => {
    const id = await openTournament({ entryFee: 100, maxPlayers: 8, minPlayers: 4 });
    const players = await Promise.all(Array.from({ length: 5 }, () => fundedPlayer(t.app, { depositPaise: 10_000 })));
    for (const p of players) expect((await api.register(p, id)).statusCode).toBe(201);
    const rows = await db()
      .select()
      .from(users)
      .where(eq(users.id, players[0]?.userId ?? ''));
    const first = rows[0];
    if (!first) throw new Error('no user');

    const before = await api.detail(id);
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({
      players: 5,
      // Until the start, what a full field of 8 plays for: 8 × ₹100 less 10%, split 60/30/10.
      prizePool: 720,
      prizeTable: [
        { place: 1, percent: 60, amount: 432 },
        { place: 2, percent: 30, amount: 216 },
        { place: 3, percent: 10, amount: 72 },
      ],
      registered: expect.arrayContaining([{ name: first.fullName, seed: null }]),
    });
    expect((await api.start(admin, id)).statusCode).toBe(200);
    const after = await api.detail(id);
    const detail = after.json() as { registered: Array<{ name: string; seed: number | null }> };
    expect(detail.registered[0]).toEqual({ name: first.fullName, seed: 1 });
    expect(detail.registered.map((entry) => entry.seed)).toEqual([1, 2, 3, 4, 5]);

    for (const reply of [after, await api.list(), await api.list('?status=running')]) {
      expect(reply.body).not.toContain(first.email);
      expect(reply.body).not.toContain(first.phone);
      expect(reply.body).not.toContain('@example.in');
      expect(reply.body).not.toContain(first.id);
    }
  });

  it('the list filters by status and gives the pool rule of the landing cards', async () => {
    const id = await openTournament({ title: 'Filter Cup', entryFee: 20, maxPlayers: 16, minPlayers: 2 });
    const p = await fundedPlayer(t.app, { depositPaise: 2_000 });
    expect((await api.register(p, id)).statusCode).toBe(201);
    const [announced] = await db()
      .insert(tournaments)
      .values({
        title: 'Announced Cup',
        entryFeePaise: 10_000,
        maxPlayers: 4,
        status: 'upcoming',
        startTime: new Date(Date.now() + 7_200_000),
      })
      .returning();

    const registering = (await api.list('?status=registering')).json() as {
      tournaments: Array<{ id: string; status: string; prizePool: number; players: number }>;
    };
    expect(registering.tournaments.every((row) => row.status === 'registering')).toBe(true);
    // Registering: the pool of a full field (16 × ₹20 less 10%), whoever is in so far.
    expect(registering.tournaments.find((row) => row.id === id)).toEqual({
      id,
      title: 'Filter Cup',
      format: 'knockout',
      entryFee: 20,
      prizePool: 288,
      players: 1,
      maxPlayers: 16,
      status: 'registering',
      startTime: expect.any(String),
      registrationOpensAt: null,
    });
    // Upcoming: the pool of a full field (4 × ₹100 less 10%), on the list and on the landing alike.
    const upcomingList = (await api.list('?status=upcoming')).json() as {
      tournaments: Array<{ id: string; prizePool: number }>;
    };
    expect(upcomingList.tournaments.map((row) => [row.id, row.prizePool])).toEqual([[announced?.id, 360]]);
    const landing = (await t.app.inject({ method: 'GET', url: '/api/tournaments/upcoming?limit=50' })).json() as {
      tournaments: Array<{ id: string; prizePool: number; players: number }>;
    };
    expect(landing.tournaments.find((row) => row.id === announced?.id)?.prizePool).toBe(360);
    expect(landing.tournaments.find((row) => row.id === id)).toMatchObject({ prizePool: 288, players: 1 });

    expect((await api.list('?status=completed')).statusCode).toBe(400);
  });

  it('filters by format and entry fee on the server, and pages through every row in a stable order', async () => {
    // A fresh app: exactly these tournaments.
    const own = await createTestApp();
    try {
      const ownApi = tournamentApi(own.app);
      const ownAdmin = await quickAdmin(own.app);
      const made: Array<{ id: string; format: string; fee: number }> = [];
      const formats = ['knockout', 'swiss', 'multi_table'] as const;
      const fees = [5, 50, 100, 200] as const;
      for (let i = 0; i < 12; i++) {
        const format = formats[i % 3] as (typeof formats)[number];
        const fee = fees[i % 4] as number;
        const reply = await ownApi.create(ownAdmin, {
          format,
          entryFee: fee,
          startTime: new Date(Date.now() + (i + 1) * 3_600_000).toISOString(),
        });
        made.push({ id: (reply.json() as { id: string }).id, format, fee });
      }
      const cancelled = made[0]?.id as string;
      expect((await ownApi.cancel(ownAdmin, cancelled)).statusCode).toBe(200);

      type Page = {
        tournaments: Array<{ id: string; format: string; entryFee: number; status: string }>;
        nextOffset: number | null;
      };
      const all: Page['tournaments'] = [];
      let offset: number | null = 0;
      let pages = 0;
      while (offset !== null) {
        const page = (await ownApi.list(`?limit=5&offset=${offset}`)).json() as Page;
        all.push(...page.tournaments);
        offset = page.nextOffset;
        pages += 1;
      }
      expect(pages).toBe(3);
      // Every row once: the open ones soonest first, the cancelled one last.
      expect(all.map((row) => row.id)).toEqual([...made.slice(1).map((row) => row.id), cancelled]);

      const swiss50 = (await ownApi.list('?format=swiss&fee=upTo50')).json() as Page;
      expect(swiss50.tournaments.map((row) => row.id)).toEqual(
        made.filter((row) => row.format === 'swiss' && row.fee > 5 && row.fee <= 50).map((row) => row.id),
      );
      expect(swiss50.nextOffset).toBeNull();
      const over100 = (await ownApi.list('?fee=over100')).json() as Page;
      expect(over100.tournaments.every((row) => row.entryFee > 100)).toBe(true);
      expect(over100.tournaments).toHaveLength(3);
      const bad = await ownApi.list('?fee=cheap');
      expect(bad.statusCode).toBe(400);
    } finally {
      await own.close();
    }
  });

  it('an unknown tournament is 404, a malformed id 400', async () => {
    const missing = await api.detail('00000000-0000-4000-8000-000000000000');
    expect([missing.statusCode, codeOf(missing)]).toEqual([404, 'TOURNAMENT_NOT_FOUND']);
    expect((await api.detail('nope')).statusCode).toBe(400);
  });
});
