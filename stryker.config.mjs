// Mutation testing of the money core (README, "Mutation testing"): `npm run test:mutation`.
// Run by hand; neither `npm test` nor CI runs it. Mutate one file with `--mutate <path>`.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The covering tests are listed in their own Vitest config; "related" would find the whole
  // suite, since every app-level test imports the whole server.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  // Each mutant runs only the tests that reached it in the first run.
  coverageAnalysis: 'perTest',
  mutate: [
    'apps/server/src/modules/ledger/ledger.service.ts',
    'apps/server/src/modules/payments/payments.service.ts',
    'apps/server/src/modules/withdrawals/withdrawals.service.ts',
    'apps/server/src/modules/matches/match-money.ts',
    'apps/server/src/modules/tournaments/tournament-money.ts',
  ],
  // Not copied into Stryker's sandbox: nothing the server tests import.
  ignorePatterns: ['apps/web', 'e2e', 'bench', 'docs', 'reports', 'test-results', 'playwright-report'],
  // Two cores: two test runners.
  concurrency: 2,
  // Each test file starts its own database; a busy machine needs slack before a mutant counts as hanging.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 95, low: 90, break: null },
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
};
