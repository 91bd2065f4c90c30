import { expect, test } from '@playwright/test';
import { E2E_ROOM_WAIT_SECONDS } from '../playwright.config';
import {
  createRoomViaUi,
  headerBalance,
  joinPagePath,
  myMatchCard,
  openTournaments,
  playerWithMoney,
  uniqueRoomCode,
} from './match-support';
import { scaled, sideNav } from './support';

/*
 * The journeys' server lets an open room wait E2E_ROOM_WAIT_SECONDS (30 s) for an opponent and
 * sweeps every second. Nobody joins A's room: it expires and the stake comes back, shown without
 * a reload.
 */

test('a room nobody joins expires and refunds', async ({ browser, request, baseURL }) => {
  test.setTimeout(scaled(90_000));
  const a = await playerWithMoney(browser, request, baseURL, 100);
  const code = uniqueRoomCode();

  await openTournaments(a.page);
  // Before the room is asked for: on a busy machine the page may confirm it seconds after the
  // server opened it, and the waiting time runs from the opening.
  const askedAt = Date.now();
  const matchId = await createRoomViaUi(a.page, code);
  // The stake is held as soon as the room exists.
  await expect(headerBalance(a.page)).toHaveText('₹50');

  // A opens the room from "My rooms": it counts down while waiting for an opponent.
  await myMatchCard(a.page, matchId).getByRole('link', { name: 'Open room' }).click();
  await expect(a.page).toHaveURL(new RegExp(`${joinPagePath(matchId)}$`));
  const match = a.page.getByTestId('match-page');
  await expect(match).toHaveAttribute('data-status', 'open');
  await expect(match.getByTestId('room-code')).toHaveText(code);
  await expect(match.getByTestId('time-left')).toHaveText(/^Expires in 0:[0-3]\d$/);
  await expect(match.getByTestId('no-join-requests')).toBeVisible();

  // Nobody asks to join. Past the waiting time the room expires and the stake is refunded, live.
  const waitMs = E2E_ROOM_WAIT_SECONDS * 1000 + 15_000;
  const outcome = match.getByTestId('match-outcome');
  await expect(outcome).toHaveAttribute('data-outcome', 'expired', { timeout: scaled(waitMs) });
  expect(Date.now() - askedAt).toBeGreaterThanOrEqual(E2E_ROOM_WAIT_SECONDS * 1000 - 2_000);
  await expect(match).toHaveAttribute('data-status', 'expired');
  await expect(outcome).toContainText('This room expired');
  await expect(outcome).toContainText('Nobody joined in time. The entry fee was refunded.');
  await expect(match.getByText('Expired', { exact: true }).first()).toBeVisible();
  await expect(headerBalance(a.page)).toHaveText('₹100');
  await expect(match.getByTestId('join-request')).toHaveCount(0);

  // It is gone from "My rooms" and from the open rooms.
  await openTournaments(a.page);
  await expect(myMatchCard(a.page, matchId)).toHaveCount(0);
  await expect(a.page.getByTestId('my-rooms-empty')).toBeVisible();
  await expect(a.page.locator(`[data-testid="room-card"][data-match-id="${matchId}"]`)).toHaveCount(0);

  // The refund is in the transaction history, after the entry fee.
  await sideNav(a.page).getByRole('link', { name: 'Transaction History' }).click();
  await expect(a.page).toHaveURL(/\/user\/transactions$/);
  const transactions = a.page.getByRole('table', { name: 'Transaction History' });
  const refund = transactions.getByRole('row').filter({ hasText: /Refund/ });
  await expect(refund).toHaveCount(1);
  await expect(refund).toContainText('+₹50');
  const fee = transactions.getByRole('row').filter({ hasText: /Entry Fee/ });
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText('₹50');

  await a.context.close();
});
