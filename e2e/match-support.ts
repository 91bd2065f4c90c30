import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import { type APIRequestContext, type Browser, type BrowserContext, expect, type Page } from '@playwright/test';
import { loginViaUi, newUser, registerViaApi, sideNav, type TestUser, toast } from './support';

/*
 * Helpers of the match journeys (e2e/matches.spec.ts, match-dispute.spec.ts, match-expiry.spec.ts):
 * players in their own browser contexts, money added through the wallet's sandbox checkout, rooms
 * created, joined and played through the pages, results reported with a small PNG screenshot.
 */

/** A player signed in in a browser context of their own (separate cookies and local storage). */
export interface Player {
  user: TestUser;
  context: BrowserContext;
  page: Page;
}

/** Registers a new player (API: not what the journeys are about) and logs them in through the form in a new context. */
export async function signedInPlayer(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  overrides: Partial<TestUser> = {},
): Promise<Player> {
  const user = newUser(overrides);
  await registerViaApi(request, user);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await loginViaUi(page, user.email, user.password);
  return { user, context, page };
}

/** The wallet balance in the header of the player area. */
export function headerBalance(page: Page) {
  return page.getByTestId('header-balance');
}

/** "₹1,250" for 1250, as the pages write rupees. */
export function rupees(amount: number): string {
  return `₹${amount.toLocaleString('en-IN')}`;
}

/**
 * Adds money through Wallet → "Add Money" → the sandbox checkout (UPI), the way e2e/wallet.spec.ts
 * does, and waits for the header to show `expectedBalance`.
 */
export async function addMoneyViaUi(page: Page, amount: number, expectedBalance: number = amount): Promise<void> {
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  await page.getByRole('button', { name: 'Add Money' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Money' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Amount (₹)').fill(String(amount));
  await dialog.getByRole('button', { name: 'Proceed to Pay' }).click();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout.getByTestId('checkout-amount')).toHaveText(rupees(amount));
  await checkout.getByRole('button', { name: `Pay ${rupees(amount)}` }).click();
  await expect(toast(page, 'Payment successful and wallet updated!')).toBeVisible();
  await expect(checkout).toBeHidden();
  await expect(headerBalance(page)).toHaveText(rupees(expectedBalance));
}

/** A new player, signed in, who has added `amount` through the wallet. */
export async function playerWithMoney(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  amount = 100,
): Promise<Player> {
  const player = await signedInPlayer(browser, request, baseURL);
  await addMoneyViaUi(player.page, amount);
  return player;
}

/** An 8-digit Ludo King room code, different on every call (the clock's last digits and random ones). */
export function uniqueRoomCode(): string {
  const clock = String(Date.now() % 10_000).padStart(4, '0');
  return `${1 + randomInt(9)}${clock}${String(randomInt(1000)).padStart(3, '0')}`;
}

/** "••••••78": the room code as players other than the two see it. */
export function maskedRoomCode(code: string): string {
  return `${'•'.repeat(code.length - 2)}${code.slice(-2)}`;
}

/** Opens Tournaments from the side navigation. */
export async function openTournaments(page: Page): Promise<void> {
  await sideNav(page).getByRole('link', { name: 'Tournaments' }).click();
  await expect(page).toHaveURL(/\/user\/tournaments$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Ludo Tournaments' })).toBeVisible();
}

/** The player's own card of a room or match under "My rooms", by its match id. */
export function myMatchCard(page: Page, matchId: string) {
  return page.locator(`[data-testid="my-match-card"][data-match-id="${matchId}"]`);
}

/** The card of a room under "Open rooms", by its match id. */
export function openRoomCard(page: Page, matchId: string) {
  return page
    .getByRole('list', { name: 'Open rooms' })
    .locator(`[data-testid="room-card"][data-match-id="${matchId}"]`);
}

/**
 * On /user/tournaments: "Create New Match" with `code` and the preselected ₹50 stake (or `stake`).
 * Returns the new match's id, read from its card under "My rooms".
 */
export async function createRoomViaUi(page: Page, code: string, stake = 50): Promise<string> {
  await page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Match' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Ludo King Room Code').fill(code);
  await expect(dialog.getByRole('radio', { name: '₹50', exact: true })).toBeChecked();
  if (stake !== 50) await dialog.getByRole('radio', { name: rupees(stake), exact: true }).check();
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(toast(page, `Room ${code} created`)).toBeVisible();
  await expect(dialog).toBeHidden();
  // A new room is listed under "My rooms" with its code (a running match no longer shows it there).
  const card = page.getByTestId('my-match-card').filter({ has: page.getByTestId('room-code').getByText(code) });
  await expect(card).toHaveAttribute('data-status', 'open');
  const matchId = await card.getAttribute('data-match-id');
  expect(matchId).toMatch(/^[0-9a-f-]{36}$/);
  return matchId as string;
}

/** The join page of a match, as its address. */
export function joinPagePath(matchId: string): string {
  return `/user/tournaments/join/${matchId}`;
}

/** On the match page: "Chat & Results", then a claim ("I won" / "I lost") with a PNG screenshot, submitted. */
export async function submitResultViaUi(page: Page, claim: 'I won' | 'I lost'): Promise<void> {
  await page.getByRole('tab', { name: 'Chat & Results' }).click();
  const form = page.getByTestId('result-form');
  await expect(form).toBeVisible();
  await expect(form.getByTestId('false-results-warning')).toContainText(
    'False results may lead to account suspension.',
  );
  const submit = form.getByRole('button', { name: 'Submit Result' });
  await expect(submit).toBeDisabled();
  await form.getByRole('radio', { name: claim }).check();
  await form.getByLabel('Screenshot').setInputFiles(resultScreenshot());
  await expect(form.getByTestId('screenshot-preview')).toBeVisible();
  await submit.click();
  await expect(toast(page, 'Result submitted!')).toBeVisible();
  await expect(form).toBeHidden();
}

/** Sends a chat line by typing it and pressing Enter. */
export async function sendChatViaUi(page: Page, text: string): Promise<void> {
  const box = page.getByTestId('match-chat').getByRole('textbox', { name: 'Message' });
  await box.fill(text);
  await box.press('Enter');
  await expect(box).toHaveValue('');
}

// A small but complete PNG: 8×8 pixels, RGB, one colour, with correct chunk CRCs.

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = (CRC_TABLE[(crc ^ byte) & 0xff] as number) ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

function solidPng(size: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // colour type: RGB
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = Buffer.concat(Array.from({ length: size }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A result screenshot to hand to the file input (setInputFiles). */
export function resultScreenshot(name = 'ludo-result.png') {
  return { name, mimeType: 'image/png', buffer: solidPng(8, [34, 139, 34]) };
}
