import { expect, type Page, test } from '@playwright/test';
import { expectLoginRefused, loginViaUi, logoutViaUi, newUser, registerViaApi, sideNav, toast } from './support';

test('a player edits the name and changes the password', async ({ page, request }) => {
  const user = newUser();
  await registerViaApi(request, user);
  await loginViaUi(page, user.email, user.password);

  await sideNav(page).getByRole('link', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  const details = page.getByRole('tabpanel', { name: 'Personal Info' });
  await expect(details.getByRole('definition').filter({ hasText: user.fullName })).toBeVisible();
  await expect(details).toContainText(`+91 ${user.phone.slice(0, 5)} ${user.phone.slice(5)}`);

  // Edit Profile → change the name → Save.
  const newName = `${user.fullName} Renamed`;
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const nameField = page.getByRole('form', { name: 'Personal Info' }).getByLabel('Full Name');
  await expect(nameField).toHaveValue(user.fullName);
  await nameField.fill(newName);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Edit Profile' })).toBeVisible();
  await expect(details.getByRole('definition').filter({ hasText: newName })).toBeVisible();

  // It was saved on the server: a reload shows it, here and on the dashboard.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(
    page.getByRole('tabpanel', { name: 'Personal Info' }).getByRole('definition').filter({ hasText: newName }),
  ).toBeVisible();
  await sideNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${newName}!` })).toBeVisible();

  // Security tab: change the password.
  await sideNav(page).getByRole('link', { name: 'Profile' }).click();
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page).toHaveURL(/\/user\/profile\?tab=security$/);
  await expect(page.getByText('Select Edit Profile to change your password.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Profile' }).click();
  const passwordForm = page.getByRole('form', { name: 'Change password' });
  const newPassword = `${user.password}-New2`;
  await passwordForm.getByLabel('Current Password').fill(user.password);
  await passwordForm.getByLabel('New Password', { exact: true }).fill(newPassword);
  await passwordForm.getByLabel('Confirm New Password').fill(newPassword);
  await passwordForm.getByRole('button', { name: 'Change Password' }).click();
  await expect(toast(page, 'Password changed successfully')).toBeVisible();
  await expect(passwordForm.getByLabel('Current Password')).toHaveValue('');

  // This device stays signed in after the change.
  await sideNav(page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByRole('heading', { name: `Welcome back, ${newName}!` })).toBeVisible();

  await logoutViaUi(page);
  await expectLoginRefused(page, user.email, user.password, 'Invalid email/phone or password.');
  await loginViaUi(page, user.email, newPassword);
  await expect(page.getByRole('heading', { name: `Welcome back, ${newName}!` })).toBeVisible();
});

/** A real picture drawn by the browser (a canvas). */
async function drawnPng(page: Page, name: string) {
  const base64 = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 48;
    canvas.height = 48;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.fillStyle = '#2563eb';
    context.fillRect(0, 0, 48, 48);
    return canvas.toDataURL('image/png').split(',')[1] ?? '';
  });
  return { name, mimeType: 'image/png', buffer: Buffer.from(base64, 'base64') };
}

/** Nothing wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a player changes the profile picture, on a 360 px wide phone', async ({ page, request }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const user = newUser();
  await registerViaApi(request, user);
  await loginViaUi(page, user.email, user.password);
  await page.goto('/user/profile');
  await expect(page.getByRole('heading', { name: 'My Profile' })).toBeVisible();

  // No picture yet: the initials, and the date the account was made.
  const card = page.getByRole('region', { name: 'Profile picture' });
  const initials = card.getByRole('img', { name: `${user.fullName} (no profile picture)` });
  await expect(initials).toBeVisible();
  // The header's account button shows the same initials.
  const accountButton = page.getByRole('banner').getByRole('button', { name: 'My Account' });
  await expect(accountButton).toHaveText((await initials.textContent()) ?? '');
  const today = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' }).format(new Date());
  await expect(card).toContainText(`Member Since ${today}`);
  await expect(card.getByRole('button', { name: 'Change Picture' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // Uploads the server took up: one turned away for an expired access token (401) is sent again
  // after the refresh, and is still one upload.
  let uploads = 0;
  page.on('response', (answer) => {
    const sent = answer.request();
    if (sent.method() === 'POST' && sent.url().endsWith('/api/users/avatar') && answer.status() !== 401) uploads += 1;
  });

  await page.getByRole('button', { name: 'Edit Profile' }).click();
  await expect(card.getByRole('button', { name: 'Change Picture' })).toBeVisible();
  const fileInput = card.getByLabel('Profile picture file');

  // Over 2 MB is refused here, naming the file; nothing is sent.
  await fileInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(2 * 1024 * 1024 + 1) });
  await expect(card.getByRole('alert')).toHaveText('huge.png is too large (2.0 MB): the picture can be at most 2 MB.');
  expect(uploads).toBe(0);

  await fileInput.setInputFiles(await drawnPng(page, 'me.png'));
  await expect(toast(page, 'Profile picture updated')).toBeVisible();
  expect(uploads).toBe(1);
  const picture = card.getByRole('img', { name: user.fullName, exact: true });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(card.getByRole('alert')).toHaveCount(0);
  // And the header shows the new picture in place of the initials.
  await expect.poll(() => accountButton.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);
  await expect(accountButton).toHaveText('');

  // Kept on the server: a reload shows it again.
  await page.reload();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(48);

  // The Security tab and the KYC dialog fit the phone too.
  await page.getByRole('tab', { name: 'Security' }).click();
  await expect(page.getByTestId('kyc-status')).toHaveText('Not submitted');
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'KYC Verification' }).click();
  const dialog = page.getByRole('dialog', { name: 'KYC Verification' });
  await expect(dialog.getByLabel('Aadhar front')).toBeVisible();
  await expectNoSidewaysScroll(page);
  const dialogBox = await dialog.boundingBox();
  expect(dialogBox && dialogBox.x >= 0 && dialogBox.x + dialogBox.width <= 360).toBe(true);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});
