import { zodResolver } from '@hookform/resolvers/zod';
import type { AdminTournamentDetail, TournamentGame } from '@ludo/shared/tournaments/tournaments.schemas';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RankingList } from '../src/features/tournaments/admin/components/RankingList';
import {
  canForceResult,
  forceResultBody,
  movePlayer,
  ordinal,
  type RankedPlayer,
  rankingOf,
} from '../src/features/tournaments/admin/lib/force-result';
import {
  changedTournamentFields,
  EMPTY_TOURNAMENT_FORM,
  editTournamentFormSchema,
  isoToLocalDateTime,
  localDateTimeToIso,
  type TournamentFormValues,
  tournamentFormErrors,
  tournamentFormSchema,
  tournamentFormValuesOf,
} from '../src/features/tournaments/admin/lib/tournament-form';
import { messageOf, parseFilter } from '../src/features/tournaments/admin/lib/tournament-labels';

/** A `datetime-local` value some days from now on this machine's clock. */
function localInFuture(days: number): string {
  return isoToLocalDateTime(new Date(Date.now() + days * 86_400_000).toISOString());
}

const VALID: TournamentFormValues = {
  title: '  Sunday Knockout  ',
  format: 'swiss',
  entryFee: '100',
  maxPlayers: '16',
  minPlayers: '4',
  startTime: localInFuture(3),
  registrationOpensAt: '',
  swissRounds: '',
  tableAdvance: '',
  played: 'classic',
  sameDice: false,
};

