import { expect, type Page, test } from '@playwright/test';
import {
  adminOnTournamentsConsole,
  createTournamentViaConsole,
  fundedPlayers,
  gotoTournaments,
  headerBalance,
  nextGameCard,
  openTournamentCard,
  type Player,
  registerForTournamentViaUi,
  startTournamentViaConsole,
  tournamentPagePath,
  uniqueTournamentTitle,
} from './match-support';
import { scaled } from './support';

/*
 * A tournament played here (docs/decisions/0021-platform-games.md): the admin chooses the quick
 * game in the console, two players register, and the final is played on the board in their
 * next-game cards on phone-sized screens. A player who leaves concedes; the game's end finishes the
 * tournament and pays the prize, with no room code and no screenshot; a third player watches it live.
 */

const FEE = 100;

async function toTournamentPage(player: Player, tournamentId: string): Promise<Page> {
  await gotoTournaments(player.page, FEE);
  await openTournamentCard(player.page, tournamentId)
    .getByRole('link', { name: /^Details: / })
    .click();
  await expect(player.page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
  return player.page;
}

test('a tournament played here: the final on the board in the next-game card, decided by the game', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(180_000));
  const players = await fundedPlayers(browser, request, baseURL, 2, FEE);
  const admin = await adminOnTournamentsConsole(browser, baseURL);
  const title = uniqueTournamentTitle('Quick Cup');
  const tournamentId = await createTournamentViaConsole(admin.page, {
    title,
    format: 'knockout',
    entryFee: FEE,
    maxPlayers: 2,
    minPlayers: 2,
    played: 'quick',
  });

  for (const player of players) {
    const page = await toTournamentPage(player, tournamentId);
    await page.setViewportSize({ width: 390, height: 844 });
    await registerForTournamentViaUi(page, title, FEE, page.getByTestId('entry-open'));
    await expect(headerBalance(page)).toHaveText('₹0');
  }
  await admin.page.reload();
  await startTournamentViaConsole(admin.page, title);

  // The final is on both pages at once, played here: the board in the card, no room code.
  const [a, b] = players as [Player, Player];
  for (const player of players) {
    const card = nextGameCard(player.page);
    await expect(card).toContainText('This game is played here, on the board');
    await expect(card.getByTestId('game-board')).toBeVisible();
    await expect(card.getByTestId('room-code-card')).toHaveCount(0);
    await expect(card).not.toContainText('You host');
  }

  // A third player watches the final live from the tournament's page: the board, no dice to roll.
  const [watcher] = await fundedPlayers(browser, request, baseURL, 1, FEE);
  const watching = (watcher as Player).page;
  await watching.goto(tournamentPagePath(tournamentId));
  await expect(watching.getByTestId('tournament-page')).toHaveAttribute('data-status', 'running');
  await watching.getByTestId('tournament-rounds').getByRole('link', { name: 'Watch this game live' }).click();
  await expect(watching.getByTestId('game-board')).toBeVisible();
  await expect(watching.getByTestId('game-turn')).toBeVisible();
  await expect(watching.getByRole('button', { name: 'Leave game' })).toHaveCount(0);
  await expect(watching.getByTestId('game-roll')).toHaveCount(0);

  // B leaves the game: asked once more, then it concedes; A wins the tournament.
  await nextGameCard(b.page).getByRole('button', { name: 'Leave game' }).click();
  await b.page
    .getByRole('dialog', { name: 'Leave this game?' })
    .getByRole('button', { name: 'Leave and concede' })
    .click();

  for (const player of players) {
    await expect(player.page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'finished', {
      timeout: scaled(20_000),
    });
  }
  await expect(a.page.getByTestId('entry-finished')).toContainText('You finished 1st');
  await expect(b.page.getByTestId('entry-finished')).toContainText('You finished 2nd');
  // The pool of ₹200 less the 10% platform fee, all of it to the winner of two.
  await expect(a.page.getByTestId('entry-finished')).toContainText('₹180 was credited to your winnings.');
  await expect(headerBalance(a.page)).toHaveText('₹180');
  await expect(headerBalance(b.page)).toHaveText('₹0');
  // The watcher saw the end as it happened.
  await expect(watching.getByTestId('game-finished')).toContainText(`${a.user.fullName} won!`);
  await admin.context.close();
});
