import { expect, test } from '@playwright/test';
import { addMoneyViaApi, adminNav, playMatchesViaApi, signedInPlayer } from './match-support';
import { freshPage, loginViaUi, newUser, registerViaApi, scaled, theAdmin, toast } from './support';

/*
 * "What Our Players Say" holds real reviews only: a player with three finished games rates the
 * platform from the dashboard, an admin approves and features the review, and visitors see it on
 * the landing page with the player's initials and a role, never the name.
 */

test('a player’s review, approved and featured by an admin, is on the landing page', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const reviewer = newUser({ fullName: 'Kavya Raman' });
  await registerViaApi(request, reviewer);
  const opponent = newUser();
  await registerViaApi(request, opponent);
  await Promise.all([addMoneyViaApi(request, reviewer, 150), addMoneyViaApi(request, opponent, 150)]);
  await playMatchesViaApi(request, reviewer, opponent, 3);

  // A newcomer is told how many games it takes.
  const newcomer = await signedInPlayer(browser, request, baseURL);
  await expect(newcomer.page.getByTestId('review-not-yet')).toContainText('You can rate us after 3 games.');
  await newcomer.context.close();

  const device = await freshPage(browser, baseURL);
  const page = device.page;
  await loginViaUi(page, reviewer.email, reviewer.password);
  const card = page.getByRole('region', { name: /^Rate / });
  const text = `Fair rooms and quick payouts, every time. ${Date.now()}`;
  await card.getByRole('button', { name: 'Send review' }).click();
  await expect(card).toContainText('Choose a rating from 1 to 5 stars');
  await card.getByRole('radio', { name: '5 stars' }).check();
  await card.getByLabel('Your review').fill(text);
  await card.getByRole('button', { name: 'Send review' }).click();
  await expect(toast(page, 'Thank you for your review!')).toBeVisible();
  await expect(card.getByTestId('my-review')).toContainText('Waiting for approval');

  // The admin approves and features it.
  const adminDevice = await freshPage(browser, baseURL);
  const admin = adminDevice.page;
  await loginViaUi(admin, theAdmin().email, theAdmin().password, /\/admin$/);
  await adminNav(admin).getByRole('link', { name: 'Reviews' }).click();
  await expect(admin).toHaveURL(/\/admin\/reviews$/);
  const entry = admin.getByTestId('admin-review').filter({ hasText: text });
  await expect(entry).toContainText('Kavya Raman');
  await entry.getByRole('button', { name: 'Approve and feature' }).click();
  await expect(toast(admin, 'Review approved and featured')).toBeVisible();

  // A visitor sees it on the landing page: initials and a role, not the name.
  const visitor = await freshPage(browser, baseURL);
  await visitor.page.goto('/');
  const review = visitor.page
    .getByRole('region', { name: 'What Our Players Say' })
    .getByTestId('featured-review')
    .filter({ hasText: text });
  await expect(review).toBeVisible();
  await expect(review).toContainText('KR');
  await expect(review).toContainText(/Player since \d{4}/);
  await expect(review.getByRole('img', { name: '5 out of 5 stars' })).toBeVisible();
  await expect(review).not.toContainText('Kavya');

  // The player sees it published.
  await page.reload();
  await expect(card.getByTestId('my-review')).toContainText('Published');

  for (const context of [device.context, adminDevice.context, visitor.context]) await context.close();
});
