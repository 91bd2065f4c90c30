import { expect, type Page, test } from '@playwright/test';
import { E2E_WINNER } from '../playwright.config';
import { freshPage, loginViaUi, newUser, registerViaApi, scaled, sideNav, theAdmin, toast } from './support';

/*
 * A withdrawal that goes through needs a player with verified KYC and winnings, which no screen
 * can give yet (KYC review and matches come later): E2E_WINNER is seeded through the ledger
 * before the server starts (e2e/fixtures/seed.ts). The sandbox bank settles payouts within a
 * second and refuses those whose UPI ID starts with "fail".
 */

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** "₹4,150" → 4150 */
function parseRupees(text: string): number {
  return Number(text.replace(/[^\d.]/g, ''));
}

async function openWithdraw(page: Page) {
  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Opens a status tab of the admin queue until a row with `text` shows there (payouts settle in the background). */
async function expectRowInTab(page: Page, tab: string, text: string) {
  const statuses = page.getByRole('tablist', { name: 'Withdrawal status' });
  const row = page.getByRole('tabpanel').getByRole('row').filter({ hasText: text });
  await expect(async () => {
    // Coming back to a tab loads its list afresh.
    await statuses.getByRole('tab', { name: tab === 'Requested' ? 'Approved' : 'Requested' }).click();
    await statuses.getByRole('tab', { name: tab }).click();
    await expect(row).toHaveCount(1, { timeout: 2_000 });
  }).toPass({ timeout: scaled(20_000) });
  return row;
}

/** The statuses the server pushes to the page for the player's withdrawals (socket.io event frames). */
function withdrawalUpdatesHeard(page: Page) {
  const statuses: string[] = [];
  page.on('websocket', (socket) => {
    socket.on('framereceived', ({ payload }) => {
      const match = /^42\["withdrawalUpdated",(.*)\]$/.exec(String(payload));
      if (match?.[1]) statuses.push((JSON.parse(match[1]) as { status: string }).status);
    });
  });
  return statuses;
}

/** Counts the documents the page loads from now on (a reload would be one). */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) loads.count++;
  });
  return loads;
}

/**
 * Counts the withdrawal requests the server took up (POST /api/withdrawals). One turned away for
 * an expired access token (401) is sent again after the refresh: that is still one request.
 */
function countWithdrawalRequests(page: Page) {
  const calls = { count: 0 };
  page.on('response', (response) => {
    const request = response.request();
    if (request.method() !== 'POST' || new URL(request.url()).pathname !== '/api/withdrawals') return;
    if (response.status() !== 401) calls.count++;
  });
  return calls;
}

