import { expect, test } from '@playwright/test';
import {
  adminNav,
  adminOnTournamentsConsole,
  createTournamentViaApi,
  expectWalletViaUi,
  fundedPlayers,
  gotoTournaments,
  nextGameCard,
  openAdminTournament,
  openNextGameViaUi,
  openTournamentCard,
  type Player,
  postRoomCodeViaUi,
  registerForTournamentViaUi,
  startTournamentViaConsole,
  submitPositionViaUi,
  tournamentPagePath,
  uniqueRoomCode,
  uniqueTournamentTitle,
} from './match-support';
import { scaled } from './support';

/*
 * A multi-table tournament of four plays one table of four, which is its final. The host posts
 * the room code; each player reports the position they finished in, with a screenshot; two of
 * them claim 3rd, so the table goes to the admins. The admin finds it in the dispute queue with
 * every seat's claim, opens it in the tournament console and sets the finishing order with a
 * reason; the table is decided and the tournament finishes. The pool is ₹400 less the 10% fee:
 * ₹252 (70%) to the player who finished 1st, ₹108 (30%) to the 2nd.
 */

const FEE = 100;

test('a multi-table tournament of four: a clash at the table settled by an admin, to the end', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(180_000));
  const title = uniqueTournamentTitle('Table Clash');
  const tournamentId = await createTournamentViaApi(request, {
    title,
    format: 'multi_table',
    entryFee: FEE,
    maxPlayers: 4,
    minPlayers: 4,
  });
  const players = await fundedPlayers(browser, request, baseURL, 4, FEE);

  // Each player registers on the tournament's page, reached from its card.
  const register = async (player: Player) => {
    await gotoTournaments(player.page, FEE);
    const card = openTournamentCard(player.page, tournamentId);
    await expect(card).toContainText('Multi-table');
    await card.getByRole('link', { name: `Details: ${title}` }).click();
    await expect(player.page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
    await registerForTournamentViaUi(player.page, title, FEE, player.page.getByTestId('entry-open'));
    await expect(player.page.getByTestId('entry-registered')).toBeVisible();
  };
  await Promise.all(players.map(register));

  const admin = await adminOnTournamentsConsole(browser, baseURL);
  await openAdminTournament(admin.page, title);
  await expect(admin.page.getByText('Field (4)')).toBeVisible();
  await startTournamentViaConsole(admin.page, title);

  // One table of four, the final table, on every player's page without a reload; one player hosts.
  let host: Player | undefined;
  let matchId = '';
  for (const player of players) {
    const card = nextGameCard(player.page);
    await expect(card).toContainText('Round 1, table 1');
    matchId ||= (await card.getAttribute('data-match-id')) as string;
    await expect(card).toHaveAttribute('data-match-id', matchId);
    if ((await card.getAttribute('data-host')) === 'true') host = player;
  }
  expect(host).toBeDefined();
  await expect((players[0] as Player).page.getByTestId('tournament-page')).toContainText('Round 1 of 1');
  const guests = players.filter((player) => player !== host);
  const seated = host as Player;

  // Everyone opens the table: four seats, the host marked.
  await Promise.all(players.map((player) => openNextGameViaUi(player.page)));
  for (const player of players) {
    const seats = player.page.getByTestId('match-players').getByTestId('match-player');
    await expect(seats).toHaveCount(4);
    await expect(seats.filter({ has: player.page.getByTestId('host-badge') })).toContainText(seated.user.fullName);
  }

  // The host posts the room code; the three others see it arrive.
  const code = uniqueRoomCode();
  for (const guest of guests) {
    await expect(guest.page.getByTestId('room-code-card')).toHaveAttribute('data-state', 'waiting-for-code');
  }
  await postRoomCodeViaUi(seated.page, code);
  for (const guest of guests) await expect(guest.page.getByTestId('room-code')).toHaveText(code);

  // Positions: a guest wins, the host is 2nd, the other two 3rd and 4th; but the 4th claims 3rd too.
  const [winner, third, fourth] = guests as [Player, Player, Player];
  const finish: [Player, number][] = [
    [seated, 2],
    [winner, 1],
    [third, 3],
    [fourth, 4],
  ];
  for (const [player, position] of finish.slice(0, 3)) {
    await submitPositionViaUi(player.page, position);
    await expect(player.page.getByTestId('result-waiting')).toContainText("Waiting for the other players' results.");
  }
  await submitPositionViaUi(fourth.page, 3);
  await expect(fourth.page.getByTestId('match-page')).toHaveAttribute('data-status', 'review');

  // The admin finds the table in the dispute queue: all four seats and their claims.
  await adminNav(admin.page).getByRole('link', { name: 'Disputes' }).click();
  await expect(admin.page).toHaveURL(/\/admin\/disputes$/);
  await admin.page.getByRole('list', { name: 'Disputes' }).getByRole('button').filter({ hasText: title }).click();
  await expect(admin.page.getByTestId('dispute-player')).toHaveCount(4);
  await expect(admin.page.getByRole('figure', { name: `${third.user.fullName}’s claim` })).toContainText(
    'Claims: position 3',
  );
  await expect(admin.page.getByRole('figure', { name: `${fourth.user.fullName}’s claim` })).toContainText(
    'Claims: position 3',
  );
  // A table has no single winner to award and nothing to refund: its order is set in the console.
  await expect(admin.page.getByRole('button', { name: /Award win/ })).toHaveCount(0);
  await expect(admin.page.getByRole('button', { name: 'Cancel and refund both' })).toHaveCount(0);
  await admin.page.getByRole('link', { name: 'Open in the tournament console' }).click();
  await expect(admin.page).toHaveURL(new RegExp(`/admin/tournaments\\?tournament=${tournamentId}$`));

  // Force result: the admin orders the players first to last with the arrows, and gives a reason.
  await admin.page.getByRole('button', { name: 'Force result of Round 1, Table 1' }).click();
  const dialog = admin.page.getByRole('dialog', { name: 'Force the result of Round 1, Table 1' });
  const ranking = dialog.getByRole('list', { name: 'Ranking, first to last' }).getByRole('listitem');
  await expect(ranking).toHaveCount(4);
  const order = [winner, seated, third, fourth];
  for (const [place, player] of order.entries()) {
    // Up until it stands at its place: those above it are already placed.
    for (;;) {
      const names = await ranking.allTextContents();
      if (names.findIndex((text) => text.includes(player.user.fullName)) <= place) break;
      await dialog.getByRole('button', { name: `Move ${player.user.fullName} up` }).click();
    }
  }
  await expect(ranking).toHaveText(order.map((player) => new RegExp(player.user.fullName)));
  await dialog.getByLabel('Reason').fill('Both screenshots show who finished 3rd and 4th');
  await dialog.getByRole('button', { name: 'Set this result' }).click();
  await expect(dialog).toBeHidden();

  // The table is decided on every page: each player's place, and the order of all four.
  for (const [player, position] of finish) {
    const match = player.page.getByTestId('match-page');
    await expect(match).toHaveAttribute('data-status', 'settled');
    await expect(match.getByTestId('match-winner')).toHaveText(
      position === 1 ? 'You won!' : `You finished ${['', '1st', '2nd', '3rd', '4th'][position]}`,
    );
    await expect(match.getByTestId('match-placings').getByTestId('match-placing')).toHaveText([
      new RegExp(`^1st${winner.user.fullName}`),
      new RegExp(`^2nd${seated.user.fullName}`),
      new RegExp(`^3rd${third.user.fullName}`),
      new RegExp(`^4th${fourth.user.fullName}`),
    ]);
  }

  // The tournament finished: the standings show the four places and the prizes.
  await winner.page
    .getByTestId('match-page')
    .getByTestId('outcome-tournament')
    .getByRole('link', { name: title })
    .click();
  const page = winner.page;
  await expect(page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
  await expect(page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'finished');
  await expect(page.getByTestId('entry-finished')).toContainText('You finished 1st');
  await expect(page.getByTestId('entry-finished')).toContainText('₹252 was credited to your winnings.');
  const rows = page.getByRole('table', { name: 'Standings' }).getByTestId('standing-row');
  await expect(rows).toHaveCount(4);
  for (const [player, position] of finish) {
    const row = rows.filter({ hasText: player.user.fullName });
    await expect(row).toHaveAttribute('data-rank', String(position));
    if (position === 1) await expect(row).toContainText('₹252');
    if (position === 2) await expect(row).toContainText('₹108');
  }

  // The winner's wallet holds the 70% prize; the 2nd's the 30%.
  await Promise.all([expectWalletViaUi(winner.page, 252, 252), expectWalletViaUi(seated.page, 108, 108)]);

  for (const player of players) await player.context.close();
  await admin.context.close();
});
