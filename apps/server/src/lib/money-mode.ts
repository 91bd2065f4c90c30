import type { MoneyMode } from '@ludo/shared/money';
import { eq, sql } from 'drizzle-orm';
import { ConfigError } from '../config';
import type { DbOrTx } from '../db/client';
import { platformSettings } from '../db/schema';
import { rowsOf } from './sql-rows';

const KEY = 'money_mode';

/**
 * Binds a database to the money mode it is first started in, and refuses to start it in the
 * other: coins and rupees must never share one ledger (docs/decisions/0016-play-money-mode.md).
 * A database from before the mode was kept has already moved rupees if it moved anything, so it
 * is a real-money one.
 */
export async function pinMoneyMode(db: DbOrTx, mode: MoneyMode): Promise<MoneyMode> {
  const stored = async () =>
    (await db.select({ value: platformSettings.value }).from(platformSettings).where(eq(platformSettings.key, KEY)))[0]
      ?.value;
  let pinned = await stored();
  if (pinned === undefined) {
    const moved = rowsOf<{ moved: boolean }>(
      await db.execute(sql`SELECT EXISTS (SELECT 1 FROM ledger_transfers) AS moved`),
    )[0]?.moved;
    // Two instances starting at once both insert; the first one's mode stands and both read it.
    await db
      .insert(platformSettings)
      .values({ key: KEY, value: moved ? 'real' : mode })
      .onConflictDoNothing();
    pinned = await stored();
  }
  if (pinned !== mode) {
    const name = (value: string | undefined) => (value === 'play' ? 'play-money (coins)' : 'real-money');
    throw new ConfigError(
      `This database holds a ${name(pinned)} platform and cannot be started with MONEY_MODE=${mode}. ` +
        `Start it with MONEY_MODE=${pinned}, or give the ${name(mode)} platform a database of its own.`,
    );
  }
  return pinned;
}
