import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens, sessions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, login, refreshCookieOf, registerAndLogin, type Session } from '../../test/users';
import { rotateRefreshToken } from './sessions';
import { hashRefreshToken, refreshTokenSuccessors } from './tokens';

let t: TestApp;
let player: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp();
  player = await registerAndLogin(t.app);
});
afterAll(() => t.close());

const newSession = (): Promise<Session> => login(t.app, player.body.email, player.body.password);

const profileWith = (app: TestApp['app'], accessToken: string) =>
  app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer({ accessToken }) });

const refreshWith = (app: TestApp['app'], cookie?: string) =>
  app.inject({ method: 'POST', url: '/api/auth/refresh', headers: cookie ? { cookie } : {} });

/** A promise and the function that settles it, for steps that wait for each other. */
function opening(): { promise: Promise<void>; resolve: () => void } {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** Waits until a session of this database is blocked on a lock (PostgreSQL). */
async function someoneWaitsForALock() {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const result = await t.database.db.execute(
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    const [row] = (result as unknown as { rows: Array<{ n: number }> }).rows;
    if ((row?.n ?? 0) > 0) return;
    if (Date.now() > deadline) throw new Error('the replay never waited for a lock');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** The token of a `refreshToken=…` cookie. */
const tokenOf = (cookie: string) => cookie.slice('refreshToken='.length);

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1] ?? '', 'base64url').toString()) as { sid: string };

/** Moves the exchange of the cookie's token back in time, as if it had happened `seconds` ago. */
async function exchangedSecondsAgo(cookie: string, seconds: number) {
  const moved = await t.database.db
    .update(refreshTokens)
    .set({ rotatedAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(eq(refreshTokens.tokenHash, hashRefreshToken(tokenOf(cookie))))
    .returning({ id: refreshTokens.id });
  expect(moved).toHaveLength(1);
}

describe('the refresh cookie', () => {
  it('is HttpOnly, SameSite=Strict, scoped to /api/auth and lasts 30 days', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: player.body.email, password: player.body.password },
    });
    const cookie = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('refreshToken='));
    expect(cookie).toBeDefined();
    const attributes = (cookie ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toContain('httponly');
    expect(attributes).toContain('samesite=strict');
    expect(attributes).toContain('path=/api/auth');
    expect(attributes).toContain(`max-age=${30 * 24 * 60 * 60}`);
    // Only the access token travels in the body; the refresh token never reaches scripts.
    expect(Object.keys(res.json() as object)).toEqual(['accessToken']);
  });
});

