import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  kycSubmissions,
  ledgerAccounts,
  loginDeviceFailures,
  notifications,
  passwordResets,
  sessions,
  storedFiles,
  supportTickets,
  userSettings,
  users,
} from '../../db/schema';
import { render } from '../../lib/i18n';
import { createTestApp, eventually, REAL_MONEY, type TestApp } from '../../test/harness';
import { plainJpeg } from '../../test/images';
import { filesUnder, multipartBody, submitKycOk } from '../../test/kyc';
import { nextAddress, nextRoomCode } from '../../test/matches';
import { bearer, creditPlayer, quickAdmin, quickPlayer, setKycStatus } from '../../test/users';
import { hashPassword } from '../auth/passwords';
import { localFilesDir } from '../files/file-storage';
import { checkLedger } from '../ledger/ledger.check';
import { nameOf } from '../matches/match-records';

/**
 * "Delete Account": refused with the reason while the player has money or anything open, with
 * nothing changed; otherwise every session ends and the personal data goes (documents, picture,
 * tickets, notifications, settings), while the ledger keeps its accounts under the anonymised
 * player.
 */

let t: TestApp;
let admin: { accessToken: string; userId: string };
const PASSWORD = 'Close-Me-Now-42';
let passwordHash = '';

beforeAll(async () => {
  t = await createTestApp({
    ...REAL_MONEY,
    PAYMENT_SETTLE_INTERVAL_MS: '200',
    PAYOUT_CHECK_INTERVAL_MS: '200',
    SANDBOX_PAYOUT_DELAY_MS: '300',
    WITHDRAWAL_AUTO_APPROVE_BELOW_RUPEES: '0',
  });
  admin = await quickAdmin(t.app);
  passwordHash = await hashPassword(PASSWORD);
});
afterAll(() => t.close());

type Player = { accessToken: string; userId: string };

/** A quick player whose password is PASSWORD. */
async function player(): Promise<Player> {
  const created = await quickPlayer(t.app);
  await t.database.db.update(users).set({ passwordHash }).where(eq(users.id, created.userId));
  return created;
}

const call = (who: Player, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(who), payload, remoteAddress: nextAddress() });
const close = (who: Player, password = PASSWORD) => call(who, 'POST', '/api/users/close-account', { password });

async function userRow(userId: string) {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, userId));
  return row;
}

async function expectRefused(who: Player, reason: RegExp) {
  const before = await userRow(who.userId);
  const reply = await close(who);
  expect(reply.statusCode, reply.body).toBe(409);
  const body = reply.json() as { code: string; message: string; details: { reasons: string[] } };
  expect(body.code).toBe('ACCOUNT_NOT_CLOSABLE');
  expect(body.message).toMatch(/^Your account cannot be closed yet\./);
  expect(
    body.details.reasons.some((text) => reason.test(text)),
    body.message,
  ).toBe(true);
  expect(await userRow(who.userId)).toEqual(before);
  expect((await call(who, 'GET', '/api/users/profile')).statusCode).toBe(200);
}

describe('refusals change nothing', () => {
  it('a wrong password: 400 on the field', async () => {
    const who = await player();
    const reply = await close(who, 'not-my-password');
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ code: 'WRONG_PASSWORD', details: [{ path: 'password' }] });
    expect((await userRow(who.userId))?.status).toBe('active');
  });

  it('money in the wallet, added or won', async () => {
    const who = await player();
    await creditPlayer(t.database.db, who.userId, { depositPaise: 10_000 });
    await expectRefused(who, /₹100 is still in your wallet/);
  });

  it('an open room', async () => {
    const who = await player();
    await creditPlayer(t.database.db, who.userId, { depositPaise: 5_000 });
    const room = await call(who, 'POST', '/api/rooms', { roomId: nextRoomCode(), stake: 50, durationMinutes: 10 });
    expect(room.statusCode, room.body).toBeLessThan(300);
    await expectRefused(who, /room or match of yours is still open/);
  });

  it('a seat in a tournament that has not started', async () => {
    const who = await player();
    await creditPlayer(t.database.db, who.userId, { depositPaise: 10_000 });
    const created = await call(admin, 'POST', '/api/admin/tournaments', {
      title: 'Closing Cup',
      format: 'knockout',
      entryFee: 100,
      maxPlayers: 8,
      minPlayers: 2,
      startTime: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const { id } = created.json() as { id: string };
    expect((await call(who, 'POST', `/api/tournaments/${id}/register`)).statusCode).toBe(201);
    await expectRefused(who, /registered for a tournament/);
  });
});

