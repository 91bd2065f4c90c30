import { expect, type Page, test } from '@playwright/test';
import {
  adminNav,
  adminOnTournamentsConsole,
  createTournamentViaConsole,
  expectWalletViaUi,
  fundedPlayers,
  gotoTournaments,
  headerBalance,
  nextGameCard,
  openNextGameViaUi,
  openTournamentCard,
  type Player,
  postRoomCodeViaUi,
  registerForTournamentViaUi,
  startTournamentViaConsole,
  submitResultViaUi,
  tournamentPagePath,
  tournamentViaApi,
  uniqueRoomCode,
  uniqueTournamentTitle,
} from './match-support';
import { scaled, sideNav, toast } from './support';

/*
 * A knockout of four with a ₹100 entry fee, from registration to the prizes. The admin creates
 * it in the console; four players, each in a browser of their own, register from the player
 * area; the admin starts it. In each game the host posts the room code and both players report
 * with a screenshot; the final appears for the two winners without a reload. The pool of ₹400
 * less the 10% platform fee (₹40) is ₹360: ₹252 (70%) to the winner, ₹108 (30%) to the
 * runner-up, in their winnings.
 */

const FEE = 100;

/** The player's game of this round, as their tournament page shows it: its match id and whether they host. */
async function gameOf(page: Page, round: number) {
  const card = nextGameCard(page);
  await expect(card).toContainText(`Round ${round}`);
  return {
    matchId: (await card.getAttribute('data-match-id')) as string,
    host: (await card.getAttribute('data-host')) === 'true',
  };
}

/** Pairs the players by the game each is in, the host first: [[host, guest], …]. */
async function pairings(players: Player[], round: number): Promise<[Player, Player][]> {
  const games = new Map<string, Player[]>();
  for (const player of players) {
    const { matchId, host } = await gameOf(player.page, round);
    const seats = games.get(matchId) ?? [];
    if (host) seats.unshift(player);
    else seats.push(player);
    games.set(matchId, seats);
  }
  const pairs = [...games.values()];
  expect(pairs.map((seats) => seats.length)).toEqual(pairs.map(() => 2));
  return pairs as [Player, Player][];
}

/** Both players of a game open it from their tournament page: the same match. */
async function openGame(one: Player, other: Player): Promise<void> {
  const [matchId, otherMatchId] = await Promise.all([openNextGameViaUi(one.page), openNextGameViaUi(other.page)]);
  expect(otherMatchId).toBe(matchId);
}

/**
 * One game on its match page, both players on it: the host posts the room code (the guest sees
 * it arrive and says they are in the room), the host reports the win and the guest the loss, each with a screenshot. Both then
 * see the host won. The host wins every game here.
 */
async function playGame(host: Player, guest: Player, whileDeciding?: () => Promise<void>): Promise<void> {
  const code = uniqueRoomCode();
  const waiting = guest.page.getByTestId('room-code-card');
  await expect(waiting).toHaveAttribute('data-state', 'waiting-for-code');
  await expect(waiting).toContainText(`Waiting for ${host.user.fullName} to post the room code`);
  await postRoomCodeViaUi(host.page, code);
  await expect(guest.page.getByTestId('room-code')).toHaveText(code);
  // The guest says they are in the room (or forfeits when the grace period ends); the host sees it.
  await expect(host.page.getByTestId('check-in')).toContainText('In the room: 1 of 2');
  await guest.page.getByTestId('check-in').getByRole('button', { name: 'I’m in' }).click();
  await expect(toast(guest.page, 'You are in. Play the game, then report the result.')).toBeVisible();
  await expect(host.page.getByTestId('check-in')).toContainText('In the room: 2 of 2');

  await submitResultViaUi(host.page, 'I won');
  await expect(host.page.getByTestId('result-waiting')).toBeVisible();
  // What the decision brings may be short-lived (a toast): watched from before it is made.
  const watching = whileDeciding?.();
  await submitResultViaUi(guest.page, 'I lost');
  await watching;
  for (const player of [host, guest]) {
    const match = player.page.getByTestId('match-page');
    await expect(match).toHaveAttribute('data-status', 'settled');
    await expect(match.getByTestId('outcome-tournament')).toBeVisible();
  }
  await expect(host.page.getByTestId('match-winner')).toHaveText('You won!');
  await expect(guest.page.getByTestId('match-winner')).toHaveText(`${host.user.fullName} won`);
}

/**
 * A game played on the tournament's page, in the players' next-game cards: the host posts the
 * code, the guest says they are in, both report; the cards give way to the decided game.
 */