describe('POST /api/auth/refresh', () => {
  it('returns a working access token and a new refresh cookie', async () => {
    const session = await newSession();
    const res = await refreshWith(t.app, session.refreshCookie);

    expect(res.statusCode).toBe(200);
    const rotated = refreshCookieOf(res.headers['set-cookie']);
    expect(rotated).not.toBe(session.refreshCookie);
    const { accessToken } = res.json() as { accessToken: string };
    expect((await profileWith(t.app, accessToken)).statusCode).toBe(200);

    // The new cookie works in turn.
    expect((await refreshWith(t.app, rotated)).statusCode).toBe(200);
  });

  it('treats a rotated cookie used again after its successor as theft: 403 REFRESH_TOKEN_REUSED and the session ends', async () => {
    const session = await newSession();
    const first = await refreshWith(t.app, session.refreshCookie);
    const newCookie = refreshCookieOf(first.headers['set-cookie']);
    // The owner goes on with the new cookie.
    const second = await refreshWith(t.app, newCookie);
    expect(second.statusCode).toBe(200);
    const newestCookie = refreshCookieOf(second.headers['set-cookie']);
    const newAccessToken = (second.json() as { accessToken: string }).accessToken;
    expect((await profileWith(t.app, newAccessToken)).statusCode).toBe(200);

    const replay = await refreshWith(t.app, session.refreshCookie);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toEqual({
      code: 'REFRESH_TOKEN_REUSED',
      message: 'This session was signed out for your security. Please log in again.',
    });

    // The thief's copy and the owner's copy are both dead now, and so are the session's access tokens.
    expect((await refreshWith(t.app, newestCookie)).statusCode).toBe(403);
    expect((await profileWith(t.app, newAccessToken)).statusCode).toBe(401);
    expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(401);
  });

  it('treats a rotated cookie used again after the retry window as theft, even if its successor was never used', async () => {
    const session = await newSession();
    const first = await refreshWith(t.app, session.refreshCookie);
    expect(first.statusCode).toBe(200);
    const newCookie = refreshCookieOf(first.headers['set-cookie']);
    await exchangedSecondsAgo(session.refreshCookie, t.config.refreshRetryWindowSeconds + 1);

    const replay = await refreshWith(t.app, session.refreshCookie);
    expect(replay.statusCode).toBe(403);
    expect(replay.json()).toMatchObject({ code: 'REFRESH_TOKEN_REUSED' });
    expect((await refreshWith(t.app, newCookie)).statusCode).toBe(403);
  });

  it('gives a retry within the window, whose first answer was lost, the same new cookie', async () => {
    const session = await newSession();
    const first = await refreshWith(t.app, session.refreshCookie);
    const newCookie = refreshCookieOf(first.headers['set-cookie']);
    // The answer never reached the phone; it tries again with the cookie it has, a little later.
    await exchangedSecondsAgo(session.refreshCookie, t.config.refreshRetryWindowSeconds - 5);
    const retry = await refreshWith(t.app, session.refreshCookie);
    expect(retry.statusCode, retry.body).toBe(200);
    expect(refreshCookieOf(retry.headers['set-cookie'])).toBe(newCookie);
    const { accessToken } = retry.json() as { accessToken: string };
    expect((await profileWith(t.app, accessToken)).statusCode).toBe(200);

    // The session goes on from there, one exchange at a time, and the old cookie is then spent.
    const next = await refreshWith(t.app, newCookie);
    expect(next.statusCode).toBe(200);
    expect(refreshCookieOf(next.headers['set-cookie'])).not.toBe(newCookie);
    expect((await refreshWith(t.app, session.refreshCookie)).statusCode).toBe(403);
  });

  it('does not give a retry the cookie whose own exchange is under way: it waits, and is then a reuse', async () => {
    const session = await newSession();
    const first = await refreshWith(t.app, session.refreshCookie);
    const successor = tokenOf(refreshCookieOf(first.headers['set-cookie']));
    const options = {
      ttlDays: t.config.refreshTokenTtlDays,
      retrySeconds: t.config.refreshRetryWindowSeconds,
      successorOf: refreshTokenSuccessors(t.config.jwtSecret),
    };
    // The owner's next refresh has exchanged the successor and not committed yet when the old
    // cookie comes back.
    const ownersCommit = opening();
    const ownerExchanged = opening();
    const owners = t.database.db.transaction(async (tx) => {
      const result = await rotateRefreshToken(tx, successor, options);
      ownerExchanged.resolve();
      await ownersCommit.promise;
      return result;
    });
    await ownerExchanged.promise;
    const replay = t.database.db.transaction((tx) => rotateRefreshToken(tx, tokenOf(session.refreshCookie), options));
    // On PostgreSQL the replay must be seen waiting for the successor's row before the owner
    // commits; PGlite runs one transaction at a time, so there it waits for the whole exchange.
    if (t.database.kind === 'postgres') await someoneWaitsForALock();
    ownersCommit.resolve();
    expect((await owners).ok).toBe(true);
    expect(await replay).toMatchObject({ ok: false, reason: 'reused' });
  });

  it('makes each cookie’s successor with the server’s key: distinct per cookie, unknown without the key', async () => {
    const mine = await newSession();
    const other = await newSession();
    const successorOf = refreshTokenSuccessors(t.config.jwtSecret);
    expect(successorOf(tokenOf(mine.refreshCookie))).not.toBe(successorOf(tokenOf(other.refreshCookie)));
    expect(refreshTokenSuccessors('another secret of the right length, 32+')(tokenOf(mine.refreshCookie))).not.toBe(
      successorOf(tokenOf(mine.refreshCookie)),
    );
  });

  it('ends only the session whose cookie was replayed, not the player’s other devices', async () => {
    const stolen = await newSession();
    const otherDevice = await newSession();
    const owners = refreshCookieOf((await refreshWith(t.app, stolen.refreshCookie)).headers['set-cookie']);
    expect((await refreshWith(t.app, owners)).statusCode).toBe(200);
    expect((await refreshWith(t.app, stolen.refreshCookie)).statusCode).toBe(403);

    expect((await profileWith(t.app, otherDevice.accessToken)).statusCode).toBe(200);
    expect((await refreshWith(t.app, otherDevice.refreshCookie)).statusCode).toBe(200);
  });

  it('never rotates one cookie twice: six simultaneous refreshes all get the one new cookie', async () => {
    const session = await newSession();
    const all = await Promise.all(Array.from({ length: 6 }, () => refreshWith(t.app, session.refreshCookie)));
    expect(all.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    const cookies = new Set(all.map((r) => refreshCookieOf(r.headers['set-cookie'])));
    expect(cookies.size).toBe(1);
    const [cookie] = cookies;
    // One exchange: the session holds the first token, spent, and the one it was exchanged for.
    const tokens = await t.database.db
      .select({ rotatedAt: refreshTokens.rotatedAt })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(sessions.id, claimsOf(session.accessToken).sid));
    expect(tokens.filter((token) => token.rotatedAt === null)).toHaveLength(1);
    expect(tokens).toHaveLength(2);
    expect((await refreshWith(t.app, cookie)).statusCode).toBe(200);
  });

  it('answers 403 SESSION_ENDED without a cookie or with an unknown one, and clears the cookie', async () => {
    for (const cookie of [undefined, `refreshToken=${randomBytes(32).toString('base64url')}`]) {
      const res = await refreshWith(t.app, cookie);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'SESSION_ENDED', message: 'Your session has ended. Please log in again.' });
      const cleared = [res.headers['set-cookie']].flat().find((c) => c?.startsWith('refreshToken='));
      expect(cleared).toMatch(/^refreshToken=;/);
    }
  });
});

