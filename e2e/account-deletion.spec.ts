import { expect, type Page, test } from '@playwright/test';
import {
  addMoneyViaApi,
  headerBalance,
  playMatchesViaApi,
  signedInPlayer,
  verifyKycViaApi,
  withdrawViaApi,
} from './match-support';
import { chooseAccountMenuItem, expectLoginRefused, newUser, registerViaApi, scaled, toast } from './support';

/*
 * "Delete Account" in Settings, behind "Are you absolutely sure?" and the player's password: refused
 * with the reason while money is in the wallet; once the winnings are withdrawn the account closes,
 * the player is signed out and lands on the home page, and the old login no longer works.
 */

async function deleteAccountViaUi(page: Page, password: string) {
  await chooseAccountMenuItem(page, 'Settings');
  await expect(page).toHaveURL(/\/user\/settings$/);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you absolutely sure?' });
  await expect(dialog).toContainText('This cannot be undone.');
  // The password is asked for first.
  await dialog.getByTestId('confirm-delete-account').click();
  await expect(dialog).toContainText('Enter your password');
  await dialog.getByLabel('Your password').fill(password);
  await dialog.getByTestId('confirm-delete-account').click();
  return dialog;
}

test('deleting an account: refused while winnings are in the wallet, done once they are withdrawn', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  // A verified player who won two ₹50 matches with the ₹100 they added: ₹200 of winnings.
  const leaving = await signedInPlayer(browser, request, baseURL);
  const opponent = newUser();
  await registerViaApi(request, opponent);
  await Promise.all([addMoneyViaApi(request, leaving.user, 100), addMoneyViaApi(request, opponent, 100)]);
  await playMatchesViaApi(request, leaving.user, opponent, 2);
  await verifyKycViaApi(request, leaving.user);
  await leaving.page.reload();
  await expect(headerBalance(leaving.page)).toHaveText('₹200');

  const refused = await deleteAccountViaUi(leaving.page, leaving.user.password);
  await expect(refused.getByTestId('delete-account-refused')).toContainText('₹200 is still in your wallet');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(headerBalance(leaving.page)).toHaveText('₹200');

  // The winnings go to the player's bank; then the account closes.
  await withdrawViaApi(request, leaving.user, 200);
  await leaving.page.reload();
  await expect(headerBalance(leaving.page)).toHaveText('₹0');
  await deleteAccountViaUi(leaving.page, leaving.user.password);
  await expect(leaving.page).toHaveURL(/\/$/);
  await expect(toast(leaving.page, 'Your account is closed.')).toBeVisible();
  await expect(leaving.page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The player area is closed to this browser, and the email no longer logs in.
  await leaving.page.goto('/user');
  await expect(leaving.page).toHaveURL(/\/login$/);
  await expectLoginRefused(leaving.page, leaving.user.email, leaving.user.password, 'Invalid email/phone or password.');

  await leaving.context.close();
});