describe('the create tournament form', () => {
  it('asks for every field of an empty form, with the server’s own messages', () => {
    expect(tournamentFormErrors(EMPTY_TOURNAMENT_FORM)).toEqual({
      title: 'Give a title of at least 3 characters',
      entryFee: 'Enter the entry fee in rupees',
      maxPlayers: 'Enter the number of seats',
      minPlayers: 'Enter the minimum number of players',
      startTime: 'Enter the start time as a date and time',
    });
  });

  it('turns valid inputs into the body the server expects', () => {
    const parsed = tournamentFormSchema.safeParse(VALID);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    expect(parsed.data).toMatchObject({
      title: 'Sunday Knockout',
      format: 'swiss',
      entryFee: 100,
      maxPlayers: 16,
      minPlayers: 4,
      // Played here by default, in the classic game.
      playMode: 'platform',
      variant: 'classic',
    });
    const external = tournamentFormSchema.safeParse({ ...VALID, played: 'external' });
    expect(external.success && external.data).toMatchObject({ playMode: 'external' });
    expect(external.success && 'variant' in external.data).toBe(false);
    const quick = tournamentFormSchema.safeParse({ ...VALID, played: 'quick' });
    expect(quick.success && quick.data).toMatchObject({ playMode: 'platform', variant: 'quick' });
    expect(quick.success && 'sameDice' in quick.data).toBe(false);
    // Shared dice go with a game here, and are left out for room codes (their box is hidden).
    const shared = tournamentFormSchema.safeParse({ ...VALID, sameDice: true });
    expect(shared.success && shared.data).toMatchObject({ playMode: 'platform', sameDice: true });
    const byCode = tournamentFormSchema.safeParse({ ...VALID, played: 'external', sameDice: true });
    expect(byCode.success && 'sameDice' in byCode.data).toBe(false);
    // The local time the admin typed, as an ISO instant carrying this device's offset.
    expect(parsed.data.startTime).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
    expect(Date.parse(parsed.data.startTime)).toBe(new Date(VALID.startTime).getTime());
  });

  it('refuses fees that are not whole rupees or out of range', () => {
    expect(tournamentFormErrors({ ...VALID, entryFee: '99.5' }).entryFee).toBe(
      'The entry fee must be a whole number of rupees',
    );
    expect(tournamentFormErrors({ ...VALID, entryFee: '0' }).entryFee).toBe('The entry fee must be at least ₹1');
    expect(tournamentFormErrors({ ...VALID, entryFee: '100001' }).entryFee).toBe(
      'The entry fee must be at most ₹1,00,000',
    );
  });

  it('refuses seat counts out of range and a minimum above the seats', () => {
    expect(tournamentFormErrors({ ...VALID, maxPlayers: '1' }).maxPlayers).toBe('A tournament needs at least 2 seats');
    expect(tournamentFormErrors({ ...VALID, maxPlayers: '1025' }).maxPlayers).toBe(
      'A tournament has at most 1024 seats',
    );
    expect(tournamentFormErrors({ ...VALID, minPlayers: '1' }).minPlayers).toBe(
      'A tournament needs at least 2 players',
    );
    expect(tournamentFormErrors({ ...VALID, maxPlayers: '8', minPlayers: '9' })).toEqual({
      minPlayers: 'The minimum number of players cannot be more than the seats',
    });
  });

  it('refuses a start time in the past, and a short or missing title', () => {
    expect(tournamentFormErrors({ ...VALID, startTime: localInFuture(-1) })).toEqual({
      startTime: 'The start time must be in the future',
    });
    expect(tournamentFormErrors({ ...VALID, title: ' ab ' }).title).toBe('Give a title of at least 3 characters');
  });

  it('announces a tournament with a registration opening before its start, or opens it at once', async () => {
    expect(tournamentFormErrors({ ...VALID, registrationOpensAt: localInFuture(1) })).toEqual({});
    expect(tournamentFormErrors({ ...VALID, registrationOpensAt: localInFuture(4) })).toEqual({
      registrationOpensAt: 'Registration must open before the start time',
    });
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const resolver = zodResolver(tournamentFormSchema);
    const announced = await resolver({ ...VALID, registrationOpensAt: localInFuture(1) }, undefined, options);
    expect(Date.parse((announced.values as { registrationOpensAt: string }).registrationOpensAt)).toBeGreaterThan(
      Date.now(),
    );
    const open = await resolver(VALID, undefined, options);
    expect((open.values as { registrationOpensAt?: string }).registrationOpensAt).toBeUndefined();
  });

  it('sends the chosen format’s own setting only, checked by the server’s rules', async () => {
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const resolver = zodResolver(tournamentFormSchema);
    const swiss = await resolver(
      { ...VALID, format: 'swiss', swissRounds: '3', tableAdvance: '2' },
      undefined,
      options,
    );
    expect(swiss.values).toMatchObject({ swissRounds: 3, tableAdvance: null });
    const tables = await resolver(
      { ...VALID, format: 'multi_table', swissRounds: '3', tableAdvance: '2' },
      undefined,
      options,
    );
    expect(tables.values).toMatchObject({ swissRounds: null, tableAdvance: 2 });
    const knockout = await resolver({ ...VALID, format: 'knockout', swissRounds: '3' }, undefined, options);
    expect(knockout.values).toMatchObject({ swissRounds: null, tableAdvance: null });
    expect(tournamentFormErrors({ ...VALID, format: 'swiss', swissRounds: '0' })).toEqual({
      swissRounds: 'Play at least 1 round',
    });
    expect(tournamentFormErrors({ ...VALID, format: 'swiss', swissRounds: '2.5' })).toEqual({
      swissRounds: 'The number of rounds must be a whole number',
    });
  });

  it('gives react-hook-form the same field errors, and the body once valid', async () => {
    const resolver = zodResolver(tournamentFormSchema);
    const options = { fields: {}, shouldUseNativeValidation: false } as const;
    const refused = await resolver({ ...VALID, entryFee: '', startTime: '' }, undefined, options);
    expect(refused.errors.entryFee?.message).toBe('Enter the entry fee in rupees');
    expect(refused.errors.startTime?.message).toBe('Enter the start time as a date and time');
    const accepted = await resolver(VALID, undefined, options);
    expect(accepted.errors).toEqual({});
    expect(accepted.values).toMatchObject({ entryFee: 100, maxPlayers: 16, minPlayers: 4 });
  });
});

describe('start times', () => {
  it('keeps the instant between the local input and ISO', () => {
    const iso = localDateTimeToIso('2031-06-15T19:30');
    expect(Date.parse(iso)).toBe(new Date('2031-06-15T19:30').getTime());
    expect(isoToLocalDateTime(iso)).toBe('2031-06-15T19:30');
  });

  it('leaves what is not a date and time empty, for the schema to refuse', () => {
    expect(localDateTimeToIso('')).toBe('');
    expect(localDateTimeToIso('tomorrow')).toBe('');
    expect(isoToLocalDateTime('not a date')).toBe('');
  });
});

