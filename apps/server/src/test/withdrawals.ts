import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { sandboxPayouts, withdrawals } from '../db/schema';
import { userBalance } from '../modules/ledger/ledger.service';
import { addressSequence } from './addresses';
import type { TestApp } from './harness';
import { bearer, verifiedPlayer } from './users';

/**
 * The withdrawal tests' common steps: a verified player with winnings asking to withdraw, an
 * admin's decision, and what the tests read back (the row, the sandbox bank's payouts, the
 * player's winnings and their own list).
 */

type Session = { accessToken: string };
type Player = { accessToken: string; userId: string };

/** The destination most tests withdraw to. */
export const UPI = { type: 'upi', upiId: 'asha@okbank' } as const;

/** A withdrawal as the player's API answers it. */
export interface PlayerWithdrawal {
  id: string;
  amount: number;
  tds: number;
  status: string;
  reason: string | null;
}

export class WithdrawalSteps {
  readonly #nextAddress: () => string;

  /**
   * POST /api/withdrawals takes a few requests a minute per address, so each request comes from
   * the next address under the file's own `addressPrefix` (see addresses.ts).
   */
  constructor(addressPrefix: string) {
    this.#nextAddress = addressSequence(addressPrefix);
  }

  /** POST /api/withdrawals as `player`, answered as it is. */
  ask(t: TestApp, player: Session, payload: Record<string, unknown>): Promise<LightMyRequestResponse> {
    return t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: bearer(player),
      payload,
      remoteAddress: this.#nextAddress(),
    });
  }

  /** A withdrawal the API took (201). */
  async request(
    t: TestApp,
    player: Session,
    amount: number,
    destination: Record<string, unknown> = UPI,
  ): Promise<PlayerWithdrawal> {
    const response = await this.ask(t, player, { amount, destination });
    expect(response.statusCode, response.body).toBe(201);
    return (response.json() as { withdrawal: PlayerWithdrawal }).withdrawal;
  }

  /** A verified player with winnings (₹5,000 unless told) who asked to withdraw `amount`. */
  async requested(
    t: TestApp,
    amount: number,
    {
      destination = UPI,
      winningsPaise = 500_000,
    }: { destination?: Record<string, unknown>; winningsPaise?: number } = {},
  ): Promise<{ player: Player; id: string }> {
    const player = await verifiedPlayer(t.app, { winningsPaise });
    const { id } = await this.request(t, player, amount, destination);
    return { player, id };
  }

  /** As `requested`, then approved by `admin`: its payout is with the bank. */
  async approved(
    t: TestApp,
    admin: Session,
    amount: number,
    options: { destination?: Record<string, unknown>; winningsPaise?: number } = {},
  ): Promise<{ player: Player; id: string; payoutId: string }> {
    const { player, id } = await this.requested(t, amount, options);
    const approved = await decide(t, admin, id, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', payoutId: expect.any(String) });
    return { player, id, payoutId: approved.json().payoutId as string };
  }
}

/** An admin's approval or rejection (with `payload`, such as the reason), answered as it is; null: no session. */
export function decide(
  t: TestApp,
  session: Session | null,
  id: string,
  action: 'approve' | 'reject',
  payload?: Record<string, unknown>,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/withdrawals/${id}/${action}`,
    headers: session ? bearer(session) : {},
    ...(payload === undefined ? {} : { payload }),
  });
}

export async function withdrawalRow(t: TestApp, id: string) {
  const [found] = await t.database.db.select().from(withdrawals).where(eq(withdrawals.id, id));
  if (!found) throw new Error(`no withdrawal ${id}`);
  return found;
}

/** The sandbox bank's payouts for a withdrawal (its id is their idempotency key). */
export const sandboxPayoutsOf = (t: TestApp, id: string) =>
  t.database.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.idempotencyKey, id));

export const playerWinnings = async (t: TestApp, player: { userId: string }) =>
  (await userBalance(t.database.db, player.userId)).winningsPaise;

/** The withdrawal as the player's own list shows it, if it is there. */
export async function seenBy(t: TestApp, player: Session, id: string): Promise<PlayerWithdrawal | undefined> {
  const response = await t.app.inject({ method: 'GET', url: '/api/withdrawals', headers: bearer(player) });
  return (response.json() as { withdrawals: PlayerWithdrawal[] }).withdrawals.find((found) => found.id === id);
}
