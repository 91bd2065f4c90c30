import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import { bearer, insertUsers, login, newPlayer, registerAndLogin, type Session } from '../../test/users';
import { createAdminAccount, promoteToAdmin, reportSquattedAdminEmails } from '../users/admin-accounts';

let t: TestApp;
const ADMIN_PASSWORD = 'chief-Moderator-91';
let admin: Session & { body: { email: string; password: string } };
let player: Awaited<ReturnType<typeof registerAndLogin>>;

beforeAll(async () => {
  t = await createTestApp({ ADMIN_EMAILS: 'boss@example.in, deputy@example.in' });
  // Administrators are made the way admin:create makes them; the listed addresses are reserved.
  await createAdminAccount(
    t.database.db,
    { email: 'boss@example.in', password: ADMIN_PASSWORD, fullName: 'Chief Moderator' },
    'admin:create command',
  );
  admin = {
    ...(await login(t.app, 'Boss@Example.in', ADMIN_PASSWORD)),
    body: { email: 'boss@example.in', password: ADMIN_PASSWORD },
  };
  player = await registerAndLogin(t.app);
});
afterAll(() => t.close());

type AdminUser = { id: string; email: string; status: string; suspendedReason: string | null; role: string };
type AuditEntry = {
  actorId: string | null;
  actorEmail: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  reason: string | null;
  before: unknown;
  after: unknown;
};

const listUsers = (session: Session, query: Record<string, string | number> = {}) =>
  t.app.inject({
    method: 'GET',
    url: '/api/admin/users',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
    headers: bearer(session),
  });
