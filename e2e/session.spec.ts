import { expect, type Locator, test } from '@playwright/test';
import {
  E2E_ACCESS_TOKEN_TTL_SECONDS,
  expectLoginRefused,
  loginViaUi,
  logoutViaUi,
  newUser,
  registerViaApi,
  sideNav,
  toast,
} from './support';

const readAccessToken = () => localStorage.getItem('accessToken');

test('a player logs in with the phone number, stays logged in, is silently refreshed, and logs out', async ({
  page,
  request,
}) => {
  const user = newUser();
  await registerViaApi(request, user);

  await page.goto('/login');
  await page.getByLabel('Email or Phone').fill(user.phone);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(toast(page, 'Login successful')).toBeVisible();
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('₹0');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/user/wallet');
  await expect(sideNav(page).getByRole('link')).toHaveText([
    'Dashboard',
    'Tournaments',
    'Wallet',
    'Transaction History',
    'Match History',
    'Notifications',
    'Rules',
    'Support',
    'Profile',
  ]);
  await expect(sideNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');

  // A reload keeps the session.
  await page.reload();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` })).toBeVisible();
  await expect(page.getByTestId('header-balance')).toHaveText('₹0');

  // Let the access token expire, then keep using the app: it refreshes the token by itself.
  const tokenBefore = await page.evaluate(readAccessToken);
  expect(tokenBefore).toBeTruthy();
  await page.waitForTimeout((E2E_ACCESS_TOKEN_TTL_SECONDS + 1) * 1000);
  const refreshed = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/refresh') && response.request().method() === 'POST',
  );
  await sideNav(page).getByRole('link', { name: 'Profile' }).click();
  expect((await refreshed).status()).toBe(200);
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: user.email })).toBeVisible();
  await expect(sideNav(page).getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
  await expect(sideNav(page).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current', 'page');
  await expect.poll(() => page.evaluate(readAccessToken)).not.toBe(tokenBefore);
  expect(await page.evaluate(readAccessToken)).toBeTruthy();

  await logoutViaUi(page);
  expect(await page.evaluate(readAccessToken)).toBeNull();
  await page.goto('/user');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
});

test('a wrong password shows the server message inline and as a toast', async ({ page, request }) => {
  const user = newUser();
  await registerViaApi(request, user);

  await expectLoginRefused(page, user.email, `${user.password}-wrong`, 'Invalid email/phone or password.');
  await expect(page.getByTestId('login-error')).toHaveText('Invalid email/phone or password.');
  await expect(toast(page, 'Invalid email/phone or password.')).toBeVisible();
  expect(await page.evaluate(readAccessToken)).toBeNull();
});

test('each area sends people where they belong', async ({ page, request }) => {
  // A visitor who opens a player page is sent to the login page.
  await page.goto('/user/wallet');
  await expect(page).toHaveURL(/\/login\?next=%2Fuser%2Fwallet$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();

  // A logged-in player who opens /login is sent to the player area.
  const user = newUser();
  await registerViaApi(request, user);
  await loginViaUi(page, user.email, user.password);
  await page.goto('/login');
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` })).toBeVisible();

  // The legal pages stay in reach: the player area's footer opens them, without a redirect, and
  // the public header leads back to the player area.
  await page
    .getByRole('navigation', { name: 'Help and policies' })
    .getByRole('link', { name: 'Terms & Conditions' })
    .click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  await page.getByRole('navigation', { name: 'Main' }).first().getByRole('link', { name: 'My dashboard' }).click();
  await expect(page).toHaveURL(/\/user$/);

  // A new player has no notifications, and is told so rather than shown samples.
  await sideNav(page).getByRole('link', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/user\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await expect(page.getByTestId('notifications-empty')).toContainText('No Notifications');
  await page.getByRole('tab', { name: 'Payment' }).click();
  await expect(page.getByTestId('notifications-empty')).toContainText('No Payment Notifications');

  // A new player's match history is empty, not filled with samples.
  await sideNav(page).getByRole('link', { name: 'Match History' }).click();
  await expect(page).toHaveURL(/\/user\/match-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Match History' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Match History' }).getByText('No results')).toBeVisible();

  // The bell has no badge and opens an honest, empty list.
  await expect(page.getByTestId('notification-badge')).toBeHidden();
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByRole('menu').getByText('No Notifications')).toBeVisible();
  await page.keyboard.press('Escape');

  // On a phone the side navigation becomes a "Menu" sheet.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(sideNav(page)).toBeHidden();
  // Targets a thumb can hit are at least 44 px: the header's Add, menu, bell and account buttons,
  // the footer's links, and in the menu its links and its close button.
  const targets = [
    page.getByRole('banner').getByRole('link', { name: 'Add' }),
    page.getByRole('button', { name: 'Open menu' }),
    page.getByRole('button', { name: 'Notifications' }),
    page.getByRole('button', { name: 'My Account' }),
    ...(await page.getByRole('navigation', { name: 'Help and policies' }).getByRole('link').all()),
  ];
  expect(targets.length).toBe(12);
  const atLeast44 = async (target: Locator) => {
    const box = await target.boundingBox();
    const name = (await target.getAttribute('aria-label')) ?? (await target.textContent()) ?? '';
    expect(box?.height ?? 0, name).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, name).toBeGreaterThanOrEqual(44);
  };
  for (const target of targets) await atLeast44(target);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const sheet = page.getByRole('dialog', { name: 'Menu' });
  const sheetTargets = [...(await sheet.getByRole('link').all()), sheet.getByRole('button', { name: 'Close menu' })];
  expect(sheetTargets.length).toBeGreaterThan(8);
  for (const target of sheetTargets) await atLeast44(target);
  await expect(sheet.getByRole('link', { name: 'Match History' })).toHaveAttribute('aria-current', 'page');
  await sheet.getByRole('link', { name: 'Rules' }).click();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/user\/rules$/);
  await expect(page.getByRole('tab', { name: 'Game Rules' })).toHaveAttribute('aria-selected', 'true');
  await page.setViewportSize({ width: 1280, height: 720 });

  // A player is not an admin: no Admin item, and /admin says so.
  await page.getByRole('button', { name: 'My Account' }).click();
  await expect(page.getByRole('menuitem')).toHaveText(['Profile', 'Wallet', 'Settings', 'Logout']);
  await page.keyboard.press('Escape');
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: 'You do not have access' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to player area' }).click();
  await expect(page).toHaveURL(/\/user$/);
});