describe('access tokens', () => {
  const sign = (
    secret: string,
    claims: { userId: string; sid: string; role: string },
    options: { issuer?: string; audience?: string } = {},
  ) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(claims.userId)
      .setIssuer(options.issuer ?? 'ludo-arena')
      .setAudience(options.audience ?? 'ludo-arena-web')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(secret));

  const claimsOf = (token: string) =>
    JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
      userId: string;
      sid: string;
      role: string;
    };

  it('accepts a token signed with the server secret for a live session (control for the cases below)', async () => {
    const token = await sign(t.config.jwtSecret, claimsOf(player.accessToken));
    expect((await profileWith(t.app, token)).statusCode).toBe(200);
  });

  it('refuses a token signed with another secret', async () => {
    const token = await sign(randomBytes(32).toString('hex'), claimsOf(player.accessToken));
    const res = await profileWith(t.app, token);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('refuses a token for another audience or from another issuer', async () => {
    const claims = claimsOf(player.accessToken);
    const otherAudience = await sign(t.config.jwtSecret, claims, { audience: 'ludo-arena-admin' });
    const otherIssuer = await sign(t.config.jwtSecret, claims, { issuer: 'someone-else' });
    expect((await profileWith(t.app, otherAudience)).statusCode).toBe(401);
    expect((await profileWith(t.app, otherIssuer)).statusCode).toBe(401);
  });

  it('refuses an unsigned token (alg none) and a malformed one', async () => {
    const header = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    const payload = player.accessToken.split('.')[1];
    expect((await profileWith(t.app, `${header}.${payload}.`)).statusCode).toBe(401);
    expect((await profileWith(t.app, 'not-a-token')).statusCode).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends the session: its refresh cookie gets 403 and its access token 401', async () => {
    const session = await newSession();
    // In use just before: a recently checked session must still end at once.
    expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(session), cookie: session.refreshCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    expect([res.headers['set-cookie']].flat().find((c) => c?.startsWith('refreshToken='))).toMatch(/^refreshToken=;/);

    expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(401);
    expect((await refreshWith(t.app, session.refreshCookie)).statusCode).toBe(403);
  });

  it('ends the session when only the cookie is sent', async () => {
    const session = await newSession();
    expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: session.refreshCookie },
    });
    expect(res.statusCode).toBe(200);
    expect((await profileWith(t.app, session.accessToken)).statusCode).toBe(401);
  });

  it('leaves the player’s other sessions signed in', async () => {
    const leaving = await newSession();
    const staying = await newSession();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(leaving), cookie: leaving.refreshCookie },
    });
    expect((await profileWith(t.app, staying.accessToken)).statusCode).toBe(200);
  });
});

