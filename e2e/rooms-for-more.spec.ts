import { expect, test } from '@playwright/test';
import {
  headerBalance,
  myMatchCard,
  openRoomCard,
  openTournaments,
  type Player,
  playerWithMoney,
} from './match-support';
import { scaled, toast } from './support';

/*
 * A room for three played here (docs/decisions/0023-rooms-for-more-than-two-players.md): the host
 * opens it, accepts players one by one, a seated player leaves before the start and is refunded,
 * and the game starts for everyone once the last seat is taken.
 */

async function askToJoin(player: Player, matchId: string) {
  await openTournaments(player.page);
  const room = openRoomCard(player.page, matchId);
  await room.getByRole('button', { name: 'Request to Join' }).click();
  await expect(toast(player.page, 'Request sent to room owner')).toBeVisible();
  return room;
}

test('a room for three fills seat by seat, a seated player leaves with their fee, and the game starts when full', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(180_000));
  const host = await playerWithMoney(browser, request, baseURL, 100);
  const leaver = await playerWithMoney(browser, request, baseURL, 100);
  const second = await playerWithMoney(browser, request, baseURL, 100);
  const third = await playerWithMoney(browser, request, baseURL, 100);

  // The host opens a room for three, played here, at the preselected ₹50: the prize is all three stakes.
  await openTournaments(host.page);
  await host.page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = host.page.getByRole('dialog', { name: 'Create New Match' });
  await expect(dialog.getByRole('radio', { name: '1v1' })).toBeChecked();
  await dialog.getByText('3 players').click();
  await expect(dialog.getByTestId('create-prize-pool')).toHaveText('₹150');
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(toast(host.page, 'Match created. Waiting for 2 more players.')).toBeVisible();
  await expect(headerBalance(host.page)).toHaveText('₹50');
  const hostCard = host.page.getByTestId('my-match-card');
  const matchId = (await hostCard.getAttribute('data-match-id')) ?? '';
  await expect(hostCard.getByTestId('room-seats')).toHaveText('1 of 3 players');

  // Others see its size and seats; the first asks and is seated, and the room stays open.
  const leaverRoom = await askToJoin(leaver, matchId);
  await expect(leaverRoom.getByRole('heading', { name: '₹50 3-player Match' })).toBeVisible();
  await expect(leaverRoom.getByTestId('room-seats')).toHaveText('1 of 3 players');
  const card = myMatchCard(host.page, matchId);
  await card.getByRole('button', { name: `Accept ${leaver.user.fullName}`, exact: true }).click();
  await expect(card.getByTestId('room-seats')).toHaveText('2 of 3 players');
  await expect(card).toHaveAttribute('data-status', 'open');
  await expect(headerBalance(leaver.page)).toHaveText('₹50');
  // In the open rooms, their seat is marked and there is nothing more to ask.
  await expect(leaverRoom.getByText('Your seat')).toBeVisible();
  await expect(leaverRoom.getByRole('button', { name: 'Request to Join' })).toHaveCount(0);

  // Seated, they change their mind before the start: "Leave room" gives the entry fee back.
  const seat = myMatchCard(leaver.page, matchId);
  await expect(seat.getByTestId('room-seats')).toHaveText('2 of 3 players');
  await seat.getByRole('button', { name: 'Leave room' }).click();
  await expect(toast(leaver.page, 'Request cancelled!')).toBeVisible();
  await expect(headerBalance(leaver.page)).toHaveText('₹100');
  await expect(card.getByTestId('room-seats')).toHaveText('1 of 3 players');

  // Two more ask; the host accepts both, and the game starts with every seat taken.
  await askToJoin(second, matchId);
  await askToJoin(third, matchId);
  await card.getByRole('button', { name: `Accept ${second.user.fullName}`, exact: true }).click();
  await expect(card.getByTestId('room-seats')).toHaveText('2 of 3 players');
  await card.getByRole('button', { name: `Accept ${third.user.fullName}`, exact: true }).click();
  await expect(card).toHaveAttribute('data-status', 'active');
  await card.getByRole('link', { name: 'Open match' }).click();
  for (const player of [second, third]) {
    await expect(headerBalance(player.page)).toHaveText('₹50');
    await myMatchCard(player.page, matchId).getByRole('link', { name: 'Open match' }).click();
  }
  for (const player of [host, second, third]) {
    await expect(player.page.getByTestId('game-board')).toBeVisible();
    const seats = player.page.getByTestId('match-player');
    await expect(seats).toHaveCount(3);
    await expect(seats.first()).toContainText(host.user.fullName);
    // A game for three always ends: there is no cancelling it.
    await expect(player.page.getByTestId('match-actions')).toContainText('A game for more than two always ends');
  }
  await expect(host.page.getByTestId('match-players')).toContainText(second.user.fullName);
  await expect(host.page.getByTestId('match-players')).toContainText(third.user.fullName);

  for (const player of [host, leaver, second, third]) await player.context.close();
});
