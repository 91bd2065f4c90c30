import { expect, test } from '@playwright/test';
import {
  addMoneyViaApi,
  cancelTournamentViaApi,
  createTournamentViaApi,
  headerBalance,
  openTournamentCard,
  openTournaments,
  registerForTournamentViaUi,
  tournamentPagePath,
  uniqueTournamentTitle,
} from './match-support';
import { newUser, registerViaApi } from './support';

/*
 * The landing page's "Upcoming Tournaments" are the server's: a tournament the admin created
 * appears as a card with its fee, prize pool, seats and "Registering" status. "Details" opens its
 * public page; "Join Now" sends a visitor to log in and then back to the tournament, and they
 * register from the player area.
 */

test('the landing page shows a real tournament, and Join Now leads through login to registering', async ({
  page,
  request,
}) => {
  const title = uniqueTournamentTitle('Landing Cup');
  // ₹25 × 8 seats less the 10% platform fee: a ₹180 prize pool.
  const tournamentId = await createTournamentViaApi(
    request,
    { title, format: 'swiss', entryFee: 25, maxPlayers: 8, minPlayers: 4 },
    30,
  );
  const user = newUser();
  await registerViaApi(request, user);
  await addMoneyViaApi(request, user, 100);

  // A visitor sees the card under "Upcoming Tournaments".
  await page.goto('/');
  const upcoming = page.getByRole('region', { name: 'Upcoming Tournaments' });
  const card = upcoming.getByRole('article', { name: title });
  await expect(card).toBeVisible();
  await expect(card).toHaveAttribute('data-status', 'registering');
  await expect(card).toContainText('Registering');
  await expect(card.getByRole('definition').nth(0)).toHaveText('₹25');
  await expect(card.getByRole('definition').nth(1)).toHaveText('Up to ₹180');
  await expect(card.getByRole('definition').nth(2)).toHaveText('0/8');
  await expect(upcoming.getByText('No tournaments scheduled yet')).toHaveCount(0);

  // "Details" opens its public page.
  await card.getByRole('link', { name: `Details: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/tournaments/${tournamentId}$`));
  const details = page.getByTestId('tournament-page');
  await expect(details.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(details).toHaveAttribute('data-status', 'registering');
  await expect(details).toHaveAttribute('data-format', 'swiss');
  // Eight seats split the ₹180 pool 60/30/10.
  await expect(details.getByTestId('prize-table').getByRole('row')).toHaveText([
    /Place/,
    /1st\s*60%\s*₹108/,
    /2nd\s*30%\s*₹54/,
    /3rd\s*10%\s*₹18/,
  ]);

  // Back on the landing page, "Join Now" asks the visitor to log in first.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await upcoming
    .getByRole('article', { name: title })
    .getByRole('link', { name: `Join Now: ${title}` })
    .click();
  await expect(page).toHaveURL(/\/login\?next=/);
  await page.getByLabel('Email or Phone').fill(user.email);
  await page.getByLabel('Password').fill(user.password);
  await page.getByRole('button', { name: 'Login' }).click();
  // Logged in, the player is back where "Join Now" pointed: this tournament's page in the player area.
  await expect(page).toHaveURL(new RegExp(`/user/tournaments/join/${tournamentId}$`));
  await expect(page.getByRole('heading', { name: title })).toBeVisible();

  // Logged in, the player finds it open for registration and registers on its page.
  await openTournaments(page);
  const open = openTournamentCard(page, tournamentId);
  await expect(open).toContainText('0/8');
  await open.getByRole('link', { name: `Details: ${title}` }).click();
  await expect(page).toHaveURL(new RegExp(`${tournamentPagePath(tournamentId)}$`));
  await registerForTournamentViaUi(page, title, 25, page.getByTestId('entry-open'));
  await expect(page.getByTestId('entry-registered')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('₹75');
  await expect(page.getByTestId('tournament-players')).toContainText('1 of 8 seats taken');

  // Clean-up: the tournament would otherwise stay on the landing page of later journeys.
  await cancelTournamentViaApi(request, tournamentId, 'End of the landing page journey');
  await expect(headerBalance(page)).toHaveText('₹100');
});
