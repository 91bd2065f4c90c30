import { defineConfig } from '@playwright/test';

/**
 * End-to-end journeys in real Chromium (Debian's, at CHROMIUM_PATH) against the built platform,
 * started on its embedded defaults in a throw-away data folder.
 */
const port = Number(process.env.E2E_PORT ?? 3100);
/** A second platform in play-money mode (coins), for the journeys under e2e/play-money/. */
const playPort = port + 1;
/** A third, in its daily closed window, for the journeys under e2e/closed-window/. */
const closedPort = port + 2;

/** "HH:MM" in India, `offsetMinutes` from now. */
function istClock(offsetMinutes: number): string {
  const at = new Date(Date.now() + (offsetMinutes + 330) * 60_000);
  return `${String(at.getUTCHours()).padStart(2, '0')}:${String(at.getUTCMinutes()).padStart(2, '0')}`;
}
/**
 * The third platform's closed window: from half an hour ago to two hours from now, whenever the run
 * starts. Worked out once, in the runner, and handed to its workers through the environment, so
 * a minute ticking over between the two cannot make them disagree.
 */
process.env.E2E_CLOSED_WINDOW ??= `${istClock(-30)}-${istClock(120)}`;
export const E2E_CLOSED_WINDOW = process.env.E2E_CLOSED_WINDOW;
/** The e2e server's data folder: its mail outbox is read by the password reset journey. */
export const E2E_DATA_DIR = process.env.E2E_DATA_DIR ?? '.data-e2e';
const dataDir = E2E_DATA_DIR;
export const E2E_ADMIN_EMAIL = 'admin@e2e.ludoarena.in';
export const E2E_ADMIN_PASSWORD = 'Arena-Admin-7q!Kx';
/** A player with verified KYC and winnings, made by e2e/fixtures/seed.ts (see there why). */
export const E2E_WINNER = {
  fullName: 'Wina Winner',
  email: 'winner@e2e.ludoarena.in',
  phone: '9000000002',
  password: 'Winner-Takes-9z',
  ludoPlayerId: 'WINNER-E2E',
  winningsRupees: 5000,
} as const;
/**
 * How much longer than on a developer's machine a journey may take: CI sets it. A timeout here is
 * not a check of speed (that is measured in bench/); it only says when to give up waiting, and a
 * shared CI machine was seen running the same journeys three times slower than an idle one.
 */
export const E2E_TIME_SCALE = Math.max(1, Number(process.env.E2E_TIME_SCALE ?? 1) || 1);
/** `ms` of waiting on an idle machine, on this one. */
export const scaled = (ms: number): number => Math.round(ms * E2E_TIME_SCALE);
/**
 * Short enough that a journey sees its access token expire and be silently refreshed; long enough
 * that a slow machine's pages are not refreshing tokens all the time (a run with 2 s tokens, a
 * stand-in for a machine three times slower than one with 6 s, failed a journey that way).
 */
export const E2E_ACCESS_TOKEN_TTL_SECONDS = 10;
/** How long an open room waits for an opponent in the journeys (10 minutes in production). */
export const E2E_ROOM_WAIT_SECONDS = 30;
/** The play-money platform's coins: a new player's welcome grant and the daily claim. */
export const E2E_PLAY_COINS = { welcome: 500, daily: 100 } as const;

const adminCreate = `npx tsx apps/server/src/cli/admin-create.ts --email ${E2E_ADMIN_EMAIL} --password '${E2E_ADMIN_PASSWORD}' --name 'Arena Admin' --phone 9000000001 --ludo-id ADMIN-E2E`;
/** What both platforms run with. */
const serverEnv = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL: String(E2E_ACCESS_TOKEN_TTL_SECONDS),
  // Every journey comes from 127.0.0.1: raise the per-address limits, keep the per-identifier one.
  RATE_LIMIT_REGISTER_PER_HOUR: '1000',
  RATE_LIMIT_REFRESH_PER_MINUTE: '1000',
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: '1000',
  RATE_LIMIT_CONTACT_PER_HOUR: '1000',
  RATE_LIMIT_CLIENT_ERRORS_PER_HOUR: '1000',
  // A room nobody joins expires within a journey; joining journeys accept well inside it.
  ROOM_WAIT_SECONDS: String(E2E_ROOM_WAIT_SECONDS),
  MATCH_SWEEP_INTERVAL_MS: '1000',
};

/** A built platform on `serverPort` with a fresh `folder`, after the `setup` commands, with `env` on top of serverEnv. */
function server(serverPort: number, folder: string, setup: string[], env: Record<string, string>) {
  return {
    command: [`rm -rf ${folder}`, ...setup, 'node apps/server/dist/server.js'].join(' && '),
    url: `http://127.0.0.1:${serverPort}/readyz`,
    // Migrations, the admin command and the seed run first; a busy machine needs more than a minute.
    timeout: scaled(180_000),
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: { ...serverEnv, PORT: String(serverPort), DATA_DIR: folder, ...env },
  };
}

export default defineConfig({
  testDir: 'e2e',
  // Two journeys at a time, each file's tests in order: a journey mostly waits on its server and
  // timers, so a second one nearly halves the run on a 2-core machine (20.7 to 9.7 minutes in
  // CI's run). Every journey makes its own players; E2E_WORKERS=1 runs them one by one.
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: scaled(60_000),
  expect: { timeout: scaled(10_000) },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Pages open in the browser's language the first time: the journeys are written in English.
    locale: 'en-IN',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    { name: 'real money', testIgnore: /(play-money|closed-window)\// },
    { name: 'play money', testMatch: /play-money\/.*\.spec\.ts$/, use: { baseURL: `http://127.0.0.1:${playPort}` } },
    {
      name: 'closed window',
      testMatch: /closed-window\/.*\.spec\.ts$/,
      use: { baseURL: `http://127.0.0.1:${closedPort}` },
    },
  ],
  webServer: [
    // A fresh data folder; the administrator is made by the admin:create command, as an operator would.
    server(port, dataDir, [adminCreate, 'npx tsx e2e/fixtures/seed.ts'], {
      // Payouts settle within a journey: the sandbox bank takes 1 s, the poller looks every second.
      SANDBOX_PAYOUT_DELAY_MS: '1000',
      PAYMENT_SETTLE_INTERVAL_MS: '1000',
    }),
    // No seed here: its player has rupee winnings, and a play-money database holds only coins.
    server(playPort, `${dataDir}-play`, [adminCreate], {
      MONEY_MODE: 'play',
      PLAY_WELCOME_COINS: String(E2E_PLAY_COINS.welcome),
      PLAY_DAILY_COINS: String(E2E_PLAY_COINS.daily),
    }),
    server(closedPort, `${dataDir}-closed`, [], { CLOSED_WINDOW_IST: E2E_CLOSED_WINDOW }),
  ],
});
