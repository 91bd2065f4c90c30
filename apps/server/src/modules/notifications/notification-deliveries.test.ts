import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, users } from '../../db/schema';
import { outboxDir } from '../../lib/mailer';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type MatchApi, matchApi, type Player } from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import { chooseLanguage, mailsSentDuring } from '../../test/notifications';
import { bearer } from '../../test/users';

/**
 * Email and SMS copies of notifications: queued with the notification by the players' settings,
 * sent by the delivery loop (the embedded default writes them to the data folder's outbox),
 * retried with backoff when a send fails, and taken up again after a sender died holding one.
 */

let t: TestApp;
let matches: MatchApi;
beforeAll(async () => {
  t = await createTestApp();
  matches = matchApi(t.app);
});
afterAll(() => t.close());

const db = () => t.database.db;
const deliveries = () => t.services.notificationDeliveries;

function outbox(suffix: string): string[] {
  const dir = outboxDir(t.config.dataDir);
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(suffix))
      .sort()
      .map((name) => readFileSync(join(dir, name), 'utf8'));
  } catch {
    return [];
  }
}

async function ownerWithRequest(owner: Player): Promise<void> {
  const created = await matches.create(owner, nextRoomCode(), 50);
  const { matchId } = created.json() as { matchId: string };
  const guest = await fundedPlayer(t.app, { depositPaise: 10_000 });
  expect((await matches.request(guest, matchId)).statusCode).toBe(201);
  await t.services.domainEvents.dispatch();
}

async function deliveriesOf(userId: string) {
  return db().select().from(notificationDeliveries).where(eq(notificationDeliveries.userId, userId));
}

/** A player whose copies go by email only (push is web-push.test's), unless changed. */
async function ownerWith(change: (channels: Record<string, boolean>) => void = () => {}): Promise<Player> {
  const who = await fundedPlayer(t.app, { depositPaise: 10_000 });
  await saveSettings(who, (settings) => {
    const channels = settings.notificationChannels as Record<string, boolean>;
    channels.push = false;
    change(channels);
  });
  return who;
}

async function saveSettings(who: Player, change: (settings: Record<string, Record<string, boolean>>) => void) {
  const current = (await t.app.inject({ url: '/api/users/settings', headers: bearer(who) })).json();
  change(current);
  const saved = await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: bearer(who),
    payload: current,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

describe('email and SMS copies', () => {
  it('go out by the channels the player turned on, once each', async () => {
    const owner = await ownerWith((channels) => {
      channels.sms = true;
    });
    const [row] = await db().select().from(users).where(eq(users.id, owner.userId));
    const { email, phone } = row as { email: string; phone: string };
    const mailsBefore = outbox('.eml').length;
    const smsBefore = outbox('.sms.txt').length;
    await ownerWithRequest(owner);
    expect((await deliveriesOf(owner.userId)).map((row) => row.channel).sort()).toEqual(['email', 'sms']);

    expect(await deliveries().deliverDue()).toBe(2);
    expect(await deliveries().deliverDue()).toBe(0);
    const mail =
      outbox('.eml')
        .slice(mailsBefore)
        .find((text) => text.includes(email)) ?? '';
    expect(mail).toMatch(/Subject: .*Join/);
    expect(mail.replace(/=\r?\n/g, '')).toContain('/user/tournaments/join/');
    const sms =
      outbox('.sms.txt')
        .slice(smsBefore)
        .find((text) => text.includes(phone)) ?? '';
    expect(sms).toContain('Ludo Arena: Join request.');
    expect((await deliveriesOf(owner.userId)).every((row) => row.status === 'sent' && row.attempts === 1)).toBe(true);
  });

  it('are written in the player’s language, the lines around the notification too', async () => {
    const owner = await ownerWith((channels) => {
      channels.sms = true;
    });
    await chooseLanguage(t.app, owner, 'hi');
    const [row] = await db().select().from(users).where(eq(users.id, owner.userId));
    const { email, phone } = row as { email: string; phone: string };
    const smsBefore = outbox('.sms.txt').length;
    const mails = await mailsSentDuring(t.services, async () => {
      await ownerWithRequest(owner);
      expect(await deliveries().deliverDue()).toBe(2);
    });
    const mail = mails.find((sent) => sent.to === email);
    expect(mail?.subject).toBe('जुड़ने का अनुरोध · Ludo Arena');
    expect(mail?.text).toMatch(/वाले रूम में जुड़ना चाहते हैं।/);
    expect(mail?.text).toMatch(/\n\nखोलें: http\S+\/user\/tournaments\/join\/\S+\n\nकौन-से ईमेल आएं, यह सेटिंग्स में चुनें: /);
    expect(mail?.html).toContain('Ludo Arena पर खोलें</a>');
    const sms =
      outbox('.sms.txt')
        .slice(smsBefore)
        .find((text) => text.includes(phone)) ?? '';
    expect(sms).toContain('Ludo Arena: जुड़ने का अनुरोध। ');
  });

  it('stay in the app when the player turned the channels off', async () => {
    const owner = await ownerWith((channels) => {
      channels.email = false;
    });
    await ownerWithRequest(owner);
    expect(await deliveriesOf(owner.userId)).toEqual([]);
  });

  it('a failing send is retried later with backoff, then sent', async () => {
    const owner = await ownerWith();
    await ownerWithRequest(owner);
    const mailer = t.services.mailer;
    const send = mailer.send;
    mailer.send = async () => {
      throw new Error('SMTP 451: try again later');
    };
    try {
      expect(await deliveries().deliverDue()).toBe(0);
    } finally {
      mailer.send = send;
    }
    const [failed] = await deliveriesOf(owner.userId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP 451: try again later' });
    const retryAt = (failed as { nextAttemptAt: Date }).nextAttemptAt.getTime();
    expect(retryAt - Date.now()).toBeGreaterThan(20_000);
    // Not before its time…
    expect(await deliveries().deliverDue(new Date())).toBe(0);
    // …then it goes.
    expect(await deliveries().deliverDue(new Date(retryAt + 1))).toBe(1);
    expect((await deliveriesOf(owner.userId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('a delivery a dead sender held is sent once its lease ends, not before', async () => {
    const owner = await ownerWith();
    await ownerWithRequest(owner);
    const [row] = await deliveriesOf(owner.userId);
    // A sender claimed it and died before recording anything.
    const now = new Date();
    await db()
      .update(notificationDeliveries)
      .set({ lockedUntil: new Date(now.getTime() + 60_000), attempts: 1 })
      .where(eq(notificationDeliveries.id, row?.id as string));
    expect(await deliveries().deliverDue(now)).toBe(0);
    expect(await deliveries().deliverDue(new Date(now.getTime() + 61_000))).toBe(1);
    expect((await deliveriesOf(owner.userId))[0]).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('nothing goes to a player who can no longer be reached', async () => {
    const owner = await ownerWith();
    await ownerWithRequest(owner);
    await db().update(users).set({ status: 'suspended' }).where(eq(users.id, owner.userId));
    const mailsBefore = outbox('.eml').length;
    expect(await deliveries().deliverDue()).toBe(1);
    expect(outbox('.eml').length).toBe(mailsBefore);
  });
});
