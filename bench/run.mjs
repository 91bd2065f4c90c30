// npm run bench: requests per second and latency of raw node:http, of /healthz and of an
// authenticated GET /api/users/profile, each as a ratio to raw node:http measured in the same
// run on the same machine. Needs a build (npm run build). Loopback only.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { benchPlayerToken } from './bench-player.mjs';

const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const RAW_PORT = 3901;
const APP_PORT = 3902;

function start(script, env) {
  const child = fork(script, [], { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] });
  return child;
}

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

function measure(title, url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${title}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 });
    });
  });
}

const dataDir = mkdtempSync(join(tmpdir(), 'ludo-bench-'));
const raw = start('bench/raw-http.mjs', { PORT: String(RAW_PORT) });
const app = start('apps/server/dist/server.js', {
  PORT: String(APP_PORT),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  ACCESS_TOKEN_TTL: '3600',
  ...(process.env.BENCH_HTTP_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_HTTP_DATABASE_URL } : {}),
});
try {
  await waitFor(`http://127.0.0.1:${RAW_PORT}/`);
  await waitFor(`http://127.0.0.1:${APP_PORT}/readyz`);
  const accessToken = await benchPlayerToken(`http://127.0.0.1:${APP_PORT}`);

  // Warm up the JIT and the database cache before measuring.
  await measure('warm-up', `http://127.0.0.1:${APP_PORT}/api/users/profile`, {
    authorization: `Bearer ${accessToken}`,
  });

  // Rounds interleave the three targets so drift in the machine's speed hits them alike; each
  // target's median round is reported.
  const targets = [
    ['raw node:http', `http://127.0.0.1:${RAW_PORT}/`, {}],
    ['GET /healthz', `http://127.0.0.1:${APP_PORT}/healthz`, {}],
    [
      'GET /api/users/profile',
      `http://127.0.0.1:${APP_PORT}/api/users/profile`,
      { authorization: `Bearer ${accessToken}` },
    ],
  ];
  const rounds = targets.map(() => []);
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, [title, url, headers]] of targets.entries()) rounds[i].push(await measure(title, url, headers));
  }
  const median = (runs) => [...runs].sort((a, b) => a.rps - b.rps)[Math.floor(runs.length / 2)];
  const results = rounds.map(median);
  const baseline = results[0].rps;
  const goals = { 'GET /healthz': 0.9, 'GET /api/users/profile': 0.4 };
  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} rounds of ${DURATION_SECONDS} s each (median shown), loopback, embedded database\n`,
  );
  console.log('endpoint                  req/s     p50 ms  p99 ms  ratio to raw  goal');
  for (const r of results) {
    const ratio = r.rps / baseline;
    const goal = goals[r.title];
    console.log(
      `${r.title.padEnd(24)} ${r.rps.toFixed(0).padStart(7)}  ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)}  ${(ratio * 100).toFixed(1).padStart(10)}%  ${goal ? `${goal * 100}% ${ratio >= goal ? 'met' : 'NOT met'}` : ''}`,
    );
  }
} finally {
  raw.kill();
  app.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
