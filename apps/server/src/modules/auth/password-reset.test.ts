import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../db/schema';
import { type OutgoingMail, outboxDir } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../test/harness';
import { chooseLanguage, mailsSentDuring } from '../../test/notifications';
import { login, registerAndLogin } from '../../test/users';
import { RESET_REQUESTED_MESSAGE } from './password-resets';

/**
 * "Forgot password?": a link by email (the outbox on the embedded default, a real SMTP server
 * when SMTP_URL is set) or a code by SMS, single use, short-lived, the same answer for unknown
 * accounts, and every session ended by the reset.
 */

const NEW_PASSWORD = 'Fresh-Dice-7788';

const forgot = (t: TestApp, identifier: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { identifier } });
const reset = (t: TestApp, token: string, password = NEW_PASSWORD) =>
  t.app.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });

/** The outbox's files, oldest first. */
function outbox(t: TestApp, suffix: string): string[] {
  const dir = outboxDir(t.config.dataDir);
  let names: string[] = [];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .filter((name) => name.endsWith(suffix))
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'));
}

/** The reset link's token in a mail (quoted-printable may wrap the link). */
function tokenOf(mail: string): string {
  const unfolded = mail.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = /reset-password\?token=([A-Za-z0-9_-]+)/.exec(unfolded);
  if (!match?.[1]) throw new Error(`no reset link in: ${mail}`);
  return match[1];
}

describe('by email, through the outbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_URL: 'https://play.example.in' });
  });
  afterAll(() => t.close());

  it('sends a single-use link that resets the password and ends every session', async () => {
    const player = await registerAndLogin(t.app);
    const other = await login(t.app, player.body.email, player.body.password);
    const asked = await forgot(t, player.body.email.toUpperCase());
    expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    const mails = outbox(t, '.eml');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(`To: ${player.body.email}`);
    expect(mails[0]).toContain('https://play.example.in/reset-password?token=');
    const token = tokenOf(mails[0] as string);
    const [stored] = await t.database.db.select().from(passwordResets).where(eq(passwordResets.userId, player.userId));
    expect(stored?.tokenHash).not.toContain(token);

    const weak = await reset(t, token, '123456');
    expect(weak.json()).toMatchObject({ code: 'COMMON_PASSWORD' });
    const done = await reset(t, token);
    expect(done.statusCode, done.body).toBe(200);
    expect((await reset(t, token)).json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });

    await expect(login(t.app, player.body.email, player.body.password)).rejects.toThrow(/401/);
    await login(t.app, player.body.email, NEW_PASSWORD);
    // Both earlier sessions ended: their access tokens and refresh cookies no longer work.
    for (const session of [player, other]) {
      const me = await t.app.inject({
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${session.accessToken}` },
      });
      expect(me.statusCode).toBe(401);
      const refreshed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie: session.refreshCookie },
      });
      expect(refreshed.statusCode).toBe(403);
    }
  });

  it('answers an unknown account the same way and sends nothing', async () => {
    const before = outbox(t, '.eml').length;
    const asked = await forgot(t, 'nobody-here@example.in');
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });
    expect(outbox(t, '.eml')).toHaveLength(before);
  });

  it('refuses an expired link and sends at most 3 an hour to one account', async () => {
    const player = await registerAndLogin(t.app);
    const before = outbox(t, '.eml').length;
    await forgot(t, player.body.email);
    const token = tokenOf(outbox(t, '.eml').at(-1) as string);
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.userId, player.userId));
    expect((await reset(t, token)).json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    for (let i = 0; i < 4; i++) expect((await forgot(t, player.body.email)).statusCode).toBe(200);
    expect(outbox(t, '.eml').length - before).toBe(3);
  });

  it('writes the mail in the account’s language', async () => {
    const player = await registerAndLogin(t.app);
    await chooseLanguage(t.app, player, 'hi');
    const mails = await mailsSentDuring(t.services, async () => {
      expect((await forgot(t, player.body.email)).statusCode).toBe(200);
    });
    expect(mails).toHaveLength(1);
    const [mail] = mails as [OutgoingMail];
    expect(mail.subject).toBe('अपना Ludo Arena पासवर्ड रीसेट करें');
    const link = /https:\/\/play\.example\.in\/reset-password\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.text).toBe(
      `नमस्ते ${player.body.fullName},\n\nकिसी ने आपके Ludo Arena खाते का पासवर्ड रीसेट करने को कहा है। अगर यह आप थे, तो 30 मिनट के अंदर यह लिंक खोलें:\n\n${link}\n\nअगर यह आप नहीं थे, तो इस मेल को अनदेखा करें: आपका पासवर्ड जैसा है, वैसा ही रहेगा।\n`,
    );
    expect(mail.html).toContain(`<a href="${link}">मेरा पासवर्ड रीसेट करें</a>`);
    // The link in it works as any other.
    expect((await reset(t, tokenOf(mail.text))).statusCode).toBe(200);
  });

  it('refuses a made-up token and bad input with clear messages', async () => {
    expect((await reset(t, 'not-a-real-token-at-all')).json()).toMatchObject({ code: 'RESET_TOKEN_INVALID' });
    const empty = await t.app.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: {} });
    expect(empty.statusCode).toBe(400);
    const short = await reset(t, 'abc');
    expect(short.statusCode).toBe(400);
  });
});

describe('by SMS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('sends a code to the phone typed, accepted as typed from the SMS', async () => {
    const player = await registerAndLogin(t.app);
    await forgot(t, player.body.phone);
    const [sms] = outbox(t, '.sms.txt');
    expect(sms).toContain(`To: +91${player.body.phone}`);
    const code = /([A-Z0-9]{4}-[A-Z0-9]{4}) is your/.exec(sms as string)?.[1];
    expect(code).toBeDefined();
    const done = await reset(t, (code as string).toLowerCase());
    expect(done.statusCode, done.body).toBe(200);
    await login(t.app, player.body.phone, NEW_PASSWORD);
  });
  it('sends the code in the account’s language', async () => {
    const player = await registerAndLogin(t.app);
    await chooseLanguage(t.app, player, 'ta');
    const before = outbox(t, '.sms.txt').length;
    await forgot(t, player.body.phone);
    const sms = outbox(t, '.sms.txt')
      .slice(before)
      .find((text) => text.includes(player.body.phone));
    const code = /([A-Z0-9]{4}-[A-Z0-9]{4}) என்பது உங்கள் Ludo Arena கடவுச்சொல் ரீசெட் கோடு\./.exec(sms ?? '')?.[1];
    expect(code, sms).toBeDefined();
    expect((await reset(t, code as string)).statusCode).toBe(200);
  });
});

describe('through an SMTP server', () => {
  const received: string[] = [];
  let server: SMTPServer;
  let t: TestApp;
  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push(Buffer.concat(chunks).toString('utf8'));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}` });
  });
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('the reset mail arrives and its link works once', async () => {
    const player = await registerAndLogin(t.app);
    await forgot(t, player.body.email);
    expect(received).toHaveLength(1);
    expect(outbox(t, '.eml')).toHaveLength(0);
    const token = tokenOf(received[0] as string);
    expect((await reset(t, token)).statusCode).toBe(200);
    expect((await reset(t, token)).statusCode).toBe(400);
  });
});
