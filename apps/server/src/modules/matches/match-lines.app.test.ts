import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents, matchMessages, users } from '../../db/schema';
import { coinWords, list, type Message, SOME_PLAYER } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type Player } from '../../test/match-books';
import { nextAddress, startedMatch } from '../../test/matches';
import { inMoneyMode } from '../../test/money-text';
import { bearer, quickAdmin } from '../../test/users';
import { recordEvent } from './match-records';

/**
 * A match's timeline and the system's lines in its chat, in the reader's language (the request's
 * Accept-Language), in English without one; the admin console reads English; rows written before
 * lines were kept as messages show their stored English.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MATCH_SWEEP_INTERVAL_MS: '0' });
});
afterAll(() => t.close());

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' };

const get = async (who: Player, url: string, headers: Record<string, string> = {}) => {
  const reply = await t.app.inject({
    method: 'GET',
    url,
    headers: { ...bearer(who), ...headers },
    remoteAddress: nextAddress(),
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json();
};
const timeline = async (who: Player, matchId: string, headers?: Record<string, string>) =>
  ((await get(who, `/api/matches/${matchId}`, headers)) as { timeline: Array<{ text: string }> }).timeline.map(
    (line) => line.text,
  );
const chat = async (who: Player, matchId: string, headers?: Record<string, string>) =>
  ((await get(who, `/api/matches/${matchId}/messages`, headers)) as Array<{ sender: string; message: string }>)
    .filter((line) => line.sender === 'system')
    .map((line) => line.message);

async function nameOf(player: Player): Promise<string> {
  const [row] = await t.database.db.select({ name: users.fullName }).from(users).where(eq(users.id, player.userId));
  return row?.name ?? '';
}

describe('the lines of a match', () => {
  it('come in the reader’s language, and in today’s English without one', async () => {
    const creator = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const joiner = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, creator, joiner, 50);
    const [owner, guest] = [await nameOf(creator), await nameOf(joiner)];

    const english = [
      inMoneyMode(`Room created by ${owner} with a ₹50 stake.`),
      `${guest} asked to join.`,
      `${guest} joined the match. Both entry fees are held until the result.`,
    ];
    expect(await timeline(creator, matchId)).toEqual(english);
    expect(await chat(joiner, matchId)).toEqual([english[2]]);

    const hindi = [
      inMoneyMode(`${owner} ने ₹50 के दांव के साथ रूम बनाया।`, coinWords('hi')),
      `${guest} ने जुड़ने का अनुरोध किया।`,
      `${guest} मैच में जुड़ गए। नतीजा आने तक दोनों की एंट्री फ़ीस रोक कर रखी गई है।`,
    ];
    expect(await timeline(creator, matchId, HINDI)).toEqual(hindi);
    expect(await chat(joiner, matchId, HINDI)).toEqual([hindi[2]]);

    // Stored both ways: the English text, and the message for each reader.
    const events = await t.database.db
      .select({ text: matchEvents.text, message: matchEvents.message })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(matchEvents.id);
    expect(events.map((row) => row.text)).toEqual(english);
    expect(events[2]?.message).toEqual({ id: 'match.event.joined', values: { name: guest } });
    const [line] = await t.database.db
      .select({ body: matchMessages.body, message: matchMessages.message })
      .from(matchMessages)
      .where(eq(matchMessages.matchId, matchId));
    expect(line).toEqual({ body: english[2], message: { id: 'match.event.joined', values: { name: guest } } });

    // The admin console stays in English, whatever the browser asks for.
    const admin = await quickAdmin(t.app);
    const seen = (await get(admin, `/api/admin/matches/${matchId}`, HINDI)) as {
      match: { timeline: Array<{ text: string }> };
      chat: Array<{ message: string }>;
    };
    expect(seen.match.timeline.map((entry) => entry.text)).toEqual(english);
    expect(seen.chat.map((entry) => entry.message)).toEqual([english[2]]);
  });

  it('show a row written before lines were kept as messages in its stored English', async () => {
    const creator = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const joiner = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, creator, joiner, 50);
    const older =
      'Asha Verma posted the room code. Join the room and tap “I’m in” within 2 minutes, or forfeit the game.';
    await t.database.db.insert(matchEvents).values({ matchId, text: older });
    await t.database.db.insert(matchMessages).values({ matchId, senderId: null, body: older });

    expect((await timeline(creator, matchId, HINDI)).at(-1)).toBe(older);
    expect((await chat(joiner, matchId, HINDI)).at(-1)).toBe(older);
    // A player's own line is theirs, in their words.
    const said = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/messages`,
      headers: bearer(creator),
      payload: { message: 'Room code in two minutes' },
      remoteAddress: nextAddress(),
    });
    expect(said.statusCode, said.body).toBe(201);
    const lines = (await get(joiner, `/api/matches/${matchId}/messages`, HINDI)) as Array<{ message: string }>;
    expect(lines.at(-1)?.message).toBe('Room code in two minutes');
  });

  it('keep a decided table’s places as messages: stored, then listed in each reader’s words', async () => {
    const creator = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const joiner = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const matchId = await startedMatch(t.app, creator, joiner, 50);
    const placing = (place: number, name: string | Message): Message => ({
      id: 'match.event.placing',
      values: { place, name },
    });
    await recordEvent(
      t.database.db,
      matchId,
      {
        id: 'match.event.tableDecided',
        values: { placings: list([placing(1, 'Asha'), placing(2, 'Ravi'), placing(3, SOME_PLAYER)]) },
      },
      { chat: true },
    );
    const english = 'The table is decided: 1. Asha, 2. Ravi, 3. A player.';
    expect((await timeline(creator, matchId)).at(-1)).toBe(english);
    expect((await chat(joiner, matchId, HINDI)).at(-1)).toBe(
      'टेबल का फ़ैसला हो गया: पहले स्थान पर Asha, दूसरे स्थान पर Ravi, तीसरे स्थान पर एक खिलाड़ी।',
    );
    const [row] = await t.database.db
      .select({ text: matchEvents.text })
      .from(matchEvents)
      .where(eq(matchEvents.matchId, matchId))
      .orderBy(desc(matchEvents.id))
      .limit(1);
    expect(row?.text).toBe(english);
  });
});
