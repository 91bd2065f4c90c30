// GET /api/users/profile against pgbench running the same SQL statements, with the same parameter
// values, at the same concurrency, on the machine's PostgreSQL (BENCH_DATABASE_URL, default the
// local server) in a database made for the run and dropped after. Needs a build (npm run build).
//
// What one profile request sends to PostgreSQL (seen with log_statement = 'all'):
// - the auth check, users joined with the token's session: only when the session is not in the
//   auth cache, that is once per AUTH_CACHE_TTL_MS (5 s) per session (docs/decisions/0003);
// - the balance, the player's ledger accounts: on every request. The server reads the balances of
//   the requests that come in the same turn of its event loop with one statement (any of their
//   ids); pgbench sends the one-player statement per request, the work a request needs. The KYC
//   submission is read too, but only once the player has submitted one; the bench player has not.
// So two servers run: one as deployed (at most one statement per request in the steady state), and
// one with AUTH_CACHE_TTL_MS=0, where every request needs both statements. Each is compared with
// pgbench sending what it needs. Both statements are prepared by name on each pooled connection
// (node-postgres, Drizzle's .prepare()) and then only bound and executed, which is what pgbench's
// -M prepared does. BENCH_SERVER runs another build (default apps/server/dist/server.js);
// DATABASE_POOL_SIZE and other server settings pass through from the environment.
import { execFile, fork, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchPlayerToken } from './bench-player.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 4);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 32);
const GOAL = 0.5;
const SERVER = process.env.BENCH_SERVER ?? 'apps/server/dist/server.js';
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';
// Ports of their own, so this bench can run beside the others.
const CACHED_PORT = 3950;
const UNCACHED_PORT = 3951;
const RAW_PORT = 3952;
const BARE_PORT = 3953;

// The statements as the server's log shows them (the balance as it read one player's before reads
// were gathered); pgbench sends the variables as $1, $2 in the order they appear, as the server
// binds them (session, then user).
const AUTH_SQL =
  'select "users"."id", "users"."full_name", "users"."email", "users"."phone", "users"."ludo_player_id", "users"."password_hash", "users"."role", "users"."status", "users"."suspended_reason", "users"."referred_by_code", "users"."kyc_status", "users"."kyc_rejection_reason", "users"."state", "users"."avatar_file_id", "users"."created_at", "users"."updated_at", "sessions"."revoked_at" from "users" inner join "sessions" on ("sessions"."id" = :sid and "sessions"."user_id" = "users"."id") where "users"."id" = :uid;';
const BALANCE_SQL = 'select "kind", "balance_paise" from "ledger_accounts" where "ledger_accounts"."user_id" = :uid;';

const name = `ludo_bench_${randomBytes(4).toString('hex')}`;
const databaseUrl = new URL(serverUrl);
databaseUrl.pathname = `/${name}`;
const scratch = mkdtempSync(join(tmpdir(), 'ludo-profile-bench-'));
const admin = new pg.Client({ connectionString: serverUrl });
const servers = [];

async function cleanUp() {
  // SIGKILL: a graceful close would wait for the load generator's connections, and the database
  // is dropped with FORCE anyway. A profiled run stops gracefully, so that the profile is written,
  // and is killed if that takes long.
  const running = servers.filter((server) => server.exitCode === null && server.signalCode === null);
  await Promise.all(
    running.map((server) => {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      if (process.env.BENCH_CPU_PROFILE) {
        server.kill('SIGTERM');
        setTimeout(() => server.kill('SIGKILL'), 10_000).unref();
      } else server.kill('SIGKILL');
      return exited;
    }),
  );
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await admin.end().catch(() => undefined);
  rmSync(scratch, { recursive: true, force: true });
}

// Ctrl-C must not leave the database or the servers behind either.
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    cleanUp().finally(() => process.exit(130));
  });
}

