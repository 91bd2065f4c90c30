import { defineConfig } from 'vitest/config';
import base from './vitest.config';

/**
 * The tests that cover the money core, for mutation testing (stryker.config.mjs, README "Mutation
 * testing"), by the area they cover. Listed by hand because every app-level test imports the whole
 * server, so Vitest's "related" search would pick the entire suite. MUTATION_AREA=ledger (or
 * payments, withdrawals, matches, tournaments) keeps one area's tests, for a run of one file.
 */
const modules = 'apps/server/src/modules';

const areas: Record<string, string[]> = {
  ledger: [
    'ledger/ledger.service.test.ts',
    'ledger/ledger.concurrency.test.ts',
    'ledger/ledger.property.test.ts',
    'ledger/stake.test.ts',
    'ledger/ledger.pinned.test.ts',
  ],
  payments: [
    'payments/deposits.test.ts',
    'payments/webhook.test.ts',
    'payments/sandbox-checkout.test.ts',
    'payments/payments.pinned.test.ts',
  ],
  withdrawals: [
    'withdrawals/withdrawal-requests.test.ts',
    'withdrawals/withdrawal-review.test.ts',
    'withdrawals/withdrawal-settlement.test.ts',
    'withdrawals/withdrawal-payouts.test.ts',
    'withdrawals/withdrawal-tax.test.ts',
    'withdrawals/withdrawal-live-status.test.ts',
    'withdrawals/razorpayx-payouts.test.ts',
    'withdrawals/withdrawals.pinned.test.ts',
  ],
  matches: [
    'matches/match-results.test.ts',
    'matches/rooms.test.ts',
    'matches/rooms-seats.test.ts',
    'matches/match-money.pinned.test.ts',
  ],
  tournaments: ['tournaments/tournaments.money.test.ts', 'tournaments/tournament-money.pinned.test.ts'],
};

const area = process.env.MUTATION_AREA;
if (area !== undefined && !(area in areas)) {
  throw new Error(`MUTATION_AREA must be one of ${Object.keys(areas).join(', ')}; got ${area}`);
}
const files = area ? (areas[area] ?? []) : Object.values(areas).flat();

// Spread, not mergeConfig: mergeConfig would add these files to the whole suite's patterns.
export default defineConfig({
  ...base,
  test: { ...base.test, include: files.map((file) => `${modules}/${file}`) },
});
