/**
 * npm run ledger:check — verifies every ledger invariant on the live database (same DATA_DIR /
 * DATABASE_URL as the server; with the embedded database, run it while the server is stopped).
 * Exits 1 and prints the offending rows when one fails.
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { checkLedger } from '../modules/ledger/ledger.check';

async function main() {
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    postgres: config.database,
  });
  try {
    const violations = await checkLedger(handle.db);
    if (violations.length === 0) {
      console.warn('ledger:check: every invariant holds.');
      return;
    }
    for (const violation of violations) {
      console.error(`ledger:check: FAILED: ${violation.invariant}`);
      for (const row of violation.rows) console.error(`  ${JSON.stringify(row)}`);
    }
    process.exitCode = 1;
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
