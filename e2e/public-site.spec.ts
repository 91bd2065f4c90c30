import { expect, test } from '@playwright/test';

test('a visitor browses the landing page, the rules and the legal pages', async ({ page }) => {
  await page.goto('/');

  await expect(page.getByRole('heading', { level: 1, name: 'Play Ludo. Win Real Money.' })).toBeVisible();

  // Upcoming tournaments: none are scheduled on a fresh platform, and the page says so honestly.
  const upcoming = page.getByRole('region', { name: 'Upcoming Tournaments' });
  await expect(upcoming.getByRole('heading', { name: 'Upcoming Tournaments' })).toBeVisible();
  await expect(upcoming.getByText('No tournaments scheduled yet')).toBeVisible();
  await expect(upcoming.getByRole('link', { name: 'View All Tournaments' })).toHaveAttribute('href', '/tournaments');

  const why = page.getByRole('region', { name: 'Why Choose Us' });
  await expect(why.getByRole('listitem')).toHaveCount(6);
  await expect(why.getByRole('heading', { level: 3 })).toHaveText([
    'Secure Payments',
    'Instant Withdrawals',
    'Daily Tournaments',
    'Multiple Payment Options',
    'Play with Friends',
    '24/7 Support',
  ]);

  await expect(page.getByRole('heading', { name: 'What Our Players Say' })).toBeVisible();
  const ready = page.getByRole('region', { name: 'Ready to Play?' });
  await expect(ready.getByRole('heading', { name: 'Ready to Play?' })).toBeVisible();
  await expect(ready.getByRole('link', { name: 'Register Now' })).toBeVisible();

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`© ${new Date().getFullYear()} Ludo Arena`);
  await expect(footer.getByRole('region', { name: 'Responsible play' })).toContainText('18+ only.');

  await page.getByRole('link', { name: 'Get Started' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await expect(page.getByRole('heading', { name: 'Register' })).toBeVisible();

  // On a phone: the header collapses into a menu button.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/');
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await menuButton.click();
  const closeButton = page.getByRole('button', { name: 'Close menu' });
  await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  const mobileMenu = page.getByRole('navigation', { name: 'Main' });
  await expect(mobileMenu.getByRole('link')).toHaveText(['How to Play', 'Support', 'Login', 'Register']);
  // Targets a thumb can hit on a phone: the menu button, the menu's links, the footer's links and
  // icons (a link inside a sentence is exempt).
  const targets = [
    closeButton,
    ...(await mobileMenu.getByRole('link').all()),
    ...(await page.getByRole('navigation', { name: 'Footer' }).getByRole('link').all()),
    ...(await page.getByRole('list', { name: 'Contact and social links' }).getByRole('link').all()),
  ];
  expect(targets.length).toBeGreaterThanOrEqual(14);
  for (const target of targets) {
    const box = await target.boundingBox();
    expect(box?.height ?? 0, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0, (await target.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }
  // Escape closes it right after the tap that opened it (focus still on the button) and leaves
  // focus on the button.
  await expect(closeButton).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(mobileMenu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await closeButton.click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await expect(mobileMenu).toBeHidden();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await mobileMenu.getByRole('link', { name: 'How to Play' }).click();

  await expect(page).toHaveURL(/\/how-to-play$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How to Play' })).toBeVisible();
  // Following a link closes the menu.
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');

  const rules = page.getByRole('tablist', { name: 'Rules' });
  await expect(rules.getByRole('tab')).toHaveText([
    'Game Rules',
    'Tournament Rules',
    'Fair Play Policy',
    'Payment Rules',
  ]);
  const gameTab = rules.getByRole('tab', { name: 'Game Rules' });
  await expect(gameTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Each player has 4 tokens.');

  // Keyboard: arrow keys move between tabs and show the focused one.
  await gameTab.focus();
  await page.keyboard.press('ArrowRight');
  const tournamentTab = rules.getByRole('tab', { name: 'Tournament Rules' });
  await expect(tournamentTab).toBeFocused();
  await expect(tournamentTab).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Knockout');

  // Mouse (or finger).
  await rules.getByRole('tab', { name: 'Payment Rules' }).click();
  await expect(rules.getByRole('tab', { name: 'Payment Rules' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText('Deposits');
  await rules.getByRole('tab', { name: 'Fair Play Policy' }).click();
  await expect(page.getByRole('tabpanel')).toContainText('false results may lead to account suspension');

  // The legal pages, from the footer.
  const footerNav = page.getByRole('navigation', { name: 'Footer' });
  await footerNav.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();

  await footerNav.getByRole('link', { name: 'Responsible Gaming', exact: true }).click();
  await expect(page).toHaveURL(/\/responsible-gaming$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Responsible Gaming' })).toBeVisible();
});

test('the site can be installed on a phone’s home screen: Chromium finds nothing missing', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const manifest = await request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(manifest.headers()['content-type']).toContain('application/manifest+json');
  const icon = await request.get('/icon-512.png');
  expect(icon.headers()['content-type']).toBe('image/png');
  const cdp = await page.context().newCDPSession(page);
  // Chromium's own installability check: the manifest, its icons, the start URL, a secure origin
  // (localhost). A test browser's context is private, which alone keeps it from offering to install.
  const problems = async () => {
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: Array<{ errorId: string }>;
    };
    return installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito');
  };
  await expect.poll(problems).toEqual([]);
  const { url } = (await cdp.send('Page.getAppManifest')) as { url: string };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
});

test('before the app’s script arrives, the login page is already there, styled, and its fields wait for it', async ({
  page,
}) => {
  // Hold the scripts back, as a slow network does: the page is the prerendered HTML alone.
  let release: () => void = () => {};
  const scriptsMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\.js$/, async (route) => {
    await scriptsMayLoad;
    await route.continue();
  });
  await page.goto('/login', { waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Login' })).toBeVisible();
  const identifier = page.getByLabel('Email or Phone');
  await expect(identifier).toBeDisabled();
  const login = page.getByRole('button', { name: 'Login' });
  await expect(login).toBeDisabled();
  // Its own rules are inline; the whole stylesheet waits, for print only, until the app turns it on.
  const wholeStylesheet = page.locator('link[rel="stylesheet"][data-app-styles]');
  await expect(wholeStylesheet).toHaveAttribute('media', 'print');
  await expect(login).not.toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  await expect(login).toHaveCSS('border-radius', /px$/);

  release();
  await expect(identifier).toBeEnabled();
  await expect(wholeStylesheet).toHaveAttribute('media', 'all');
  await identifier.fill('nobody@example.com');
  await page.getByLabel('Password', { exact: true }).fill('wrong-password-1');
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByTestId('login-error')).toBeVisible();
  await expect(identifier).toHaveValue('nobody@example.com');
});

test('the landing page loads its app only after it has loaded, and a tap made before is not lost', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Hold the app's script back, as a slow network does; note every script asked for meanwhile.
  let release: () => void = () => {};
  const appMayLoad = new Promise<void>((resolve) => {
    release = resolve;
  });
  const asked: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    const url = new URL(route.request().url()).pathname;
    asked.push(url);
    if (/^\/assets\/index-[^/]+\.js$/.test(url)) await appMayLoad;
    await route.continue();
  });
  await page.goto('/');
  const appUrl = await page.locator('script[data-app]').getAttribute('data-app');
  expect(appUrl).toMatch(/^\/assets\/index-.+\.js$/);

  // Loaded: the page is all there, as HTML; what it downloaded was its first script and the texts.
  await expect(page.getByRole('heading', { level: 1, name: 'Play Ludo. Win Real Money.' })).toBeVisible();
  const beforeApp = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => entry.name.endsWith('.js'))
      .map((entry) => ({
        url: new URL(entry.name).pathname,
        bytes: (entry as PerformanceResourceTiming).encodedBodySize,
      })),
  );
  expect(beforeApp.map(({ url }) => url)).not.toContain(appUrl);
  expect(beforeApp.reduce((sum, { bytes }) => sum + bytes, 0)).toBeLessThanOrEqual(60 * 1024);
  // Once the page had loaded, it asked for the app.
  await expect.poll(() => asked).toContain(appUrl);

  // A tap on the menu before the app has arrived waits for it, then opens the menu.
  const menuButton = page.getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
  release();
  const closeButton = page.getByRole('button', { name: 'Close menu' });
  await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
    'How to Play',
    'Support',
    'Login',
    'Register',
  ]);
  // The app has the page: the upcoming tournaments are asked of the server.
  await expect(
    page.getByRole('region', { name: 'Upcoming Tournaments' }).getByText('No tournaments scheduled yet'),
  ).toBeVisible();
});
