import { expect, type Page, test } from '@playwright/test';
import { newUser, type TestUser, toast } from './support';

async function fillForm(page: Page, user: TestUser, confirmPassword = user.password) {
  await page.getByLabel('Full Name').fill(user.fullName);
  await page.getByRole('textbox', { name: 'Email' }).fill(user.email);
  await page.getByLabel('Phone').fill(user.phone);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByLabel('Confirm Password').fill(confirmPassword);
  await page.getByLabel('Ludo Player ID').fill(user.ludoPlayerId);
}

test('a visitor registers through the form', async ({ page }) => {
  const registerCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/auth/register')) registerCalls.push(request.method());
  });
  const user = newUser();

  await page.goto('/register');
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();
  // The phone field shows the fixed +91 prefix beside it.
  await expect(page.getByText('+91', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Referral Code (optional)')).toBeVisible();

  // 1. Passwords that differ: an alert, and nothing is sent.
  await fillForm(page, user, `${user.password}x`);
  const ageBox = page.getByRole('checkbox', { name: 'I am 18 or older' });
  await ageBox.check();
  const alerted = new Promise<string>((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await dialog.accept();
      resolve(message);
    });
  });
  await page.getByRole('button', { name: 'Register' }).click();
  expect(await alerted).toBe('Passwords do not match');
  await expect(page.getByLabel('Confirm Password')).toHaveAttribute('aria-invalid', 'true');

  // 2. Matching passwords but the 18+ box unticked: refused on the spot, nothing sent.
  await page.getByLabel('Confirm Password').fill(user.password);
  await ageBox.uncheck();
  await expect(ageBox).not.toBeChecked();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page.getByText('You must confirm that you are 18 or older')).toBeVisible();
  await expect(ageBox).toHaveAttribute('aria-invalid', 'true');
  expect(registerCalls).toEqual([]);

  // 3. Everything in order.
  await ageBox.check();
  const registered = page.waitForResponse(
    (response) => response.url().endsWith('/api/auth/register') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Register' }).click();
  expect((await registered).status()).toBe(201);
  await expect(toast(page, 'User registered successfully')).toBeVisible();
  const success = page.getByTestId('register-success');
  await expect(success).toBeVisible();
  await expect(success.getByRole('link', { name: 'Go to login' })).toHaveAttribute('href', '/login');
  // The form is reset.
  await expect(page.getByLabel('Full Name')).toHaveValue('');
  await expect(page.getByRole('checkbox', { name: 'I am 18 or older' })).not.toBeChecked();
  expect(registerCalls).toEqual(['POST']);

  // 4. The same email again (with a different phone and Ludo id): the email field is named.
  const twin = newUser({ email: user.email });
  await fillForm(page, twin);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(toast(page, 'User registration failed')).toBeVisible();
  await expect(page.getByTestId('register-error')).toHaveText('An account with this email already exists.');
  const emailField = page.getByRole('textbox', { name: 'Email' });
  await expect(emailField).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField).toHaveAccessibleDescription('An account with this email already exists.');
  await expect(page.getByTestId('register-success')).toBeHidden();

  // The account works: "Go to login" is offered after a success, and the new player can log in.
  await page.goto('/login');
  await page.getByLabel('Email or Phone').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/user$/);
  await expect(page.getByRole('heading', { name: `Welcome back, ${user.fullName}!` })).toBeVisible();
});

test('on a phone, the outcome of registering is brought into view', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 700 });
  const user = newUser();
  await page.goto('/register');
  await fillForm(page, user);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const success = page.getByTestId('register-success');
  await expect(success).toBeFocused();
  await expect(success).toBeInViewport();

  // A refusal, the same account again, is met the same way.
  await fillForm(page, user);
  await page.getByRole('checkbox', { name: 'I am 18 or older' }).check();
  await page.getByRole('button', { name: 'Register' }).click();
  const refused = page.getByTestId('register-error');
  await expect(refused).toBeFocused();
  await expect(refused).toBeInViewport();
});
