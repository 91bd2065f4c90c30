import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, quickAdmin, quickPlayer, register } from '../../test/users';

/** The admin console's outbox: what the platform sent, reset links and codes hidden, reads audited. */

let t: TestApp;
let admin: { accessToken: string; userId: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

const get = (who: { accessToken: string }, url: string) => t.app.inject({ url, headers: bearer(who) });

describe('the outbox', () => {
  it('lists the reset email and SMS newest first, and shows them with the link and code hidden', async () => {
    const { body } = await register(t.app);
    for (const identifier of [body.email, body.phone]) {
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { identifier },
        remoteAddress: '10.61.0.1',
      });
      expect(asked.statusCode, asked.body).toBe(200);
    }
    const list = (await get(admin, '/api/admin/outbox')).json() as {
      enabled: boolean;
      messages: Array<{ name: string; channel: string; to: string; subject: string }>;
    };
    expect(list.enabled).toBe(true);
    const [sms, mail] = list.messages;
    expect(sms).toMatchObject({ channel: 'sms', to: `+91${body.phone}` });
    expect(sms?.subject).toMatch(/^\[hidden\] is your Ludo Arena password reset code/);
    expect(mail).toMatchObject({ channel: 'email', to: body.email, subject: 'Reset your Ludo Arena password' });

    const shown = (await get(admin, `/api/admin/outbox/${mail?.name}`)).json() as { text: string };
    expect(shown.text).toContain('reset-password?token=[hidden]');
    expect(shown.text).not.toMatch(/token=[A-Za-z0-9_-]{20,}/);
    const code = (await get(admin, `/api/admin/outbox/${sms?.name}`)).json() as { text: string };
    expect(code.text).toContain('[hidden] is your Ludo Arena password reset code');
    const audit = await t.database.db.select().from(auditLog).where(eq(auditLog.action, 'outbox.read'));
    expect(audit.length).toBeGreaterThanOrEqual(2);
  });

  it('is for admins only, and names only files in it', async () => {
    const player = await quickPlayer(t.app);
    expect((await get(player, '/api/admin/outbox')).statusCode).toBe(403);
    expect((await get(admin, '/api/admin/outbox/..%2F..%2Fsecrets.json')).statusCode).toBe(400);
    expect((await get(admin, '/api/admin/outbox/nothing-here.eml')).statusCode).toBe(404);
  });
});
