import { expect, type Page, test } from '@playwright/test';
import { addMoneyViaApi, headerBalance, signedInPlayer } from './match-support';
import { chooseAccountMenuItem, expectLoginRefused, toast } from './support';

/*
 * "Delete Account" in Settings, behind "Are you absolutely sure?" and the player's password: refused
 * with the reason while money is in the wallet; otherwise the account closes, the player is signed
 * out and lands on the home page, and the old login no longer works.
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

test('deleting an account: refused while money is in the wallet, done when it is empty', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const rich = await signedInPlayer(browser, request, baseURL);
  await addMoneyViaApi(request, rich.user, 100);
  await rich.page.reload();
  await expect(headerBalance(rich.page)).toHaveText('₹100');
  const refused = await deleteAccountViaUi(rich.page, rich.user.password);
  await expect(refused.getByTestId('delete-account-refused')).toContainText('₹100 is still in your wallet');
  await refused.getByRole('button', { name: 'Cancel' }).click();
  await expect(headerBalance(rich.page)).toHaveText('₹100');

  const leaving = await signedInPlayer(browser, request, baseURL);
  await deleteAccountViaUi(leaving.page, leaving.user.password);
  await expect(leaving.page).toHaveURL(/\/$/);
  await expect(toast(leaving.page, 'Your account is closed.')).toBeVisible();
  await expect(leaving.page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  // The player area is closed to this browser, and the email no longer logs in.
  await leaving.page.goto('/user');
  await expect(leaving.page).toHaveURL(/\/login$/);
  await expectLoginRefused(leaving.page, leaving.user.email, leaving.user.password, 'Invalid email/phone or password.');

  await rich.context.close();
  await leaving.context.close();
});
