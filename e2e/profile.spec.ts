import { expect, test } from '@playwright/test';
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