async function playInPlace(host: Player, guest: Player): Promise<void> {
  const hostCard = nextGameCard(host.page);
  const guestCard = nextGameCard(guest.page);
  const code = uniqueRoomCode();
  await expect(guestCard.getByTestId('room-code-card')).toHaveAttribute('data-state', 'waiting-for-code');
  await hostCard.getByLabel('Ludo King Room Code').fill(code);
  await hostCard.getByRole('button', { name: 'Post room code' }).click();
  await expect(guestCard.getByTestId('room-code')).toHaveText(code);
  await guestCard.getByTestId('check-in').getByRole('button', { name: 'I’m in' }).click();
  await expect(hostCard.getByTestId('check-in')).toContainText('In the room: 2 of 2');
  await submitResultViaUi(host.page, 'I won', hostCard);
  await expect(hostCard.getByTestId('result-waiting')).toBeVisible();
  await submitResultViaUi(guest.page, 'I lost', guestCard);
}

/** From a decided game's outcome, back to its tournament (the link names it). */
async function backToTournament(player: Player, tournamentId: string, title: string): Promise<void> {
  await player.page
    .getByTestId('match-page')
    .getByTestId('outcome-tournament')
    .getByRole('link', { name: title })
    .click();
  await expect(player.page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
  await expect(player.page.getByTestId('tournament-page')).toBeVisible();
}

test('a knockout of four, from registration to the prizes', async ({ browser, request, baseURL }) => {
  test.setTimeout(scaled(180_000));
  const players = await fundedPlayers(browser, request, baseURL, 4, FEE);
  const admin = await adminOnTournamentsConsole(browser, baseURL);
  const title = uniqueTournamentTitle('Knockout Cup');

  // The admin creates the tournament in the console: open for registration at once.
  const tournamentId = await createTournamentViaConsole(admin.page, {
    title,
    format: 'knockout',
    entryFee: FEE,
    maxPlayers: 4,
    minPlayers: 4,
    played: 'external',
  });
  await expect(admin.page.getByText('Field (0)')).toBeVisible();

  // Two players register from the list under "Open for registration"…
  const fromList = async (player: Player) => {
    await gotoTournaments(player.page, FEE);
    const card = openTournamentCard(player.page, tournamentId);
    await expect(card).toContainText(title);
    await expect(card).toContainText('Knockout');
    await registerForTournamentViaUi(player.page, title, FEE, card);
    await expect(card).toContainText('You are registered');
    await expect(headerBalance(player.page)).toHaveText('₹0');
    await card.getByRole('link', { name: `Details: ${title}` }).click();
    await expect(player.page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
    await expect(player.page.getByTestId('entry-registered')).toBeVisible();
  };
  // …two from the tournament's own page.
  const fromPage = async (player: Player) => {
    await gotoTournaments(player.page, FEE);
    await openTournamentCard(player.page, tournamentId)
      .getByRole('link', { name: `Details: ${title}` })
      .click();
    await expect(player.page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
    const panel = player.page.getByTestId('entry-open');
    await expect(panel).toContainText('Registration is open');
    await registerForTournamentViaUi(player.page, title, FEE, panel);
    await expect(player.page.getByTestId('entry-registered')).toContainText('You are registered');
    await expect(headerBalance(player.page)).toHaveText('₹0');
  };
  await Promise.all(players.map((player, index) => (index < 2 ? fromList(player) : fromPage(player))));
  // Until the start the pool is that of a full field: ₹400 less the 10% fee, split 70/30.
  const prizes = (players[3] as Player).page.getByTestId('prize-table');
  await expect(prizes.getByRole('row')).toHaveText([/Place/, /1st\s*70%\s*₹252/, /2nd\s*30%\s*₹108/]);

  // The admin sees the full field and starts the tournament now.
  await admin.page.reload();
  await expect(admin.page.getByText('Field (4)')).toBeVisible();
  await startTournamentViaConsole(admin.page, title);
  await expect(toast(admin.page, new RegExp(`${title}.*start`, 'i'))).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Start now' })).toHaveCount(0);

  // Round 1 (the semi-finals) appears on every player's page without a reload.
  for (const player of players) {
    await expect(player.page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'running');
  }
  const semis = await pairings(players, 1);
  expect(semis).toHaveLength(2);
  const [[hostA, guestA], [hostB, guestB]] = semis as [[Player, Player], [Player, Player]];
  for (const [host] of semis) await expect(nextGameCard(host.page)).toContainText('You host');

  // First semi-final: its winner goes back to the tournament and waits for the final.
  await openGame(hostA, guestA);
  await playGame(hostA, guestA);
  await Promise.all([hostA, guestA].map((player) => backToTournament(player, tournamentId, title)));
  await expect(hostA.page.getByTestId('tournament-rounds')).toContainText('1 of 2 games decided');

  // Second semi-final: deciding it draws the final. Its winner, still on the match page, is told
  // at once (a toast names the round)…
  await openGame(hostB, guestB);
  await playGame(hostB, guestB, () => expect(toast(hostB.page, /Round 2/)).toBeVisible({ timeout: scaled(20_000) }));
  // …and the final appears on the first winner's tournament page, without a reload.
  const finalCard = nextGameCard(hostA.page);
  await expect(finalCard).toContainText('Round 2');
  await expect(hostA.page.getByTestId('tournament-page')).toContainText('Final');
  const finalId = (await finalCard.getAttribute('data-match-id')) as string;
  const aHostsFinal = (await finalCard.getAttribute('data-host')) === 'true';
  await backToTournament(hostB, tournamentId, title);
  await expect(nextGameCard(hostB.page)).toHaveAttribute('data-match-id', finalId);
  await backToTournament(guestB, tournamentId, title);

  // The final, played where the finalists see it: the next-game card of the tournament's page.
  // The better seed hosts (and wins here).
  const [champion, runnerUp] = aHostsFinal ? [hostA, hostB] : [hostB, hostA];
  await playInPlace(champion, runnerUp);

  // The standings show the places and the prizes.
  const page = champion.page;
  await expect(page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'finished');
  await expect(page.getByTestId('entry-finished')).toContainText('You finished 1st');
  await expect(page.getByTestId('entry-finished')).toContainText('₹252 was credited to your winnings.');
  await expect(runnerUp.page.getByTestId('entry-finished')).toContainText('You finished 2nd');
  await expect(runnerUp.page.getByTestId('entry-finished')).toContainText('₹108 was credited to your winnings.');
  const standings = page.getByRole('table', { name: 'Standings' });
  await expect(page.getByRole('heading', { name: 'Final standings' })).toBeVisible();
  const first = standings.locator('[data-testid="standing-row"][data-rank="1"]');
  await expect(first).toContainText(champion.user.fullName);
  await expect(first).toContainText('₹252');
  const second = standings.locator('[data-testid="standing-row"][data-rank="2"]');
  await expect(second).toContainText(runnerUp.user.fullName);
  await expect(second).toContainText('₹108');
  await expect(standings.getByTestId('standing-row')).toHaveCount(4);
  // The semi-finals' losers won nothing; their pages turned finished by themselves.
  for (const loser of [guestA, guestB]) {
    await expect(loser.page.getByTestId('entry-finished')).toContainText('No prize this time.');
  }
  // The prize pool is the ₹400 of entry fees less the ₹40 platform fee.
  await expect(page.getByTestId('tournament-page').getByText('₹360', { exact: true })).toBeVisible();

  // The winnings reached the wallets: +₹252 and +₹108 (each had ₹0 after the fee).
  await Promise.all([
    expectWalletViaUi(champion.page, 252, 252),
    expectWalletViaUi(runnerUp.page, 108, 108),
    expectWalletViaUi(guestA.page, 0, 0),
  ]);

  // The champion's dashboard counts the tournament and its prize.
  await sideNav(champion.page).getByRole('link', { name: 'Dashboard' }).click();
  await expect(champion.page.getByTestId('dashboard-tournaments-played')).toHaveText('1');
  await expect(champion.page.getByTestId('dashboard-total-winnings')).toHaveText('₹252');

  // The admin's ledger: the ₹40 platform fee went to revenue, referenced to the tournament.
  await adminNav(admin.page).getByRole('link', { name: 'Ledger' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/ledger$/);
  const revenue = admin.page.getByRole('region', { name: 'Platform accounts' }).getByRole('listitem').filter({
    hasText: 'Revenue',
  });
  await revenue.getByRole('button', { name: 'Entries of Revenue', exact: true }).click();
  const fee = admin.page.getByRole('table', { name: 'Entries' }).getByRole('row').filter({ hasText: tournamentId });
  await expect(fee).toHaveCount(1);
  await expect(fee).toContainText('tournament_fee');
  await expect(fee.getByText('+₹40', { exact: true })).toBeVisible();

  // Cross-check through the API: the same pool and prizes.
  const final = await tournamentViaApi(request, tournamentId);
  expect(final.status).toBe('finished');
  expect(final.prizePool).toBe(360);
  expect(final.prizeTable.map(({ place, percent, amount }) => [place, percent, amount])).toEqual([
    [1, 70, 252],
    [2, 30, 108],
  ]);
  expect(final.standings.filter((row) => row.prize).map((row) => [row.name, row.prize])).toEqual([
    [champion.user.fullName, 252],
    [runnerUp.user.fullName, 108],
  ]);

  for (const player of players) await player.context.close();
  await admin.context.close();
});
