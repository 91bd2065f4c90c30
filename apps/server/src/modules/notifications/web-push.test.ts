import { createECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
// @ts-expect-error: http_ece (web-push's own dependency) ships no types
import ece from 'http_ece';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries, pushSubscriptions } from '../../db/schema';
import { isAllowedPushEndpoint } from '../../lib/web-push';
import { createTestApp, type TestApp } from '../../test/harness';
import { fundedPlayer, type MatchApi, matchApi, type Player } from '../../test/match-books';
import { nextRoomCode } from '../../test/matches';
import { bearer } from '../../test/users';

/**
 * Web push: a browser subscribes with the server's VAPID key; a notification reaches it through a
 * push service (a local stand-in here, on plain HTTP) encrypted for that browser alone and signed
 * with VAPID; a subscription the push service forgot (410) is dropped.
 */

let t: TestApp;
let matches: MatchApi;
let service: Server;
let base = '';
const received: Array<{ path: string; headers: Record<string, string | string[] | undefined>; body: Buffer }> = [];
const gone = new Set<string>();

beforeAll(async () => {
  service = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ path: request.url ?? '', headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(gone.has(request.url ?? '') ? 410 : 201);
      response.end();
    });
  });
  await new Promise<void>((resolve) => service.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
  t = await createTestApp({ WEB_PUSH_HOSTS: 'fcm.googleapis.com,127.0.0.1' });
  matches = matchApi(t.app);
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => service.close(() => resolve()));
});

/** A browser's push keys, as pushManager.subscribe makes them. */
function browserKeys() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
  };
}

const subscribe = (who: Player, body: object) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/push/subscriptions', headers: bearer(who), payload: body });

async function turnPushOn(who: Player) {
  const settings = (await t.app.inject({ url: '/api/users/settings', headers: bearer(who) })).json();
  settings.notificationChannels = { email: false, sms: false, push: true };
  await t.app.inject({ method: 'PUT', url: '/api/users/settings', headers: bearer(who), payload: settings });
}

async function joinRequestFor(owner: Player) {
  const { matchId } = (await matches.create(owner, nextRoomCode(), 50)).json() as { matchId: string };
  const guest = await fundedPlayer(t.app, { depositPaise: 10_000 });
  expect((await matches.request(guest, matchId)).statusCode).toBe(201);
  await t.services.domainEvents.dispatch();
}

describe('web push', () => {
  it('gives browsers the VAPID key, and refuses push services that are not known', async () => {
    const who = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const key = (await t.app.inject({ url: '/api/notifications/push/key', headers: bearer(who) })).json() as {
      publicKey: string;
    };
    expect(Buffer.from(key.publicKey, 'base64url')).toHaveLength(65);
    const { keys } = browserKeys();
    for (const endpoint of [
      'https://evil.example/push/1',
      'http://fcm.googleapis.com/fcm/send/1',
      'http://10.0.0.1/x',
    ]) {
      const reply = await subscribe(who, { endpoint, keys });
      expect(reply.statusCode, endpoint).toBe(400);
    }
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com/fcm/send/abc', ['fcm.googleapis.com'])).toBe(true);
    expect(isAllowedPushEndpoint('https://fcm.googleapis.com.evil.example/x', ['fcm.googleapis.com'])).toBe(false);
    expect(isAllowedPushEndpoint('https://user:pw@fcm.googleapis.com/x', ['fcm.googleapis.com'])).toBe(false);
    expect(isAllowedPushEndpoint('http://127.0.0.1:9/x', ['fcm.googleapis.com'])).toBe(false);
  });

  it('delivers a notification encrypted for the browser, with VAPID; drops a subscription the service forgot', async () => {
    const owner = await fundedPlayer(t.app, { depositPaise: 10_000 });
    await turnPushOn(owner);
    const browser = browserKeys();
    const endpoint = `${base}/push/${randomBytes(6).toString('hex')}`;
    expect((await subscribe(owner, { endpoint, keys: browser.keys })).statusCode).toBe(200);
    await joinRequestFor(owner);
    const [delivery] = await t.database.db
      .select()
      .from(notificationDeliveries)
      .where(eq(notificationDeliveries.userId, owner.userId));
    expect(delivery?.channel).toBe('push');
    expect(await t.services.notificationDeliveries.deliverDue()).toBe(1);

    const push = received.find((request) => endpoint.endsWith(request.path));
    expect(push?.headers['content-encoding']).toBe('aes128gcm');
    expect(String(push?.headers.authorization)).toMatch(/^vapid t=.+, k=.+/);
    expect(push?.headers.ttl).toBe('3600');
    const plain = ece.decrypt(push?.body, { version: 'aes128gcm', privateKey: browser.ecdh, authSecret: browser.auth });
    expect(JSON.parse(plain.toString('utf8'))).toMatchObject({
      title: 'Join request',
      url: expect.stringMatching(/^\/user\//),
    });

    // The browser went away: the push service answers 410 and the subscription is dropped.
    gone.add(new URL(endpoint).pathname);
    await joinRequestFor(owner);
    expect(await t.services.notificationDeliveries.deliverDue()).toBe(1);
    expect(
      await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, owner.userId)),
    ).toEqual([]);
  });

  it('a browser turns push off for itself only', async () => {
    const who = await fundedPlayer(t.app, { depositPaise: 10_000 });
    const [one, two] = [`${base}/push/one-${Date.now()}`, `${base}/push/two-${Date.now()}`];
    for (const endpoint of [one, two])
      expect((await subscribe(who, { endpoint, keys: browserKeys().keys })).statusCode).toBe(200);
    const off = await t.app.inject({
      method: 'DELETE',
      url: '/api/notifications/push/subscriptions',
      headers: bearer(who),
      payload: { endpoint: one },
    });
    expect(off.statusCode, off.body).toBe(200);
    const left = await t.database.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, who.userId));
    expect(left.map((row) => row.endpoint)).toEqual([two]);
  });
});
