import { expect, test } from '@playwright/test';

/*
 * The public /leaderboard's own states, which a real server shows only at certain moments: a
 * refused load (the visitor's address over its limit) with a retry, and a board nobody is on yet.
 * The ranking of real players after a real match is in e2e/matches.spec.ts.
 */

test('a visitor sees the leaderboard fail, retries, and sees an empty board with its calls to action', async ({
  page,
}) => {
  let answer: { status: number; body: unknown } = {
    status: 429,
    body: { code: 'RATE_LIMITED', message: 'Too many requests. Please try again in 1 minute.' },
  };
  await page.route('**/api/leaderboard/public?*', (route) =>
    route.fulfill({ status: answer.status, contentType: 'application/json', json: answer.body }),
  );

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/leaderboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  const failed = page.getByRole('alert').filter({ hasText: 'Could not load the leaderboard' });
  await expect(failed).toContainText('Too many requests. Please try again in 1 minute.');
  await expect(page.getByText('No rankings yet')).toHaveCount(0);

  answer = { status: 200, body: { period: 'week', since: new Date().toISOString(), entries: [] } };
  await failed.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByText('No rankings yet')).toBeVisible();
  await expect(page.getByText('The leaderboard appears once ranked matches have been played.')).toBeVisible();
  await expect(page.getByRole('table')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/register');
  await expect(page.getByRole('link', { name: 'How to Play' }).last()).toHaveAttribute('href', '/how-to-play');
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
});
