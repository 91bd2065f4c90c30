import { expect, test } from '@playwright/test';
import { E2E_WINNER } from '../playwright.config';
import { loginViaUi, theAdmin } from './support';

/*
 * The admin's read-only view of the books. E2E_WINNER's winnings were moved from the platform's
 * revenue account by e2e/fixtures/seed.ts (reason e2e_fixture); other journeys may deposit and
 * withdraw around it, so only what they cannot change is asserted here.
 */

const PLATFORM_KINDS = ['Gateway', 'Payouts', 'Revenue', 'TDS'];

test('an admin reads the platform accounts and a player’s ledger, reached from the users list', async ({ page }) => {
  const admin = theAdmin();
  await loginViaUi(page, admin.email, admin.password, /\/admin$/);
  await expect(page.getByRole('heading', { name: 'Users' })).toBeVisible();

  // The winner is in the users list, with a link to their ledger next to their history.
  await page.getByLabel('Search by name, email, phone or Ludo ID').fill(E2E_WINNER.email);
  const users = page.getByRole('table', { name: 'Users' });
  const row = users.getByRole('row').filter({ hasText: E2E_WINNER.email });
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('link', { name: `History of ${E2E_WINNER.fullName}`, exact: true })).toBeVisible();
  await row.getByRole('link', { name: `Ledger of ${E2E_WINNER.fullName}`, exact: true }).click();

  await expect(page).toHaveURL(/\/admin\/ledger\?userId=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: 'Ledger', level: 1 })).toBeVisible();
  await expect(page.getByText('balances of all accounts always sum to zero')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Ledger' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Their two accounts, named in words, each with a button for its entries.
  const playerAccounts = page.getByRole('region', { name: 'Player accounts' });
  await expect(playerAccounts).toContainText(E2E_WINNER.fullName);
  const accounts = playerAccounts.getByRole('listitem');
  await expect(accounts).toHaveCount(2);
  await expect(accounts.filter({ hasText: 'Deposit' })).toContainText('Added money');
  const winnings = accounts.filter({ hasText: 'Winnings' });
  await expect(winnings).toContainText('Withdrawable');

  // Choosing the winnings account lists its entries, the seeded prize among them.
  const showWinnings = winnings.getByRole('button', { name: 'Entries of Winnings', exact: true });
  await expect(showWinnings).toHaveAttribute('aria-pressed', 'false');
  await showWinnings.click();
  await expect(showWinnings).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/[?&]account=\d+/);
  await expect(page.getByRole('heading', { name: 'Entries', level: 2 })).toBeFocused();
  const entries = page.getByRole('table', { name: 'Entries' });
  const seeded = entries.getByRole('row').filter({ hasText: 'e2e_fixture' });
  await expect(seeded).toHaveCount(1);
  const credit = seeded.getByText('+₹5,000', { exact: true });
  await expect(credit).toBeVisible();
  await expect(credit).toHaveClass(/text-success/);
  await expect(seeded).toContainText('Revenue');
  await expect(seeded).toContainText('₹0');
  await expect(page.getByRole('button', { name: 'Previous', exact: true })).toBeDisabled();

  // The platform's accounts: only the four kinds, each at most once, revenue among them.
  const platform = page.getByRole('region', { name: 'Platform accounts' });
  const kinds = platform.getByRole('listitem').getByRole('heading', { level: 3 });
  await expect(kinds.filter({ hasText: 'Revenue' })).toHaveCount(1);
  const names = await kinds.allInnerTexts();
  expect(names.length).toBeGreaterThanOrEqual(1);
  expect(names.every((name) => PLATFORM_KINDS.includes(name))).toBe(true);
  expect(new Set(names).size).toBe(names.length);
  const revenue = platform.getByRole('listitem').filter({ hasText: 'Revenue' });
  await expect(revenue).toContainText('Platform fees');

  // The revenue account shows the other side of the same transfer: -₹5,000, to the winnings.
  await revenue.getByRole('button', { name: 'Entries of Revenue', exact: true }).click();
  await expect(showWinnings).toHaveAttribute('aria-pressed', 'false');
  const paidOut = entries.getByRole('row').filter({ hasText: 'e2e_fixture' });
  await expect(paidOut).toHaveCount(1);
  const debit = paidOut.getByText('-₹5,000', { exact: true });
  await expect(debit).toBeVisible();
  await expect(debit).toHaveClass(/text-destructive/);
  await expect(paidOut).toContainText('Winnings');

  // Opened from the admin navigation, the page shows the platform's accounts only.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Ledger' }).click();
  await expect(page).toHaveURL(/\/admin\/ledger$/);
  await expect(page.getByRole('region', { name: 'Platform accounts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Player accounts' })).toHaveCount(0);
  await expect(page.getByText('Choose an account’s Entries to see every movement on it.')).toBeVisible();
});