describe('closing', () => {
  it('after the last winnings are withdrawn, erases the personal data and ends every session', async () => {
    const who = await player();
    await setKycStatus(t.database.db, who.userId, 'verified');
    await creditPlayer(t.database.db, who.userId, { winningsPaise: 50_000 });
    // Documents and a picture on file, a ticket with an attachment, a notification, settings.
    await t.database.db.update(users).set({ kycStatus: 'not_submitted' }).where(eq(users.id, who.userId));
    await submitKycOk(t.app, who);
    await setKycStatus(t.database.db, who.userId, 'verified');
    const picture = multipartBody({}, [{ field: 'picture', name: 'me.jpg', type: 'image/jpeg', bytes: plainJpeg() }]);
    const avatar = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...bearer(who), 'content-type': picture.contentType },
      payload: picture.payload,
    });
    expect(avatar.statusCode, avatar.body).toBeLessThan(300);
    const ticket = multipartBody(
      { subject: 'Help please', category: 'payment', priority: 'high', message: 'My winnings, please check them.' },
      [{ field: 'attachment', name: 'proof.jpg', type: 'image/jpeg', bytes: plainJpeg() }],
    );
    const raised = await t.app.inject({
      method: 'POST',
      url: '/api/support/tickets',
      headers: { ...bearer(who), 'content-type': ticket.contentType },
      payload: ticket.payload,
      remoteAddress: nextAddress(),
    });
    expect(raised.statusCode, raised.body).toBe(201);
    const settings = (await call(who, 'GET', '/api/users/settings')).json() as Record<string, unknown>;
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: bearer(who),
      payload: { ...settings, theme: 'dark' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const filesBefore = filesUnder(localFilesDir(t.config.dataDir)).length;
    const ownFiles = await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, who.userId));
    expect(ownFiles.length).toBe(5);

    // A withdrawal on its way holds the closing back…
    const asked = await call(who, 'POST', '/api/withdrawals', {
      amount: 500,
      destination: { type: 'upi', upiId: 'closing@okbank' },
    });
    expect(asked.statusCode, asked.body).toBe(201);
    const { id } = (asked.json() as { withdrawal: { id: string } }).withdrawal;
    await expectRefused(who, /withdrawal of yours is still on its way/);
    expect((await call(admin, 'POST', `/api/admin/withdrawals/${id}/approve`)).statusCode).toBe(200);
    await eventually(
      async () => {
        const mine = (await call(who, 'GET', '/api/withdrawals')).json() as {
          withdrawals: Array<{ id: string; status: string }>;
        };
        return mine.withdrawals.find((w) => w.id === id && w.status === 'processed');
      },
      { what: 'the payout to be paid' },
    );

    // …until it is paid: then the account closes.
    await t.services.domainEvents.dispatch();
    const noticed = await t.database.db.select().from(notifications).where(eq(notifications.userId, who.userId));
    expect(noticed.length).toBeGreaterThan(0);
    // What auth keeps about the account goes too: a reset asked for, a device's failed login.
    const email = (await userRow(who.userId))?.email ?? '';
    const resetAsked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { identifier: email },
    });
    expect(resetAsked.statusCode).toBe(200);
    await t.database.db.insert(loginDeviceFailures).values({ deviceId: 'device-1', userId: who.userId });
    const authRows = async () => [
      ...(await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, who.userId))),
      ...(await t.database.db.select().from(loginDeviceFailures).where(eq(loginDeviceFailures.userId, who.userId))),
    ];
    expect(await authRows()).toHaveLength(2);
    const closed = await close(who);
    expect(closed.statusCode, closed.body).toBe(200);
    expect(await authRows()).toEqual([]);
    const row = await userRow(who.userId);
    expect(row).toMatchObject({
      fullName: 'Closed account',
      status: 'closed',
      email: `closed-${who.userId}@closed.invalid`,
      avatarFileId: null,
      kycStatus: 'not_submitted',
    });
    // Lines written about the account from now on name it in each reader's language.
    const name = await nameOf(t.database.db, who.userId);
    expect(typeof name === 'string' ? name : [render(name, 'en'), render(name, 'hi')]).toEqual([
      'Closed account',
      'बंद खाता',
    ]);
    expect(await t.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.userId, who.userId))).toEqual([]);
    expect(await t.database.db.select().from(supportTickets).where(eq(supportTickets.userId, who.userId))).toEqual([]);
    expect(await t.database.db.select().from(notifications).where(eq(notifications.userId, who.userId))).toEqual([]);
    expect(await t.database.db.select().from(userSettings).where(eq(userSettings.userId, who.userId))).toEqual([]);
    expect(await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, who.userId))).toEqual([]);
    expect(filesUnder(localFilesDir(t.config.dataDir)).length).toBe(filesBefore - 5);
    const live = await t.database.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userId, who.userId)));
    expect(live.every((session) => session.revokedAt !== null)).toBe(true);
    expect((await call(who, 'GET', '/api/users/profile')).statusCode).toBe(401);
    // The books keep the player's accounts; nothing was made or lost.
    expect(
      (await t.database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.userId, who.userId))).length,
    ).toBe(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, who.userId));
    expect(audit.map((entry) => [entry.action, entry.actorId])).toContainEqual(['account.close', who.userId]);
  });
});
