import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness';
import { bearer, registerAndLogin } from '../../test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it('registers, logs in and reads the profile', async () => {
  const s = await registerAndLogin(t.app);
  const res = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(s) });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toMatchObject({ email: s.body.email, balance: 0 });
});