test('a player without KYC is told to verify first, and the server refuses the withdrawal', async ({
  page,
  request,
}) => {
  const requests = countWithdrawalRequests(page);
  const player = newUser();
  await registerViaApi(request, player);
  await loginViaUi(page, player.email, player.password);
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  await expect(page.getByTestId('wallet-balance-winnings')).toHaveText('₹0');

  await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('withdraw-winnings')).toHaveText('₹0');

  // KYC comes first, said up front, with the way to the profile where it is done.
  const kycNotice = dialog.getByTestId('withdraw-kyc-notice');
  await expect(kycNotice).toContainText('Verify your identity first');
  await expect(kycNotice).toContainText('KYC is required before your first withdrawal.');
  await expect(kycNotice.getByRole('link', { name: 'Go to Profile' })).toHaveAttribute('href', '/user/profile');

  // The rules (docs/product-rules.md, Withdrawals).
  await expect(dialog).toContainText('Minimum ₹100; maximum ₹25,000 per transaction and ₹1,00,000 per week.');
  await expect(dialog).toContainText('Processed in 24-48 hours to your bank account or UPI. No fee.');
  await expect(dialog).toContainText('KYC is required before your first withdrawal and for withdrawals above ₹10,000.');

  // "Withdraw" stays disabled for an empty amount and below ₹100 (docs/product-rules.md, Withdrawals).
  const amount = dialog.getByLabel('Amount (₹)');
  const submit = dialog.getByRole('button', { name: 'Withdraw', exact: true });
  await expect(amount).toHaveValue('');
  await expect(submit).toBeDisabled();
  await amount.fill('99');
  await expect(submit).toBeDisabled();
  await amount.fill('99.99');
  await expect(submit).toBeDisabled();
  await amount.fill('100');
  await expect(submit).toBeEnabled();
  await amount.fill('');
  await expect(submit).toBeDisabled();

  // UPI is the default destination; a bank account asks for its three fields.
  const destination = dialog.getByRole('group', { name: 'Withdraw to' });
  await expect(destination.getByRole('radio', { name: 'UPI' })).toBeChecked();
  await expect(destination.getByRole('radio', { name: 'Bank account' })).not.toBeChecked();
  await expect(dialog.getByLabel('UPI ID')).toBeVisible();

  await amount.fill('30000');
  await dialog.getByLabel('UPI ID').fill('not-a-upi-id');
  await submit.click();
  await expect(dialog.getByText('The maximum withdrawal is ₹25,000 per transaction')).toBeVisible();
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByText('Enter a valid UPI ID, like name@bank')).toBeVisible();

  await destination.getByRole('radio', { name: 'Bank account' }).check();
  await expect(dialog.getByLabel('UPI ID')).toBeHidden();
  await amount.fill('100');
  await dialog.getByLabel('Account holder name').fill(player.fullName);
  await dialog.getByLabel('IFSC').fill('HDFC1234');
  await dialog.getByLabel('Account number').fill('12345');
  await submit.click();
  await expect(dialog.getByText('Enter a valid IFSC, like HDFC0001234')).toBeVisible();
  await expect(dialog.getByText('Enter a valid account number (9 to 18 digits)')).toBeVisible();
  // Nothing was sent for what the form already knows is wrong.
  expect(requests.count).toBe(0);

  // ₹100 to a valid UPI ID goes to the server, which asks for KYC.
  await destination.getByRole('radio', { name: 'UPI' }).check();
  await expect(dialog.getByLabel('UPI ID')).toHaveValue('not-a-upi-id');
  await dialog.getByLabel('UPI ID').fill('priya.sharma@okaxis');
  await submit.click();
  const error = dialog.getByRole('alert');
  await expect(error).toContainText('Verify your identity (KYC) before your first withdrawal.');
  await expect(toast(page, 'Verify your identity (KYC) before your first withdrawal.')).toBeVisible();
  await expect(toast(page, 'Withdrawal requested!')).toHaveCount(0);
  expect(requests.count).toBe(1);

  // The message leads to the profile, where KYC lives.
  await error.getByRole('link', { name: 'Verify your identity' }).click();
  await expect(page).toHaveURL(/\/user\/profile$/);
  await expect(dialog).toBeHidden();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Not submitted');

  // Nothing left the wallet, and no withdrawal was recorded.
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('wallet-balance')).toHaveText('₹0');
  await expect(page.getByRole('table', { name: 'Wallet Transactions' })).toContainText('No transactions yet');
});