const TOURNAMENT: AdminTournamentDetail = {
  id: '00000000-0000-4000-8000-0000000000aa',
  title: 'Sunday Knockout',
  format: 'knockout',
  entryFee: 100,
  prizePool: 1440,
  players: 4,
  maxPlayers: 16,
  status: 'running',
  startTime: '2031-06-15T14:00:00.000Z',
  registrationOpensAt: null,
  visibility: 'public',
  minPlayers: 4,
  prizeTable: [],
  registered: [],
  cancelledReason: null,
  currentRound: 1,
  plannedRounds: 2,
  playMode: 'external',
  variant: null,
  sameDice: false,
  swissRounds: null,
  tableAdvance: null,
  rounds: [],
  standings: [],
  field: [
    { userId: '00000000-0000-4000-8000-000000000001', name: 'Asha', seed: 1, status: 'registered' },
    { userId: '00000000-0000-4000-8000-000000000002', name: 'Ravi', seed: 2, status: 'registered' },
    { userId: '00000000-0000-4000-8000-000000000003', name: 'Meena', seed: 3, status: 'registered' },
    { userId: '00000000-0000-4000-8000-000000000004', name: 'Kiran', seed: 4, status: 'registered' },
  ],
};

describe('the edit form', () => {
  it('keeps a start already past while left as it was, and refuses moving it into the past', () => {
    const pastStart = new Date(Date.now() - 60 * 60_000).toISOString();
    const schema = editTournamentFormSchema({ startTime: pastStart });
    const values = { ...VALID, startTime: isoToLocalDateTime(pastStart) };
    expect(schema.safeParse(values).success).toBe(true);
    const moved = schema.safeParse({ ...values, startTime: localInFuture(-1) });
    expect(moved.success).toBe(false);
    expect(moved.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['startTime', 'The start time must be in the future'],
    ]);
    const minAboveSeats = schema.safeParse({ ...values, maxPlayers: '4', minPlayers: '6' });
    expect(minAboveSeats.error?.issues.map((issue) => issue.message)).toEqual([
      'The minimum number of players cannot be more than the seats',
    ]);
    expect(schema.safeParse({ ...values, entryFee: '' }).error?.issues[0]?.message).toBe(
      'Enter the entry fee in rupees',
    );
  });

  it('starts from the tournament and sends only what changed', () => {
    const values = tournamentFormValuesOf(TOURNAMENT);
    expect(values).toMatchObject({ title: 'Sunday Knockout', entryFee: '100', maxPlayers: '16', minPlayers: '4' });
    const body = {
      title: 'Sunday Knockout',
      format: 'knockout' as const,
      entryFee: 150,
      maxPlayers: 16,
      minPlayers: 4,
      // The same instant written with another offset is no change.
      startTime: '2031-06-15T19:30:00+05:30',
    };
    expect(changedTournamentFields(body, TOURNAMENT)).toEqual({ entryFee: 150 });
    expect(changedTournamentFields({ ...body, entryFee: 100 }, TOURNAMENT)).toEqual({});
    // The input has no seconds: a start stored with seconds is unchanged within its minute.
    const withSeconds = { ...TOURNAMENT, startTime: '2031-06-15T14:00:42.123Z' };
    expect(changedTournamentFields({ ...body, entryFee: 100 }, withSeconds)).toEqual({});
    expect(changedTournamentFields({ ...body, entryFee: 100, startTime: '2031-06-15T14:01:00Z' }, withSeconds)).toEqual(
      {
        startTime: '2031-06-15T14:01:00Z',
      },
    );
  });
});

function game(overrides: Partial<TournamentGame> = {}): TournamentGame {
  return {
    matchId: '00000000-0000-4000-8000-0000000000f1',
    table: 2,
    bye: false,
    status: 'review',
    players: [
      { name: 'Ravi', seed: 2, host: true, position: null },
      { name: 'Kiran', seed: 4, host: false, position: 1 },
      { name: 'Asha', seed: 1, host: false, position: 2 },
    ],
    ...overrides,
  };
}

