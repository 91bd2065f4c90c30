import { expect, test } from '@playwright/test';

/**
 * A page whose files cannot be loaded (a new release replaced them, or the network dropped them):
 * the visitor sees our failure page and can reload, and the team hears of it through the web
 * app's log (POST /api/client-errors), not the browser's console.
 */
test('a page that fails to load says so, offers a reload and reports the failure', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Play Ludo. Win Real Money.' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // From now on no script file arrives: the next page's code cannot load.
  await page.route('**/assets/*.js', (route) => route.abort('connectionreset'));
  const reported = page.waitForResponse(
    (response) => response.url().endsWith('/api/client-errors') && response.request().method() === 'POST',
  );
  await page.getByRole('banner').getByRole('link', { name: 'How to Play' }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  await expect(page.getByText('This page could not be shown. Please reload it.')).toBeVisible();
  const response = await reported;
  expect(response.status()).toBe(202);
  expect(response.request().postDataJSON()).toMatchObject({ source: 'page', path: '/how-to-play' });

  // The files are back (the new release is in place): Reload shows the page.
  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Reload' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How to Play' })).toBeVisible();
});

test('the public pages take over their prerendered HTML without a failure to report', async ({ browser, baseURL }) => {
  // A page React cannot take over as it was prerendered is reported (and drawn again): none is.
  for (const { locale, lang } of [
    { locale: 'en-IN', lang: 'en' },
    { locale: 'hi-IN', lang: 'hi' },
  ]) {
    const context = await browser.newContext({ baseURL, locale });
    const page = await context.newPage();
    const reports: unknown[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/client-errors')) reports.push(request.postDataJSON());
    });
    for (const path of ['/', '/how-to-play', '/login', '/register']) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await page.waitForLoadState('networkidle');
    }
    expect(reports).toEqual([]);
    await context.close();
  }
});
