import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { MatchDetail, MatchPlayer, RoomSettings } from '@ludo/shared/matches/matches.schemas';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { matchesKeys } from '../src/features/matches/api/query-keys';
import { submitResult } from '../src/features/matches/api/submit-result';
import { UpcomingMatches } from '../src/features/matches/components/dashboard/UpcomingMatches';
import { MatchActions } from '../src/features/matches/components/MatchActions';
import { MatchInfo } from '../src/features/matches/components/MatchInfo';
import { MatchOutcome } from '../src/features/matches/components/MatchOutcome';
import { MyRooms } from '../src/features/matches/components/MyRooms';
import { MatchPlayers } from '../src/features/matches/components/PlayerCard';
import { ResultForm } from '../src/features/matches/components/ResultForm';
import { RoomCodeCard } from '../src/features/matches/components/RoomCode';
import { SubmittedResults } from '../src/features/matches/components/SubmittedResults';
import { useAuthStore } from '../src/lib/auth-store';
import { englishMessages } from './english';

/**
 * The match screens for tournament games: the host posts the room code against a deadline, a
 * table reports finishing positions, outcomes name the tournament (never a ₹0 stake or prize),
 * and lists label games by tournament and round. 1v1 rooms keep their screens (match-display.test).
 */

const NOW = new Date('2030-01-01T10:00:00.000Z');
const at = (seconds: number) => new Date(NOW.getTime() + seconds * 1000).toISOString();

const settings: RoomSettings = {
  appName: 'Ludo King',
  roomCodePattern: '^[0-9]{8}$',
  roomCodeHint: '8 digits',
  stakes: [5, 50, 100, 200],
  defaultStake: 50,
  durationMinutes: 10,
  platformFeePercent: 0,
  maxOpenRoomsPerPlayer: 3,
};

const person = (userId: string, name: string): MatchPlayer => ({
  userId,
  name,
  ludoPlayerId: `LK-${name}`,
  record: { played: 0, won: 0, lost: 0 },
});
const asha = person('u-asha', 'Asha');
const ravi = person('u-ravi', 'Ravi');
const meera = person('u-meera', 'Meera');

/** A table of three in round 2 of "Summer Cup", hosted by Asha, waiting for its room code. */
function tableGame(overrides: Partial<MatchDetail> = {}): MatchDetail {
  return {
    id: 'm-table',
    title: 'Summer Cup · Round 2',
    status: 'active',
    type: 'table',
    mode: 'external',
    variant: null,
    seats: 2,
    teams: false,
    difficulty: 'Beginner',
    entryFee: 0,
    prizePool: 0,
    platformFee: 0,
    durationMinutes: 10,
    roomCode: null,
    maskedRoomCode: null,
    createdAt: at(-30),
    expiresAt: at(600),
    startedAt: at(-30),
    resultDeadlineAt: null,
    endedAt: null,
    creator: asha,
    opponent: ravi,
    players: [asha, ravi, meera],
    hostUserId: asha.userId,
    tournamentId: 't-summer',
    tournament: { id: 't-summer', title: 'Summer Cup', round: 2, table: 3 },
    codeDeadlineAt: at(90),
    showDeadlineAt: null,
    checkedInIds: [],
    placings: null,
    viewerRole: 'opponent',
    myRequestId: null,
    requests: [],
    results: [],
    cancelRequestedBy: null,
    winnerId: null,
    resolution: null,
    reviewReason: null,
    decisionReason: null,
    timeline: [],
    ...overrides,
  };
}

/** A 1v1 game of round 1 (no table), its code posted. */
function duelGame(overrides: Partial<MatchDetail> = {}): MatchDetail {
  return tableGame({
    id: 'm-duel',
    type: '1v1',
    players: [asha, ravi],
    tournament: { id: 't-summer', title: 'Summer Cup', round: 1, table: null },
    roomCode: '12345678',
    maskedRoomCode: '••••••78',
    codeDeadlineAt: null,
    ...overrides,
  });
}

