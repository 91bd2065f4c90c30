import { expect, test } from '@playwright/test';
import { adminOnTournamentsConsole, uniqueTournamentTitle } from './match-support';
import { scaled, toast } from './support';

/*
 * The admin's recurring tournaments: one is created in the console, then changed (its fee, its
 * time, its days, where it is played); the list shows the new settings and keeps it active.
 */

test('an admin creates a recurring tournament and changes it', async ({ browser, baseURL }) => {
  test.setTimeout(scaled(120_000));
  const title = uniqueTournamentTitle('Night Owls');
  const { context, page } = await adminOnTournamentsConsole(browser, baseURL);
  const recurring = page.getByTestId('recurring-tournaments');

  await recurring.getByRole('button', { name: 'Create recurring tournament' }).click();
  const create = page.getByRole('dialog', { name: 'Create recurring tournament' });
  await create.getByLabel('Title').fill(title);
  await create.getByLabel('Format').selectOption({ value: 'knockout' });
  await create.getByLabel('Entry fee (₹)').fill('50');
  await create.getByLabel('Maximum players').fill('16');
  await create.getByLabel('Minimum players').fill('4');
  await create.getByLabel('Start time (India time)').fill('21:00');
  await create.getByLabel('Registration opens (hours before)').fill('2');
  await create.getByLabel('Where the games are played').selectOption('external');
  await create.getByRole('button', { name: 'Create recurring tournament' }).click();
  await expect(create).toBeHidden();
  await expect(toast(page, `${title} scheduled`)).toBeVisible();
  const row = recurring.getByRole('row').filter({ hasText: title });
  await expect(row).toContainText('9:00 pm IST');
  await expect(row).toContainText('Every day');
  await expect(row).toContainText('Active');

  // Edit: the form opens with the schedule's settings; the admin changes four of them.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit recurring tournament' });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await expect(edit.getByLabel('Entry fee (₹)')).toHaveValue('50');
  await expect(edit.getByLabel('Start time (India time)')).toHaveValue('21:00');
  await expect(edit.getByLabel('Where the games are played')).toHaveValue('external');
  await edit.getByLabel('Entry fee (₹)').fill('80');
  await edit.getByLabel('Start time (India time)').fill('21:30');
  for (const day of ['Sun', 'Tue', 'Thu', 'Sat']) await edit.getByLabel(day, { exact: true }).uncheck();
  await edit.getByLabel('Where the games are played').selectOption('quick');
  // A minimum above the seats is refused in the form, before anything is sent.
  await edit.getByLabel('Minimum players').fill('40');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByLabel('Minimum players')).toHaveAttribute('aria-invalid', 'true');
  await edit.getByLabel('Minimum players').fill('4');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toBeHidden();
  await expect(toast(page, `${title} saved`)).toBeVisible();
  await expect(row).toContainText('9:30 pm IST');
  await expect(row).toContainText('Mon, Wed, Fri');
  await expect(row).toContainText('₹80');
  await expect(row).toContainText('Active');

  // Opened again, the form has what was saved.
  await row.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(edit.getByLabel('Entry fee (₹)')).toHaveValue('80');
  await expect(edit.getByLabel('Where the games are played')).toHaveValue('quick');
  await page.keyboard.press('Escape');
  await expect(edit).toBeHidden();
  await context.close();
});
