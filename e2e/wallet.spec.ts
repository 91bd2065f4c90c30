import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { loginViaUi, newUser, registerViaApi, sideNav, type TestUser, toast } from './support';

/** A new player, logged in, on the wallet page with an empty wallet. */
async function openEmptyWallet(page: Page, request: APIRequestContext): Promise<TestUser> {
  const user = newUser();
  await registerViaApi(request, user);
  await loginViaUi(page, user.email, user.password);
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Wallet' })).toBeVisible();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  await expect(page.getByTestId('header-balance')).toHaveText('₹0');
  return user;
}

function walletTransactions(page: Page) {
  return page.getByRole('table', { name: 'Wallet Transactions' });
}

async function openAddMoney(page: Page) {
  await page.getByRole('button', { name: 'Add Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Money' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Counts the order requests the page sends (POST /api/payment). */
function countOrderRequests(page: Page) {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/payment') calls.count++;
  });
  return calls;
}

test('a player adds ₹500 through the sandbox checkout with UPI', async ({ page, request }) => {
  await openEmptyWallet(page, request);
  const recent = walletTransactions(page);
  await expect(recent).toContainText('No transactions yet');
  await expect(page.getByTestId('wallet-balance-deposit')).toHaveText('₹0');
  await expect(page.getByTestId('wallet-balance-winnings')).toHaveText('₹0');

  const dialog = await openAddMoney(page);
  await expect(dialog).toContainText('Minimum ₹100 · maximum ₹10,000 per transaction and ₹50,000 per day.');
  const quickPicks = ['₹100', '₹200', '₹500', '₹1,000'];
  for (const name of quickPicks) await expect(dialog.getByRole('button', { name, exact: true })).toBeVisible();
  await dialog.getByRole('button', { name: '₹500', exact: true }).click();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('500');
  await expect(dialog.getByRole('button', { name: '₹500', exact: true })).toHaveAttribute('aria-pressed', 'true');
  const methods = dialog.getByRole('radiogroup', { name: 'Payment Method' });
  await expect(methods.getByRole('radio')).toHaveCount(3);
  await expect(methods.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Credit/Debit Card' })).not.toBeChecked();
  await expect(methods.getByRole('radio', { name: 'Net Banking' })).not.toBeChecked();
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();

  // Our own sandbox checkout sheet: the amount, the order id, the method chosen.
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(checkout).toContainText('Test mode');
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹500');
  await expect(checkout.getByTestId('checkout-order-id')).toHaveText(/\S+/);
  await expect(checkout.getByRole('radio', { name: 'UPI' })).toBeChecked();
  // A double tap, as happens on a phone: one payment, and the sheet reports it, not a refusal.
  await checkout.getByRole('button', { name: 'Pay ₹500' }).dblclick();

  await expect(toast(page, 'Payment successful and wallet updated!')).toBeVisible();
  await expect(checkout).toBeHidden();
  // The header and the wallet show the new balance without a reload.
  await expect(page.getByTestId('header-balance')).toHaveText('₹500');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹500');
  await expect(page.getByTestId('wallet-balance-deposit')).toHaveText('₹500');
  await expect(page.getByTestId('wallet-balance-winnings')).toHaveText('₹0');

  const deposit = recent.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(deposit).toHaveCount(1);
  await expect(deposit).toContainText('₹500');
  await expect(deposit).toContainText('Completed');
  await expect(deposit).toContainText('UPI');

  // The amount was cleared for the next top-up.
  const again = await openAddMoney(page);
  await expect(again.getByLabel('Amount (₹)')).toHaveValue('');
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();

  await page.getByRole('link', { name: 'View All Transactions' }).click();
  await expect(page).toHaveURL(/\/user\/transactions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Transaction History' })).toBeVisible();
  const history = page.getByRole('table', { name: 'Transaction History' });
  const row = history.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Completed');
  await expect(row).toContainText('₹500');
  await expect(row).toContainText('UPI');

  // Filters: the deposit is Completed, not Failed.
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  await expect(history).toContainText('No results');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Deposit' });
  await expect(history.getByRole('row').filter({ hasText: 'Deposit' })).toHaveCount(1);

  // Still there after a reload: it came from the server.
  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('₹500');
  await expect(page.getByRole('table', { name: 'Transaction History' })).toContainText('Completed');
});

test('a failed payment shows as Failed and leaves the balance unchanged', async ({ page, request }) => {
  await openEmptyWallet(page, request);

  // Closing the checkout cancels: back on the Add Money form, amount kept, nothing paid.
  let dialog = await openAddMoney(page);
  await dialog.getByLabel('Amount (₹)').fill('250');
  await dialog.getByRole('radio', { name: 'Credit/Debit Card' }).check();
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  let checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(checkout).toBeHidden();
  dialog = page.getByRole('dialog', { name: 'Add Money' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('250');

  // This time the payment fails.
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText('₹250');
  await expect(checkout.getByRole('radio', { name: 'Credit/Debit Card' })).toBeChecked();
  await checkout.getByRole('button', { name: 'Fail payment' }).click();
  await expect(toast(page, 'Payment failed')).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(toast(page, 'Payment successful and wallet updated!')).toHaveCount(0);

  // Two orders, both Failed: the cancelled checkout (no longer counting against the day's limit)
  // and the declined payment.
  const recent = walletTransactions(page);
  const failed = recent.getByRole('row').filter({ hasText: 'Failed' });
  await expect(failed).toHaveCount(2);
  await expect(failed.first()).toContainText('Deposit');
  await expect(failed.first()).toContainText('₹250');
  await expect(failed.first()).toContainText('Credit/Debit Card');
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  await expect(page.getByTestId('header-balance')).toHaveText('₹0');

  await sideNav(page).getByRole('link', { name: 'Transaction History' }).click();
  await expect(page).toHaveURL(/\/user\/transactions$/);
  const history = page.getByRole('table', { name: 'Transaction History' });
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Failed' });
  const rows = history.getByRole('row').filter({ hasText: 'Deposit' });
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('Failed');
  await expect(rows.first()).toContainText('₹250');
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Completed' });
  await expect(history).toContainText('No results');

  await page.reload();
  await expect(page.getByTestId('header-balance')).toHaveText('₹0');
});

test('the Add Money form explains what it needs, and the server’s limits', async ({ page, request }) => {
  const orders = countOrderRequests(page);
  const user = await openEmptyWallet(page, request);

  const dialog = await openAddMoney(page);
  const amount = dialog.getByLabel('Amount (₹)');
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(dialog.getByText('Enter an amount to proceed')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(amount).toBeFocused();

  await amount.fill('50');
  await expect(dialog.getByText('Enter an amount to proceed')).toBeHidden();
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(dialog.getByText('The minimum deposit is ₹100')).toBeVisible();

  await amount.fill('20000');
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(dialog.getByText('The maximum deposit is ₹10,000 per transaction')).toBeVisible();
  // Nothing was sent for amounts the form already knows are refused.
  expect(orders.count).toBe(0);

  // The day's limit is the server's to enforce: ₹50,000 of orders is already open today.
  await page.keyboard.press('Escape');
  const login = await request.post('/api/auth/login', { data: { identifier: user.email, password: user.password } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  for (let i = 0; i < 5; i++) {
    const order = await request.post('/api/payment', {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { amount: 10_000, currency: 'INR', method: 'upi' },
    });
    expect(order.status(), await order.text()).toBe(200);
  }
  const refused = await openAddMoney(page);
  await refused.getByRole('button', { name: '₹100', exact: true }).click();
  await refused.getByRole('button', { name: 'Proceed to Pay' }).click();
  const notice = toast(page, 'Unable to create order. Please try again.');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('per day');
  await expect(refused.getByRole('alert')).toContainText('per day');
  await expect(page.getByRole('dialog', { name: 'Sandbox checkout' })).toHaveCount(0);
  await page.keyboard.press('Escape');
});

test('another open tab of the same player sees the new balance without a reload', async ({
  page,
  request,
  context,
}) => {
  await openEmptyWallet(page, request);
  // The same player's dashboard in a second tab of the same browser.
  const otherTab = await context.newPage();
  await otherTab.goto('/user');
  await expect(otherTab.getByTestId('header-balance')).toHaveText('₹0');

  const dialog = await openAddMoney(page);
  await dialog.getByRole('button', { name: '₹200', exact: true }).click();
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('button', { name: 'Pay ₹200' }).click();
  await expect(toast(page, 'Payment successful and wallet updated!')).toBeVisible();

  // Told by the server over the realtime channel, the other tab refetches its balance.
  await expect(otherTab.getByTestId('header-balance')).toHaveText('₹200');
});

test('offline, the player is told, and Add Money fails at once rather than going out when the network returns', async ({
  page,
  request,
  context,
}) => {
  await openEmptyWallet(page, request);
  let orders = 0;
  page.on('requestfinished', (sent) => {
    if (sent.method() === 'POST' && new URL(sent.url()).pathname === '/api/payment') orders += 1;
  });
  await context.setOffline(true);
  await expect(page.getByTestId('offline-banner')).toContainText('You are offline.');
  const dialog = await openAddMoney(page);
  await dialog.getByRole('button', { name: '₹500', exact: true }).click();
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  // The attempt fails here and now, and says so; nothing is queued.
  await expect(page.getByText('Unable to create order. Please try again.').first()).toBeVisible();
  // In our words (and the page's language), not the browser's "Failed to fetch".
  await expect(dialog.getByText('Check your connection and try again.')).toBeVisible();
  await expect(page.getByText('Failed to fetch')).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Proceed to Pay' })).toBeEnabled();
  await context.setOffline(false);
  await expect(page.getByTestId('offline-banner')).toBeHidden();
  await page.waitForTimeout(1500);
  expect(orders).toBe(0);
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
});
