import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, matches, reviews, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { nextAddress } from '../../test/matches';
import { bearer, quickAdmin, quickPlayer } from '../../test/users';

/**
 * Reviews through the API: only players with a few finished games write one; it waits for an admin
 * who approves and may feature it; the landing shows featured ones with initials and a role, never
 * a name or an email; an edit goes back for approval.
 */

let t: TestApp;
let admin: { accessToken: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

type Player = { accessToken: string; userId: string };
const call = (who: Player | null, method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who ? bearer(who) : {}, payload, remoteAddress: nextAddress() });

/** A player with `games` settled 1v1 matches won against a fresh opponent each. */
async function playerWithGames(games: number, fullName = 'Asha Verma'): Promise<Player> {
  const player = await quickPlayer(t.app);
  await t.database.db.update(users).set({ fullName }).where(eq(users.id, player.userId));
  for (let i = 0; i < games; i++) {
    const opponent = await quickPlayer(t.app);
    await t.database.db.insert(matches).values({
      roomCode: `${Date.now()}${i}`.slice(-8),
      stakePaise: 5_000,
      durationMinutes: 10,
      platformFeePercent: 0,
      creatorId: player.userId,
      opponentId: opponent.userId,
      status: 'settled',
      winnerId: player.userId,
      resolution: 'results_agreed',
      expiresAt: new Date(),
      startedAt: new Date(),
      endedAt: new Date(),
    });
  }
  return player;
}

const GOOD = { rating: 5, text: 'Fair games, fast payouts. Love the tournaments!' };

describe('writing a review', () => {
  it('waits for three finished games, and says how many were played', async () => {
    const newcomer = await playerWithGames(2);
    expect((await call(newcomer, 'GET', '/api/reviews/mine')).json()).toEqual({
      eligible: false,
      gamesPlayed: 2,
      gamesNeeded: 3,
      review: null,
    });
    const early = await call(newcomer, 'PUT', '/api/reviews/mine', GOOD);
    expect(early.statusCode).toBe(422);
    expect(early.json()).toMatchObject({ code: 'REVIEW_NOT_YET' });
    expect(await t.database.db.select().from(reviews).where(eq(reviews.userId, newcomer.userId))).toEqual([]);
  });

  it.each([
    ['no rating', { text: GOOD.text }, 'Choose a rating from 1 to 5 stars'],
    ['six stars', { ...GOOD, rating: 6 }, 'Choose a rating from 1 to 5 stars'],
    ['too short', { ...GOOD, text: 'ok' }, 'Write at least 10 characters'],
    ['too long', { ...GOOD, text: 'x'.repeat(281) }, 'Keep it to 280 characters'],
    [
      'a bidi override',
      { ...GOOD, text: 'Great games \u202e here' },
      'Your review contains characters that are not allowed.',
    ],
  ])('refuses %s with the message', async (_what, body, message) => {
    const player = await playerWithGames(3);
    const reply = await call(player, 'PUT', '/api/reviews/mine', body);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ message });
  });

  it('is approved and featured by an admin, shown on the landing with initials and a role only', async () => {
    const player = await playerWithGames(3, 'Asha Verma');
    const saved = await call(player, 'PUT', '/api/reviews/mine', GOOD);
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json() as { id: string };
    expect(saved.json()).toMatchObject({ status: 'pending', featured: false, rating: 5 });
    expect(((await call(null, 'GET', '/api/reviews/featured')).json() as { reviews: unknown[] }).reviews).toEqual([]);

    // Only admins decide; featuring needs an approval.
    expect((await call(player, 'POST', `/api/admin/reviews/${id}`, { status: 'approved' })).statusCode).toBe(403);
    const wrong = await call(admin, 'POST', `/api/admin/reviews/${id}`, { status: 'rejected', featured: true });
    expect(wrong.json()).toMatchObject({ message: 'Only an approved review can be featured' });
    const queue = (await call(admin, 'GET', '/api/admin/reviews?status=pending')).json() as {
      reviews: Array<{ id: string; playerName: string; role: string }>;
    };
    expect(queue.reviews.find((review) => review.id === id)).toMatchObject({ playerName: 'Asha Verma' });
    const decided = await call(admin, 'POST', `/api/admin/reviews/${id}`, { status: 'approved', featured: true });
    expect(decided.statusCode, decided.body).toBe(200);

    const featured = (await call(null, 'GET', '/api/reviews/featured')).json() as { reviews: unknown[] };
    expect(featured.reviews).toEqual([
      { id, initials: 'AV', role: expect.stringMatching(/^Player since \d{4}$/), rating: 5, text: GOOD.text },
    ]);
    expect(JSON.stringify(featured)).not.toContain('Verma');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audit.map((row) => row.action)).toEqual(['review.decide']);

    // An edit goes back for approval, and off the landing.
    const edited = await call(player, 'PUT', '/api/reviews/mine', {
      rating: 4,
      text: 'Still good, payouts a bit slower.',
    });
    expect(edited.json()).toMatchObject({ id, status: 'pending', featured: false, rating: 4 });
    expect(((await call(null, 'GET', '/api/reviews/featured')).json() as { reviews: unknown[] }).reviews).toEqual([]);
  });
});
