import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import {
  addMoneyViaApi,
  adminNav,
  createTournamentViaApi,
  playTournamentViaApi,
  signedInContext,
  signedInPlayer,
  uniqueTournamentTitle,
} from './match-support';
import { chooseAccountMenuItem, newUser, registerViaApi, sideNav, theAdmin, toast } from './support';

/*
 * Tax in the real-money mode: a player reads their tax statement of the year in the wallet and
 * downloads it as CSV and PDF; an admin reads the TDS of each quarter. The e2e server keeps the
 * default rule: 30% of a tournament prize above ₹10,000 (docs/decisions/0018-tax-on-net-winnings.md).
 */

/** "2026-27": the financial year (April to March, India time) running now. */
function financialYearLabel(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/**
 * The statement downloaded from the wallet as the player clicks for it, with the file's name
 * checked: in English unless the page reads in Hindi.
 */
async function downloadStatement(
  page: Page,
  format: 'CSV' | 'PDF',
  label: string,
  language: 'en' | 'hi' = 'en',
): Promise<Buffer> {
  const [button, name] =
    language === 'en'
      ? [`Download ${format}`, `tax-statement-${label}`]
      : [`${format} डाउनलोड करें`, `टैक्स-स्टेटमेंट-${label}`];
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${name}.${format.toLowerCase()}`);
  return readFileSync((await download.path()) as string);
}

test('a player downloads their tax statement; an admin reads TDS by quarter', async ({ browser, request, baseURL }) => {
  const label = financialYearLabel();
  const { page, context } = await signedInPlayer(browser, request, baseURL);
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('tax-statement-empty')).toHaveText(
    `No tax was deducted from your winnings in ${label}.`,
  );

  expect((await downloadStatement(page, 'CSV', label)).toString()).toContain(
    `"Tax statement","Financial year ${label}"`,
  );
  expect((await downloadStatement(page, 'PDF', label)).subarray(0, 7).toString()).toBe('%PDF-1.');
  // A player who saved Hindi in Settings gets the file written in Hindi, and named in Hindi too.
  await chooseAccountMenuItem(page, 'Settings');
  await page.getByLabel('Language').selectOption('hi');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await page.getByRole('navigation', { name: 'खिलाड़ी सेक्शन' }).getByRole('link', { name: 'वॉलेट' }).click();
  expect((await downloadStatement(page, 'CSV', label, 'hi')).toString()).toContain('"टैक्स स्टेटमेंट"');
  await context.close();

  const admin = await signedInContext(browser, baseURL, theAdmin());
  await admin.page.goto('/admin');
  await adminNav(admin.page).getByRole('link', { name: 'Tax' }).click();
  const table = admin.page.getByRole('table', { name: `TDS by quarter, ${label}` });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('April to June');
  await admin.context.close();
});

test('a prize above ₹10,000 is taxed, and the statement lists it in the wallet, the CSV and the PDF', async ({
  browser,
  request,
  baseURL,
}) => {
  const label = financialYearLabel();
  // Two players pay ₹6,000 each: a pool of ₹10,800 after the platform's 10%, all of it to the winner.
  const { page, context, user: winner } = await signedInPlayer(browser, request, baseURL);
  const loser = newUser();
  await registerViaApi(request, loser);
  for (const user of [winner, loser]) await addMoneyViaApi(request, user, 6_000);
  const title = uniqueTournamentTitle('Tax Cup');
  const id = await createTournamentViaApi(request, {
    title,
    format: 'knockout',
    entryFee: 6_000,
    maxPlayers: 2,
    minPlayers: 2,
  });
  await playTournamentViaApi(request, id, [winner, loser]);

  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  const row = page.getByTestId('tax-statement').getByRole('listitem').filter({ hasText: title });
  await expect(row).toContainText('Prize for place 1');
  await expect(row).toContainText('₹10,800');
  await expect(row).toContainText('₹3,240');

  expect((await downloadStatement(page, 'CSV', label)).toString()).toContain(
    `"Tournament prize","Prize for place 1, ${title}",10800.00,10800.00,3240.00`,
  );
  const pdf = await downloadStatement(page, 'PDF', label);
  expect(pdf.subarray(0, 7).toString()).toBe('%PDF-1.');
  // Its fonts are in it: a statement with rows is more than a page of plain text.
  expect(pdf.length).toBeGreaterThan(5_000);
  await context.close();
});
