import { expect, type Locator, type Page, test } from '@playwright/test';
import {
  createRoomViaUi,
  headerBalance,
  joinPagePath,
  maskedRoomCode,
  myMatchCard,
  openRoomCard,
  openTournaments,
  playerWithMoney,
  sendChatViaUi,
  signedInPlayer,
  submitResultViaUi,
  uniqueRoomCode,
} from './match-support';
import { freshPage, scaled, sideNav, toast } from './support';

/*
 * Two players, each in a browser of their own, play a ₹50 match: A creates the room, B asks to
 * join from the open rooms, A accepts, they chat and report opposite results, and the prize of
 * ₹100 (no platform fee on the embedded defaults) reaches A's wallet. Everything the other player
 * does shows up without a reload. A third player, C, never gets to see the room code.
 */

test('two players play a match', async ({ browser, request, baseURL }) => {
  test.setTimeout(scaled(180_000));
  const a = await playerWithMoney(browser, request, baseURL, 100);
  const b = await playerWithMoney(browser, request, baseURL, 100);
  const c = await signedInPlayer(browser, request, baseURL);
  const code = uniqueRoomCode();

  // B and C look at the open rooms before the room exists.
  await openTournaments(b.page);
  await openTournaments(c.page);
  await expect(b.page.getByRole('heading', { level: 2, name: 'Open rooms' })).toBeVisible();
  await expect(b.page.getByTestId('my-rooms-empty')).toBeVisible();

  // A creates the room: ₹50 is held at once.
  await openTournaments(a.page);
  await expect(a.page.getByTestId('my-rooms-empty')).toBeVisible();
  const matchId = await createRoomViaUi(a.page, code);
  await expect(headerBalance(a.page)).toHaveText('₹50');
  const aCard = myMatchCard(a.page, matchId);
  await expect(aCard.getByTestId('no-join-requests')).toBeVisible();
  await expect(openRoomCard(a.page, matchId)).toContainText('Your room');

  // The room appears for B and C without a reload, its code masked.
  const bRoom = openRoomCard(b.page, matchId);
  await expect(bRoom).toBeVisible();
  await expect(bRoom.getByTestId('room-code')).toHaveText(maskedRoomCode(code));
  await expect(bRoom).toContainText(`by ${a.user.fullName}`);
  await expect(bRoom).toContainText('₹50 1v1 Match');
  await expect(bRoom).not.toContainText(code);
  await expect(openRoomCard(c.page, matchId).getByTestId('room-code')).toHaveText(maskedRoomCode(code));

  // C opens the room: the code is masked there too.
  await openRoomCard(c.page, matchId)
    .getByRole('link', { name: /^View room/ })
    .click();
  await expect(c.page).toHaveURL(new RegExp(`${joinPagePath(matchId)}$`));
  const cMatch = c.page.getByTestId('match-page');
  await expect(cMatch).toHaveAttribute('data-role', 'visitor');
  await expect(c.page.getByTestId('masked-room-code')).toHaveText(maskedRoomCode(code));
  await expect(c.page.getByTestId('room-code')).toHaveCount(0);
  await expect(c.page.getByRole('button', { name: 'Join Match' })).toBeEnabled();

  // B asks to join; nothing is paid yet.
  await bRoom.getByRole('button', { name: 'Request to Join' }).click();
  await expect(toast(b.page, 'Request sent to room owner')).toBeVisible();
  await expect(bRoom).toContainText('Requested');
  await expect(bRoom.getByRole('button', { name: 'Withdraw request' })).toBeVisible();
  await expect(headerBalance(b.page)).toHaveText('₹100');

  // A sees the request arrive live under "My rooms", with B's name, Ludo id and record.
  const joinRequest = aCard.getByTestId('join-request');
  await expect(joinRequest).toHaveCount(1);
  await expect(joinRequest.getByTestId('player-name')).toHaveText(b.user.fullName);
  await expect(joinRequest.getByTestId('player-ludo-id')).toHaveText(b.user.ludoPlayerId);
  await expect(joinRequest.getByTestId('player-record')).toHaveText('Played 0 · Won 0 · Lost 0');
  await expect(aCard.getByTestId('join-request-count')).toHaveText('1');

  // A accepts: B pays and is told; A is told B joined.
  await joinRequest.getByRole('button', { name: `Accept ${b.user.fullName}`, exact: true }).click();
  await expect(toast(a.page, 'Player accepted. The match has started.')).toBeVisible();
  await expect(toast(a.page, `${b.user.fullName} joined your match!`)).toBeVisible();
  const joined = toast(b.page, 'Match joined!');
  await expect(joined).toBeVisible();
  await expect(joined).toContainText('₹50 entry fee was deducted from your wallet.');
  // B opens the match from the notice (before it times out).
  await joined.getByRole('button', { name: 'Open match' }).click();
  await expect(headerBalance(b.page)).toHaveText('₹50');
  await expect(aCard).toHaveAttribute('data-status', 'active');
  await expect(aCard).toContainText(`vs ${b.user.fullName}`);

  // The room left the open rooms; C's open room page says it is gone, without a reload.
  await expect(c.page.getByTestId('match-not-found')).toBeVisible();
  await expect(c.page.getByRole('heading', { name: 'Match not found' })).toBeVisible();

  // A opens the match from "My rooms".
  await aCard.getByRole('link', { name: 'Open match' }).click();
  const aMatch = a.page.getByTestId('match-page');
  const bMatch = b.page.getByTestId('match-page');
  for (const page of [a.page, b.page]) await expect(page).toHaveURL(new RegExp(`${joinPagePath(matchId)}$`));
  await expect(aMatch).toHaveAttribute('data-role', 'creator');
  await expect(bMatch).toHaveAttribute('data-role', 'opponent');
  for (const match of [aMatch, bMatch]) {
    await expect(match).toHaveAttribute('data-status', 'active');
    await expect(match.getByRole('tab', { name: 'Match Details' })).toHaveAttribute('aria-selected', 'true');
    await expect(match.getByTestId('match-entry-fee')).toHaveText('₹50');
    await expect(match.getByTestId('match-prize-pool')).toHaveText('₹100');
    // Both now see the full room code, with its copy button.
    await expect(match.getByTestId('room-code')).toHaveText(code);
    await expect(match.getByTestId('masked-room-code')).toHaveCount(0);
    await expect(match.getByRole('button', { name: 'Copy room code' })).toBeVisible();
  }
  await expect(aMatch.getByTestId('opponent-card').getByTestId('player-name')).toHaveText(b.user.fullName);
  await expect(aMatch.getByTestId('opponent-card').getByTestId('player-ludo-id')).toHaveText(b.user.ludoPlayerId);
  await expect(bMatch.getByTestId('opponent-card').getByTestId('player-name')).toHaveText(a.user.fullName);
  await expect(bMatch.getByTestId('opponent-card').getByTestId('player-ludo-id')).toHaveText(a.user.ludoPlayerId);

  // C, a player of neither side, cannot open the running match: not found, no room code.
  await c.page.goto(joinPagePath(matchId));
  await expect(c.page.getByTestId('match-not-found')).toBeVisible();
  await expect(c.page.getByRole('heading', { name: 'Match not found' })).toBeVisible();
  await expect(c.page.getByText(code)).toHaveCount(0);
  await c.page.getByRole('link', { name: 'Back to Tournaments' }).click();
  await expect(c.page).toHaveURL(/\/user\/tournaments$/);
  await expect(c.page.getByRole('heading', { level: 1, name: 'Ludo Tournaments' })).toBeVisible();
  await expect(c.page.locator(`[data-testid="room-card"][data-match-id="${matchId}"]`)).toHaveCount(0);

  // Chat: Enter sends, and the other player sees the line live.
  for (const page of [a.page, b.page]) await page.getByRole('tab', { name: 'Chat & Results' }).click();
  const aChat = a.page.getByTestId('match-chat');
  const bChat = b.page.getByTestId('match-chat');
  const aBox = aChat.getByRole('textbox', { name: 'Message' });
  // The lines the server took from A (a request refused for an expired access token is retried once refreshed).
  const sent: string[] = [];
  a.page.on('response', (response) => {
    const call = response.request();
    if (
      response.ok() &&
      call.method() === 'POST' &&
      new URL(call.url()).pathname === `/api/matches/${matchId}/messages`
    ) {
      sent.push((call.postDataJSON() as { message: string }).message);
    }
  });
  await sendChatViaUi(a.page, 'Hi! Ready when you are.');
  await expect(aChat.locator('[data-testid="chat-message"][data-sender="you"]')).toHaveText([
    /Hi! Ready when you are\./,
  ]);
  const bFromA = bChat.locator('[data-testid="chat-message"][data-sender="opponent"]');
  await expect(bFromA).toHaveCount(1);
  await expect(bFromA.first()).toContainText('Hi! Ready when you are.');
  await expect(bFromA.first()).toContainText(a.user.fullName);

  // Shift+Enter starts a new line instead of sending; Enter then sends both lines as one message.
  await aBox.fill('Line one');
  await aBox.press('Shift+Enter');
  await aBox.pressSequentially('Line two');
  await expect(aBox).toHaveValue('Line one\nLine two');
  await expect(aChat.locator('[data-testid="chat-message"][data-sender="you"]')).toHaveCount(1);
  await aBox.press('Enter');
  await expect(aBox).toHaveValue('');
  await expect(bFromA).toHaveCount(2);
  expect(await bFromA.nth(1).locator('p').innerText()).toBe('Line one\nLine two');

  // A blank message is not sent: the button stays disabled, and Enter leaves it in the box.
  await aBox.fill('   ');
  await expect(aChat.getByRole('button', { name: 'Send message' })).toBeDisabled();
  await aBox.press('Enter');
  await expect(aBox).toHaveValue('   ');
  await aBox.fill('');

  // B answers; A sees it live, and still only A's two lines.
  await sendChatViaUi(b.page, 'Joined the room in the app. GLHF!');
  await expect(aChat.locator('[data-testid="chat-message"][data-sender="opponent"]')).toContainText(
    'Joined the room in the app. GLHF!',
  );
  await expect(aChat.locator('[data-testid="chat-message"][data-sender="you"]')).toHaveCount(2);
  await expect(bFromA).toHaveCount(2);
  expect(sent).toEqual(['Hi! Ready when you are.', 'Line one\nLine two']);

  // Results: A won, with a screenshot; A then waits for B.
  await submitResultViaUi(a.page, 'I won');
  await expect(a.page.getByTestId('result-waiting')).toBeVisible();
  const aResults = a.page.getByTestId('submitted-result');
  await expect(aResults).toHaveCount(1);
  await expect(aResults.first().getByText('You', { exact: true })).toBeVisible();
  await expect(aResults.first().getByTestId('result-claim')).toHaveText('Won');
  await expect(aResults.first().getByTestId('result-screenshot')).toBeVisible();
  // The match can no longer be cancelled once a result is in.
  await a.page.getByRole('tab', { name: 'Match Details' }).click();
  await expect(aMatch.getByRole('button', { name: 'Cancel Match' })).toHaveCount(0);
  await a.page.getByRole('tab', { name: 'Chat & Results' }).click();

  // B sees A's claim live, then reports the loss: the match settles for A.
  const bResults = b.page.getByTestId('submitted-result');
  await expect(bResults.filter({ hasText: a.user.fullName }).getByTestId('result-claim')).toHaveText('Won');
  await submitResultViaUi(b.page, 'I lost');

  for (const match of [aMatch, bMatch]) {
    await expect(match).toHaveAttribute('data-status', 'settled');
    await expect(match.getByTestId('match-outcome')).toHaveAttribute('data-outcome', 'settled');
    await expect(match.getByTestId('match-outcome')).toContainText('Both players’ results agree.');
    await expect(match.getByTestId('submitted-result')).toHaveCount(2);
  }
  await expect(aMatch.getByTestId('match-winner')).toHaveText('You won!');
  await expect(aMatch.getByTestId('match-outcome')).toContainText('₹100 was added to your winnings.');
  await expect(bMatch.getByTestId('match-winner')).toHaveText(`${a.user.fullName} won`);
  await expect(
    bResults.filter({ has: b.page.getByText('You', { exact: true }) }).getByTestId('result-claim'),
  ).toHaveText('Lost');

  // The prize reaches A's wallet: ₹50 after the stake, ₹150 with the ₹100 prize. B keeps ₹50.
  await expect(headerBalance(a.page)).toHaveText('₹150');
  await expect(headerBalance(b.page)).toHaveText('₹50');

  // A's match history lists the match as a win against B.
  await sideNav(a.page).getByRole('link', { name: 'Match History' }).click();
  await expect(a.page).toHaveURL(/\/user\/match-history$/);
  await expect(a.page.getByRole('heading', { level: 1, name: 'Match History' })).toBeVisible();
  const history = a.page.getByRole('table', { name: 'Match History' });
  const row = history.getByRole('row').filter({ hasText: matchId.slice(0, 8).toUpperCase() });
  await expect(row).toHaveCount(1);
  // The opponent is named by their Ludo player id there.
  await expect(row).toContainText(b.user.ludoPlayerId);
  await expect(row).toContainText('Win');
  await expect(row).toContainText('₹50');
  await expect(row).toContainText('₹100');
  await expect(row).toContainText(code);
  await row.getByRole('link', { name: /^View match/ }).click();
  await expect(a.page).toHaveURL(new RegExp(`/user/matches/${matchId}$`));
  await expect(a.page.getByTestId('match-details-page')).toHaveAttribute('data-status', 'settled');
  await expect(a.page.getByTestId('match-winner')).toHaveText('You won!');

  // A's transactions: the deposit, the entry fee and the winning.
  await sideNav(a.page).getByRole('link', { name: 'Transaction History' }).click();
  await expect(a.page).toHaveURL(/\/user\/transactions$/);
  const transactions = a.page.getByRole('table', { name: 'Transaction History' });
  const fee = transactions.getByRole('row').filter({ hasText: /Entry Fee/ });
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText('₹50');
  const winning = transactions.getByRole('row').filter({ hasText: /Winning/ });
  await expect(winning).toHaveCount(1);
  await expect(winning).toContainText('+₹100');
  await expect(transactions.getByRole('row').filter({ hasText: /Deposit/ })).toHaveCount(1);

  // B's transactions: the deposit and the entry fee, no winning.
  await sideNav(b.page).getByRole('link', { name: 'Transaction History' }).click();
  const bTransactions = b.page.getByRole('table', { name: 'Transaction History' });
  await expect(bTransactions.getByRole('row').filter({ hasText: /Entry Fee/ })).toHaveCount(1);
  await expect(bTransactions.getByRole('row').filter({ hasText: /Winning/ })).toHaveCount(0);

  // On a 390 px phone both histories are cards: every column is on screen, none behind a sideways scroll.
  await a.page.setViewportSize({ width: 390, height: 844 });
  const onScreen = async (locator: Locator) => {
    await expect(locator).toBeVisible();
    const box = await locator.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390, `${locator} on screen`).toBe(true);
  };
  const noSidewaysScroll = async (page: Page) =>
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  const transactionCards = a.page.getByRole('list', { name: 'Transaction History' });
  const winningCard = transactionCards.getByRole('listitem').filter({ hasText: /Winning/ });
  await onScreen(winningCard.getByText('Status', { exact: true }));
  await onScreen(winningCard.getByText('Completed', { exact: true }));
  await noSidewaysScroll(a.page);
  // Sorting is a choice of its own there: oldest first puts the deposit on top.
  await a.page.getByLabel('Sort by').selectOption({ label: 'Date & Time (ascending)' });
  await expect(transactionCards.getByRole('listitem').first()).toContainText('Deposit');
  await a.page.goto('/user/match-history');
  const matchCard = a.page
    .getByRole('list', { name: 'Match History' })
    .getByRole('listitem')
    .filter({ hasText: matchId.slice(0, 8).toUpperCase() });
  await onScreen(matchCard.getByText('Result', { exact: true }));
  await onScreen(matchCard.getByText('Win', { exact: true }));
  await onScreen(matchCard.getByText('₹100', { exact: true }));
  await onScreen(matchCard.getByRole('link', { name: /^View match/ }));
  await noSidewaysScroll(a.page);

  // A visitor (no login, a browser of their own) opens the public leaderboard: A is ranked, with the
  // ₹100 won; B, who won nothing, is not on it. On a 390 px phone the board fits without scrolling sideways.
  const visitor = await freshPage(browser, baseURL);
  await visitor.page.setViewportSize({ width: 390, height: 844 });
  await visitor.page.goto('/leaderboard');
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeVisible();
  await expect(visitor.page.getByRole('tab', { name: 'This week' })).toHaveAttribute('aria-selected', 'true');
  const publicBoard = visitor.page.getByRole('table', { name: 'This week’s leaderboard' });
  const aRanked = publicBoard
    .getByRole('row')
    .filter({ has: visitor.page.locator('bdi', { hasText: a.user.fullName }) });
  await expect(aRanked).toHaveCount(1);
  await expect(aRanked).toContainText('₹100');
  await expect(aRanked.getByRole('cell').first()).toHaveText(/^\d+$/);
  await expect(publicBoard.getByText(b.user.fullName)).toHaveCount(0);
  await expect(visitor.page.getByText('No rankings yet')).toHaveCount(0);
  expect(
    await visitor.page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
  // All time holds the match too.
  await visitor.page.getByRole('tab', { name: 'All time' }).click();
  const allTime = visitor.page.getByRole('table', { name: 'All-time leaderboard' });
  await expect(allTime.getByRole('row').filter({ hasText: a.user.fullName })).toContainText('₹100');
  await visitor.context.close();

  for (const player of [a, b, c]) await player.context.close();
});
