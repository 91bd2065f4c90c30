import { eq, isNull, lt } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { domainEvents } from '../db/schema';
import { publishEvent } from '../lib/domain-events';
import { createTestApp, eventually, type TestApp } from '../test/harness';
import { createRoom, requestToJoin } from '../test/matches';
import { bearer, creditPlayer, quickPlayer } from '../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('an event a subscriber fails on is retried later without holding back the events after it', async () => {
  const player = await quickPlayer(t.app);
  let failing = true;
  t.services.domainEvents.subscribe(async (_tx, event) => {
    if (failing && event.type === 'kyc.decided' && event.reason === 'boom') throw new Error('subscriber failed');
    return undefined;
  });
  const ids = await t.database.db.transaction(async (tx) => {
    await publishEvent(tx, { type: 'kyc.decided', userId: player.userId, approved: false, reason: 'boom' });
    await publishEvent(tx, { type: 'kyc.decided', userId: player.userId, approved: true, reason: null });
    const rows = await tx.select({ id: domainEvents.id }).from(domainEvents);
    return rows.map((row) => row.id).slice(-2) as [number, number];
  });
  await t.services.domainEvents.dispatch();
  const processed = async (id: number) =>
    (await t.database.db.select().from(domainEvents).where(eq(domainEvents.id, id)))[0]?.processedAt !== null;
  expect(await processed(ids[0])).toBe(false);
  expect(await processed(ids[1])).toBe(true);
  // The approval's notification was written; the failed event wrote nothing.
  const list = await t.app.inject({
    url: '/api/notifications',
    headers: { authorization: `Bearer ${player.accessToken}` },
  });
  expect((list.json() as { notifications: Array<{ title: string }> }).notifications.map((n) => n.title)).toEqual([
    'Identity verified',
  ]);
  failing = false;
  await t.services.domainEvents.dispatch();
  expect(await processed(ids[0])).toBe(true);
});

it('handled events older than the days kept are deleted, oldest first, a batch at a time; unhandled ones stay', async () => {
  const player = await quickPlayer(t.app);
  t.services.domainEvents.subscribe(async (_tx, event) => {
    if (event.type === 'kyc.decided' && event.reason === 'stuck') throw new Error('subscriber failed');
    return undefined;
  });
  const reasons = ['old-1', 'old-2', 'stuck', 'old-3', 'recent'];
  await t.database.db.transaction(async (tx) => {
    for (const reason of reasons) {
      await publishEvent(tx, { type: 'kyc.decided', userId: player.userId, approved: false, reason });
    }
  });
  await t.services.domainEvents.dispatch();
  const ours = await t.database.db.select().from(domainEvents).orderBy(domainEvents.id);
  const recent = ours.at(-1);
  if (!recent) throw new Error('no events');
  // Every event before the last was made 40 days ago (ids follow the time events are made).
  const longAgo = new Date(Date.now() - 40 * 86_400_000);
  await t.database.db.update(domainEvents).set({ createdAt: longAgo }).where(lt(domainEvents.id, recent.id));
  const handledBefore = ours.filter((row) => row.processedAt !== null && row.id !== recent.id).length;

  expect(await t.services.domainEvents.purge(30, new Date(), 2)).toBe(handledBefore);
  const left = await t.database.db.select().from(domainEvents).orderBy(domainEvents.id);
  expect(left.map((row) => (row.payload as { reason?: string }).reason)).toEqual(['stuck', 'recent']);
  // Nothing more to purge while what is left is recent or not yet handled.
  expect(await t.services.domainEvents.purge(30)).toBe(0);
  expect(await t.services.domainEvents.purge(50, new Date(Date.now() + 15 * 86_400_000))).toBe(0);
});

describe('the dispatch after a request', () => {
  let live: TestApp;
  beforeAll(async () => {
    // The periodic pass far away: only the kicks after requests dispatch here.
    live = await createTestApp({ EVENTS_DISPATCH_INTERVAL_MS: '600000' });
  });
  afterAll(() => live.close());

  it('runs after a request that published an event, and not after one that published none', async () => {
    const host = await quickPlayer(live.app);
    const guest = await quickPlayer(live.app);
    await creditPlayer(live.database.db, host.userId, { depositPaise: 10_000 });
    await creditPlayer(live.database.db, guest.userId, { depositPaise: 10_000 });
    const { matchId } = await createRoom(live.app, host);
    await live.services.domainEvents.dispatch();
    const passes = vi.spyOn(live.services.domainEvents, 'dispatch');
    try {
      // Saving settings publishes nothing: no pass.
      const settings = await live.app.inject({ url: '/api/users/settings', headers: bearer(host) });
      const saved = await live.app.inject({
        method: 'PUT',
        url: '/api/users/settings',
        headers: bearer(host),
        payload: { ...(settings.json() as object), theme: 'dark' },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(passes).not.toHaveBeenCalled();

      // Asking to join publishes `match.join_requested`: a pass follows, and the host is told.
      await requestToJoin(live.app, guest, matchId);
      await eventually(async () => passes.mock.calls.length > 0, { what: 'a pass after the request' });
      await live.services.domainEvents.settled();
      const pending = await live.database.db.select().from(domainEvents).where(isNull(domainEvents.processedAt));
      expect(pending).toEqual([]);
    } finally {
      passes.mockRestore();
    }
  });
});
