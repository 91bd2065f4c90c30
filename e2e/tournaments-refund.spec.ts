import { expect, test } from '@playwright/test';
import {
  adminOnTournamentsConsole,
  createTournamentViaApi,
  expectWalletViaUi,
  fundedPlayers,
  gotoTournaments,
  headerBalance,
  openAdminTournament,
  openTournamentCard,
  registerForTournamentViaUi,
  tournamentPagePath,
  uniqueTournamentTitle,
} from './match-support';
import { scaled, toast } from './support';

/*
 * A tournament that needs four players, of whom only two register: the admin's "Start now"
 * cancels it instead, and both players get their ₹100 entry fee back. The admin is warned before
 * confirming; the players' pages say why it was cancelled, without a reload.
 */

const FEE = 100;

test('too few players: "Start now" cancels the tournament and refunds every fee', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(scaled(180_000));
  const title = uniqueTournamentTitle('Small Field Cup');
  const tournamentId = await createTournamentViaApi(request, {
    title,
    format: 'knockout',
    entryFee: FEE,
    maxPlayers: 8,
    minPlayers: 4,
  });
  const players = await fundedPlayers(browser, request, baseURL, 2, FEE);

  // Both register from the card under "Open for registration", then open the tournament's page.
  for (const player of players) {
    await gotoTournaments(player.page, FEE);
    const card = openTournamentCard(player.page, tournamentId);
    await registerForTournamentViaUi(player.page, title, FEE, card);
    await expect(headerBalance(player.page)).toHaveText('₹0');
    await card.getByRole('link', { name: `Details: ${title}` }).click();
    await expect(player.page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
    await expect(player.page.getByTestId('entry-registered')).toBeVisible();
  }

  // The admin presses "Start now": the dialog warns that it will cancel.
  const admin = await adminOnTournamentsConsole(browser, baseURL);
  await openAdminTournament(admin.page, title);
  await expect(admin.page.getByText('Field (2)')).toBeVisible();
  await admin.page.getByRole('button', { name: 'Start now' }).click();
  const dialog = admin.page.getByRole('dialog', { name: `Start ${title} now?` });
  await expect(dialog).toContainText('2 players registered of 8 seats (minimum 4). Starting now cancels it.');
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await expect(dialog).toBeHidden();
  const notice = toast(admin.page, `${title} was cancelled instead of starting`);
  await expect(notice).toBeVisible();
  const reason = 'Fewer than 4 players registered (2), so the tournament did not start.';
  await expect(notice).toContainText(reason);
  await expect(admin.page.getByText('Cancelled: every entry fee was refunded')).toBeVisible();
  await expect(admin.page.getByRole('button', { name: 'Start now' })).toHaveCount(0);

  // Each player's page turns cancelled by itself, with the reason; the fee is back.
  for (const player of players) {
    const page = player.page;
    await expect(page.getByTestId('tournament-page')).toHaveAttribute('data-status', 'cancelled');
    const cancelled = page.getByTestId('tournament-cancelled');
    await expect(cancelled).toContainText('This tournament was cancelled');
    await expect(cancelled).toContainText(`Reason: ${reason}`);
    await expect(page.getByTestId('entry-cancelled')).toContainText('Your entry fee was returned');
    await expect(headerBalance(page)).toHaveText('₹100');
    await expectWalletViaUi(page, FEE, 0);
  }

  for (const player of players) await player.context.close();
  await admin.context.close();
});
