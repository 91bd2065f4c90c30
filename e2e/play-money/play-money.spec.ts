import { expect, type Page, test } from '@playwright/test';
import { E2E_PLAY_COINS } from '../../playwright.config';
import {
  createTournamentViaApi,
  headerBalance,
  joinPagePath,
  myMatchCard,
  openRoomCard,
  openTournamentCard,
  openTournaments,
  signedInPlayer,
  submitResultViaUi,
  uniqueRoomCode,
  uniqueTournamentTitle,
} from '../match-support';
import { freshPage, scaled, sideNav, toast } from '../support';

/*
 * The platform in play-money mode (MONEY_MODE=play): a new player starts with the welcome coins,
 * claims the day's coins in the wallet, plays a 1v1 match for coins against another player and
 * enters a tournament. No page they see shows a rupee sign, and nothing offers to add or withdraw
 * money.
 */

/** "1,250 coins" for 1250, as the pages write coins. */
const coins = (amount: number) => `${amount.toLocaleString('en-IN')} ${amount === 1 ? 'coin' : 'coins'}`;

/** The page says nothing in rupees. */
async function expectNoRupees(page: Page): Promise<void> {
  await expect(page.locator('main')).toBeVisible();
  await expect(page.locator('body')).not.toContainText('₹');
}

test('a new player claims coins, plays a match and enters a tournament: no rupee anywhere', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(180_000));

  // A visitor reads the public pages: coins, not money.
  const visitor = await freshPage(browser, baseURL);
  for (const path of ['/', '/how-to-play', '/support', '/terms', '/refund', '/responsible-gaming']) {
    await visitor.page.goto(path);
    await expectNoRupees(visitor.page);
  }
  await visitor.page.goto('/');
  await expect(visitor.page.locator('main')).toContainText(/coins/i);
  await visitor.context.close();

  const a = await signedInPlayer(browser, request, baseURL);
  const b = await signedInPlayer(browser, request, baseURL);
  const { welcome, daily } = E2E_PLAY_COINS;
  await expect(headerBalance(a.page)).toHaveText(coins(welcome));

  // A claims today's coins in the wallet; a second claim is not offered.
  await sideNav(a.page).getByRole('link', { name: 'Wallet' }).click();
  await expect(a.page).toHaveURL(/\/user\/wallet$/);
  await expect(a.page.getByTestId('wallet-balance')).toHaveText(coins(welcome));
  await expect(a.page.getByRole('button', { name: 'Add Money' })).toHaveCount(0);
  await expect(a.page.getByRole('button', { name: 'Withdraw' })).toHaveCount(0);
  await a.page.getByRole('button', { name: `Claim ${coins(daily)}` }).click();
  await expect(toast(a.page, 'Daily coins claimed!')).toBeVisible();
  await expect(headerBalance(a.page)).toHaveText(coins(welcome + daily));
  await expect(a.page.getByTestId('wallet-balance')).toHaveText(coins(welcome + daily));
  await expect(a.page.getByTestId('next-claim')).toContainText('You have claimed today’s coins.');
  await expect(a.page.getByRole('button', { name: /^Claim/ })).toHaveCount(0);
  // The history shows both gifts of coins.
  for (const gift of [welcome, daily]) {
    await expect(a.page.getByRole('row', { name: new RegExp(`Free Coins \\+${coins(gift)}`) })).toBeVisible();
  }
  await expectNoRupees(a.page);

  // A opens a room for 50 coins; B asks to join, A accepts.
  const code = uniqueRoomCode();
  await openTournaments(a.page);
  await a.page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Create New Match' });
  await dialog.getByText('Room code (external app)').click();
  await dialog.getByLabel('Ludo King Room Code').fill(code);
  await expect(dialog.getByRole('radio', { name: coins(50), exact: true })).toBeChecked();
  await expectNoRupees(a.page);
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(toast(a.page, `Room ${code} created`)).toBeVisible();
  const aCard = a.page.getByTestId('my-match-card').filter({ has: a.page.getByTestId('room-code').getByText(code) });
  const matchId = (await aCard.getAttribute('data-match-id')) as string;
  await expect(headerBalance(a.page)).toHaveText(coins(welcome + daily - 50));

  await openTournaments(b.page);
  const bRoom = openRoomCard(b.page, matchId);
  await expect(bRoom).toContainText(`${coins(50)} 1v1 Match`);
  await expectNoRupees(b.page);
  await bRoom.getByRole('button', { name: 'Request to Join' }).click();
  await expect(toast(b.page, 'Request sent to room owner')).toBeVisible();
  const joinRequest = myMatchCard(a.page, matchId).getByTestId('join-request');
  await joinRequest.getByRole('button', { name: `Accept ${b.user.fullName}`, exact: true }).click();
  await expect(toast(a.page, 'Player accepted. The match has started.')).toBeVisible();
  await expect(headerBalance(b.page)).toHaveText(coins(welcome - 50));

  // They play in the app and report: A won. The prize of 100 coins reaches A at once.
  for (const player of [a, b]) await player.page.goto(joinPagePath(matchId));
  await expect(a.page.getByTestId('match-prize-pool')).toHaveText(coins(100));
  await expectNoRupees(a.page);
  await submitResultViaUi(a.page, 'I won');
  await submitResultViaUi(b.page, 'I lost');
  await expect(headerBalance(a.page)).toHaveText(coins(welcome + daily + 50));
  await expect(headerBalance(b.page)).toHaveText(coins(welcome - 50));
  await expectNoRupees(a.page);

  // A enters a tournament for 100 coins.
  const title = uniqueTournamentTitle('Coin Cup');
  const tournamentId = await createTournamentViaApi(request, {
    title,
    format: 'knockout',
    entryFee: 100,
    maxPlayers: 8,
    minPlayers: 2,
  });
  await openTournaments(a.page);
  const card = openTournamentCard(a.page, tournamentId);
  await expect(card).toContainText(title);
  await expectNoRupees(a.page);
  await card.getByRole('button', { name: `Register (${coins(100)})` }).click();
  const confirm = a.page.getByRole('dialog', { name: `Register for ${title}?` });
  await expect(confirm).toContainText(`The ${coins(100)} entry fee is taken from your wallet now.`);
  await confirm.getByRole('button', { name: `Pay ${coins(100)} and register` }).click();
  await expect(toast(a.page, `You are registered for ${title}.`)).toBeVisible();
  await expect(headerBalance(a.page)).toHaveText(coins(welcome + daily + 50 - 100));

  // Every page of the player's area reads in coins.
  for (const path of [
    '/user',
    '/user/wallet',
    '/user/transactions',
    '/user/match-history',
    '/user/rules',
    '/user/profile',
  ]) {
    await a.page.goto(path);
    await expectNoRupees(a.page);
  }
  // The month's statement in Settings: one game, the coins given, spent and won.
  await a.page.goto('/user/settings');
  const statement = a.page.getByTestId('activity-statement');
  await expect(statement).toContainText('Games played1');
  await expect(statement).toContainText(`Free coins${coins(welcome + daily)}`);
  await expect(statement).toContainText(`Entry fees${coins(150)}`);
  await expect(statement).toContainText(`Winnings${coins(100)}`);
  await expect(statement).toContainText(`Net result-${coins(50)}`);
  await expect(statement).not.toContainText('Deposits');
  await expectNoRupees(a.page);

  // Nothing offers identity checks: they exist for withdrawals, which play money has none of.
  await a.page.goto('/user/profile');
  await expect(a.page.getByTestId('kyc-status')).toHaveCount(0);
});
