import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/users';

/** The real-money mode has no coins: no welcome grant, no daily claim. */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ MONEY_MODE: 'real', PLAY_WELCOME_COINS: '500' });
});
afterAll(() => t.close());

it('gives a new player nothing and has no daily claim', async () => {
  const player = await registerAndLogin(t.app);
  expect((await t.app.inject({ url: '/api/users/profile', headers: bearer(player) })).json().balance).toBe(0);
  for (const [method, url] of [
    ['GET', '/api/coins'],
    ['POST', '/api/coins/claim'],
  ] as const) {
    expect((await t.app.inject({ method, url, headers: bearer(player) })).statusCode).toBe(404);
  }
});
