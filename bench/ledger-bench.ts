/**
 * Stake holds per second through the ledger service against pgbench running the same SQL at the
 * same client count, on the machine's PostgreSQL (BENCH_DATABASE_URL, default the local server),
 * in a database made for the run and dropped after. Two shapes: every client on its own wallet,
 * and every client on one hot wallet (where the row lock serialises them; no errors allowed).
 */
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { users } from '../apps/server/src/db/schema';
import { checkLedger } from '../apps/server/src/modules/ledger/ledger.check';
import { heldAccount, platformAccount, transfer, userAccounts } from '../apps/server/src/modules/ledger/ledger.service';

const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const STAKE_PAISE = 5_000;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test';

const name = `ludo_bench_${randomBytes(4).toString('hex')}`;
const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const url = new URL(serverUrl);
url.pathname = `/${name}`;
const handle = await openDatabase({ databaseUrl: url.toString(), pgliteDir: undefined });
const { db } = handle;
// A plain connection to the run's database for the pgbench side table.
const admin2 = new pg.Client({ connectionString: url.toString() });
await admin2.connect();
const scratch = mkdtempSync(join(tmpdir(), 'ludo-pgbench-'));

try {
  // Eight players with plenty of money and an escrow each.
  const gateway = await db.transaction((tx) => platformAccount(tx, 'gateway'));
  const wallets: number[] = [];
  const escrows: number[] = [];
  for (let i = 0; i < CLIENTS; i++) {
    const [user] = await db
      .insert(users)
      .values({
        fullName: `Bench ${i}`,
        email: `bench${i}@example.in`,
        phone: `+9190000000${i}`,
        ludoPlayerId: `B${i}`,
        passwordHash: 'x',
      })
      .returning({ id: users.id });
    const accounts = await db.transaction((tx) => userAccounts(tx, user?.id ?? ''));
    await db.transaction((tx) =>
      transfer(tx, {
        fromAccountId: gateway,
        toAccountId: accounts.deposit,
        amountPaise: 10_000_000_000,
        reason: 'deposit',
        refType: 'bench',
        refId: `seed-${i}`,
        idempotencyKey: `seed-${i}`,
      }),
    );
    wallets.push(accounts.deposit);
    escrows.push(await db.transaction((tx) => heldAccount(tx, 'escrow', randomUUID())));
  }

  async function service(shape: 'distinct' | 'hot') {
    let holds = 0;
    let errors = 0;
    const deadline = Date.now() + SECONDS * 1000;
    await Promise.all(
      Array.from({ length: CLIENTS }, async (_, client) => {
        for (let n = 0; Date.now() < deadline; n++) {
          try {
            await db.transaction((tx) =>
              transfer(tx, {
                fromAccountId: shape === 'hot' ? (wallets[0] as number) : (wallets[client] as number),
                toAccountId: escrows[client] as number,
                amountPaise: STAKE_PAISE,
                reason: 'stake',
                refType: 'bench',
                refId: `${shape}-${client}`,
                idempotencyKey: `${shape}:${client}:${n}`,
              }),
            );
            holds++;
          } catch {
            errors++;
          }
        }
      }),
    );
    return { perSecond: holds / SECONDS, errors };
  }

  // The statements transfer() sends, for pgbench: lock both accounts in id order, look the key
  // up, insert the transfer with its two entries, update both balances. pgbench has no quoted
  // variables, so the key is built in SQL from two random numbers.
  await admin2.query(`CREATE TABLE bench_map (client_id int PRIMARY KEY, from_id bigint, to_id bigint)`);
  const key = `('pgb-' || :client_id || '-' || :n || '-' || :m)`;
  const pgbenchScript = `
\\set n random(1, 2000000000)
\\set m random(1, 2000000000)
SELECT from_id AS f, to_id AS t FROM bench_map WHERE client_id = :client_id \\gset
BEGIN;
SELECT (SELECT balance_paise FROM ledger_accounts WHERE id = :f FOR UPDATE) AS fb,
       (SELECT balance_paise FROM ledger_accounts WHERE id = :t FOR UPDATE) AS tb \\gset
SELECT * FROM ledger_transfers WHERE idempotency_key = ${key};
WITH created AS (
  INSERT INTO ledger_transfers (idempotency_key, from_account_id, to_account_id, amount_paise, reason, ref_type, ref_id)
  VALUES (${key}, :f, :t, ${STAKE_PAISE}, 'stake', 'pgbench', 'x') RETURNING id)
INSERT INTO ledger_entries (transfer_id, account_id, amount_paise, balance_before_paise, balance_after_paise)
  SELECT created.id, entry.account_id, entry.amount, entry.before, entry.before + entry.amount
  FROM created, (VALUES (:f::bigint, -${STAKE_PAISE}::bigint, :fb::bigint), (:t::bigint, ${STAKE_PAISE}::bigint, :tb::bigint))
    AS entry(account_id, amount, before);
UPDATE ledger_accounts SET balance_paise = balance_paise + CASE id WHEN :f THEN -${STAKE_PAISE}::bigint ELSE ${STAKE_PAISE}::bigint END
  WHERE id IN (:f, :t);
COMMIT;
`;
  const scriptFile = join(scratch, 'stake.sql');
  writeFileSync(scriptFile, pgbenchScript);

  async function pgbench(shape: 'distinct' | 'hot') {
    await admin2.query('DELETE FROM bench_map');
    for (let client = 0; client < CLIENTS; client++) {
      await admin2.query('INSERT INTO bench_map VALUES ($1, $2, $3)', [
        client,
        shape === 'hot' ? wallets[0] : wallets[client],
        escrows[client],
      ]);
    }
    const output = execFileSync(
      'pgbench',
      ['-n', '-c', String(CLIENTS), '-j', '2', '-T', String(SECONDS), '-f', scriptFile, url.toString()],
      { encoding: 'utf8' },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
    const failed = Number(/number of failed transactions: (\d+)/.exec(output)?.[1] ?? 0);
    return { perSecond: tps, errors: failed };
  }

  console.log(`\nStake holds through the ledger, ${CLIENTS} clients, ${SECONDS} s each, PostgreSQL\n`);
  console.log('shape                 ledger/s  errors   pgbench/s  errors   ratio   goal');
  for (const shape of ['distinct', 'hot'] as const) {
    const ours = await service(shape);
    const theirs = await pgbench(shape);
    const ratio = ours.perSecond / theirs.perSecond;
    const goal =
      shape === 'distinct'
        ? `50% ${ratio >= 0.5 ? 'met' : 'NOT met'}`
        : `no errors ${ours.errors === 0 ? 'met' : 'NOT met'}`;
    console.log(
      `${`${shape} wallets`.padEnd(20)} ${ours.perSecond.toFixed(0).padStart(9)} ${String(ours.errors).padStart(7)} ${theirs.perSecond.toFixed(0).padStart(11)} ${String(theirs.errors).padStart(7)} ${(ratio * 100).toFixed(1).padStart(6)}%   ${goal}`,
    );
  }
  const violations = await checkLedger(db);
  console.log(
    violations.length === 0
      ? '\nledger invariants hold after the run'
      : `\nINVARIANTS BROKEN: ${JSON.stringify(violations)}`,
  );
} finally {
  await admin2.end();
  await handle.close();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
  rmSync(scratch, { recursive: true, force: true });
}