describe('the force result ranking', () => {
  it('is offered only for a game being played or in review', () => {
    expect(canForceResult(game({ status: 'playing' }))).toBe(true);
    expect(canForceResult(game({ status: 'review' }))).toBe(true);
    expect(canForceResult(game({ status: 'waiting_code' }))).toBe(false);
    expect(canForceResult(game({ status: 'decided' }))).toBe(false);
    expect(canForceResult(game({ matchId: null, bye: true, status: 'decided' }))).toBe(false);
  });

  it('proposes the reported places first, then the others in seat order, with their accounts', () => {
    const { players, unmatched } = rankingOf(game(), TOURNAMENT.field);
    expect(unmatched).toEqual([]);
    expect(players.map((player) => [player.name, player.userId])).toEqual([
      ['Kiran', '00000000-0000-4000-8000-000000000004'],
      ['Asha', '00000000-0000-4000-8000-000000000001'],
      ['Ravi', '00000000-0000-4000-8000-000000000002'],
    ]);
  });

  it('keeps seat order when nobody reported, and names players missing from the field', () => {
    const players = game().players.map((player) => ({ ...player, position: null }));
    expect(rankingOf(game({ players }), TOURNAMENT.field).players.map((player) => player.name)).toEqual([
      'Ravi',
      'Kiran',
      'Asha',
    ]);
    const stranger = { name: 'Stranger', seed: 9, host: false, position: null };
    expect(rankingOf(game({ players: [...players, stranger] }), TOURNAMENT.field).unmatched).toEqual(['Stranger']);
  });

  it('moves a player one place up or down, and never past either end', () => {
    expect(movePlayer(['a', 'b', 'c'], 2, -1)).toEqual(['a', 'c', 'b']);
    expect(movePlayer(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(movePlayer(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(movePlayer(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });

  it('sends the ranking first to last with the reason, as the server checks it', () => {
    const { players } = rankingOf(game(), TOURNAMENT.field);
    const reordered = movePlayer(players, 2, -1);
    const body = forceResultBody(reordered, 'Screenshots show Ravi finished second');
    expect(body.success).toBe(true);
    expect(body.data).toEqual({
      ranking: [
        '00000000-0000-4000-8000-000000000004',
        '00000000-0000-4000-8000-000000000002',
        '00000000-0000-4000-8000-000000000001',
      ],
      reason: 'Screenshots show Ravi finished second',
    });
    expect(forceResultBody(reordered, '').success).toBe(false);
    expect(forceResultBody(reordered.slice(0, 1), 'One player only').success).toBe(false);
  });

  it('lists the players with their places and buttons to move them', () => {
    const ranking: RankedPlayer[] = rankingOf(game(), TOURNAMENT.field).players;
    const html = renderToStaticMarkup(createElement(RankingList, { ranking, onMove: () => undefined }));
    const rows = html.split('data-testid="ranking-player"').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('1st');
    expect(rows[0]).toContain('<bdi class="font-medium break-words">Kiran</bdi>');
    expect(rows[0]).toContain('reported 1st');
    expect(rows[2]).toContain('3rd');
    expect(rows[2]).toContain('Host');
    // The first cannot move up, the last cannot move down; everything else can.
    expect(rows[0]).toMatch(/aria-label="Move Kiran up" disabled=""/);
    expect(rows[0]).not.toMatch(/aria-label="Move Kiran down" disabled=""/);
    expect(rows[2]).toMatch(/aria-label="Move Ravi down" disabled=""/);
    expect(rows[1]).not.toContain('disabled=""');
  });

  it('words places in English', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
    ]);
  });
});

describe('admin tournament labels', () => {
  it('reads the status filter, falling back to all', () => {
    expect(parseFilter('running')).toBe('running');
    expect(parseFilter('upcoming')).toBe('all');
    expect(parseFilter(null)).toBe('all');
  });

  it('takes the server’s message from an answer that has one', () => {
    expect(messageOf({ message: 'Asha was disqualified.' })).toBe('Asha was disqualified.');
    expect(messageOf({ id: 'x', title: 'Cup' })).toBeUndefined();
    expect(messageOf(null)).toBeUndefined();
  });
});