/** The screens in English, the catalogs' source language. */
const i18n = setupI18n({ locale: 'en', messages: { en: englishMessages } });

function render(node: ReactElement, seed: (client: QueryClient) => void = () => {}): string {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(matchesKeys.settings, settings);
  seed(client);
  return renderToStaticMarkup(
    createElement(
      I18nProvider,
      { i18n },
      createElement(QueryClientProvider, { client }, createElement(MemoryRouter, null, node)),
    ),
  );
}

/** The markup as text, tags removed: what a player reads. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .replace(/ ([,.])/g, '$1')
    .trim();

/**
 * Rendering to a string reads a zustand store's initial state (useSyncExternalStore's server
 * snapshot), not its current one: the signed-in player is set there.
 */
const signInAs = (player: MatchPlayer | null) => {
  Object.assign(useAuthStore.getInitialState(), { userId: player?.userId });
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  signInAs(null);
});

describe('the room code of a tournament game', () => {
  it('asks the host to create the room and post its code, with the time left', () => {
    signInAs(asha);
    const html = render(createElement(RoomCodeCard, { match: tableGame(), appName: 'Ludo King' }));
    const shown = text(html);
    expect(shown).toContain('Create the room in Ludo King and enter its code');
    expect(shown).toContain('Time left: 1:30');
    expect(shown).toContain('Post the code within 2 minutes or you forfeit.');
    expect(html).toContain('data-state="host-posts-code"');
    // The input is labelled by the app's name, hinted with the code's pattern, and offers the number pad.
    const input = html.match(/<input[^>]*>/)?.[0] ?? '';
    expect(input).toContain('inputMode="numeric"');
    expect(input).toContain('placeholder="Room code (8 digits)"');
    const id = input.match(/id="([^"]+)"/)?.[1];
    expect(html).toContain(`for="${id}"`);
    expect(shown).toContain('Ludo King Room Code');
    expect(shown).toContain('Post room code');
    expect(html).not.toContain('data-testid="room-code"');
  });

  it('shows the other players whom they wait for, with the same countdown', () => {
    signInAs(ravi);
    const html = render(createElement(RoomCodeCard, { match: tableGame(), appName: 'Ludo King' }));
    expect(text(html)).toContain('Waiting for Asha to post the room code');
    expect(html).toContain('<bdi>Asha</bdi>');
    expect(text(html)).toContain('Time left: 1:30');
    expect(text(html)).toContain('If the host does not post it within 2 minutes, the host forfeits.');
    expect(html).not.toContain('<input');
  });

  it('says when the time to post the code is up, and the host can no longer post', () => {
    signInAs(asha);
    const html = render(
      createElement(RoomCodeCard, { match: tableGame({ codeDeadlineAt: at(-1) }), appName: 'Ludo King' }),
    );
    expect(text(html)).toContain('Time is up');
    expect(text(html)).toContain('The time to post the room code is up. The game is being decided.');
    expect(html.match(/<input[^>]*>/)?.[0]).toContain('disabled=""');
  });

  it('shows the posted code to every player, as for a 1v1 room', () => {
    signInAs(meera);
    const posted = tableGame({ roomCode: '87654321', maskedRoomCode: '••••••21', codeDeadlineAt: null });
    const html = render(createElement(RoomCodeCard, { match: posted, appName: 'Ludo King' }));
    expect(html).toMatch(/data-testid="room-code"[^>]*>87654321</);
  });
});