describe('POST /api/auth/logout-all', () => {
  const logoutAll = (session: Session) =>
    t.app.inject({ method: 'POST', url: '/api/auth/logout-all', headers: bearer(session) });

  it('signs out every other device at once, keeps this one, and says how many', async () => {
    const someone = await registerAndLogin(t.app);
    const phone = await login(t.app, someone.body.email, someone.body.password);
    const laptop = await login(t.app, someone.body.email, someone.body.password);
    for (const other of [phone, laptop]) expect((await profileWith(t.app, other.accessToken)).statusCode).toBe(200);

    const res = await logoutAll(someone);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out from 2 other devices' });

    for (const other of [phone, laptop]) {
      expect((await profileWith(t.app, other.accessToken)).statusCode).toBe(401);
      expect((await refreshWith(t.app, other.refreshCookie)).statusCode).toBe(403);
    }
    expect((await profileWith(t.app, someone.accessToken)).statusCode).toBe(200);
    expect((await refreshWith(t.app, someone.refreshCookie)).statusCode).toBe(200);

    const tablet = await login(t.app, someone.body.email, someone.body.password);
    expect((await logoutAll(someone)).json()).toEqual({ message: 'Logged out from 1 other device' });
    expect((await profileWith(t.app, tablet.accessToken)).statusCode).toBe(401);
    expect((await logoutAll(someone)).json()).toEqual({ message: 'Logged out from 0 other devices' });
  });

  it('does not touch another player’s sessions', async () => {
    const other = await registerAndLogin(t.app);
    await logoutAll(other);
    expect((await profileWith(t.app, player.accessToken)).statusCode).toBe(200);
  });

  it('needs a valid access token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/logout-all' });
    expect(res.statusCode).toBe(401);
  });
});

describe('an expired access token (ACCESS_TOKEN_TTL=1)', () => {
  let short: TestApp;
  beforeAll(async () => {
    short = await createTestApp({ ACCESS_TOKEN_TTL: '1' });
  });
  afterAll(() => short.close());

  // Expiry is counted in whole seconds: starting just after a second begins gives a
  // one-second token (nearly) its full second, so "still valid" checks cannot race the clock.
  const nextSecond = () => new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('gets 401 once expired, and the refresh cookie gives a working token', async () => {
    await nextSecond();
    const session = await registerAndLogin(short.app);
    expect((await profileWith(short.app, session.accessToken)).statusCode).toBe(200);

    await sleep(1100);
    const expired = await profileWith(short.app, session.accessToken);
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toMatchObject({ code: 'UNAUTHORIZED' });

    await nextSecond();
    const refreshed = await refreshWith(short.app, session.refreshCookie);
    expect(refreshed.statusCode).toBe(200);
    const { accessToken } = refreshed.json() as { accessToken: string };
    expect((await profileWith(short.app, accessToken)).statusCode).toBe(200);
  });
});
