import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { addMoneyViaApi, playMatchesViaApi, signedInPlayer, startPlatformMatchViaApi } from './match-support';
import { chooseAccountMenuItem, newUser, registerViaApi, scaled, toast } from './support';

/*
 * The five languages (docs/translations.md): a visitor reads the landing page in Tamil; a player
 * who chooses Hindi in Settings reads the dashboard, wallet, a match and a toast in Hindi after a
 * reload; and at 390 px no language's text overflows a button, tab or the page. Expected texts
 * come from the catalogs, so the journey checks the page shows the translation, whatever its words.
 */

type Catalog = Record<string, string>;
const LANGUAGES = ['en', 'hi', 'ta', 'te', 'mr'] as const;
type Language = (typeof LANGUAGES)[number];

function catalog(namespace: 'public' | 'pages' | 'app' | 'validation', language: Language): Catalog {
  const dir = namespace === 'validation' ? 'packages/shared/src/locales' : 'apps/web/src/locales';
  return JSON.parse(readFileSync(`${dir}/${namespace}/${language}.json`, 'utf8')) as Catalog;
}

/** A message without plurals, with its `{placeholders}` filled in. */
function text(messages: Catalog, key: string, values: Record<string, string> = {}): string {
  const message = messages[key];
  if (message === undefined) throw new Error(`no message ${key}`);
  return message.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? `{${name}}`);
}

/** Buttons, tabs and links whose text is cut or wider than themselves, and a page wider than the screen. */
async function overflows(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width + 1) {
      found.push(`page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen`);
    }
    for (const element of document.querySelectorAll<HTMLElement>('button, [role="tab"], a, h1, h2, label')) {
      const box = element.getBoundingClientRect();
      // Hidden or visually hidden (screen-reader only, 1 px) elements are not read on screen.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).display === 'inline') continue;
      if (element.closest('[data-scroll-x], table, [role="table"]')) continue;
      if (element.scrollWidth > element.clientWidth + 1 || box.right > width + 1) {
        found.push(`${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`);
      }
    }
    return found;
  });
}

test('a visitor reads the landing page in Tamil, and it stays Tamil on the next visit', async ({ page }) => {
  const ta = catalog('public', 'ta');
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(catalog('public', 'en')['landing.hero.title'] ?? '');
  // An English page downloads none of our script faces, though its language menu names every
  // language in its own script (docs/decisions/0019-translations.md).
  await page.waitForLoadState('networkidle');
  expect(fonts).toEqual([]);
  await page.getByLabel('Language').selectOption('ta');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ta, 'landing.hero.title'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('navigation', { name: text(ta, 'public.nav.main') })).toBeAttached();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(ta, 'landing.hero.title'));

  // The login form in Tamil, its checks before sending too (the shared schemas' messages).
  await page
    .getByRole('link', { name: text(ta, 'public.nav.login') })
    .first()
    .click();
  await page.getByRole('button', { name: text(catalog('pages', 'ta'), 'auth.login.submit') }).click();
  await expect(page.getByText(text(catalog('validation', 'ta'), 'validation.identifier.required'))).toBeVisible();
  // Tamil letters are drawn with our own font, fetched from our origin.
  await expect.poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Tamil"', 'தமிழ்'))).toBe(true);
  expect(fonts.some((font) => font.includes('noto-sans-tamil'))).toBe(true);
});

test('a visitor whose browser prefers Hindi gets Hindi the first time', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, locale: 'hi-IN' });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(catalog('public', 'hi'), 'landing.hero.title'));
  await context.close();
});

test('a player who chooses Hindi reads the dashboard, wallet, a match and a toast in Hindi', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const hi = catalog('app', 'hi');
  const player = await signedInPlayer(browser, request, baseURL);
  const opponent = newUser();
  await registerViaApi(request, opponent);
  await addMoneyViaApi(request, player.user, 100);
  await addMoneyViaApi(request, opponent, 100);
  await playMatchesViaApi(request, player.user, opponent, 1);
  const { page } = player;

  await chooseAccountMenuItem(page, 'Settings');
  await page.getByLabel('Language').selectOption('hi');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  // Said in the language the player saved from; the page then turns to Hindi.
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(page.getByRole('button', { name: text(hi, 'settings.form.save') })).toBeVisible();

  await page.goto('/user');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    text(hi, 'dashboard.welcome').split('{name}')[0]?.trim() ?? '',
  );
  const nav = page.getByRole('navigation', { name: text(hi, 'nav.playerArea') });
  await nav.getByRole('link', { name: text(hi, 'nav.wallet') }).click();
  await expect(page.getByRole('heading', { level: 1, name: text(hi, 'wallet.page.title') })).toBeVisible();

  await nav.getByRole('link', { name: text(hi, 'nav.matchHistory') }).click();
  // The room's name is the server's, asked for in Hindi.
  const roomName = text(hi, 'rooms.card.title').replace('{stake}', '₹50');
  await expect(page.getByRole('main')).toContainText(roomName);
  await page.locator('a[href^="/user/matches/"]').first().click();
  await expect(page.getByRole('heading', { name: text(hi, 'match.details.timeline') })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(roomName);

  // A toast after the reload, in Hindi too.
  await page.getByRole('button', { name: text(hi, 'header.account.title') }).click();
  await page.getByRole('menuitem', { name: text(hi, 'header.account.settings') }).click();
  await page.getByRole('button', { name: text(hi, 'settings.form.save') }).click();
  await expect(toast(page, text(hi, 'settings.saved'))).toBeVisible();
  await player.context.close();
});

test('no text overflows a button, tab or the page at 390 px in any language', async ({ browser, request, baseURL }) => {
  test.setTimeout(scaled(360_000));
  const player = await signedInPlayer(browser, request, baseURL);
  await player.context.close();
  // A game here for its page: the board, the dice and the players in every language.
  const opponent = newUser();
  await registerViaApi(request, opponent);
  for (const user of [player.user, opponent]) await addMoneyViaApi(request, user, 100);
  const matchId = await startPlatformMatchViaApi(request, player.user, opponent);
  for (const language of LANGUAGES) {
    const context = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
    await context.addInitScript((chosen) => localStorage.setItem('ludo.locale', chosen), language);
    const page = await context.newPage();
    // The prerendered pages are taken over by the app without a hydration error (a text that
    // differs between the build's HTML and the app throws one, and the page is drawn again).
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', language);
    const found: string[] = [];
    const look = async (name: string) => {
      await page.waitForLoadState('networkidle');
      found.push(...(await overflows(page)).map((problem) => `${name}: ${problem}`));
      await test.info().attach(`${language}-${name}.png`, {
        body: await page.screenshot({ fullPage: true }),
        contentType: 'image/png',
      });
    };
    await look('landing');
    await page.goto('/login');
    await page.locator('#login-identifier').fill(player.user.email);
    await page.locator('input[type="password"]').first().fill(player.user.password);
    await page.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/user$/);
    await look('dashboard');
    for (const path of [
      '/user/wallet',
      '/user/settings',
      '/user/tournaments',
      '/user/match-history',
      '/user/transactions',
      '/user/profile',
      '/user/support',
      '/user/leaderboard',
      '/user/rules',
      `/user/matches/${matchId}`,
      `/games/${matchId}/verify`,
    ]) {
      await page.goto(path);
      await look(path.startsWith('/user/matches/') ? 'match' : path.startsWith('/games/') ? 'verify' : path.slice(6));
    }
    await context.close();
    expect(found, `overflow in ${language}`).toEqual([]);
    expect(pageErrors, `errors in ${language}`).toEqual([]);
  }
});
