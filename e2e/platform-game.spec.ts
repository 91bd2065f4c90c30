import { expect, type Page, test } from '@playwright/test';
import {
  addMoneyViaApi,
  headerBalance,
  myMatchCard,
  openRoomCard,
  openTournaments,
  playerWithMoney,
  signedInPlayer,
  startPlatformMatchViaApi,
} from './match-support';
import { scaled, toast } from './support';

/*
 * The platform's own game (docs/game-rules.md): two players on phone-sized screens play a quick
 * game to the end in their browsers, rolling and tapping tokens; the winner's wallet rises by the
 * prize at once, with no result to report; the dice check page confirms every roll.
 */

const PHONE = { width: 390, height: 844 };

/** In the page, before its scripts: an AudioContext that records the notes the game plays (`window.tones`). */
function recordTones() {
  const played: unknown[] = [];
  (window as unknown as { tones: unknown[] }).tones = played;
  const param = { setValueAtTime() {}, exponentialRampToValueAtTime() {}, value: 0 };
  class RecordingContext {
    state = 'running';
    currentTime = 0;
    sampleRate = 8000;
    destination = {};
    resume() {
      return Promise.resolve();
    }
    createGain() {
      return { gain: param, connect: (next: unknown) => next };
    }
    createOscillator() {
      let frequency = 0;
      return {
        type: 'sine',
        frequency: {
          setValueAtTime: (value: number) => {
            frequency = value;
          },
        },
        connect: (next: unknown) => next,
        start: () => played.push(frequency),
        stop() {},
      };
    }
    createBuffer(_channels: number, length: number) {
      return { getChannelData: () => new Float32Array(length) };
    }
    createBufferSource() {
      return { buffer: null, connect: (next: unknown) => next, start: () => played.push('noise') };
    }
  }
  (window as unknown as { AudioContext: unknown }).AudioContext = RecordingContext;
}

/** One step of play on a page, if it is this player's to make: a roll, or a tap on a movable token. */
async function playIfMyTurn(page: Page): Promise<boolean> {
  const roll = page.getByTestId('game-roll');
  if ((await roll.count()) > 0 && (await roll.isEnabled())) {
    await roll.click();
    return true;
  }
  const token = page.getByRole('button', { name: /^Move token \d$/ }).first();
  if ((await token.count()) > 0) {
    // The token may move or the state change under the tap; the next round looks again.
    await token.click({ timeout: 2000 }).catch(() => undefined);
    return true;
  }
  return false;
}

