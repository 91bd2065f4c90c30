// npm run bench (Lighthouse): the public pages' scores on a phone, as Lighthouse measures them by
// default (mobile form factor, simulated slow 4G and a 4x slower CPU), the median of three runs
// per page. Uses Debian's Chromium (CHROME_PATH, else /usr/bin/chromium); downloads nothing.
// Needs a build (npm run build). The goals (docs/decisions/0020-prerendered-public-pages.md):
// performance at least 95 and LCP at most 2.0 s on each page.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const PORT = 3903;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PAGES = ['/', '/how-to-play', '/login', '/register'];
const GOALS = { performance: 95, lcpMs: 2000 };

async function waitFor(url) {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const dataDir = mkdtempSync(join(tmpdir(), 'ludo-lighthouse-'));
const server = fork('apps/server/dist/server.js', [], {
  env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
let failed = false;
try {
  await waitFor(`http://127.0.0.1:${PORT}/readyz`);
  const rows = [];
  for (const path of PAGES) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const result = await lighthouse(`http://127.0.0.1:${PORT}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const { audits, categories } = result.lhr;
      runs.push({
        performance: Math.round((categories.performance.score ?? 0) * 100),
        lcpMs: audits['largest-contentful-paint'].numericValue,
        fcpMs: audits['first-contentful-paint'].numericValue,
        tbtMs: audits['total-blocking-time'].numericValue,
        cls: audits['cumulative-layout-shift'].numericValue,
        kb: audits['total-byte-weight'].numericValue / 1024,
      });
    }
    const pick = (key) => median(runs.map((run) => run[key]));
    rows.push({
      page: path,
      performance: pick('performance'),
      'LCP s': (pick('lcpMs') / 1000).toFixed(2),
      'FCP s': (pick('fcpMs') / 1000).toFixed(2),
      'TBT ms': Math.round(pick('tbtMs')),
      CLS: pick('cls').toFixed(3),
      KB: Math.round(pick('kb')),
      goal: pick('performance') >= GOALS.performance && pick('lcpMs') <= GOALS.lcpMs ? 'met' : 'NOT MET',
    });
  }
  console.log(`\nLighthouse, mobile defaults, median of ${RUNS} runs per page`);
  console.table(rows);
  failed = rows.some((row) => row.goal !== 'met');
} finally {
  await chrome.kill();
  server.kill();
  rmSync(dataDir, { recursive: true, force: true });
}
if (failed && process.env.LIGHTHOUSE_STRICT === '1') process.exitCode = 1;