function startServer(port, env, { profile = false } = {}) {
  const profileDir = profile && process.env.BENCH_CPU_PROFILE;
  const child = fork(SERVER, [], {
    // BENCH_CPU_PROFILE=<folder>: the server as deployed writes a V8 CPU profile there when it stops.
    execArgv: profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      // Both servers share the generated secrets, so one login serves both.
      DATA_DIR: join(scratch, 'data'),
      LOG_LEVEL: 'warn',
      ACCESS_TOKEN_TTL: '3600',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  servers.push(child);
  return waitFor(`http://127.0.0.1:${port}/readyz`, child);
}

async function waitFor(url, child) {
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`the server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not come up`);
}

// The HTTP load generator. pgbench is a C client that costs PostgreSQL's side little CPU; on a
// two-core machine a JavaScript load generator takes a core from the server it measures (raw
// node:http reached 55% of pgbench through autocannon, 65-70% through wrk). So wrk, a C client, when
// it is installed (Debian's `wrk`); autocannon otherwise, or with BENCH_HTTP_CLIENT=autocannon.
const HTTP_CLIENT = process.env.BENCH_HTTP_CLIENT ?? (spawnSync('wrk', ['--version']).error ? 'autocannon' : 'wrk');

function httpRps(url, headers = {}) {
  return HTTP_CLIENT === 'wrk' ? wrkRps(url, headers) : autocannonRps(url, headers);
}

function autocannonRps(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.non2xx > 0 || result.errors > 0)
        return reject(new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`));
      resolve(result.requests.average);
    });
  });
}

/** wrk with as many threads as pgbench has (-j 2); any non-2xx answer or socket error fails the run. */
function wrkRps(url, headers) {
  const args = ['-t', '2', '-c', String(CONNECTIONS), '-d', `${SECONDS}s`];
  for (const [key, value] of Object.entries(headers)) args.push('-H', `${key}: ${value}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    execFile('wrk', args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`wrk failed: ${stderr || error.message}`));
      const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(stdout)?.[1];
      const socketErrors = /Socket errors: (.*)/.exec(stdout)?.[1];
      if (non2xx || socketErrors)
        return reject(new Error(`${url}: ${non2xx ?? 0} non-2xx, socket errors: ${socketErrors ?? 'none'}`));
      resolve(Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN));
    });
  });
}

const profileRps = (port, accessToken) =>
  httpRps(`http://127.0.0.1:${port}/api/users/profile`, { authorization: `Bearer ${accessToken}` });

function pgbenchTps(scriptFile, variables) {
  const args = ['-n', '-M', 'prepared', '-c', String(CONNECTIONS), '-j', '2', '-T', String(SECONDS)];
  for (const [key, value] of Object.entries(variables)) args.push('-D', `${key}=${value}`);
  args.push('-f', scriptFile, databaseUrl.toString());
  return new Promise((resolve, reject) => {
    execFile('pgbench', args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) return reject(new Error(`pgbench failed: ${stderr || error.message}`));
      const failed = Number(/number of failed transactions: (\d+)/.exec(stdout)?.[1] ?? 0);
      if (failed > 0) return reject(new Error(`pgbench: ${failed} failed transactions`));
      resolve(Number(/tps = ([\d.]+)/.exec(stdout)?.[1] ?? Number.NaN));
    });
  });
}

