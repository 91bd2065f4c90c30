import { randomBytes, randomUUID } from 'node:crypto';
import { isPlayMoney } from '@ludo/shared/money';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { createSession } from '../modules/auth/sessions';
import { AccessTokens } from '../modules/auth/tokens';
import { platformAccount, transfer, userAccounts } from '../modules/ledger/ledger.service';

let counter = 0;

/** A valid registration body with unique email, phone and Ludo id. */
export function newPlayer(overrides: Record<string, unknown> = {}) {
  counter += 1;
  const tag = `${randomBytes(3).toString('hex')}${counter}`;
  // 9 followed by nine digits: a valid Indian mobile number, unique per call.
  const phone = `9${String(Number.parseInt(randomBytes(4).toString('hex'), 16) % 1_000_000_000).padStart(9, '0')}`;
  return {
    fullName: `Player ${tag}`,
    email: `player-${tag}@example.in`,
    phone,
    password: 'ludo-Winner-42',
    confirmPassword: 'ludo-Winner-42',
    ludoPlayerId: `LK${tag}`,
    ageConfirmed: true,
    ...overrides,
  };
}

export interface Session {
  accessToken: string;
  /** The refresh cookie as sent back by the server: `refreshToken=...`. */
  refreshCookie: string;
  userId: string;
}

export function refreshCookieOf(setCookie: string | string[] | undefined): string {
  const cookies = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  const found = cookies.find((c) => c.startsWith('refreshToken='));
  if (!found) throw new Error('No refresh cookie in the response');
  return found.split(';')[0] as string;
}

export async function register(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newPlayer(overrides);
  const response = await app.inject({ method: 'POST', url: '/api/auth/register', payload: body });
  if (response.statusCode !== 201) throw new Error(`register failed: ${response.statusCode} ${response.body}`);
  return { body, userId: (response.json() as { userId: string }).userId };
}

export async function login(
  app: FastifyInstance,
  identifier: string,
  password: string,
  options: { remoteAddress?: string } = {},
): Promise<Session> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { identifier, password },
    ...options,
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  const { accessToken } = response.json() as { accessToken: string };
  const payload = JSON.parse(Buffer.from(accessToken.split('.')[1] as string, 'base64url').toString()) as {
    userId: string;
  };
  return { accessToken, refreshCookie: refreshCookieOf(response.headers['set-cookie']), userId: payload.userId };
}

export async function registerAndLogin(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const { body, userId } = await register(app, overrides);
  const session = await login(app, body.email, body.password);
  return { ...session, body, userId };
}

export const bearer = (session: { accessToken: string }) => ({ authorization: `Bearer ${session.accessToken}` });

/**
 * Accounts written straight to the database, without argon2 (they cannot log in): for lists,
 * searches and counts that need many users. Each gets a unique email, phone and Ludo id.
 */
export async function insertUsers(db: Database, rows: Array<Partial<typeof users.$inferInsert>>) {
  const values = rows.map((overrides) => {
    const body = newPlayer();
    return {
      fullName: body.fullName,
      email: body.email,
      phone: `+91${body.phone}`,
      ludoPlayerId: body.ludoPlayerId,
      passwordHash: 'not-a-hash',
      ...overrides,
    };
  });
  return db.insert(users).values(values).returning();
}

/**
 * A logged-in player without going through register and login (no argon2): a user row written
 * straight to the database, a live session and an access token for it. For tests of other
 * modules that need many players quickly.
 */
export async function quickPlayer(app: FastifyInstance): Promise<{ accessToken: string; userId: string }> {
  return quickUser(app, 'player');
}

/** An administrator made the quick way (see quickPlayer): the admin routes read the role from the row. */
export async function quickAdmin(app: FastifyInstance): Promise<{ accessToken: string; userId: string }> {
  return quickUser(app, 'admin');
}

async function quickUser(app: FastifyInstance, role: 'player' | 'admin') {
  const [user] = await insertUsers(app.db, [{ role }]);
  if (!user) throw new Error('user insert returned no row');
  const { sessionId } = await createSession(app.db, {
    userId: user.id,
    userAgent: 'test',
    ipAddress: '127.0.0.1',
    ttlDays: 1,
  });
  const tokens = new AccessTokens(app.config.jwtSecret, app.config.accessTokenTtlSeconds);
  const accessToken = await tokens.sign({ userId: user.id, sid: sessionId, role });
  return { accessToken, userId: user.id };
}

type KycStatus = (typeof users.$inferSelect)['kycStatus'];

/** Sets a player's KYC status straight in the database (the identity review is not under test). */
export async function setKycStatus(db: Database, userId: string, status: KycStatus): Promise<void> {
  await db.update(users).set({ kycStatus: status }).where(eq(users.id, userId));
}

/**
 * Money for a player's wallet moved through the ledger as the product moves it: winnings from the
 * platform's `revenue` account (as a prize), deposit money from `gateway` (as a payment), or in
 * play-money mode from `grants` (as free coins).
 */
export async function creditPlayer(
  db: Database,
  userId: string,
  { winningsPaise = 0, depositPaise = 0 }: { winningsPaise?: number; depositPaise?: number },
): Promise<void> {
  await db.transaction(async (tx) => {
    const accounts = await userAccounts(tx, userId);
    const credits = [
      { paise: winningsPaise, from: 'revenue' as const, to: accounts.winnings, reason: 'prize' },
      {
        paise: depositPaise,
        from: isPlayMoney() ? ('grants' as const) : ('gateway' as const),
        to: accounts.deposit,
        reason: isPlayMoney() ? 'coins_grant' : 'deposit',
      },
    ];
    for (const credit of credits) {
      if (credit.paise <= 0) continue;
      await transfer(tx, {
        fromAccountId: await platformAccount(tx, credit.from),
        toAccountId: credit.to,
        amountPaise: credit.paise,
        reason: credit.reason,
        refType: 'test',
        refId: userId,
        idempotencyKey: `test-credit:${randomUUID()}`,
      });
    }
  });
}

/** A quick player (see quickPlayer) with verified KYC and the given winnings and deposit money. */
export async function verifiedPlayer(
  app: FastifyInstance,
  money: { winningsPaise?: number; depositPaise?: number } = {},
): Promise<{ accessToken: string; userId: string }> {
  const player = await quickPlayer(app);
  await setKycStatus(app.db, player.userId, 'verified');
  await creditPlayer(app.db, player.userId, money);
  return player;
}

/** A player row (no login) with their deposit and winnings ledger accounts, for ledger tests. */
export async function playerWithAccounts(db: Database) {
  const [user] = await insertUsers(db, [{}]);
  if (!user) throw new Error('no user');
  const accounts = await db.transaction((tx) => userAccounts(tx, user.id));
  return { userId: user.id, ...accounts };
}