test('two players play a quick game here to the end; the winner is paid at once and the dice check out', async ({
  browser,
  request,
  baseURL,
}) => {
  // A whole game in two browsers takes about two minutes here; a busy machine (two journeys at once) more.
  test.setTimeout(scaled(420_000));
  const a = await playerWithMoney(browser, request, baseURL, 100);
  const b = await playerWithMoney(browser, request, baseURL, 100);

  // A creates a quick game to play here (the default), at the preselected ₹50.
  await openTournaments(a.page);
  await a.page.getByRole('button', { name: 'Create New Match' }).click();
  const dialog = a.page.getByRole('dialog', { name: 'Create New Match' });
  await expect(dialog.getByRole('radio', { name: 'Play here' })).toBeChecked();
  await expect(dialog.getByLabel('Ludo King Room Code')).toBeHidden();
  await dialog.getByText('Quick (2 tokens)').click();
  await expect(dialog.getByRole('radio', { name: 'Quick (2 tokens)' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Create Match' }).click();
  await expect(toast(a.page, 'Match created. Waiting for an opponent.')).toBeVisible();
  await expect(headerBalance(a.page)).toHaveText('₹50');
  const card = a.page.getByTestId('my-match-card');
  await expect(card).toHaveAttribute('data-status', 'open');
  const matchId = (await card.getAttribute('data-match-id')) ?? '';
  expect(matchId).toMatch(/^[0-9a-f-]{36}$/);

  // B asks to join from the open rooms; A accepts; both open the match.
  await openTournaments(b.page);
  const room = openRoomCard(b.page, matchId);
  await expect(room.getByTestId('room-game')).toHaveText('Quick, played here');
  await room.getByRole('button', { name: 'Request to Join' }).click();
  await expect(toast(b.page, 'Request sent to room owner')).toBeVisible();
  const aCard = myMatchCard(a.page, matchId);
  await aCard.getByRole('button', { name: `Accept ${b.user.fullName}`, exact: true }).click();
  // They play on phones.
  await a.page.setViewportSize(PHONE);
  await b.page.setViewportSize(PHONE);
  const joined = toast(b.page, 'Match joined!');
  await joined.getByRole('button', { name: 'Open match' }).click();
  await aCard.getByRole('link', { name: 'Open match' }).click();
  for (const player of [a, b]) {
    await expect(player.page.getByTestId('game-board')).toBeVisible();
    // No room code and no result form: the game itself decides.
    await expect(player.page.getByTestId('room-code')).toHaveCount(0);
  }
  // The dice's commitment is on both screens from the start: the same hash.
  const shownHash = a.page.getByTestId('game-seed-hash').locator('code');
  await expect(shownHash).toHaveText(/^[0-9a-f]{64}$/);
  const commitment = (await shownHash.textContent()) ?? '';
  await expect(b.page.getByTestId('game-seed-hash').locator('code')).toHaveText(commitment);

  // They play: whoever's turn it is rolls or taps a token, until the game is over.
  const over = (page: Page) => page.getByTestId('game-finished');
  for (let round = 0; (await over(a.page).count()) === 0; round++) {
    expect(round, 'the game should end within this many rounds').toBeLessThan(3000);
    const played = (await playIfMyTurn(a.page)) || (await playIfMyTurn(b.page));
    if (!played) await a.page.waitForTimeout(50);
  }
  await expect(over(b.page)).toBeVisible();

  // The winner was paid at once: ₹50 left after the stake, plus the ₹100 prize.
  const aWon = (await over(a.page).getByRole('heading').textContent()) === 'You won!';
  const [winner, loser] = aWon ? [a, b] : [b, a];
  await expect(over(winner.page).getByRole('heading', { name: 'You won!' })).toBeVisible();
  await expect(over(loser.page)).toContainText(`${winner.user.fullName} won!`);
  await expect(headerBalance(winner.page)).toHaveText('₹150');
  await expect(headerBalance(loser.page)).toHaveText('₹50');

  // The dice check: the revealed seed is the one committed to, and every roll matches the seeds.
  await over(loser.page).getByRole('link', { name: 'Check every roll of this game' }).click();
  await expect(loser.page).toHaveURL(new RegExp(`/games/${matchId}/verify$`));
  await expect(loser.page.getByText('The revealed server seed matches the hash shown at the start.')).toBeVisible();
  // The transcript's hash is the one this browser was shown when the game started.
  await expect(loser.page.getByTestId('verify-hash')).toHaveText(commitment);
  await expect(loser.page.getByTestId('verify-hash-seen')).toHaveText(
    'It is the hash this browser was shown when the game started.',
  );
  await expect(loser.page.getByTestId('verify-rolls')).toContainText(/All \d+ rolls match the seeds\./);

  // The replay: the game again from its start, a step at a time, or straight to its last move.
  const replay = loser.page.getByTestId('game-replay');
  const caption = replay.getByTestId('replay-caption');
  await expect(replay.getByTestId('game-board')).toBeVisible();
  await expect(caption).toHaveText(/^Step 0 of \d+: the game starts$/);
  await replay.getByRole('button', { name: 'Next step' }).click();
  await expect(caption).toHaveText(/^Step 1 of \d+: Seat [12] rolled [1-6]$/);
  await replay.getByRole('button', { name: 'Last step' }).click();
  await expect(caption).toHaveText(/^Step (\d+) of \1: Seat [12] moved token [12]$/);
  await expect(replay.getByRole('button', { name: 'Next step' })).toBeDisabled();
});

test('a player who leaves the game concedes it: the other wins and is paid at once', async ({
  browser,
  request,
  baseURL,
}) => {
  const a = await signedInPlayer(browser, request, baseURL);
  const b = await signedInPlayer(browser, request, baseURL);
  await addMoneyViaApi(request, a.user, 100);
  await addMoneyViaApi(request, b.user, 100);
  const matchId = await startPlatformMatchViaApi(request, a.user, b.user);
  for (const player of [a, b]) {
    await player.page.addInitScript(recordTones);
    await player.page.goto(`/user/matches/${matchId}`);
    await expect(player.page.getByTestId('game-board')).toBeVisible();
  }

  // B leaves: asked once more, since it cannot be undone; first B thinks again.
  await b.page.getByRole('button', { name: 'Leave game' }).click();
  const dialog = b.page.getByRole('dialog', { name: 'Leave this game?' });
  await expect(dialog).toContainText('Leaving concedes the game');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(b.page.getByTestId('game-finished')).toHaveCount(0);
  await b.page.getByRole('button', { name: 'Leave game' }).click();
  await b.page
    .getByRole('dialog', { name: 'Leave this game?' })
    .getByRole('button', { name: 'Leave and concede' })
    .click();

  await expect(a.page.getByTestId('game-finished').getByRole('heading', { name: 'You won!' })).toBeVisible();
  await expect(b.page.getByTestId('game-finished')).toContainText(`${a.user.fullName} won!`);
  await expect(b.page.getByRole('button', { name: 'Leave game' })).toHaveCount(0);
  await expect(headerBalance(a.page)).toHaveText('₹150');
  await expect(headerBalance(b.page)).toHaveText('₹50');
  // Sound effects are on by default: the winner hears the winning notes, the other the losing ones.
  const tones = (page: Page) => page.evaluate(() => (window as unknown as { tones: unknown[] }).tones);
  await expect.poll(() => tones(a.page)).toEqual(expect.arrayContaining([523, 659, 784, 1047]));
  await expect.poll(() => tones(b.page)).toEqual(expect.arrayContaining([392, 311]));

  // The game decided itself; what is left to report is a fault or cheating, to support, about this game.
  await b.page.getByTestId('report-game').getByRole('link', { name: 'Report it to support' }).click();
  await expect(b.page).toHaveURL(new RegExp(`/user/support\\?match=${matchId}$`));
  await expect(b.page.getByRole('tab', { name: 'Contact Us' })).toHaveAttribute('aria-selected', 'true');
  await expect(b.page.getByLabel('Related match')).toHaveValue(matchId);
  await expect(b.page.getByRole('group', { name: 'Category' }).getByRole('radio', { name: 'Technical' })).toBeChecked();
});