const moderate = (session: Session | null, action: 'suspend' | 'restore', id: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/${action}`,
    headers: session ? bearer(session) : {},
    payload: payload as object,
  });
const auditOf = async (targetId: string) => {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/admin/audit-log',
    query: { targetId },
    headers: bearer(admin),
  });
  expect(res.statusCode).toBe(200);
  return res.json() as { entries: AuditEntry[]; total: number };
};
const statusOf = async (id: string) => {
  const [row] = await t.database.db.select().from(users).where(eq(users.id, id));
  return row?.status;
};

describe('who may use /api/admin', () => {
  const routes = () =>
    [
      { method: 'GET', url: '/api/admin/users' },
      { method: 'POST', url: `/api/admin/users/${player.userId}/suspend`, payload: { reason: 'Testing access' } },
      { method: 'POST', url: `/api/admin/users/${player.userId}/restore`, payload: { reason: 'Testing access' } },
      { method: 'GET', url: '/api/admin/audit-log' },
    ] as const;

  it('answers 401 to every route without a token', async () => {
    for (const route of routes()) {
      const res = await t.app.inject(route);
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('answers 401 without a token even when the request is also invalid', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/users/not-a-uuid/suspend', payload: {} });
    expect(res.statusCode).toBe(401);
  });

  it('answers 403 to every route for a player, and the player stays active', async () => {
    for (const route of routes()) {
      const res = await t.app.inject({ ...route, headers: bearer(player) });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
      expect(res.json()).toEqual({ code: 'FORBIDDEN', message: 'Only administrators can do that.' });
    }
    expect(await statusOf(player.userId)).toBe('active');
  });

  it('reads the role from the account, not from the token: a token claiming admin gets 403', async () => {
    const claims = JSON.parse(Buffer.from(player.accessToken.split('.')[1] ?? '', 'base64url').toString()) as {
      userId: string;
      sid: string;
    };
    const token = await new SignJWT({ userId: claims.userId, sid: claims.sid, role: 'admin' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuer('ludo-arena')
      .setAudience('ludo-arena-web')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    const res = await listUsers({ accessToken: token, refreshCookie: '', userId: claims.userId });
    expect(res.statusCode).toBe(403);
  });

  it('makes an administrator through admin:create and audits it', async () => {
    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(admin) });
    expect(profile.json()).toMatchObject({ email: 'boss@example.in', role: 'admin' });
    expect((await listUsers(admin)).statusCode).toBe(200);

    const { entries } = await auditOf(admin.userId);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.create_admin',
        actorId: null,
        targetId: admin.userId,
        after: { email: 'boss@example.in', role: 'admin' },
      }),
    ]);
  });

  it('reserves ADMIN_EMAILS addresses: nobody can register one or move an account to one', async () => {
    const taken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPlayer({ email: 'Deputy@Example.in' }),
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toMatchObject({ code: 'EMAIL_RESERVED' });

    const moved = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/profile',
      headers: bearer(player),
      payload: { fullName: player.body.fullName, email: 'deputy@example.in', phone: player.body.phone },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toMatchObject({ code: 'EMAIL_RESERVED' });
  });

  it('does not promote a player account that took a listed address before it was reserved, and says so', async () => {
    const [squatter] = await insertUsers(t.database.db, [{ email: 'deputy@example.in', fullName: 'Someone Else' }]);
    const warnings = await reportSquattedAdminEmails(t.database.db, t.config.adminEmails);
    expect(warnings).toEqual([expect.stringContaining('deputy@example.in')]);
    expect(warnings[0]).toContain('--promote-existing');
    const [row] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.id, squatter?.id ?? ''));
    expect(row?.role).toBe('player');
    await t.database.db.delete(users).where(eq(users.id, squatter?.id ?? ''));
  });
});

describe('GET /api/admin/users', () => {
  const BULK = 23;
  let bulk: Array<{ id: string; email: string; phone: string; ludoPlayerId: string }>;

  beforeAll(async () => {
    bulk = await insertUsers(
      t.database.db,
      Array.from({ length: BULK }, (_, i) => ({
        fullName: `Bulk Person ${String(i).padStart(2, '0')}`,
        email: `bulk${i}@bulk.example.in`,
        phone: `+9170000000${String(i).padStart(2, '0')}`,
        ludoPlayerId: `BulkLK${i}`,
      })),
    );
  });

  it('lists every account with the total, 10 to a page by default, and no password hash', async () => {
    const res = await listUsers(admin);
    expect(res.statusCode).toBe(200);
    const json = res.json() as { users: AdminUser[]; total: number; page: number; pageSize: number };
    expect(json.total).toBe(await countRows(t.database, users));
    expect(json).toMatchObject({ page: 1, pageSize: 10 });
    expect(json.users).toHaveLength(10);
    expect(res.body).not.toMatch(/argon2|passwordHash|not-a-hash/);
  });

  it('searches by name and pages through the matches without repeats or gaps', async () => {
    const pages = [];
    for (const page of [1, 2, 3]) {
      const res = await listUsers(admin, { search: 'bulk person', page, pageSize: 10 });
      const json = res.json() as { users: AdminUser[]; total: number; page: number };
      expect(json.total).toBe(BULK);
      expect(json.page).toBe(page);
      pages.push(json.users.map((u) => u.id));
    }
    expect(pages.map((p) => p.length)).toEqual([10, 10, 3]);
    expect(new Set(pages.flat())).toEqual(new Set(bulk.map((u) => u.id)));

    const beyond = (await listUsers(admin, { search: 'bulk person', page: 4 })).json() as { users: AdminUser[] };
    expect(beyond.users).toEqual([]);
  });

  it.each([
    ['part of an email, in capitals', 'BULK7@BULK'],
    ['part of a phone number', '7000000007'],
    ['a Ludo id in another case', 'bulklk7'],
  ])('finds an account by %s', async (_name, search) => {
    const json = (await listUsers(admin, { search })).json() as { users: AdminUser[]; total: number };
    const target = bulk[7];
    expect(json.total).toBe(1);
    expect(json.users.map((u) => u.id)).toEqual([target?.id]);
  });

  it('treats % and _ in a search as text, not as wildcards', async () => {
    expect(((await listUsers(admin, { search: '%' })).json() as { total: number }).total).toBe(0);
    expect(((await listUsers(admin, { search: 'Bulk_Person' })).json() as { total: number }).total).toBe(0);
  });

  it('refuses a page size outside 10, 20, 30, 40, 50 with 400', async () => {
    const res = await listUsers(admin, { pageSize: 7 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', message: 'Page size must be 10, 20, 30, 40 or 50' });
  });
});

describe('suspending and restoring a player', () => {
  const REASON = 'Abusive chat in match rooms';

  it('signs the player out at once, refuses their refresh and their login with the reason; restore lets them back', async () => {
    const victim = await registerAndLogin(t.app);
    const victimsOtherDevice = await login(t.app, victim.body.email, victim.body.password);

    const res = await moderate(admin, 'suspend', victim.userId, { reason: `  ${REASON} ` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: victim.userId, status: 'suspended', suspendedReason: REASON });

    const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(victim) });
    expect(profile.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh',
      headers: { cookie: victim.refreshCookie },
    });
    expect(refresh.statusCode).toBe(403);
    // Told why, not merely that the session ended.
    expect(refresh.json()).toMatchObject({ code: 'ACCOUNT_SUSPENDED', message: expect.stringContaining(REASON) });

    const loginRes = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { identifier: victim.body.email, password: victim.body.password },
    });
    expect(loginRes.statusCode).toBe(403);
    const refused = loginRes.json() as { code: string; message: string };
    expect(refused.code).toBe('ACCOUNT_SUSPENDED');
    expect(refused.message).toContain(REASON);
    expect(loginRes.headers['set-cookie']).toBeUndefined();

    const listed = (await listUsers(admin, { search: victim.body.email })).json() as { users: AdminUser[] };
    expect(listed.users[0]).toMatchObject({ status: 'suspended', suspendedReason: REASON });

    const restored = await moderate(admin, 'restore', victim.userId, { reason: 'Appeal accepted' });
    expect(restored.statusCode).toBe(200);
    expect(restored.json()).toMatchObject({ status: 'active', suspendedReason: null });

    const again = await login(t.app, victim.body.email, victim.body.password);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(again) })).statusCode).toBe(
      200,
    );
    // The suspension signed out every device for good: lifting it does not bring those sessions back.
    for (const device of [victim, victimsOtherDevice]) {
      const oldRefresh = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: device.refreshCookie },
      });
      expect(oldRefresh.statusCode).toBe(403);
      const oldToken = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(device) });
      expect(oldToken.statusCode).toBe(401);
    }
  });

  it('audits each suspension and restore: who, what, to whom, why, and the status before and after', async () => {
    const target = await registerAndLogin(t.app);
    await moderate(admin, 'suspend', target.userId, { reason: 'Collusion in match 4411' });
    await moderate(admin, 'restore', target.userId, { reason: 'Cleared after review' });

    const { entries, total } = await auditOf(target.userId);
    expect(total).toBe(2);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'user.restore',
        actorId: admin.userId,
        actorEmail: 'boss@example.in',
        targetType: 'user',
        targetId: target.userId,
        reason: 'Cleared after review',
        before: { status: 'suspended', suspendedReason: 'Collusion in match 4411' },
        after: { status: 'active', suspendedReason: null },
      }),
      expect.objectContaining({
        action: 'user.suspend',
        actorId: admin.userId,
        targetId: target.userId,
        reason: 'Collusion in match 4411',
        before: { status: 'active', suspendedReason: null },
        after: { status: 'suspended', suspendedReason: 'Collusion in match 4411' },
      }),
    ]);

    // Without the filter the log holds the entries of every target, newest first.
    const all = await t.app.inject({ method: 'GET', url: '/api/admin/audit-log', headers: bearer(admin) });
    const allEntries = (all.json() as { entries: AuditEntry[] }).entries;
    expect(allEntries[0]).toMatchObject({ action: 'user.restore', targetId: target.userId });
    expect(allEntries.some((e) => e.targetId !== target.userId)).toBe(true);
  });

  it.each([
    ['no reason', {}, 'A reason is required'],
    ['a reason of two letters', { reason: ' no ' }, 'Give a reason of at least 3 characters'],
    ['a reason of 501 characters', { reason: 'x'.repeat(501) }, 'The reason must be at most 500 characters'],
  ])('refuses %s with 400 and changes nothing', async (_name, body, message) => {
    const auditRows = await countRows(t.database, auditLog);
    const res = await moderate(admin, 'suspend', player.userId, body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_ERROR', details: [{ path: 'reason', message }] });
    expect(await statusOf(player.userId)).toBe('active');
    expect(await countRows(t.database, auditLog)).toBe(auditRows);
  });

  it('refuses an admin suspending their own account with 403', async () => {
    const res = await moderate(admin, 'suspend', admin.userId, { reason: 'Testing myself' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'SELF_MODERATION' });
    expect(await statusOf(admin.userId)).toBe('active');
    expect((await listUsers(admin)).statusCode).toBe(200);
  });

  it('refuses to suspend a suspended player (409) and to restore an active one (409), writing no audit row', async () => {
    const target = await registerAndLogin(t.app);
    expect((await moderate(admin, 'suspend', target.userId, { reason: 'First warning' })).statusCode).toBe(200);
    const auditRows = await countRows(t.database, auditLog);

    const twice = await moderate(admin, 'suspend', target.userId, { reason: 'Second time' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ code: 'ALREADY_SUSPENDED' });
    const listed = (await listUsers(admin, { search: target.body.email })).json() as { users: AdminUser[] };
    expect(listed.users[0]?.suspendedReason).toBe('First warning');

    const active = await moderate(admin, 'restore', player.userId, { reason: 'Nothing to lift' });
    expect(active.statusCode).toBe(409);
    expect(active.json()).toMatchObject({ code: 'NOT_SUSPENDED' });
    expect(await countRows(t.database, auditLog)).toBe(auditRows);
  });

  it('answers 404 for an unknown user id and 400 for an id that is not a uuid', async () => {
    const unknown = await moderate(admin, 'suspend', randomUUID(), { reason: 'Does not exist' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', message: 'User not found.' });
    expect((await moderate(admin, 'restore', randomUUID(), { reason: 'Does not exist' })).statusCode).toBe(404);

    const malformed = await moderate(admin, 'suspend', '12345', { reason: 'Not an id' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR' });
  });

  it('lets one admin suspend another, who then loses access', async () => {
    const deputy = await registerAndLogin(t.app, { email: 'deputy@other.example.in' });
    const [deputyRow] = await t.database.db.select().from(users).where(eq(users.id, deputy.userId));
    if (deputyRow) await promoteToAdmin(t.database.db, deputyRow, 'admin:create --promote-existing');
    expect((await listUsers(deputy)).statusCode).toBe(200);
    expect((await moderate(admin, 'suspend', deputy.userId, { reason: 'Compromised account' })).statusCode).toBe(200);
    expect((await listUsers(deputy)).statusCode).toBe(401);
  });
});