test('an admin opens Withdrawals and finds no withdrawals in any status', async ({ page }) => {
  const admin = theAdmin();
  await loginViaUi(page, admin.email, admin.password, /\/admin$/);

  const adminNav = page.getByRole('navigation', { name: 'Admin' });
  await adminNav.getByRole('link', { name: 'Withdrawals' }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Withdrawals' })).toBeVisible();
  await expect(adminNav.getByRole('link', { name: 'Withdrawals' })).toHaveAttribute('aria-current', 'page');

  const statuses = page.getByRole('tablist', { name: 'Withdrawal status' });
  await expect(statuses.getByRole('tab')).toHaveText(['Requested', 'Approved', 'Processed', 'Rejected', 'Failed']);
  await expect(statuses.getByRole('tab', { name: 'Requested' })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('No withdrawals');
  await expect(panel).toContainText('Nothing is waiting for review.');

  await statuses.getByRole('tab', { name: 'Rejected' }).click();
  await expect(page).toHaveURL(/\/admin\/withdrawals\?status=rejected$/);
  await expect(page.getByRole('tabpanel')).toContainText('No withdrawals');

  // The chosen status survives a reload.
  await page.reload();
  await expect(
    page.getByRole('tablist', { name: 'Withdrawal status' }).getByRole('tab', { name: 'Rejected' }),
  ).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('No withdrawals');
});

test('a verified player withdraws winnings; an admin approves one, rejects one, and a refused payout comes back', async ({
  page,
  browser,
  baseURL,
}) => {
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const paidUpi = `wina.${tag}@okaxis`;
  const refusedUpi = `fail.${tag}@okaxis`;
  const accountNumber = `${Date.now()}`.slice(-12);
  const maskedAccount = `${accountNumber.slice(-4)}, HDFC0001234`;
  const rejectReason = `Account holder name differs from the KYC name (${tag})`;
  const name = E2E_WINNER.fullName;
  const pushed = withdrawalUpdatesHeard(page);

  await loginViaUi(page, E2E_WINNER.email, E2E_WINNER.password);
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  const winnings = page.getByTestId('wallet-balance-winnings');
  await expect(winnings).toHaveText(/₹[\d,]+/);
  const start = parseRupees(await winnings.innerText());
  expect(start, 'the seeded winner has at least ₹1,000 of winnings').toBeGreaterThanOrEqual(1000);

  // ₹500 to a UPI ID. KYC is verified: no notice.
  let dialog = await openWithdraw(page);
  await expect(dialog.getByTestId('withdraw-winnings')).toHaveText(inr.format(start));
  await expect(dialog.getByTestId('withdraw-kyc-notice')).toHaveCount(0);
  await dialog.getByLabel('Amount (₹)').fill('500');
  await dialog.getByLabel('UPI ID').fill(paidUpi);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(toast(page, 'Withdrawal requested!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(winnings).toHaveText(inr.format(start - 500));

  // ₹250 to a bank account; the form starts empty again.
  dialog = await openWithdraw(page);
  await expect(dialog.getByTestId('withdraw-winnings')).toHaveText(inr.format(start - 500));
  await expect(dialog.getByLabel('Amount (₹)')).toHaveValue('');
  await expect(dialog.getByLabel('UPI ID')).toHaveValue('');
  await dialog.getByLabel('Amount (₹)').fill('250');
  await dialog.getByRole('radio', { name: 'Bank account' }).check();
  await dialog.getByLabel('Account holder name').fill(name);
  await dialog.getByLabel('IFSC').fill('hdfc0001234');
  await dialog.getByLabel('Account number').fill(accountNumber);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(winnings).toHaveText(inr.format(start - 750));

  // ₹100 to a UPI ID the sandbox bank will refuse.
  dialog = await openWithdraw(page);
  await dialog.getByLabel('Amount (₹)').fill('100');
  await dialog.getByLabel('UPI ID').fill(refusedUpi);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog).toBeHidden();
  const remaining = start - 850;
  await expect(winnings).toHaveText(inr.format(remaining));

  // More than the winnings: the server says how much can be withdrawn.
  expect(remaining + 1).toBeLessThanOrEqual(25_000);
  dialog = await openWithdraw(page);
  await dialog.getByLabel('Amount (₹)').fill(String(remaining + 1));
  await dialog.getByLabel('UPI ID').fill(paidUpi);
  await dialog.getByRole('button', { name: 'Withdraw', exact: true }).click();
  await expect(dialog.getByRole('alert')).toContainText(inr.format(remaining));
  await expect(toast(page, inr.format(remaining))).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(winnings).toHaveText(inr.format(remaining));

  // The player watches their history while the admin works: every change shows up without a reload.
  await sideNav(page).getByRole('link', { name: 'Transaction History' }).click();
  await expect(page).toHaveURL(/\/user\/transactions$/);
  const history = page.getByRole('table', { name: 'Transaction History' });
  const paid = history.getByRole('row').filter({ hasText: paidUpi });
  await expect(paid).toContainText('Pending');
  const navigations = countDocumentLoads(page);

  // The admin reviews the queue on another device.
  const adminDevice = await freshPage(browser, baseURL);
  const admin = adminDevice.page;
  await loginViaUi(admin, theAdmin().email, theAdmin().password, /\/admin$/);
  await admin.goto('/admin/withdrawals');
  const requested = admin.getByRole('table', { name: 'Requested withdrawals' });
  const paidRow = requested.getByRole('row').filter({ hasText: paidUpi });
  await expect(paidRow).toHaveCount(1);
  await expect(paidRow).toContainText(name);
  await expect(paidRow).toContainText(E2E_WINNER.email);
  await expect(paidRow).toContainText('₹500');
  await expect(paidRow).toContainText('Requested');

  // Approve: a confirmation with the amount and the destination, then the payout.
  await paidRow.getByRole('button', { name: `Approve ${name}`, exact: true }).click();
  const approve = admin.getByRole('dialog', { name: 'Approve withdrawal' });
  await expect(approve.getByTestId('review-amount')).toHaveText('₹500');
  await expect(approve.getByTestId('review-destination')).toHaveText(`UPI ${paidUpi}`);
  await approve.getByRole('button', { name: 'Approve and send ₹500' }).click();
  await expect(approve).toBeHidden();
  await expect(toast(admin, new RegExp(`₹500 .*${name}`))).toBeVisible();
  await expect(paidRow).toHaveCount(0);
  // The bank pays within a second and the payout is looked at seconds after it was sent: the
  // player's open page turns Completed by itself.
  await expect(paid).toContainText('Completed', { timeout: scaled(20_000) });

  // Reject: a reason is required.
  const bankRow = requested.getByRole('row').filter({ hasText: maskedAccount });
  await expect(bankRow).toContainText('₹250');
  await bankRow.getByRole('button', { name: `Reject ${name}`, exact: true }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject withdrawal' });
  await expect(reject.getByTestId('review-amount')).toHaveText('₹250');
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject.getByText('Give a reason of at least 3 characters')).toBeVisible();
  await reject.getByLabel('Reason').fill(rejectReason);
  await reject.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(reject).toBeHidden();
  await expect(toast(admin, `Withdrawal of ₹250 by ${name} rejected`)).toBeVisible();
  await expect(bankRow).toHaveCount(0);

  // Approve the one the bank will refuse.
  const refusedRow = requested.getByRole('row').filter({ hasText: refusedUpi });
  await refusedRow.getByRole('button', { name: `Approve ${name}`, exact: true }).click();
  const approveRefused = admin.getByRole('dialog', { name: 'Approve withdrawal' });
  await approveRefused.getByRole('button', { name: 'Approve and send ₹100' }).click();
  await expect(approveRefused).toBeHidden();

  // Each ends in its status tab.
  await expect(await expectRowInTab(admin, 'Processed', paidUpi)).toContainText('Processed');
  const rejectedRow = await expectRowInTab(admin, 'Rejected', maskedAccount);
  await expect(rejectedRow).toContainText('Rejected');
  await expect(rejectedRow).toContainText(rejectReason);
  await expect(await expectRowInTab(admin, 'Failed', refusedUpi)).toContainText('Failed');
  await adminDevice.context.close();

  // The player has the rejected and refused amounts back, and sees why, all without a reload.
  await expect(paid).toContainText('Withdrawal');
  await expect(paid).toContainText('₹500');
  await expect(paid).toContainText('Completed');
  const rejected = history.getByRole('row').filter({ hasText: `Rejected: ${rejectReason}` });
  await expect(rejected).toContainText('₹250');
  await expect(rejected).toContainText('Failed');
  const refused = history.getByRole('row').filter({ hasText: 'Payout failed' }).filter({ hasText: '₹100' });
  await expect(refused.first()).toContainText('The amount is back in your winnings.');
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(winnings).toHaveText(inr.format(start - 500));
  expect(navigations.count, 'the player’s page was never reloaded').toBe(0);
  // The server told the page of every step as it happened.
  expect([...new Set(pushed)].sort()).toEqual(['approved', 'failed', 'processed', 'rejected', 'requested']);
});
