import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../../db/schema';
import { createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { listenLocally, type PlayerSocket, SocketClients } from '../../test/match-sockets';
import { quickAdmin, verifiedPlayer } from '../../test/users';
import { expectBooksBalanced } from '../../test/withdrawal-books';
import { decide, seenBy, WithdrawalSteps } from '../../test/withdrawals';

/**
 * A payout the bank settles in a moment completes in seconds through the running payout loop
 * (looked at soon after sending, not a settlement interval later), and the player's sockets hear
 * every step of their withdrawal as it commits. Settling in general runs once a minute here, as
 * in production; the payout loop every 200 ms, and the sandbox bank takes 300 ms.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let clients: SocketClients;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp({
    ...REAL_MONEY,
    PAYMENT_SETTLE_INTERVAL_MS: '60000',
    PAYOUT_CHECK_INTERVAL_MS: '200',
    SANDBOX_PAYOUT_DELAY_MS: '300',
  });
  clients = new SocketClients(await listenLocally(t.app));
  admin = await quickAdmin(t.app);
});
afterAll(async () => {
  clients.closeAll();
  await t.close();
});

const steps = new WithdrawalSteps('10.81');
const withdraw = async (player: Player, upiId: string): Promise<string> =>
  (await steps.request(t, player, 500, { type: 'upi', upiId })).id;

async function review(id: string, action: 'approve' | 'reject') {
  const response = await decide(
    t,
    admin,
    id,
    action,
    action === 'reject' ? { reason: 'The name differs from the KYC name' } : undefined,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { status: string };
}

/** The withdrawal's status as the player's own list shows it. */
const statusSeenBy = async (player: Player, id: string) => (await seenBy(t, player, id))?.status;

/** The next `withdrawalUpdated` with this status for this withdrawal. */
const update = (socket: PlayerSocket, withdrawalId: string, status: string, timeoutMs?: number) =>
  socket.waitFor(
    'withdrawalUpdated',
    (payload) => payload?.withdrawalId === withdrawalId && payload?.status === status,
    timeoutMs,
  );

/** Every status the socket heard for the withdrawal, in order. */
const statusesHeard = (socket: PlayerSocket, withdrawalId: string) =>
  socket.heard
    .filter((entry) => entry.event === 'withdrawalUpdated' && entry.payload?.withdrawalId === withdrawalId)
    .map((entry) => entry.payload?.status);

describe('a payout that settles in seconds, shown live', () => {
  it('completes within seconds of approval through the payout loop, and the player hears each step', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const socket = await clients.connect(player.accessToken);
    const id = await withdraw(player, 'asha@okbank');
    await update(socket, id, 'requested');

    const approvedAt = Date.now();
    expect(await review(id, 'approve')).toMatchObject({ status: 'approved' });
    await update(socket, id, 'approved');
    const [sent] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
    // The first look is set seconds after sending, not a settlement interval (a minute) later.
    expect(sent?.nextCheckAt).toBeInstanceOf(Date);
    expect((sent?.nextCheckAt?.getTime() ?? 0) - approvedAt).toBeLessThan(5_000);

    await update(socket, id, 'processed', 8_000);
    expect(Date.now() - approvedAt).toBeLessThan(8_000);
    // The event follows the commit: the player's refetch already finds the withdrawal processed.
    expect(await statusSeenBy(player, id)).toBe('processed');
    expect(statusesHeard(socket, id)).toEqual(['requested', 'approved', 'processed']);
    expect(socket.count('balanceChanged')).toBeGreaterThanOrEqual(2);
    await expectBooksBalanced(t);
  });

  it('tells the player of a rejection and of a payout the bank refused', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const socket = await clients.connect(player.accessToken);
    const rejected = await withdraw(player, 'asha@okbank');
    const refused = await withdraw(player, 'fail.asha@okbank');

    expect(await review(rejected, 'reject')).toMatchObject({ status: 'rejected' });
    await update(socket, rejected, 'rejected');
    expect(await statusSeenBy(player, rejected)).toBe('rejected');

    await review(refused, 'approve');
    await update(socket, refused, 'failed', 8_000);
    expect(await statusSeenBy(player, refused)).toBe('failed');
    expect(statusesHeard(socket, rejected)).toEqual(['requested', 'rejected']);
    expect(statusesHeard(socket, refused)).toEqual(['requested', 'approved', 'failed']);
    await expectBooksBalanced(t);
  });

  it('tells nobody else', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const other = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const [mine, theirs] = await Promise.all([clients.connect(player.accessToken), clients.connect(other.accessToken)]);
    const id = await withdraw(player, 'asha@okbank');
    await review(id, 'approve');
    await update(mine, id, 'processed', 8_000);
    expect(theirs.count('withdrawalUpdated')).toBe(0);
  });

  it('still looks at an approved payout written before next looks existed', async () => {
    const player = await verifiedPlayer(t.app, { winningsPaise: 200_000 });
    const id = await withdraw(player, 'asha@okbank');
    await review(id, 'approve');
    // As a row written before next looks existed: no next look, its last change a while ago.
    await t.database.db
      .update(withdrawals)
      .set({ nextCheckAt: null, updatedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(withdrawals.id, id));
    expect(await eventually(async () => (await statusSeenBy(player, id)) === 'processed')).toBe(true);
  });
});
