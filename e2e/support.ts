import { randomInt } from 'node:crypto';
import { type APIRequestContext, type Browser, expect, type Page } from '@playwright/test';
import { E2E_ACCESS_TOKEN_TTL_SECONDS, E2E_ADMIN_EMAIL, E2E_ADMIN_PASSWORD, scaled } from '../playwright.config';

export { E2E_ACCESS_TOKEN_TTL_SECONDS, E2E_ADMIN_EMAIL, scaled };

/** The admin's password; the admin account is created once per server run, by whichever test comes first. */

export interface TestUser {
  fullName: string;
  email: string;
  /** Ten digits, as a player types it (no +91). */
  phone: string;
  password: string;
  ludoPlayerId: string;
}

const FIRST_NAMES = ['Aarav', 'Priya', 'Rohan', 'Ananya', 'Vikram', 'Meera', 'Kabir', 'Isha'];
const LAST_NAMES = ['Sharma', 'Iyer', 'Patel', 'Reddy', 'Khan', 'Das', 'Nair', 'Gupta'];

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

function digits(count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(randomInt(10));
  return out;
}

/** A unique player: random email, Indian mobile number (6-9 then nine digits) and Ludo id. */
export function newUser(overrides: Partial<TestUser> = {}): TestUser {
  const tag = `${Date.now().toString(36)}${digits(6)}`;
  return {
    fullName: `${pick(FIRST_NAMES)} ${pick(LAST_NAMES)} ${tag.slice(-4)}`,
    email: `player.${tag}@example.in`,
    phone: `${6 + randomInt(4)}${digits(9)}`,
    password: `Dice-${digits(4)}-Roll!`,
    ludoPlayerId: `LK${digits(8)}`,
    ...overrides,
  };
}

/** Creates the account through the API (faster than the form, for journeys not about registering). */
export async function registerViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const response = await request.post('/api/auth/register', {
    data: {
      fullName: user.fullName,
      email: user.email,
      phone: user.phone,
      password: user.password,
      confirmPassword: user.password,
      ludoPlayerId: user.ludoPlayerId,
      ageConfirmed: true,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** The administrator that the admin:create command made before the server started. */
export function theAdmin(): TestUser {
  return {
    fullName: 'Arena Admin',
    email: E2E_ADMIN_EMAIL,
    phone: '9000000001',
    password: E2E_ADMIN_PASSWORD,
    ludoPlayerId: 'ADMIN-E2E',
  };
}

/**
 * Logs in through the form, the way a person does, and waits for where they land: the player
 * area, or the admin console for an administrator.
 */
export async function loginViaUi(
  page: Page,
  identifier: string,
  password: string,
  landing: RegExp = /\/user$/,
): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email or Phone').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(landing);
}

/** Submits the login form and expects it to be refused with a message containing `message`. */
export async function expectLoginRefused(page: Page, identifier: string, password: string, message: string | RegExp) {
  await page.goto('/login');
  await page.getByLabel('Email or Phone').fill(identifier);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toContainText(message);
  await expect(page).toHaveURL(/\/login$/);
}

/** Opens "My Account" and chooses an item (Profile, Wallet, Settings, Admin, Logout). */
export async function chooseAccountMenuItem(page: Page, item: string): Promise<void> {
  await page.getByRole('button', { name: 'My Account' }).click();
  await page.getByRole('menuitem', { name: item, exact: true }).click();
}

/** Logs out through "My Account" → Logout and waits for the login page. */
export async function logoutViaUi(page: Page): Promise<void> {
  await chooseAccountMenuItem(page, 'Logout');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
}

/** The side navigation of the player area (desktop widths). */
export function sideNav(page: Page) {
  return page.getByRole('navigation', { name: 'Player area' });
}

/** A page in a brand-new browser context: no cookies, no local storage (another device). Close its context. */
export async function freshPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  return { context, page };
}

/**
 * The newest toast with this text (sonner lists the newest first). An earlier toast with the same
 * text may still be in the stack, for example after a second result on the same page.
 */
export function toast(page: Page, text: string | RegExp) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
}
