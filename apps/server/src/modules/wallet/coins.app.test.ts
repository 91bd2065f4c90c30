import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ledgerTransfers, walletTransactions } from '../../db/schema';
import { pinMoneyMode } from '../../lib/money-mode';
import { countRows, createTestApp, platformBalance, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/users';
import { checkLedger } from '../ledger/ledger.check';
import { claimDailyCoins } from './coins';

/** Play-money mode: coins only from the welcome grant and the daily claim; no way for money in or out. */

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ludo-web-'));
  writeFileSync(join(webDist, 'index.html'), '<html><head><title>Ludo Arena</title></head><body></body></html>');
  t = await createTestApp({
    MONEY_MODE: 'play',
    PLAY_WELCOME_COINS: '500',
    PLAY_DAILY_COINS: '100',
    WEB_DIST_DIR: webDist,
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

it('tells the web app its mode in the page it sends', async () => {
  for (const url of ['/', '/user/wallet']) {
    const page = await t.app.inject({ url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toBe(
      '<html><head><title>Ludo Arena</title><meta name="money-mode" content="play" /></head><body></body></html>',
    );
  }
});

const profileOf = async (session: { accessToken: string }) =>
  (await t.app.inject({ url: '/api/users/profile', headers: bearer(session) })).json() as {
    balance: number;
    balanceBreakdown: { deposit: number; winnings: number };
  };
const claim = (session: { accessToken: string }) =>
  t.app.inject({ method: 'POST', url: '/api/coins/claim', headers: bearer(session) });

describe('coins', () => {
  it('gives a new player the welcome coins with their account, shown in their history', async () => {
    const player = await registerAndLogin(t.app);
    expect((await profileOf(player)).balance).toBe(500);
    const history = (await t.app.inject({ url: '/api/transactions', headers: bearer(player) })).json();
    expect(history).toEqual([
      expect.objectContaining({ type: 'grant', amount: 500, status: 'paid', details: 'Welcome coins' }),
    ]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('gives the daily coins once per India day, and says when the next ones come', async () => {
    const player = await registerAndLogin(t.app);
    const before = (await t.app.inject({ url: '/api/coins', headers: bearer(player) })).json();
    expect(before).toMatchObject({ welcomeCoins: 500, dailyCoins: 100, canClaim: true });

    const first = await claim(player);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'Daily coins claimed!', coins: 100, balance: 600 });
    const nextClaimAt = new Date(first.json().nextClaimAt);
    // Midnight in India: 18:30 UTC, within the next day.
    expect(nextClaimAt.getUTCHours() * 60 + nextClaimAt.getUTCMinutes()).toBe(18 * 60 + 30);
    expect(nextClaimAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);

    const transfers = await countRows(t.database, ledgerTransfers);
    const again = await claim(player);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'COINS_ALREADY_CLAIMED' });
    expect(again.json().message).toMatch(/^You have claimed today's coins\. Come back after .+ IST\.$/);
    expect(await countRows(t.database, ledgerTransfers)).toBe(transfers);
    expect((await profileOf(player)).balance).toBe(600);
    expect((await t.app.inject({ url: '/api/coins', headers: bearer(player) })).json()).toMatchObject({
      canClaim: false,
      nextClaimAt: nextClaimAt.toISOString(),
    });

    // The next India day, its coins can be claimed.
    const tomorrow = new Date(nextClaimAt.getTime() + 60_000);
    const next = await claimDailyCoins(t.app.db, player.userId, t.config.money, tomorrow);
    expect(next.balance).toBe(700);
  });

  it('gives the day’s coins once when claims race', async () => {
    const player = await registerAndLogin(t.app);
    const replies = await Promise.all(Array.from({ length: 6 }, () => claim(player)));
    expect(replies.map((reply) => reply.statusCode).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    expect((await profileOf(player)).balance).toBe(600);
    const rows = await t.app.db.select().from(walletTransactions).where(eq(walletTransactions.userId, player.userId));
    expect(rows).toHaveLength(2);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('takes coins from the grants account, never from a payment', async () => {
    const grants = await platformBalance(t.database, 'grants');
    expect(grants).toBeLessThan(0);
    expect(await platformBalance(t.database, 'gateway')).toBe(0);
  });

  it('refuses a claim without a session', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/coins/claim' })).statusCode).toBe(401);
  });
});

describe('no money in or out', () => {
  it.each([
    ['POST', '/api/payment'],
    ['POST', '/api/payment/verify'],
    ['POST', '/api/withdrawals'],
    ['GET', '/api/withdrawals'],
    ['GET', '/api/admin/withdrawals'],
    ['GET', '/api/kyc'],
    ['POST', '/api/kyc/submit'],
    ['GET', '/api/admin/kyc'],
    ['GET', '/api/tax/statement'],
    ['GET', '/api/admin/tax/quarters'],
  ] as const)('%s %s does not exist', async (method, url) => {
    const player = await registerAndLogin(t.app);
    const reply = await t.app.inject({ method, url, headers: bearer(player), payload: {} });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('lets a player with coins close their account: the coins go back to grants', async () => {
    const player = await registerAndLogin(t.app);
    const grants = await platformBalance(t.database, 'grants');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/api/users/close-account',
      headers: bearer(player),
      payload: { password: player.body.password },
    });
    expect(reply.statusCode).toBe(200);
    expect(await platformBalance(t.database, 'grants')).toBe(grants + 50_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('a database keeps its money mode', () => {
  it('refuses to start in the other mode, with what to do', async () => {
    await expect(pinMoneyMode(t.database.db, 'real')).rejects.toThrow(
      'This database holds a play-money (coins) platform and cannot be started with MONEY_MODE=real. Start it with MONEY_MODE=play, or give the real-money platform a database of its own.',
    );
    await expect(
      buildApp({ config: { ...t.config, money: { ...t.config.money, mode: 'real' } }, database: t.database }),
    ).rejects.toThrow(/MONEY_MODE=real/);
    expect(await pinMoneyMode(t.database.db, 'play')).toBe('play');
  });
});
