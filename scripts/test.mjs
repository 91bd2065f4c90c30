// The one test command (README, .ci/run): builds the platform, runs the unit and server suites
// (on PostgreSQL when DATABASE_URL is set, else embedded) and the bundle budget, then the
// end-to-end journeys in real Chromium. Without Chromium the journeys are required only in CI.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  if (result.status !== 0) {
    console.error(`\n${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`);
    process.exit(result.status ?? 1);
  }
}

run('npm', ['run', 'build']);
run('npx', ['vitest', 'run']);

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(chromium)) {
  run('npx', ['playwright', 'test']);
} else if (process.env.CI) {
  console.error(`\nChromium not found at ${chromium}; the end-to-end journeys are required in CI.`);
  process.exit(1);
} else {
  console.warn(`\nSkipping the end-to-end journeys: no Chromium at ${chromium} (apt-get install chromium).`);
}