describe('saying "I’m in" once the code is posted', () => {
  const posted = (overrides: Partial<MatchDetail> = {}) =>
    tableGame({
      roomCode: '87654321',
      maskedRoomCode: '••••••21',
      codeDeadlineAt: null,
      showDeadlineAt: at(75),
      checkedInIds: [asha.userId],
      ...overrides,
    });

  it('asks a player who is not in yet, with who is in and the time left', () => {
    signInAs(ravi);
    const html = render(createElement(RoomCodeCard, { match: posted(), appName: 'Ludo King' }));
    const shown = text(html);
    expect(shown).toContain('In the room: 1 of 3');
    expect(shown).toContain('Time to show: 1:15');
    expect(shown).toContain('Are you in the room?');
    expect(shown).toContain('within 2 minutes of the code, or you forfeit this game');
    expect(html).toMatch(/<button[^>]*>I’m in<\/button>/);
    expect(html).toMatch(/data-in-room="true"[^>]*>[\s\S]*?Asha/);
  });

  it('asks nobody who is in already, or who reported a result', () => {
    signInAs(asha);
    expect(render(createElement(RoomCodeCard, { match: posted(), appName: 'Ludo King' }))).not.toContain('I’m in');
    signInAs(meera);
    const reported = posted({
      results: [
        { userId: meera.userId, name: 'Meera', claim: null, position: 2, screenshotUrl: '/x', submittedAt: at(-10) },
      ],
    });
    const html = render(createElement(RoomCodeCard, { match: reported, appName: 'Ludo King' }));
    expect(html).not.toContain('I’m in');
    expect(text(html)).toContain('In the room: 2 of 3');
  });

  it('says when the time to show is up', () => {
    signInAs(ravi);
    const html = render(
      createElement(RoomCodeCard, { match: posted({ showDeadlineAt: at(-1) }), appName: 'Ludo King' }),
    );
    expect(text(html)).toContain('The time to say you are in is up. Players who did not forfeit the game.');
    expect(html).not.toContain('I’m in</button>');
  });
});

describe('the players of a table', () => {
  it('lists every seat in order with the host and the viewer marked', () => {
    signInAs(meera);
    const html = render(createElement(MatchPlayers, { match: tableGame() }));
    const shown = text(html);
    expect(shown).toContain('Players (3)');
    expect(html.match(/data-testid="match-player"/g)).toHaveLength(3);
    expect(shown.indexOf('Asha')).toBeLessThan(shown.indexOf('Ravi'));
    expect(shown.indexOf('Ravi')).toBeLessThan(shown.indexOf('Meera'));
    expect(html.match(/data-host="true"/g)).toHaveLength(1);
    expect(html).toMatch(/data-host="true".*?<bdi>Asha<\/bdi>.*?Host/);
    expect(html).toMatch(/<bdi>Meera<\/bdi>.*?You/);
  });
});

