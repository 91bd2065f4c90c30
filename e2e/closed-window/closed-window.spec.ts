import { expect, test } from '@playwright/test';
import { E2E_CLOSED_WINDOW } from '../../playwright.config';
import {
  addMoneyViaUi,
  headerBalance,
  openTournaments,
  rupees,
  signedInPlayer,
  uniqueRoomCode,
} from '../match-support';

/*
 * A platform in its daily closed window (CLOSED_WINDOW_IST, as Tamil Nadu's rules ask for
 * 00:00-05:00): a player who tries to open a room is told why and when play opens again, and
 * nothing is taken from their wallet.
 */

test('the closed window blocks a new match, with the reason', async ({ browser, request, baseURL }) => {
  const player = await signedInPlayer(browser, request, baseURL);
  const { page } = player;
  await addMoneyViaUi(page, 100);

  await openTournaments(page);
  await page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Match' });
  const [from, to] = E2E_CLOSED_WINDOW.split('-');
  const refusal = `Games do not start between ${from} and ${to} (India time). Play again from ${to}.`;
  // A game to play here (the default) is refused, and so is one in the external app.
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(dialog.getByTestId('create-match-error')).toHaveText(refusal);
  await dialog.getByText('Room code (external app)').click();
  await dialog.getByLabel('Ludo King Room Code').fill(uniqueRoomCode());
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(dialog.getByTestId('create-match-error')).toHaveText(refusal);
  await expect(headerBalance(page)).toHaveText(rupees(100));
  await expect(page.getByTestId('my-match-card')).toHaveCount(0);
});
