import { expect, test } from '@playwright/test';
import { adminNav, headerBalance, rupees, signedInContext, signedInPlayer } from './match-support';
import { chooseAccountMenuItem, expectLoginRefused, sideNav, theAdmin, toast } from './support';

/*
 * A player's own limits and breaks, set in Settings → Responsible Gaming: a daily deposit limit
 * refuses a deposit above it with what is left, and self-exclusion signs the player out and
 * refuses their login with the date it ends.
 */

test('a daily deposit limit refuses a deposit above it, with what is left', async ({ browser, request, baseURL }) => {
  const player = await signedInPlayer(browser, request, baseURL);
  const { page } = player;
  await chooseAccountMenuItem(page, 'Settings');
  const card = page.locator('[aria-labelledby="responsible-gaming-title"]');
  await card.getByLabel('Daily limit (₹)').fill('200');
  await card.getByRole('button', { name: 'Save Limits' }).click();
  await expect(toast(page, 'Deposit limits saved')).toBeVisible();

  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await page.getByRole('button', { name: 'Add Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Money' });
  await expect(dialog.getByTestId('deposit-usage')).toHaveText(
    `Your daily limit: ${rupees(200)} · ${rupees(0)} added today`,
  );
  await dialog.getByLabel('Amount (₹)').fill('300');
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(dialog).toContainText(
    'This is more than your daily deposit limit of ₹200. You can add ₹200 more today.',
  );
  await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toHaveCount(0);
  await expect(headerBalance(page)).toHaveText(rupees(0));
});

test('self-exclusion signs the player out and refuses their login with the date it ends', async ({
  browser,
  request,
  baseURL,
}) => {
  const player = await signedInPlayer(browser, request, baseURL);
  const { page } = player;
  await chooseAccountMenuItem(page, 'Settings');
  await page.getByRole('button', { name: 'Take a Break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Take a break from play' });
  await dialog.getByLabel('Kind of break').selectOption('self_exclusion');
  await expect(dialog.getByLabel('How long')).toHaveValue('6');
  await dialog.getByLabel('Your password').fill(player.user.password);
  await page.getByTestId('confirm-take-break').click();
  await expect(toast(page, /^You have excluded yourself until /)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);

  await expectLoginRefused(
    page,
    player.user.email,
    player.user.password,
    /You have excluded yourself until .+ IST\. You can log in again after that\./,
  );

  // Operators see the break, and have nothing to lift it with.
  const admin = await signedInContext(browser, baseURL, theAdmin());
  await admin.page.goto('/admin');
  await adminNav(admin.page).getByRole('link', { name: 'Breaks' }).click();
  const row = admin.page.getByRole('row', { name: new RegExp(player.user.email) });
  await expect(row).toContainText('Self-exclusion');
  await expect(row.getByRole('button')).toHaveCount(0);
  await admin.context.close();
});
