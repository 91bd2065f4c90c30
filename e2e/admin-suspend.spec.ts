import { expect, test } from '@playwright/test';
import {
  chooseAccountMenuItem,
  expectLoginRefused,
  freshPage,
  loginViaUi,
  newUser,
  registerViaApi,
  sideNav,
  theAdmin,
  toast,
} from './support';

test('an admin suspends a player with a reason, then restores them', async ({ page, browser, request, baseURL }) => {
  const admin = theAdmin();
  const player = newUser();
  await registerViaApi(request, player);
  const reason = `Colluding in match ${player.ludoPlayerId}`;
  const restoreReason = `Appeal upheld for ${player.ludoPlayerId}`;

  // The player is logged in on their own phone before anything happens.
  const playerDevice = await freshPage(browser, baseURL);
  await loginViaUi(playerDevice.page, player.email, player.password);
  await expect(playerDevice.page.getByRole('heading', { name: `Welcome back, ${player.fullName}!` })).toBeVisible();

  // The admin logs in and lands on the admin console; the player area is a link away, and its
  // "My Account" leads back.
  await loginViaUi(page, admin.email, admin.password, /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Back to player area' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await chooseAccountMenuItem(page, 'Admin');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  await page.getByLabel('Search by name, email, phone or Ludo ID').fill(player.email);
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row').filter({ hasText: player.email });
  await expect(row).toHaveCount(1);
  await expect(users.getByRole('row')).toHaveCount(2); // header + the one match
  await expect(row).toContainText('Active');

  await row.getByRole('button', { name: `Suspend ${player.fullName}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Suspend ${player.fullName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Suspend', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, `${player.fullName} suspended`)).toBeVisible();
  await expect(row).toContainText('Suspended');
  await expect(row).toContainText(reason);
  await expect(row.getByRole('button', { name: `Restore ${player.fullName}`, exact: true })).toBeVisible();

  // Logging in from another device is refused, with the reason.
  const otherDevice = await freshPage(browser, baseURL);
  await expectLoginRefused(otherDevice.page, player.email, player.password, 'Your account has been suspended');
  await expect(otherDevice.page.getByTestId('login-error')).toContainText(reason);

  // The device that was already logged in is sent to the login page on its next navigation.
  await sideNav(playerDevice.page).getByRole('link', { name: 'Profile' }).click();
  await expect(playerDevice.page).toHaveURL(/\/login\?next=%2Fuser%2Fprofile$/);
  await expect(playerDevice.page.getByRole('heading', { name: 'Login' })).toBeVisible();
  await playerDevice.context.close();

  // The admin restores the player, who can then log in again.
  await row.getByRole('button', { name: `Restore ${player.fullName}`, exact: true }).click();
  const restoreDialog = page.getByRole('dialog', { name: `Restore ${player.fullName}` });
  await restoreDialog.getByLabel('Reason').fill(restoreReason);
  await restoreDialog.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(restoreDialog).toBeHidden();
  await expect(toast(page, `${player.fullName} restored`)).toBeVisible();
  await expect(row).toContainText('Active');
  await expect(row.getByRole('button', { name: `Suspend ${player.fullName}`, exact: true })).toBeVisible();

  await loginViaUi(otherDevice.page, player.email, player.password);
  await expect(otherDevice.page.getByRole('heading', { name: `Welcome back, ${player.fullName}!` })).toBeVisible();
  await otherDevice.context.close();

  // The audit log records both actions, with who did them and why.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Audit log' }).click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  const log = page.getByRole('table', { name: 'Audit log' });
  const suspendEntry = log.getByRole('row').filter({ hasText: 'user.suspend' }).filter({ hasText: reason });
  const restoreEntry = log.getByRole('row').filter({ hasText: 'user.restore' }).filter({ hasText: restoreReason });
  await expect(suspendEntry).toHaveCount(1);
  await expect(suspendEntry).toContainText(admin.email);
  await expect(restoreEntry).toHaveCount(1);
  await expect(restoreEntry).toContainText(admin.email);
});
