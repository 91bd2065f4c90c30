import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { E2E_DATA_DIR } from '../playwright.config';
import { loginViaUi, newUser, registerViaApi, scaled, theAdmin, toast } from './support';

/*
 * "Forgot password?" on the login page: the player asks by email, the mail arrives (on the
 * embedded default it is written to the data folder's outbox, byte for byte what SMTP would
 * carry), its link sets a new password once, and the old password no longer works.
 */

/** The newest reset mail to `email` in the outbox, with its link's path. */
function resetLinkFor(email: string): string | undefined {
  const dir = join(E2E_DATA_DIR, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(dir).filter((name) => name.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const mails = names
    .sort()
    .map((name) => readFileSync(join(dir, name), 'utf8'))
    // Quoted-printable folds long lines and writes "=" as "=3D".
    .map((mail) => mail.replace(/=\r?\n/g, '').replace(/=3D/g, '='))
    .filter((mail) => mail.includes(`To: ${email}`));
  const link = /https?:\/\/[^\s"<>]+(\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mails.at(-1) ?? '');
  return link?.[1];
}

test('a player resets a forgotten password through the emailed link, once', async ({ page, request }) => {
  const user = newUser();
  await registerViaApi(request, user);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  // The address changes before the page's code has come: the login form, with its own "Email or
  // Phone", stays on screen until then.
  await expect(page.getByRole('heading', { name: 'Forgot password' })).toBeVisible();
  await page.getByLabel('Email or Phone').fill(user.email);
  await page.getByRole('button', { name: 'Send reset instructions' }).click();
  await expect(page.getByRole('status').first()).toContainText(/email/i);

  let path: string | undefined;
  await expect.poll(() => (path = resetLinkFor(user.email)), { timeout: scaled(10_000) }).toBeTruthy();
  await page.goto(path as string);
  await expect(page.getByRole('heading', { name: 'Reset password' })).toBeVisible();
  const newPassword = 'Fresh-Start-42!x';
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, /password/i)).toBeVisible();

  // The old password is refused; the new one logs in.
  await page.getByLabel('Email or Phone').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await loginViaUi(page, user.email, newPassword);

  // The link works once.
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await page.goto(path as string);
  await page.getByLabel('New password', { exact: true }).fill('Another-Go-77!y');
  await page.getByLabel('Confirm new password').fill('Another-Go-77!y');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toBeVisible();
  await expect(page).toHaveURL(/\/reset-password\?token=/);

  // The admin console's outbox shows the mail, with its link hidden.
  await loginViaUi(page, theAdmin().email, theAdmin().password, /\/admin$/);
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Outbox' }).click();
  const sent = page.getByRole('list', { name: 'Sent messages' }).getByRole('button').filter({ hasText: user.email });
  await sent.filter({ hasText: 'Reset your Ludo Arena password' }).first().click();
  const shown = page.getByTestId('outbox-message');
  await expect(shown).toContainText('reset-password?token=[hidden]');
  await expect(shown).not.toContainText((path as string).split('token=')[1] as string);
});
