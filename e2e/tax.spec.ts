import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { adminNav, signedInContext, signedInPlayer } from './match-support';
import { sideNav, theAdmin } from './support';

/*
 * Tax in the real-money mode: a player reads their tax statement of the year in the wallet and
 * downloads it as CSV and PDF; an admin reads the TDS of each quarter.
 */

/** "2026-27": the financial year (April to March, India time) running now. */
function financialYearLabel(now = new Date()): string {
  const ist = new Date(now.getTime() + 330 * 60_000);
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

test('a player downloads their tax statement; an admin reads TDS by quarter', async ({ browser, request, baseURL }) => {
  const label = financialYearLabel();
  const { page, context } = await signedInPlayer(browser, request, baseURL);
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page.getByTestId('tax-statement-empty')).toHaveText(
    `No tax was deducted from your winnings in ${label}.`,
  );

  for (const format of ['CSV', 'PDF'] as const) {
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: `Download ${format}` }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`tax-statement-${label}.${format.toLowerCase()}`);
    const body = readFileSync((await download.path()) as string);
    if (format === 'CSV') expect(body.toString()).toContain(`"Tax statement","Financial year ${label}"`);
    else expect(body.subarray(0, 7).toString()).toBe('%PDF-1.');
  }
  await context.close();

  const admin = await signedInContext(browser, baseURL, theAdmin());
  await admin.page.goto('/admin');
  await adminNav(admin.page).getByRole('link', { name: 'Tax' }).click();
  const table = admin.page.getByRole('table', { name: `TDS by quarter, ${label}` });
  await expect(table.getByRole('row')).toHaveCount(5);
  await expect(table).toContainText('April to June');
  await admin.context.close();
});
