// The game board's frame times in Debian's Chromium with its CPU slowed 4x (Lighthouse's stand-in
// for a cheap Android phone): the check page's replay moves a token every 600 ms, each move a
// 300 ms transition, for BENCH_SECONDS; the baseline is the same page, the replay paused, in the
// same run. Prints frames per second, the 95th and 99th percentile frame time, and the share of
// frames longer than a 60 fps frame (16.7 ms) and than two (33.4 ms). Needs a build (npm run build).
// The transcript is a game played here by the rules with fixed seeds, answered to the page in
// place of the server's, so no database or player is needed.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fairRoll, serverSeedHash } from '@ludo/shared/game/fair-dice';
import type { GameTranscript } from '@ludo/shared/game/game.contract';
import { applyAction, movableTokens, newGame } from '@ludo/shared/game/rules';
import { chromium } from '@playwright/test';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORT = 3971;
const CPU_SLOWDOWN = 4;
const MATCH_ID = '0b5e1c2d-3f40-4a5b-8c6d-7e8f90a1b2c3';

/** A finished quick game of four, played by the rules with fixed seeds: every move the first movable token. */
function playedTranscript(): GameTranscript {
  const serverSeed = 'bench-board-frames';
  const clientSeeds = ['a', 'b', 'c', 'd'];
  const at = new Date(0).toISOString();
  let state = newGame({ variant: 'quick', players: 4, teams: false });
  const rolls: GameTranscript['rolls'] = [];
  const moves: GameTranscript['moves'] = [];
  while (!state.finished && rolls.length < 5000) {
    const n = state.rolls + 1;
    const value = fairRoll(serverSeed, clientSeeds, n);
    const rolled = applyAction(state, { type: 'roll', player: state.turn, value });
    if (!rolled.ok) throw new Error(rolled.refusal);
    rolls.push({ n, player: state.turn, value, at });
    state = rolled.state;
    const [token] = movableTokens(state);
    if (token === undefined || state.dice === null) continue;
    const moved = applyAction(state, { type: 'move', player: state.turn, token });
    if (!moved.ok) throw new Error(moved.refusal);
    moves.push({ afterRoll: rolls.length, player: state.turn, token, kind: 'move', auto: false, at });
    state = moved.state;
  }
  const players = ['p1', 'p2', 'p3', 'p4'];
  return {
    matchId: MATCH_ID,
    variant: 'quick',
    teams: false,
    players,
    serverSeedHash: serverSeedHash(serverSeed),
    serverSeed,
    clientSeeds,
    serverMadeSeeds: [],
    rolls,
    moves,
    finished: state.finished,
    winnerIds: state.winners.map((player) => players[player] ?? ''),
  };
}

async function waitFor(url: string) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

interface Frames {
  fps: number;
  p95: number;
  p99: number;
  over16: number;
  over33: number;
}

function summary(deltas: number[], seconds: number): Frames {
  const sorted = [...deltas].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return {
    fps: deltas.length / seconds,
    p95: at(0.95),
    p99: at(0.99),
    over16: deltas.filter((d) => d > 1000 / 60 + 1).length / Math.max(1, deltas.length),
    over33: deltas.filter((d) => d > 2000 / 60 + 1).length / Math.max(1, deltas.length),
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'ludo-frames-'));
const app = fork('apps/server/dist/server.js', [], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  const transcript = playedTranscript();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
  await page.route(`**/api/games/${MATCH_ID}/transcript`, (route) => route.fulfill({ json: transcript }));
  await page.goto(`http://127.0.0.1:${PORT}/games/${MATCH_ID}/verify`);
  const replay = page.getByTestId('game-replay');
  await replay.getByTestId('game-board').waitFor();
  await replay.scrollIntoViewIfNeeded();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

  /**
   * rAF intervals over `seconds` while the page does what it does. Sent as text: the bench runs
   * under a transpiler whose helpers do not exist in the page.
   */
  const frames = (seconds: number) =>
    page.evaluate<number[]>(`new Promise((resolve) => {
      const deltas = [];
      let last = performance.now();
      const end = last + ${seconds * 1000};
      const tick = (now) => {
        deltas.push(now - last);
        last = now;
        if (now < end) requestAnimationFrame(tick);
        else resolve(deltas);
      };
      requestAnimationFrame(tick);
    })`);

  const idle = summary(await frames(SECONDS), SECONDS);
  await replay.getByRole('button', { name: 'Play' }).click();
  const playing = summary(await frames(SECONDS), SECONDS);
  const steps = await replay.getByTestId('replay-caption').textContent();

  const row = (name: string, f: Frames) =>
    `${name.padEnd(26)}${f.fps.toFixed(1).padStart(6)}${f.p95.toFixed(1).padStart(9)}${f.p99.toFixed(1).padStart(9)}${(f.over16 * 100).toFixed(1).padStart(10)}%${(f.over33 * 100).toFixed(1).padStart(10)}%`;
  console.log(
    `\nBoard frames: the check page's replay of a ${transcript.rolls.length}-roll quick game of four, ` +
      `phone viewport (390 px, 2x), CPU slowed ${CPU_SLOWDOWN}x, ${SECONDS} s each (after: "${steps}")\n`,
  );
  console.log(
    `${'page'.padEnd(26)}${'fps'.padStart(6)}${'p95 ms'.padStart(9)}${'p99 ms'.padStart(9)}${'>16.7 ms'.padStart(11)}${'>33.4 ms'.padStart(11)}`,
  );
  console.log(row('paused (baseline)', idle));
  console.log(row('replaying (a move / 600 ms)', playing));
  console.log(
    `\nfps ratio to the baseline: ${(playing.fps / idle.fps).toFixed(2)}; goal: smooth at 60 fps ` +
      `(frames over 16.7 ms at most 5%): ${playing.over16 <= 0.05 ? 'met' : 'NOT met'}`,
  );
} finally {
  await browser.close();
  app.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
}
