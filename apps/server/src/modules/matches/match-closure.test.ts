import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchEvents, matchMessages, notifications, users } from '../../db/schema';
import { render } from '../../lib/i18n';
import { createTestApp, type TestApp } from '../../test/harness';
import { acceptRequest, createRoom, nextAddress, requestToJoin } from '../../test/matches';
import { chooseLanguage } from '../../test/notifications';
import { bearer, creditPlayer, quickPlayer } from '../../test/users';
import { hashPassword } from '../auth/passwords';
import { lineWithoutName } from './match-closure';
import { timelineOf } from './match-records';

/**
 * Closing an account takes the player's name out of the lines written about them in matches (the
 * timeline and the chat's system lines): the other player reads "Closed account" in their language.
 */

describe('a line without a closed account’s name', () => {
  it('rewrites every value of its message that is the name, and its English', () => {
    const message = { id: 'match.event.joined', values: { name: 'Ravi Kumar' } };
    expect(lineWithoutName('Ravi Kumar joined the match.', message, 'Ravi Kumar')).toEqual({
      text: render({ id: 'match.event.joined', values: { name: { id: 'common.closedAccount' } } }, 'en'),
      message: { id: 'match.event.joined', values: { name: { id: 'common.closedAccount' } } },
    });
    const nested = { id: 'match.event.joined', values: { name: { list: ['Asha', 'Ravi Kumar'] } } };
    expect(lineWithoutName('', nested, 'Ravi Kumar')?.message).toEqual({
      id: 'match.event.joined',
      values: { name: { list: ['Asha', { id: 'common.closedAccount' }] } },
    });
  });

  it('leaves a line that does not name them as it is', () => {
    const message = { id: 'match.event.joined', values: { name: 'Asha' } };
    expect(lineWithoutName('Asha joined the match.', message, 'Ravi Kumar')).toBeNull();
    expect(lineWithoutName('Ravi Kumaran joined the match.', null, 'Ravi Kumar')).toBeNull();
  });

  it('in a line kept only in English, replaces the name where it stands as a whole word', () => {
    expect(lineWithoutName('Ravi Kumar (₹50) and Asha: Ravi Kumar won.', null, 'Ravi Kumar')).toEqual({
      text: 'Closed account (₹50) and Asha: Closed account won.',
      message: null,
    });
  });
});

let t: TestApp;
const PASSWORD = 'Close-Me-Now-42';

beforeAll(async () => {
  // Play money: the player's coins go back when the account closes, so nothing holds the closing.
  t = await createTestApp({ MONEY_MODE: 'play' });
});
afterAll(() => t.close());

async function closeAccount(player: Awaited<ReturnType<typeof named>>) {
  const closed = await t.app.inject({
    method: 'POST',
    url: '/api/users/close-account',
    headers: bearer(player),
    payload: { password: PASSWORD },
    remoteAddress: nextAddress(),
  });
  expect(closed.statusCode, closed.body).toBe(200);
}

async function named(name: string) {
  const player = await quickPlayer(t.app);
  await t.database.db
    .update(users)
    .set({ fullName: name, passwordHash: await hashPassword(PASSWORD) })
    .where(eq(users.id, player.userId));
  await creditPlayer(t.database.db, player.userId, { depositPaise: 10_000 });
  return player;
}

describe('closing an account', () => {
  it('names it "Closed account" in the lines of the matches it played, and leaves the other player’s name', async () => {
    const host = await named('Asha Host');
    const guest = await named('Ravi Leaving');
    const { matchId } = await createRoom(t.app, host);
    const requestId = await requestToJoin(t.app, guest, matchId);
    expect((await acceptRequest(t.app, host, matchId, requestId)).statusCode).toBe(200);
    for (const who of [guest, host]) {
      const cancel = await t.app.inject({
        method: 'POST',
        url: `/api/matches/${matchId}/cancel`,
        headers: bearer(who),
        remoteAddress: nextAddress(),
      });
      expect(cancel.statusCode, cancel.body).toBe(200);
    }
    // A line from before lines kept their message: English only.
    await t.database.db.insert(matchEvents).values({ matchId, text: 'Ravi Leaving was here before messages.' });
    const before = (await timelineOf(t.database.db, matchId)).map((line) => line.text).join('\n');
    expect(before).toContain('Ravi Leaving');

    await closeAccount(guest);

    for (const language of ['en', 'hi'] as const) {
      const timeline = (await timelineOf(t.database.db, matchId, language)).map((line) => line.text);
      expect(timeline.join('\n')).not.toContain('Ravi Leaving');
      expect(timeline.join('\n')).toContain(language === 'en' ? 'Closed account' : 'बंद खाता');
      expect(timeline.join('\n')).toContain('Asha Host');
    }
    const chat = await t.app.inject({
      method: 'GET',
      url: `/api/matches/${matchId}/messages`,
      headers: { ...bearer(host), 'accept-language': 'hi' },
    });
    expect(chat.statusCode, chat.body).toBe(200);
    expect(chat.body).not.toContain('Ravi Leaving');
    expect(chat.body).toContain('बंद खाता');
    const stored = await t.database.db.select().from(matchMessages).where(eq(matchMessages.matchId, matchId));
    expect(JSON.stringify(stored)).not.toContain('Ravi Leaving');
    const events = await t.database.db.select().from(matchEvents).where(eq(matchEvents.matchId, matchId));
    expect(JSON.stringify(events)).not.toContain('Ravi Leaving');
  });

  it('names it "Closed account" in the notifications of the players it dealt with, in each one’s language', async () => {
    const host = await named('Asha Host');
    await chooseLanguage(t.app, host, 'hi');
    const guest = await named('Ravi Leaving');
    const other = await named('Kiran Stays');
    const { matchId } = await createRoom(t.app, host);
    const leavingRequest = await requestToJoin(t.app, guest, matchId);
    await requestToJoin(t.app, other, matchId);
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/requests/${leavingRequest}/decline`,
      headers: bearer(host),
      remoteAddress: nextAddress(),
    });
    expect(declined.statusCode, declined.body).toBe(200);
    await t.services.domainEvents.dispatch();
    const hostsNotifications = () =>
      t.database.db.select().from(notifications).where(eq(notifications.userId, host.userId));
    const before = await hostsNotifications();
    expect(before.map((row) => row.message).join('\n')).toContain('Ravi Leaving');
    expect(before.flatMap((row) => row.mentions)).toContainEqual({ userId: guest.userId, name: 'Ravi Leaving' });

    await closeAccount(guest);

    const after = await hostsNotifications();
    expect(after).toHaveLength(before.length);
    const texts = after.map((row) => `${row.title}\n${row.message}`).join('\n');
    expect(texts).not.toContain('Ravi Leaving');
    expect(texts).toContain('बंद खाता');
    // The other player who asked keeps their name, and the host's notifications their Hindi.
    expect(texts).toContain('Kiran Stays');
    expect(after.flatMap((row) => row.mentions)).toEqual([{ userId: other.userId, name: 'Kiran Stays' }]);
    // The closed account's own notification (the host's decline, naming the host) went with it.
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, guest.userId))).toEqual([]);
  });
});
