import { randomInt } from 'node:crypto';
import { deflateSync } from 'node:zlib';
import {
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';
import { loginViaUi, newUser, registerViaApi, scaled, sideNav, type TestUser, theAdmin, toast } from './support';

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

/**
 * A bearer header for `user`, from a fresh API login. The e2e access token lives a few seconds
 * (E2E_ACCESS_TOKEN_TTL_SECONDS): ask for one right before the calls that need it.
 */
async function bearerOf(request: APIRequestContext, user: Pick<TestUser, 'email' | 'password'>) {
  const login = await request.post('/api/auth/login', { data: { identifier: user.email, password: user.password } });
  expect(login.status(), await login.text()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { Authorization: `Bearer ${accessToken}` };
}

/**
 * Adds money through the API the way the sandbox checkout does (order, sandbox payment, verify),
 * for journeys whose subject is not the wallet: faster than the checkout sheet.
 */
export async function addMoneyViaApi(request: APIRequestContext, user: TestUser, amount: number): Promise<void> {
  const headers = await bearerOf(request, user);
  const order = await request.post('/api/payment', { headers, data: { amount, currency: 'INR', method: 'upi' } });
  expect(order.status(), await order.text()).toBe(200);
  const { order: created, transactionId } = (await order.json()) as { order: { id: string }; transactionId: string };
  const paid = await request.post('/api/payment/sandbox/pay', {
    headers,
    data: { orderId: created.id, method: 'upi' },
  });
  expect(paid.status(), await paid.text()).toBe(200);
  const verify = await request.post('/api/payment/verify', {
    headers: await bearerOf(request, user),
    data: { ...(await paid.json()), transactionId },
  });
  expect(verify.status(), await verify.text()).toBe(200);
}

/**
 * 1v1 matches played through the API (room, request, accept, both results with a screenshot), all
 * won by `winner`: for journeys whose subject needs a player with a record, not the match itself.
 */
export async function playMatchesViaApi(
  request: APIRequestContext,
  winner: TestUser,
  loser: TestUser,
  count: number,
): Promise<void> {
  const screenshot = resultScreenshot();
  for (let i = 0; i < count; i++) {
    const created = await request.post('/api/rooms', {
      headers: await bearerOf(request, winner),
      data: { roomId: uniqueRoomCode(), stake: 50, durationMinutes: 10 },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { matchId } = (await created.json()) as { matchId: string };
    const asked = await request.post(`/api/rooms/${matchId}/request`, { headers: await bearerOf(request, loser) });
    expect(asked.status(), await asked.text()).toBe(201);
    const { requestId } = (await asked.json()) as { requestId: string };
    const accepted = await request.post(`/api/matches/${matchId}/requests/${requestId}/accept`, {
      headers: await bearerOf(request, winner),
    });
    expect(accepted.status(), await accepted.text()).toBe(200);
    for (const [user, result] of [
      [winner, 'won'],
      [loser, 'lost'],
    ] as const) {
      const reported = await request.post(`/api/matches/${matchId}/result`, {
        headers: await bearerOf(request, user),
        multipart: { result, screenshot },
      });
      expect(reported.status(), await reported.text()).toBe(200);
    }
  }
}

/**
 * A platform match (the game played here, docs/game-rules.md) started through the API: `host`
 * creates it, `guest` asks to join, `host` accepts. Returns the match's id.
 */
export async function startPlatformMatchViaApi(
  request: APIRequestContext,
  host: TestUser,
  guest: TestUser,
  variant: 'classic' | 'quick' = 'classic',
): Promise<string> {
  const created = await request.post('/api/rooms', {
    headers: await bearerOf(request, host),
    data: { mode: 'platform', variant, stake: 50 },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { matchId } = (await created.json()) as { matchId: string };
  const asked = await request.post(`/api/rooms/${matchId}/request`, { headers: await bearerOf(request, guest) });
  expect(asked.status(), await asked.text()).toBe(201);
  const { requestId } = (await asked.json()) as { requestId: string };
  const accepted = await request.post(`/api/matches/${matchId}/requests/${requestId}/accept`, {
    headers: await bearerOf(request, host),
  });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return matchId;
}

/**
 * Identity verified through the API: documents submitted by the player, approved by the admin.
 * For journeys that need a verified player and are not about KYC (e2e/kyc.spec.ts is).
 */
export async function verifyKycViaApi(request: APIRequestContext, user: TestUser): Promise<void> {
  const image = resultScreenshot();
  const submitted = await request.post('/api/kyc/submit', {
    headers: await bearerOf(request, user),
    multipart: {
      fullName: user.fullName,
      dob: '1994-03-15',
      address: '14 MG Road, Bengaluru 560001',
      aadharFront: { ...image, name: 'aadhar-front.png' },
      aadharBack: { ...image, name: 'aadhar-back.png' },
      pancard: { ...image, name: 'pan-card.png' },
    },
  });
  expect(submitted.status(), await submitted.text()).toBe(201);
  const admin = await bearerOf(request, theAdmin());
  const queue = (await (await request.get('/api/admin/kyc', { headers: admin })).json()) as Array<{
    id: string;
    email: string;
  }>;
  const mine = queue.find((entry) => entry.email === user.email);
  expect(mine, 'the submission in the KYC queue').toBeDefined();
  const approved = await request.post(`/api/admin/kyc/${mine?.id}/approve`, { headers: admin });
  expect(approved.status(), await approved.text()).toBe(200);
}

/** A withdrawal through the API, approved by the admin; the sandbox bank pays it a moment later. */
export async function withdrawViaApi(request: APIRequestContext, user: TestUser, amount: number): Promise<void> {
  const asked = await request.post('/api/withdrawals', {
    headers: await bearerOf(request, user),
    data: { amount, destination: { type: 'upi', upiId: 'leaving@okbank' } },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  const { withdrawal } = (await asked.json()) as { withdrawal: { id: string } };
  const approved = await request.post(`/api/admin/withdrawals/${withdrawal.id}/approve`, {
    headers: await bearerOf(request, theAdmin()),
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await expect
    .poll(
      async () => {
        const mine = (await (
          await request.get('/api/withdrawals', { headers: await bearerOf(request, user) })
        ).json()) as { withdrawals: Array<{ id: string; status: string }> };
        return mine.withdrawals.find((entry) => entry.id === withdrawal.id)?.status;
      },
      { timeout: scaled(15_000) },
    )
    .toBe('processed');
}

/**
 * A browser context of its own, signed in as `user` through the login API: the context keeps the
 * refresh cookie, and the app restores the session from it on the first page opened. For
 * journeys not about logging in: no login form to render.
 */
export async function signedInContext(browser: Browser, baseURL: string | undefined, user: TestUser) {
  const context = await browser.newContext({ baseURL });
  const login = await context.request.post('/api/auth/login', {
    data: { identifier: user.email, password: user.password },
  });
  expect(login.status(), await login.text()).toBe(200);
  const page = await context.newPage();
  return { context, page };
}

/**
 * `count` new players, each registered and funded with `amount` through the API and signed in
 * in a browser context of their own, side by side. Their pages are blank: open one with
 * gotoTournaments (or page.goto).
 */
export async function fundedPlayers(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string | undefined,
  count: number,
  amount: number,
): Promise<Player[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const user = newUser();
      await registerViaApi(request, user);
      await addMoneyViaApi(request, user, amount);
      return { user, ...(await signedInContext(browser, baseURL, user)) };
    }),
  );
}

/**
 * Opens /user/tournaments by its address (a player's first page), with the balance in the header.
 * A first load restores the session and downloads the app: several players' at once take longer
 * than one step on a busy machine.
 */
export async function gotoTournaments(page: Page, balance?: number): Promise<void> {
  await page.goto('/user/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Ludo Tournaments' })).toBeVisible({
    timeout: scaled(30_000),
  });
  if (balance !== undefined) await expect(headerBalance(page)).toHaveText(rupees(balance));
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
  // "Play here" is the default; these journeys play in the external app by room code.
  await expect(dialog.getByRole('radio', { name: 'Play here' })).toBeChecked();
  await dialog.getByText('Room code (external app)').click();
  await expect(dialog.getByRole('radio', { name: 'Room code (external app)' })).toBeChecked();
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

/**
 * On the match page: "Chat & Results", then a claim ("I won" / "I lost") with a PNG screenshot,
 * submitted. With `scope` (a tournament's next-game card, where the game is played in place) the
 * form is the one inside it.
 */
export async function submitResultViaUi(page: Page, claim: 'I won' | 'I lost', scope?: Locator): Promise<void> {
  if (!scope) await page.getByRole('tab', { name: 'Chat & Results' }).click();
  const form = (scope ?? page).getByTestId('result-form');
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

/*
 * Tournament journeys (e2e/tournaments*.spec.ts): the admin's console, registration from the
 * player area, and a tournament game played on its match page: the host posts the room code,
 * every player reports with a screenshot.
 */

/** A tournament as the admin creates it (POST /api/admin/tournaments). */
export interface NewTournament {
  title: string;
  format: 'knockout' | 'round_robin' | 'swiss' | 'multi_table';
  /** Rupees. */
  entryFee: number;
  maxPlayers: number;
  minPlayers: number;
  /** In the console: where its games are played; the journeys that play by room code say so. */
  played?: 'classic' | 'quick' | 'external';
}

/** A title no other journey or run uses ("Knockout Cup k3x9a42"). */
export function uniqueTournamentTitle(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).slice(-5)}${randomInt(100)}`;
}

/** Creates a tournament through the admin API (for journeys not about the console), starting in an hour. */
export async function createTournamentViaApi(
  request: APIRequestContext,
  tournament: NewTournament,
  startsInMinutes = 60,
): Promise<string> {
  const startTime = new Date(Date.now() + startsInMinutes * 60_000).toISOString();
  const response = await request.post('/api/admin/tournaments', {
    headers: await bearerOf(request, theAdmin()),
    data: { ...tournament, startTime },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { id } = (await response.json()) as { id: string };
  return id;
}

/** Cancels a tournament through the admin API (a journey's clean-up: its fees go back). */
export async function cancelTournamentViaApi(request: APIRequestContext, id: string, reason: string): Promise<void> {
  const response = await request.post(`/api/admin/tournaments/${id}/cancel`, {
    headers: await bearerOf(request, theAdmin()),
    data: { reason },
  });
  expect(response.status(), await response.text()).toBe(200);
}

/**
 * Registers `players` in a tournament, starts it and plays every game through the API (the host
 * posts a room code, both report with a screenshot), the earlier player in `players` winning each
 * game, until it is finished: for journeys about what a tournament's end leaves behind.
 */
export async function playTournamentViaApi(request: APIRequestContext, id: string, players: TestUser[]): Promise<void> {
  for (const player of players) {
    const registered = await request.post(`/api/tournaments/${id}/register`, {
      headers: await bearerOf(request, player),
    });
    expect(registered.status(), await registered.text()).toBe(201);
  }
  const started = await request.post(`/api/admin/tournaments/${id}/start`, {
    headers: await bearerOf(request, theAdmin()),
  });
  expect(started.status(), await started.text()).toBe(200);
  const screenshot = resultScreenshot();
  for (let round = 0; round < 10 && (await tournamentViaApi(request, id)).status !== 'finished'; round++) {
    for (const player of players) {
      const live = await request.get('/api/matches/live', { headers: await bearerOf(request, player) });
      type Game = {
        id: string;
        hostUserId: string;
        tournament: { id: string } | null;
        players: { userId: string; name: string }[];
      };
      const games = ((await live.json()) as Game[]).filter((game) => game.tournament?.id === id);
      for (const game of games) {
        const seated = players.filter((user) => game.players.some((seat) => seat.name === user.fullName));
        const host = seated.find(
          (user) => game.players.find((seat) => seat.userId === game.hostUserId)?.name === user.fullName,
        );
        if (!host || seated.length !== 2) throw new Error(`game ${game.id}: its players are not this journey's`);
        const posted = await request.post(`/api/matches/${game.id}/room-code`, {
          headers: await bearerOf(request, host),
          data: { roomId: uniqueRoomCode() },
        });
        expect(posted.status(), await posted.text()).toBe(200);
        for (const [user, result] of [
          [seated[0], 'won'],
          [seated[1], 'lost'],
        ] as const) {
          const reported = await request.post(`/api/matches/${game.id}/result`, {
            headers: await bearerOf(request, user as TestUser),
            multipart: { result, screenshot },
          });
          expect(reported.status(), await reported.text()).toBe(200);
        }
      }
    }
    await expect
      .poll(async () => (await tournamentViaApi(request, id)).status, { timeout: scaled(10_000) })
      .not.toBe('running');
  }
}

/** The public view of a tournament (GET /api/tournaments/{id}), for a final cross-check. */
export async function tournamentViaApi(request: APIRequestContext, id: string) {
  const response = await request.get(`/api/tournaments/${id}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as {
    status: string;
    prizePool: number;
    prizeTable: { place: number; percent: number; amount: number }[];
    standings: { rank: number; name: string; prize: number | null }[];
  };
}

/** The admin, signed in in a browser context of their own (through the API), on Admin → Tournaments. */
export async function adminOnTournamentsConsole(browser: Browser, baseURL: string | undefined) {
  const { context, page } = await signedInContext(browser, baseURL, theAdmin());
  await page.goto('/admin/tournaments');
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(adminNav(page).getByRole('link', { name: 'Tournaments' })).toHaveAttribute('aria-current', 'page');
  return { context, page };
}

/** The side navigation of the admin area. */
export function adminNav(page: Page) {
  return page.getByRole('navigation', { name: 'Admin' });
}

/**
 * In the admin console: "Create tournament", the form filled (the start an hour from now, typed
 * in the browser's own zone as the input expects), created. Returns the id of the tournament,
 * whose view opens.
 */
export async function createTournamentViaConsole(page: Page, tournament: NewTournament): Promise<string> {
  await page.getByRole('button', { name: 'Create tournament' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create tournament' });
  await expect(dialog).toBeVisible();
  const startTime = await page.evaluate(() => {
    const at = new Date(Date.now() + 60 * 60_000);
    const pad = (value: number) => String(value).padStart(2, '0');
    return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  });
  await dialog.getByLabel('Title').fill(tournament.title);
  await dialog.getByLabel('Format').selectOption({ value: tournament.format });
  await dialog.getByLabel('Entry fee (₹)').fill(String(tournament.entryFee));
  await dialog.getByLabel('Maximum players').fill(String(tournament.maxPlayers));
  await dialog.getByLabel('Minimum players').fill(String(tournament.minPlayers));
  const played = dialog.getByLabel('Where the games are played');
  // Here, in the classic game, unless the journey chooses otherwise.
  await expect(played).toHaveValue('classic');
  await played.selectOption(tournament.played ?? 'external');
  await dialog.getByLabel('Start time').fill(startTime);
  await dialog.getByRole('button', { name: 'Create tournament' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/admin\/tournaments\?tournament=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: tournament.title })).toBeVisible();
  return new URL(page.url()).searchParams.get('tournament') as string;
}

/** In the admin console's list: the tournament found by its title and opened. */
export async function openAdminTournament(page: Page, title: string): Promise<void> {
  await page.getByLabel('Search by title').fill(title);
  await page.getByRole('table', { name: 'All tournaments' }).getByRole('link', { name: title }).click();
  await expect(page).toHaveURL(/\/admin\/tournaments\?tournament=[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
}

/** In the admin console's view of a tournament: "Start now", confirmed in its dialog. */
export async function startTournamentViaConsole(page: Page, title: string): Promise<void> {
  await page.getByRole('button', { name: 'Start now' }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${title} now?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await expect(dialog).toBeHidden();
}

/** A tournament's page in the player area (/user/tournaments/join/{id}), as its address. */
export function tournamentPagePath(tournamentId: string): string {
  return `/user/tournaments/join/${tournamentId}`;
}

/** The card of a tournament under "Open for registration" on /user/tournaments. */
export function openTournamentCard(page: Page, tournamentId: string) {
  return page.locator(`[data-testid="open-tournament"][data-tournament-id="${tournamentId}"]`);
}

/**
 * Presses a "Register (₹fee)" button (a card's or the tournament page's), confirms in the
 * dialog, and waits for the confirmation. The fee leaves the wallet at once.
 */
export async function registerForTournamentViaUi(
  page: Page,
  title: string,
  fee: number,
  scope: Locator = page.locator('body'),
) {
  await scope.getByRole('button', { name: `Register (${rupees(fee)})` }).click();
  const dialog = page.getByRole('dialog', { name: `Register for ${title}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`The ${rupees(fee)} entry fee is taken from your wallet now.`);
  await dialog.getByRole('button', { name: `Pay ${rupees(fee)} and register` }).click();
  await expect(toast(page, `You are registered for ${title}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** Waits for a toast and closes it with its close button, as a player does when it covers the page. */
export async function dismissToast(page: Page, text: string | RegExp): Promise<void> {
  const notice = toast(page, text);
  await expect(notice).toBeVisible();
  // Pointing at it pauses its timer, so it is still there to close.
  await notice.hover();
  await notice.getByRole('button', { name: 'Close toast' }).click();
  await expect(notice).toBeHidden();
}

/** The player's next game on a tournament's page or card ("Your next game"). */
export function nextGameCard(scope: Page | Locator) {
  return scope.getByTestId('next-game');
}

/**
 * From a tournament's page or card: "Open game" on the player's next game (its record), then
 * "Open match" (the page where it is played). Returns the game's match id.
 */
export async function openNextGameViaUi(page: Page, scope: Page | Locator = page): Promise<string> {
  const card = nextGameCard(scope);
  const matchId = (await card.getAttribute('data-match-id')) as string;
  expect(matchId).toMatch(/^[0-9a-f-]{36}$/);
  await card.getByRole('link', { name: /^Open game/ }).click();
  await expect(page).toHaveURL(new RegExp(`/user/matches/${matchId}$`));
  await page.getByRole('link', { name: 'Open match' }).click();
  await expect(page).toHaveURL(new RegExp(`${joinPagePath(matchId)}$`));
  await expect(page.getByTestId('match-page')).toHaveAttribute('data-status', 'active');
  return matchId;
}

/** On a tournament game's page, as its host: the room code entered and posted. */
export async function postRoomCodeViaUi(page: Page, code: string): Promise<void> {
  await page.getByRole('tab', { name: 'Match Details' }).click();
  const card = page.getByTestId('room-code-card');
  await expect(card).toHaveAttribute('data-state', 'host-posts-code');
  await card.getByLabel('Ludo King Room Code').fill(code);
  await card.getByRole('button', { name: 'Post room code' }).click();
  await dismissToast(page, 'Room code posted');
  await expect(page.getByTestId('room-code')).toHaveText(code);
}

/** At a tournament table: "Chat & Results", the position finished in with a PNG screenshot, submitted. */
export async function submitPositionViaUi(page: Page, position: number): Promise<void> {
  await page.getByRole('tab', { name: 'Chat & Results' }).click();
  const form = page.getByTestId('result-form');
  await expect(form).toHaveAttribute('data-kind', 'position');
  const submit = form.getByRole('button', { name: 'Submit Result' });
  await expect(submit).toBeDisabled();
  await form.getByRole('radio', { name: ordinalOf(position), exact: true }).check();
  await form.getByLabel('Screenshot').setInputFiles(resultScreenshot());
  await expect(form.getByTestId('screenshot-preview')).toBeVisible();
  await submit.click();
  await expect(toast(page, 'Result submitted!')).toBeVisible();
  await expect(form).toBeHidden();
}

function ordinalOf(n: number): string {
  return `${n}${({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n] ?? 'th'}`;
}

/** The Wallet page's balances: total, then the withdrawable winnings. */
export async function expectWalletViaUi(page: Page, balance: number, winnings: number): Promise<void> {
  await sideNav(page).getByRole('link', { name: 'Wallet' }).click();
  await expect(page).toHaveURL(/\/user\/wallet$/);
  await expect(page.getByTestId('wallet-balance')).toHaveText(rupees(balance));
  await expect(page.getByTestId('wallet-balance-winnings')).toHaveText(rupees(winnings));
  await expect(headerBalance(page)).toHaveText(rupees(balance));
}