describe('the result form', () => {
  const seeded = (match: MatchDetail) => (client: QueryClient) =>
    client.setQueryData(matchesKeys.detail(match.id), match);

  it('asks a table’s player for the position they finished in, one radio group from 1st to last', () => {
    signInAs(ravi);
    const match = tableGame({ roomCode: '87654321', maskedRoomCode: '••••••21', codeDeadlineAt: null });
    const html = render(createElement(ResultForm, { matchId: match.id }), seeded(match));
    expect(html).toContain('data-kind="position"');
    expect(text(html)).toContain('Your position');
    const radios = html.match(/<input type="radio"[^>]*>/g) ?? [];
    expect(radios).toHaveLength(3);
    const names = new Set(radios.map((radio) => radio.match(/name="([^"]+)"/)?.[1]));
    expect(names.size).toBe(1);
    expect(radios.map((radio) => radio.match(/value="(\d)"/)?.[1])).toEqual(['1', '2', '3']);
    expect(text(html)).toMatch(/1st 2nd 3rd/);
    expect(html).not.toContain('I won');
    expect(text(html)).toContain('Screenshot');
    expect(text(html)).toContain('False results may lead to account suspension.');
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
  });

  it('is gone for a table’s player who has reported', () => {
    signInAs(ravi);
    const match = tableGame({
      roomCode: '87654321',
      maskedRoomCode: '••••••21',
      codeDeadlineAt: null,
      results: [
        { userId: ravi.userId, name: 'Ravi', claim: null, position: 2, submittedAt: at(-5), screenshotUrl: '/s' },
      ],
    });
    expect(render(createElement(ResultForm, { matchId: match.id }), seeded(match))).toBe('');
  });

  it('waits until the host has posted the room code', () => {
    signInAs(ravi);
    const match = tableGame();
    expect(render(createElement(ResultForm, { matchId: match.id }), seeded(match))).toBe('');
  });

  it('keeps won or lost for a 1v1 game', () => {
    signInAs(ravi);
    const match = duelGame();
    const html = render(createElement(ResultForm, { matchId: match.id }), seeded(match));
    expect(html).toContain('data-kind="claim"');
    expect(text(html)).toContain('I won');
    expect(text(html)).toContain('I lost');
    expect(html).not.toContain('Your position');
  });

  it('sends a table’s position, not a claim, in the multipart form', async () => {
    const fetchMock = vi.fn(async (_path: string, _init?: RequestInit) =>
      Response.json({ message: 'Result submitted!', match: tableGame() }),
    );
    vi.stubGlobal('fetch', fetchMock);
    try {
      const screenshot = new File([new Uint8Array([1, 2, 3])], 'result.png', { type: 'image/png' });
      await submitResult({ matchId: 'm-table', position: 2, screenshot });
      const [path, init] = fetchMock.mock.calls[0] ?? [];
      expect(path).toBe('/api/matches/m-table/result');
      const form = init?.body as FormData;
      expect(form.get('position')).toBe('2');
      expect(form.get('result')).toBeNull();
      expect((form.get('screenshot') as File).name).toBe('result.png');

      await submitResult({ matchId: 'm-duel', result: 'won', screenshot });
      const duelForm = fetchMock.mock.calls[1]?.[1]?.body as FormData;
      expect(duelForm.get('result')).toBe('won');
      expect(duelForm.get('position')).toBeNull();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('results and outcomes of tournament games', () => {
  it('shows the positions the players reported', () => {
    signInAs(meera);
    const match = tableGame({
      roomCode: '87654321',
      maskedRoomCode: '••••••21',
      codeDeadlineAt: null,
      results: [
        { userId: asha.userId, name: 'Asha', claim: null, position: 1, submittedAt: at(-9), screenshotUrl: '/a' },
        { userId: meera.userId, name: 'Meera', claim: null, position: 3, submittedAt: at(-5), screenshotUrl: '/m' },
      ],
    });
    const html = render(createElement(SubmittedResults, { match }));
    expect(html.match(/data-testid="result-position"[^>]*>[^<]+/g)?.map((badge) => badge.split('>')[1])).toEqual([
      '1st place',
      '3rd place',
    ]);
    expect(html).not.toContain('data-testid="result-claim"');
    expect(text(html)).toContain('You');
  });

  it('shows a decided table’s positions and the viewer’s place, with the tournament instead of a prize', () => {
    signInAs(ravi);
    const match = tableGame({
      status: 'settled',
      roomCode: '87654321',
      maskedRoomCode: '••••••21',
      codeDeadlineAt: null,
      winnerId: meera.userId,
      resolution: 'results_agreed',
      placings: [
        { userId: meera.userId, position: 1 },
        { userId: ravi.userId, position: 2 },
        { userId: asha.userId, position: 3 },
      ],
      endedAt: at(-1),
    });
    const html = render(createElement(MatchOutcome, { match }));
    const shown = text(html);
    expect(html).toMatch(/data-testid="match-winner"[^>]*>You finished 2nd</);
    expect(shown).toMatch(/1st Meera 2nd Ravi \(you\) 3rd Asha/);
    expect(shown).toContain('This result counts in Summer Cup (Round 2 · Table 3).');
    expect(html).toContain('href="/user/tournaments/join/t-summer"');
    expect(shown).toContain('The players’ results agree.');
    expect(shown).not.toContain('₹');
  });

  it('says the host forfeited when they did not post the code', () => {
    signInAs(ravi);
    const match = duelGame({
      status: 'settled',
      roomCode: null,
      maskedRoomCode: null,
      winnerId: ravi.userId,
      resolution: 'host_no_show',
      endedAt: at(-1),
    });
    const shown = text(render(createElement(MatchOutcome, { match })));
    expect(shown).toContain('You won!');
    expect(shown).toContain('The host did not post the room code within 2 minutes, so the host forfeits this game.');
    expect(shown).toContain('This result counts in Summer Cup (Round 1).');
    expect(shown).not.toContain('₹');
  });

  it('explains a disqualification and an admin’s forced result, with the admin’s reason', () => {
    signInAs(asha);
    const disqualified = duelGame({
      status: 'settled',
      winnerId: asha.userId,
      resolution: 'disqualified',
      endedAt: at(-1),
    });
    expect(text(render(createElement(MatchOutcome, { match: disqualified })))).toContain(
      'A player was disqualified from the tournament, so they forfeit this game.',
    );
    const forced = tableGame({
      status: 'settled',
      roomCode: '87654321',
      maskedRoomCode: '••••••21',
      codeDeadlineAt: null,
      winnerId: asha.userId,
      resolution: 'admin_forced',
      decisionReason: 'Screenshots show Asha home first.',
      placings: [
        { userId: asha.userId, position: 1 },
        { userId: meera.userId, position: 2 },
        { userId: ravi.userId, position: 3 },
      ],
    });
    const shown = text(render(createElement(MatchOutcome, { match: forced })));
    expect(shown).toContain('You won!');
    expect(shown).toContain('An admin set the result of this game. The decision is final.');
    expect(shown).toContain("Admin's reason: Screenshots show Asha home first.");
  });
});

describe('facts, actions and lists of tournament games', () => {
  it('names the tournament, round and table instead of a ₹0 entry fee and prize', () => {
    signInAs(ravi);
    const html = render(createElement(MatchInfo, { match: tableGame() }));
    const shown = text(html);
    expect(shown).toContain('Summer Cup');
    expect(html).toContain('href="/user/tournaments/join/t-summer"');
    expect(shown).toContain('Round 2 · Table 3');
    expect(shown).toContain('Table of 3');
    expect(shown).toContain('Waiting for room code');
    expect(shown).not.toMatch(/₹|Entry fee|Prize pool/);
  });

  it('offers no cancelling or joining, only the way back to the tournament', () => {
    signInAs(ravi);
    const html = render(
      createElement(MatchActions, {
        match: tableGame({ roomCode: '87654321', maskedRoomCode: '••••••21', codeDeadlineAt: null }),
      }),
    );
    const shown = text(html);
    expect(shown).toContain('Play in the app, then report the position you finished in under Chat & Results.');
    expect(shown).toContain('Back to tournament');
    expect(html).toContain('href="/user/tournaments/join/t-summer"');
    expect(shown).not.toMatch(/Cancel|Join Match|entry fee|₹/);
  });

  it('labels live games by tournament and round on the dashboard and under My rooms', () => {
    signInAs(ravi);
    const live = (client: QueryClient) => client.setQueryData(matchesKeys.live, [tableGame()]);
    const upcoming = text(render(createElement(UpcomingMatches), live));
    expect(upcoming).toContain('Summer Cup');
    expect(upcoming).toContain('Round 2 · Table 3 · vs Asha, Meera');
    expect(upcoming).toContain('Waiting for room code');
    expect(upcoming).not.toContain('₹');

    const rooms = render(createElement(MyRooms), live);
    expect(text(rooms)).toContain('Summer Cup Round 2 · Table 3');
    expect(text(rooms)).toContain('Waiting for Asha to post the room code.');
    expect(text(rooms)).not.toMatch(/₹|Prize pool|Cancel/);

    signInAs(asha);
    const hostRooms = text(render(createElement(MyRooms), live));
    expect(hostRooms).toContain('Post the code within 2 minutes or you forfeit.');
    expect(hostRooms).toContain('Post room code');
  });
});