try {
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  // One after the other: the first migrates the database and writes the generated secrets.
  await startServer(CACHED_PORT, {}, { profile: true });
  await startServer(UNCACHED_PORT, { AUTH_CACHE_TTL_MS: '0' });
  // The ceiling of the HTTP side: the smallest node:http server, no database, same load generator.
  const raw = fork('bench/raw-http.mjs', [], { env: { ...process.env, PORT: String(RAW_PORT) } });
  servers.push(raw);
  await waitFor(`http://127.0.0.1:${RAW_PORT}/`, raw);
  // The ceiling of any route of a Fastify server: Fastify alone, no database, same load generator.
  const bare = fork('bench/bare-fastify.mjs', [], { env: { ...process.env, PORT: String(BARE_PORT) } });
  servers.push(bare);
  await waitFor(`http://127.0.0.1:${BARE_PORT}/`, bare);

  const accessToken = await benchPlayerToken(`http://127.0.0.1:${CACHED_PORT}`);
  // The token's claims are the parameter values the server binds: the user id and session id.
  const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
  const variables = { uid: claims.userId, sid: claims.sid };
  if (!variables.uid || !variables.sid) throw new Error(`unexpected token claims: ${Object.keys(claims)}`);

  const balanceScript = join(scratch, 'balance.sql');
  writeFileSync(balanceScript, `${BALANCE_SQL}\n`);
  const bothScript = join(scratch, 'auth-and-balance.sql');
  writeFileSync(bothScript, `${AUTH_SQL}\n${BALANCE_SQL}\n`);

  const scenarios = [
    {
      title: 'auth cache on (default)',
      sql: 'balance every request',
      profile: () => profileRps(CACHED_PORT, accessToken),
      pgbench: () => pgbenchTps(balanceScript, variables),
    },
    {
      title: 'auth cache off',
      sql: 'auth check + balance',
      profile: () => profileRps(UNCACHED_PORT, accessToken),
      pgbench: () => pgbenchTps(bothScript, variables),
    },
  ];

  // Warm up the JIT of both servers and PostgreSQL's caches before measuring.
  for (const scenario of scenarios) {
    await scenario.profile();
    await scenario.pgbench();
  }
  // Rounds interleave every measurement so drift in the machine's speed hits them alike; each
  // one's median round is reported.
  const runs = scenarios.map(() => ({ profile: [], pgbench: [] }));
  const rawRuns = [];
  const bareRuns = [];
  for (let round = 0; round < ROUNDS; round++) {
    rawRuns.push(await httpRps(`http://127.0.0.1:${RAW_PORT}/`));
    bareRuns.push(await httpRps(`http://127.0.0.1:${BARE_PORT}/`));
    for (const [i, scenario] of scenarios.entries()) {
      runs[i].profile.push(await scenario.profile());
      runs[i].pgbench.push(await scenario.pgbench());
    }
  }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

  console.log(
    `\nGET /api/users/profile (load from ${HTTP_CLIENT}) against pgbench (-M prepared) on the same SQL, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s each (median shown), PostgreSQL\n`,
  );
  console.log('server                    SQL per request          profile/s  pgbench/s   ratio  goal');
  for (const [i, scenario] of scenarios.entries()) {
    const profile = median(runs[i].profile);
    const pgbench = median(runs[i].pgbench);
    const ratio = profile / pgbench;
    console.log(
      `${scenario.title.padEnd(25)} ${scenario.sql.padEnd(22)} ${profile.toFixed(0).padStart(11)} ${pgbench.toFixed(0).padStart(10)} ${(ratio * 100).toFixed(1).padStart(6)}%  ${GOAL * 100}% ${ratio >= GOAL ? 'met' : 'NOT met'}`,
    );
  }
  const rawRps = median(rawRuns);
  const firstPgbench = median(runs[0].pgbench);
  console.log(
    `raw node:http, no database: ${rawRps.toFixed(0)} req/s, ${((rawRps / firstPgbench) * 100).toFixed(1)}% of the first pgbench line (the most this load generator lets any HTTP server reach)`,
  );
  const bareRps = median(bareRuns);
  console.log(
    `bare Fastify, no database: ${bareRps.toFixed(0)} req/s, ${((bareRps / rawRps) * 100).toFixed(1)}% of raw node:http, ${((bareRps / firstPgbench) * 100).toFixed(1)}% of the first pgbench line (the most any Fastify route reaches here)`,
  );
  console.log(
    `rounds: ${runs.map((r, i) => `${scenarios[i].title}: profile ${r.profile.map((v) => v.toFixed(0)).join('/')}, pgbench ${r.pgbench.map((v) => v.toFixed(0)).join('/')}`).join('; ')}`,
  );
} finally {
  await cleanUp();
}
