// The one test command (README, .ci/run): builds the platform, runs the unit and server suites
// (on PostgreSQL when DATABASE_URL is set, else embedded) and the bundle budget, then the
// end-to-end journeys in real Chromium. Without Chromium the journeys are required only in CI.
// The journeys' servers always run on their own embedded data folders (each starts from an empty
// one), never on DATABASE_URL: three servers in different modes cannot share one database.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args, env = process.env) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  const { DATABASE_URL: _serverSuiteOnly, ...journeyEnv } = process.env;
  run('npx', ['playwright', 'test'], journeyEnv);
} else if (process.env.CI) {
  console.error(`\nChromium not found at ${chromium}; the end-to-end journeys are required in CI.`);
  process.exit(1);
} else {
  console.warn(`\nSkipping the end-to-end journeys: no Chromium at ${chromium} (apt-get install chromium).`);
}
