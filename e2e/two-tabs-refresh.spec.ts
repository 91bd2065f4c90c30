import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginViaUi, newUser, registerViaApi, scaled } from './support';

/*
 * The server rotates the refresh cookie on every use and ends the session when a rotated cookie
 * comes back (a stolen copy), unless it is a retry of an answer lost on the way
 * (docs/decisions/0027-refresh-retries.md). Two tabs of one browser share that cookie: if both refresh at once,
 * the second use looks like theft. The tabs take turns (a Web Lock), and the one that waited uses
 * the token the other just got.
 */

const readAccessToken = () => localStorage.getItem('accessToken');

/** When an access token expires (its `exp` claim), in milliseconds since the epoch. */
function expiresAt(token: string | null): number {
  const payload = JSON.parse(Buffer.from(token?.split('.')[1] ?? '', 'base64url').toString()) as { exp: number };
  return payload.exp * 1000;
}

/** A new player, logged in, with their (empty) wallet open. */
async function newPlayerOnWallet(page: Page, request: APIRequestContext) {
  const user = newUser();
  await registerViaApi(request, user);
  await loginViaUi(page, user.email, user.password);
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
}

/** Once the page's access token has expired, opens another page: its first call refreshes. */
async function openHistoryOnceTokenExpired(page: Page) {
  const token = await page.evaluate(readAccessToken);
  await page.waitForTimeout(Math.max(0, expiresAt(token) - Date.now()) + 500);
  await page.getByRole('link', { name: 'Transaction History' }).first().click();
}

/** The player goes to the wallet, still logged in. */
async function walletStillOpens(page: Page) {
  await page.goto('/user/wallet');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0', { timeout: scaled(15_000) });
  await expect(page).toHaveURL(/\/user\/wallet$/);
}

/** Whether a tab of this origin is waiting for the refresh lock (the other tab holds it). */
function someoneWaitsForRefreshLock(page: Page) {
  return page.evaluate(async () => {
    if (!navigator.locks) return false;
    const { pending = [] } = await navigator.locks.query();
    return pending.some((lock) => lock.name === 'ludo-auth-refresh');
  });
}

test('two tabs whose access tokens expired refresh at the same moment, and both stay logged in', async ({
  context,
  page,
  request,
}) => {
  // Two tabs, a login and an expiry on a shared machine take longer than one tab's journey.
  test.setTimeout(scaled(120_000));
  await newPlayerOnWallet(page, request);

  // A second tab of the same browser: same cookie, same local storage.
  const other = await context.newPage();
  await other.goto('/user/wallet');
  await expect(other.getByTestId('wallet-balance')).toHaveText('₹0');
  const tokenBefore = await page.evaluate(readAccessToken);
  expect(tokenBefore).toBeTruthy();

  // Every refresh is held at the network until the other tab has either sent its own (the race)
  // or is waiting its turn, so both tabs ask at the same moment however the machine schedules them.
  const refreshes: Array<{ status?: number }> = [];
  let bothAsked: Promise<void> | undefined;
  await context.route('**/api/auth/refresh', async (route) => {
    const entry: { status?: number } = {};
    refreshes.push(entry);
    bothAsked ??= expect
      .poll(async () => refreshes.length >= 2 || (await someoneWaitsForRefreshLock(page)), { timeout: scaled(15_000) })
      .toBe(true);
    await bothAsked;
    const response = await route.fetch();
    entry.status = response.status();
    await route.fulfill({ response });
  });

  // Both tabs' access token expires (E2E_ACCESS_TOKEN_TTL_SECONDS after it was made); both tabs
  // are reloaded together, and each needs the API at once.
  await page.waitForTimeout(Math.max(0, expiresAt(tokenBefore) - Date.now() + 500));
  await Promise.all([page.reload(), other.reload()]);

  for (const tab of [page, other]) {
    await expect(tab.getByTestId('wallet-balance')).toHaveText('₹0');
    await expect(tab).toHaveURL(/\/user\/wallet$/);
  }
  // Every refresh the server answered succeeded: no cookie was presented twice. A slow machine
  // may start one more (the new token lives seconds here): its answer is awaited, not skipped.
  expect(refreshes.length).toBeGreaterThanOrEqual(1);
  await expect
    .poll(() => refreshes.every((entry) => entry.status !== undefined), { timeout: scaled(15_000) })
    .toBe(true);
  expect(refreshes.map((entry) => entry.status)).toEqual(refreshes.map(() => 200));
  await context.unroute('**/api/auth/refresh');

  // The session lives on: a revoked one would answer its cookie with 403.
  const tokenAfter = await page.evaluate(readAccessToken);
  expect(tokenAfter).toBeTruthy();
  expect(tokenAfter).not.toBe(tokenBefore);
  const refreshed = await context.request.post('/api/auth/refresh');
  expect(refreshed.status(), await refreshed.text()).toBe(200);

  // A page that needs the API still opens in both tabs.
  for (const tab of [page, other]) {
    await tab
      .getByRole('navigation', { name: 'Player area' })
      .getByRole('link', { name: 'Transaction History' })
      .click();
    await expect(tab).toHaveURL(/\/user\/transactions$/);
    await expect(tab.getByRole('table', { name: 'Transaction History' })).toBeVisible();
  }
});

test('a page left while its refresh is on the way does not end the session', async ({ context, page, request }) => {
  test.setTimeout(scaled(90_000));
  await newPlayerOnWallet(page, request);

  // The server rotates the cookie at once, but the first refresh's answer (and its new cookie) is
  // held on the way for two seconds: the player leaves the page meanwhile. (Sent through the test's
  // own request context: the browser's would store the new cookie before the page has the answer.)
  const refreshes: number[] = [];
  await context.route('**/api/auth/refresh', async (route) => {
    refreshes.push(Date.now());
    const response = await request.fetch(route.request());
    if (refreshes.length === 1) await new Promise((resolve) => setTimeout(resolve, 2_000));
    // Without the fix the page is gone by now and nothing takes the answer.
    await route.fulfill({ response }).catch(() => undefined);
  });
  // Once the access token has expired, the next call refreshes; the player opens another page then.
  await openHistoryOnceTokenExpired(page);
  await expect.poll(() => refreshes.length, { timeout: scaled(10_000) }).toBe(1);
  // Still logged in: the new page waited for the refresh the last one left on the way.
  await walletStillOpens(page);
});

test('a refresh whose answer is lost on the way does not end the session', async ({ context, page, request }) => {
  test.setTimeout(scaled(90_000));
  await newPlayerOnWallet(page, request);

  // The server exchanges the cookie, but its answer never reaches the phone (the connection drops
  // on the way back). The phone still holds the cookie it sent; later refreshes go through.
  const refreshes: string[] = [];
  await context.route('**/api/auth/refresh', async (route) => {
    if (refreshes.length > 0) {
      refreshes.push('through');
      return route.continue();
    }
    refreshes.push('lost');
    const response = await request.fetch(route.request());
    expect(response.status()).toBe(200);
    await route.abort('connectionreset');
  });
  await openHistoryOnceTokenExpired(page);
  await expect.poll(() => refreshes.length, { timeout: scaled(10_000) }).toBeGreaterThanOrEqual(1);

  // The player goes on: the next refresh sends the same cookie again, and is given what the lost
  // answer held instead of being taken for a stolen copy.
  await walletStillOpens(page);
  expect(refreshes).toEqual(['lost', 'through']);
});
