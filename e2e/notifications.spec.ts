import { expect, test } from '@playwright/test';
import {
  addMoneyViaApi,
  createRoomViaUi,
  headerBalance,
  openRoomCard,
  openTournaments,
  signedInPlayer,
  uniqueRoomCode,
} from './match-support';
import { chooseAccountMenuItem, scaled, sideNav, toast } from './support';

/*
 * A room owner who is elsewhere in the player area hears of a join request: a toast with "View"
 * and the bell's unread badge, both live. The bell lists it; "View" opens the room, where the
 * request waits; the notifications page marks everything read.
 */

test('the room owner on the Wallet page hears of a join request: a toast, the bell’s badge, the room', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(120_000));
  const owner = await signedInPlayer(browser, request, baseURL);
  const guest = await signedInPlayer(browser, request, baseURL);
  await Promise.all([addMoneyViaApi(request, owner.user, 100), addMoneyViaApi(request, guest.user, 100)]);

  await openTournaments(owner.page);
  const matchId = await createRoomViaUi(owner.page, uniqueRoomCode());
  await sideNav(owner.page).getByRole('link', { name: 'Wallet' }).click();
  await expect(owner.page).toHaveURL(/\/user\/wallet$/);
  await expect(headerBalance(owner.page)).toHaveText('₹50');
  // One unread notice already: the deposit was credited.
  await expect(owner.page.getByTestId('notification-badge')).toHaveText('1');

  // The guest asks to join from the open rooms.
  await openTournaments(guest.page);
  await openRoomCard(guest.page, matchId).getByRole('button', { name: 'Request to Join' }).click();
  await expect(toast(guest.page, 'Request sent to room owner')).toBeVisible();

  // The owner, still on the Wallet page, is told at once.
  const notice = toast(owner.page, 'Join request');
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(`${guest.user.fullName} wants to join your ₹50 room`);
  await expect(owner.page.getByTestId('notification-badge')).toHaveText('2');
  await expect(owner.page).toHaveURL(/\/user\/wallet$/);

  // The bell lists it; opening it leads to the room, where the request waits, and reads it.
  await owner.page.getByRole('button', { name: 'Notifications, 2 unread' }).click();
  const bell = owner.page.getByRole('menu');
  await expect(bell).toContainText('Join request');
  await bell.getByRole('menuitem').filter({ hasText: 'Join request' }).click();
  await expect(owner.page).toHaveURL(new RegExp(`/user/(tournaments/join|matches)/${matchId}$`));
  await expect(owner.page.getByTestId('notification-badge')).toHaveText('1');

  // The notifications page keeps it, read, under All and System; "Mark All as Read" reads the rest.
  await sideNav(owner.page).getByRole('link', { name: 'Notifications' }).click();
  const item = owner.page.getByRole('article').filter({ hasText: 'Join request' });
  await expect(item).toHaveCount(1);
  await expect(item.getByRole('button', { name: 'Mark as Read: Join request' })).toHaveCount(0);
  await owner.page.getByRole('tab', { name: 'System' }).click();
  await expect(owner.page.getByRole('article').filter({ hasText: 'Join request' })).toHaveCount(1);
  await owner.page.getByRole('button', { name: 'Mark All as Read' }).click();
  await expect(owner.page.getByTestId('notification-badge')).toBeHidden();

  // Push can be turned on for this device from Settings; the service worker is served.
  const worker = await owner.page.request.get('/sw.js');
  expect(worker.ok()).toBe(true);
  expect(await worker.text()).toContain("addEventListener('push'");
  await chooseAccountMenuItem(owner.page, 'Settings');
  await expect(owner.page.getByTestId('push-device')).toContainText('Push notifications on this device');

  await owner.context.close();
  await guest.context.close();
});
