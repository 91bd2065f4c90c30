import { expect, test } from '@playwright/test';
import {
  createRoomViaUi,
  headerBalance,
  joinPagePath,
  maskedRoomCode,
  openRoomCard,
  openTournaments,
  playerWithMoney,
  sendChatViaUi,
  submitResultViaUi,
  uniqueRoomCode,
} from './match-support';
import { E2E_ADMIN_EMAIL, loginViaUi, scaled, theAdmin, toast } from './support';

/*
 * Both players claim the win: the match goes to an admin, who reads both claims with their
 * screenshots, the chat and the timeline, and awards the win to B with a written reason. B is paid
 * the prize and sees the reason; A sees that B won; the decision is in the audit log.
 */

test('a dispute an admin resolves', async ({ browser, request, baseURL }) => {
  test.setTimeout(scaled(180_000));
  const a = await playerWithMoney(browser, request, baseURL, 100);
  const b = await playerWithMoney(browser, request, baseURL, 100);
  const code = uniqueRoomCode();
  const reason = `B's screenshot shows the win; A's shows the lobby (${code}).`;

  // A creates the room and opens it from "My rooms" ("Manage room" in the open rooms).
  await openTournaments(b.page);
  await openTournaments(a.page);
  const matchId = await createRoomViaUi(a.page, code);
  await expect(headerBalance(a.page)).toHaveText('₹50');
  await openRoomCard(a.page, matchId).getByRole('link', { name: 'Manage room' }).click();
  await expect(a.page).toHaveURL(new RegExp(`${joinPagePath(matchId)}$`));
  const aMatch = a.page.getByTestId('match-page');
  await expect(aMatch).toHaveAttribute('data-role', 'creator');
  await expect(aMatch).toHaveAttribute('data-status', 'open');
  await expect(aMatch.getByTestId('room-code')).toHaveText(code);
  await expect(aMatch.getByTestId('no-join-requests')).toBeVisible();

  // B views the room (code masked) and joins from its page.
  const room = openRoomCard(b.page, matchId);
  await room.getByRole('link', { name: /^View room/ }).click();
  await expect(b.page).toHaveURL(new RegExp(`${joinPagePath(matchId)}$`));
  const bMatch = b.page.getByTestId('match-page');
  await expect(bMatch).toHaveAttribute('data-role', 'visitor');
  await expect(bMatch.getByTestId('masked-room-code')).toHaveText(maskedRoomCode(code));
  await expect(bMatch.getByTestId('opponent-card').getByTestId('player-name')).toHaveText(a.user.fullName);
  await bMatch.getByRole('button', { name: 'Join Match' }).click();
  await expect(toast(b.page, 'Request sent to room owner')).toBeVisible();
  await expect(bMatch).toHaveAttribute('data-role', 'requester');
  await expect(bMatch.getByRole('button', { name: 'Withdraw request' })).toBeVisible();

  // A accepts on the room's page; both pages turn into the running match without a reload.
  const joinRequest = aMatch.getByTestId('join-request');
  await expect(joinRequest.getByTestId('player-name')).toHaveText(b.user.fullName);
  await joinRequest.getByRole('button', { name: `Accept ${b.user.fullName}`, exact: true }).click();
  await expect(toast(b.page, 'Match joined!')).toBeVisible();
  await expect(toast(a.page, `${b.user.fullName} joined your match!`)).toBeVisible();
  await expect(aMatch).toHaveAttribute('data-status', 'active');
  await expect(bMatch).toHaveAttribute('data-status', 'active');
  await expect(bMatch).toHaveAttribute('data-role', 'opponent');
  await expect(bMatch.getByTestId('room-code')).toHaveText(code);
  await expect(aMatch.getByTestId('opponent-card').getByTestId('player-name')).toHaveText(b.user.fullName);
  await expect(headerBalance(b.page)).toHaveText('₹50');

  // A word in the chat, for the admin to read.
  await a.page.getByRole('tab', { name: 'Chat & Results' }).click();
  await sendChatViaUi(a.page, 'Good game, I won that one.');

  // Both claim the win: the match waits for an admin.
  await submitResultViaUi(a.page, 'I won');
  await submitResultViaUi(b.page, 'I won');
  for (const match of [aMatch, bMatch]) {
    await expect(match).toHaveAttribute('data-status', 'review');
    const outcome = match.getByTestId('match-outcome');
    await expect(outcome).toHaveAttribute('data-outcome', 'review');
    await expect(outcome).toContainText('An admin is reviewing this match');
    await expect(outcome).toContainText('The two results do not agree.');
  }
  await expect(headerBalance(a.page)).toHaveText('₹50');
  await expect(headerBalance(b.page)).toHaveText('₹50');

  // The admin opens the dispute.
  const admin = theAdmin();
  const adminContext = await browser.newContext({ baseURL });
  const adminPage = await adminContext.newPage();
  await loginViaUi(adminPage, admin.email, admin.password, /\/admin$/);
  const adminNav = adminPage.getByRole('navigation', { name: 'Admin' });
  await adminNav.getByRole('link', { name: 'Disputes' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/disputes$/);
  await expect(adminPage.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const queue = adminPage.getByRole('list', { name: 'Disputes' });
  const entry = queue.getByRole('button').filter({ hasText: `${a.user.fullName} vs ${b.user.fullName}` });
  await expect(entry).toHaveCount(1);
  await expect(entry).toContainText('Conflicting claims');
  await expect(entry).toContainText('Stake ₹50');
  await entry.click();
  await expect(entry).toHaveAttribute('aria-pressed', 'true');
  await expect(adminPage).toHaveURL(new RegExp(`/admin/disputes\\?match=${matchId}$`));

  // Players, both claims with their screenshots, the chat and the timeline.
  const players = adminPage.getByTestId('dispute-player');
  await expect(players).toHaveCount(2);
  await expect(players.filter({ hasText: a.user.fullName })).toContainText(a.user.ludoPlayerId);
  await expect(players.filter({ hasText: b.user.fullName })).toContainText(b.user.ludoPlayerId);
  await expect(adminPage.getByRole('heading', { name: 'Result claims' })).toBeVisible();
  for (const player of [a.user, b.user]) {
    const claim = adminPage.getByRole('figure', { name: `${player.fullName}’s claim` });
    await expect(claim).toContainText('Claims: won');
    await expect(claim.getByRole('img', { name: `Screenshot submitted by ${player.fullName}` })).toBeVisible();
  }
  await expect(adminPage.getByRole('heading', { name: 'Chat', exact: true })).toBeVisible();
  await expect(adminPage.getByRole('list', { name: 'Chat' })).toContainText('Good game, I won that one.');
  await expect(adminPage.getByRole('list', { name: 'Chat' })).toContainText(a.user.fullName);
  await expect(adminPage.getByRole('heading', { name: 'Timeline', exact: true })).toBeVisible();
  expect(await adminPage.getByRole('list', { name: 'Timeline' }).getByRole('listitem').count()).toBeGreaterThan(1);
  await expect(adminPage.getByRole('heading', { name: 'Decision' })).toBeVisible();

  // The win goes to B, with a reason; a reason is required.
  await adminPage.getByRole('button', { name: `Award win to ${b.user.fullName}`, exact: true }).click();
  const dialog = adminPage.getByRole('dialog', { name: `Award the win to ${b.user.fullName}` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Award the win' }).click();
  await expect(dialog.getByLabel('Reason')).toHaveAttribute('aria-invalid', 'true');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Award the win' }).click();
  await expect(toast(adminPage, `Win awarded to ${b.user.fullName}`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(entry).toHaveCount(0);
  await expect(adminPage).toHaveURL(/\/admin\/disputes$/);

  // B sees the decision with the reason, and is paid the ₹100 prize: ₹50 → ₹150.
  await expect(bMatch).toHaveAttribute('data-status', 'settled');
  await expect(bMatch.getByTestId('match-winner')).toHaveText('You won!');
  await expect(bMatch.getByTestId('decision-reason')).toHaveText(`Admin's reason: ${reason}`);
  await expect(bMatch.getByTestId('match-outcome')).toContainText(
    'An admin reviewed the match and decided the winner.',
  );
  await expect(headerBalance(b.page)).toHaveText('₹150');

  // A sees that B won, with the same reason; A's balance does not move.
  await expect(aMatch).toHaveAttribute('data-status', 'settled');
  await expect(aMatch.getByTestId('match-winner')).toHaveText(`${b.user.fullName} won`);
  await expect(aMatch.getByTestId('decision-reason')).toHaveText(`Admin's reason: ${reason}`);
  await expect(headerBalance(a.page)).toHaveText('₹50');

  // The decision is in the audit log: who, what, on which match, and why.
  await adminNav.getByRole('link', { name: 'Audit log' }).click();
  await expect(adminPage).toHaveURL(/\/admin\/audit-log$/);
  const log = adminPage.getByRole('table', { name: 'Audit log' });
  const decision = log.getByRole('row').filter({ hasText: reason });
  await expect(decision).toHaveCount(1);
  await expect(decision).toContainText('match.award');
  await expect(decision).toContainText(E2E_ADMIN_EMAIL);
  await expect(decision).toContainText(matchId);

  for (const context of [a.context, b.context, adminContext]) await context.close();
});
