import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxPayouts } from '../../db/schema';
import { financialYearOf } from '../../lib/india-time';
import { createTestApp, platformBalance, REAL_MONEY, type TestApp } from '../../test/harness';
import { createRoom } from '../../test/matches';
import { bearer, quickAdmin, verifiedPlayer } from '../../test/users';
import { expectBooksBalanced, transferReasonsOf, walletTxOf } from '../../test/withdrawal-books';
import { decide as decideWithdrawal, WithdrawalSteps } from '../../test/withdrawals';
import { userAccounts, userBalance } from '../ledger/ledger.service';

/**
 * TAX_POLICY=net_winnings (section 194BA): each withdrawal is taxed on the net winnings in it,
 * withheld into `tds` when the player asks, paid out less the tax, and given back with the
 * withdrawal if it does not happen (docs/decisions/0018-tax-on-net-winnings.md).
 */

let t: TestApp;
let admin: { accessToken: string };
beforeAll(async () => {
  t = await createTestApp({ ...REAL_MONEY, TAX_POLICY: 'net_winnings', SANDBOX_PAYOUT_DELAY_MS: '0' });
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

const steps = new WithdrawalSteps('10.61');
const withdraw = (player: { accessToken: string }, amount: number) => steps.request(t, player, amount);
const decide = (id: string, action: 'approve' | 'reject') =>
  decideWithdrawal(t, admin, id, action, action === 'reject' ? { reason: 'Details do not match' } : {});

describe('tax on net winnings at withdrawal', () => {
  it('withholds 30% of the net winnings in each withdrawal, pays out the rest, and gives it back if the withdrawal does not happen', async () => {
    // This year: ₹1,000 deposited, ₹2,000 won.
    const player = await verifiedPlayer(t.app, { depositPaise: 100_000, winningsPaise: 200_000 });
    const tdsBefore = await platformBalance(t.database, 'tds');

    // ₹1,500 withdrawn: ₹500 of it is net winnings (₹1,500 − ₹1,000 deposited), ₹150 withheld.
    const first = await withdraw(player, 1_500);
    expect(first).toMatchObject({ amount: 1_500, tds: 150 });
    expect(await platformBalance(t.database, 'tds')).toBe(tdsBefore + 15_000);
    expect(await userBalance(t.app.db, player.userId)).toEqual({ depositPaise: 100_000, winningsPaise: 50_000 });
    expect((await walletTxOf(t, first.id)).details).toBe('To UPI asha@okbank (₹150 TDS withheld, ₹1,350 paid out)');
    await expectBooksBalanced(t);

    // Rejected: the whole ₹1,500 returns, tax included, and it no longer counts for the year.
    expect((await decide(first.id, 'reject')).statusCode).toBe(200);
    expect(await userBalance(t.app.db, player.userId)).toEqual({ depositPaise: 100_000, winningsPaise: 200_000 });
    expect(await platformBalance(t.database, 'tds')).toBe(tdsBefore);
    expect(await transferReasonsOf(t, first.id)).toEqual(
      expect.arrayContaining(['withdrawal', 'withdrawal_tds', 'withdrawal_return', 'withdrawal_tds_return']),
    );
    await expectBooksBalanced(t);

    // Asked again and paid: the bank receives ₹1,350.
    const second = await withdraw(player, 1_500);
    expect(second.tds).toBe(150);
    expect((await decide(second.id, 'approve')).statusCode).toBe(200);
    const [payout] = await t.app.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, second.id));
    expect(payout?.amountPaise).toBe(135_000);

    // A second withdrawal of the year: ₹400 more (₹1,900 − ₹1,000 deposited − ₹500 already taxed), ₹120.
    const third = await withdraw(player, 400);
    expect(third.tds).toBe(120);
    expect(await platformBalance(t.database, 'tds')).toBe(tdsBefore + 15_000 + 12_000);
    await expectBooksBalanced(t);
  });

  it('lists each withdrawal of the year in the player’s statement (JSON, CSV, PDF), and the quarter’s TDS for admins', async () => {
    const player = await verifiedPlayer(t.app, { depositPaise: 100_000, winningsPaise: 200_000 });
    const paid = await withdraw(player, 1_500);
    const returned = await withdraw(player, 300);
    expect((await decide(returned.id, 'reject')).statusCode).toBe(200);
    const covered = await verifiedPlayer(t.app, { depositPaise: 300_000, winningsPaise: 100_000 });
    await withdraw(covered, 1_000);

    const statement = (await t.app.inject({ url: '/api/tax/statement', headers: bearer(player) })).json();
    expect(statement).toMatchObject({
      deductions: [{ kind: 'withdrawal', description: 'To UPI asha@okbank', gross: 1_500, netWinnings: 500, tds: 150 }],
      totals: { netWinnings: 500, tds: 150 },
    });
    expect(statement.deductions).toHaveLength(1);
    expect(paid.tds).toBe(150);

    const csv = await t.app.inject({ url: '/api/tax/statement.csv', headers: bearer(player) });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(`attachment; filename="tax-statement-${statement.label}.csv"`);
    expect(csv.body).toContain('"Withdrawal","To UPI asha@okbank",1500.00,500.00,150.00');
    const pdf = await t.app.inject({ url: '/api/tax/statement.pdf', headers: bearer(player) });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 7).toString()).toBe('%PDF-1.');
    expect((await t.app.inject({ url: '/api/tax/statement?year=1999', headers: bearer(player) })).statusCode).toBe(400);

    const quarters = await t.app.inject({ url: '/api/admin/tax/quarters', headers: bearer(admin) });
    expect(quarters.statusCode).toBe(200);
    const total = (quarters.json().quarters as Array<{ tds: number }>).reduce((sum, quarter) => sum + quarter.tds, 0);
    // Every withdrawal's tax of this file's players that stood, the returned one not counted.
    expect(total).toBe((await platformBalance(t.database, 'tds')) / 100);
    expect((await t.app.inject({ url: '/api/admin/tax/quarters', headers: bearer(player) })).statusCode).toBe(403);
  });

  it('taxes the net winnings left in the account when the financial year ends, once', async () => {
    // This year: ₹1,000 deposited, ₹2,000 won, ₹1,500 withdrawn (₹500 of net winnings taxed).
    const player = await verifiedPlayer(t.app, { depositPaise: 100_000, winningsPaise: 200_000 });
    expect((await withdraw(player, 1_500)).tds).toBe(150);
    const startYear = financialYearOf(new Date()).startYear;
    const afterYearEnd = new Date(
      financialYearOf(new Date(Date.UTC(startYear + 1, 3, 15))).start.getTime() + 3_600_000,
    );
    await expect(t.services.withdrawals.settleFinancialYearEnd(startYear, new Date())).rejects.toThrow('has not ended');

    // 31 March: ₹1,500 left. (₹1,500 withdrawn + ₹1,500) − (₹1,000 + ₹0 + ₹500 taxed) = ₹1,500 of
    // net winnings, ₹450 TDS, from winnings.
    const tdsBefore = await platformBalance(t.database, 'tds');
    expect(await t.services.withdrawals.settleFinancialYearEnd(startYear, afterYearEnd)).toBeGreaterThanOrEqual(1);
    expect(await userBalance(t.app.db, player.userId)).toEqual({ depositPaise: 100_000, winningsPaise: 5_000 });
    const statement = (
      await t.app.inject({ url: `/api/tax/statement?year=${startYear}`, headers: bearer(player) })
    ).json();
    expect(statement.deductions.at(-1)).toMatchObject({ kind: 'year_end', gross: 1_500, netWinnings: 1_500, tds: 450 });
    expect(statement.totals).toEqual({ netWinnings: 2_000, tds: 600 });

    // Run again (another instance, a restart): nothing more.
    const tdsAfter = await platformBalance(t.database, 'tds');
    expect(tdsAfter - tdsBefore).toBeGreaterThanOrEqual(45_000);
    await t.services.withdrawals.settleFinancialYearEnd(startYear, afterYearEnd);
    expect(await platformBalance(t.database, 'tds')).toBe(tdsAfter);
    await expectBooksBalanced(t);
  });

  it('counts a stake held in a game when the year began in the opening balance, so its refund is no winning', async () => {
    // Last year: ₹1,000 won, and ₹50 of it staked in a room still open on 31 March.
    const player = await verifiedPlayer(t.app, { winningsPaise: 100_000 });
    const { matchId } = await createRoom(t.app, player, 50);
    const accounts = await t.app.db.transaction((tx) => userAccounts(tx, player.userId));
    const lastYear = new Date(financialYearOf(new Date()).start.getTime() - 86_400_000).toISOString();
    // Moved into last year: ledger rows are immutable, so this transaction alone sets the trigger aside.
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx.execute(sql`
        WITH moved AS (
          UPDATE ledger_transfers SET created_at = ${lastYear}
          WHERE from_account_id IN (${accounts.deposit}, ${accounts.winnings})
             OR to_account_id IN (${accounts.deposit}, ${accounts.winnings})
          RETURNING id)
        UPDATE ledger_entries SET created_at = ${lastYear} WHERE transfer_id IN (SELECT id FROM moved)`);
    });

    // This year: the room is cancelled and the stake comes back; none of the ₹1,000 was won this year.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/cancel`,
      headers: bearer(player),
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await userBalance(t.app.db, player.userId)).toEqual({ depositPaise: 0, winningsPaise: 100_000 });
    expect((await withdraw(player, 1_000)).tds).toBe(0);
    await expectBooksBalanced(t);
  });

  it('takes nothing from a withdrawal the year’s deposits cover', async () => {
    const player = await verifiedPlayer(t.app, { depositPaise: 300_000, winningsPaise: 100_000 });
    expect((await withdraw(player, 1_000)).tds).toBe(0);
    await expectBooksBalanced(t);
  });
});
