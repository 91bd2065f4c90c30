import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, REAL_MONEY, type TestApp } from './test/harness';
import { refreshCookieOf, registerAndLogin } from './test/users';

const APP_SCRIPT =
  '<script type="module" crossorigin src="/assets/index-1.js"></script><link rel="modulepreload" crossorigin href="/assets/shared-1.js">';
const INDEX_HTML = `<!doctype html><html lang="en"><head><title>Ludo Arena</title>${APP_SCRIPT}<link rel="stylesheet" crossorigin href="/assets/index-1.css"></head><body><div id="root"></div></body></html>`;
/** The landing's first script in the app's place, naming it; nothing of the app is preloaded. */
const LANDING_SCRIPT =
  '<script type="module" crossorigin src="/assets/landing-boot-1.js" data-app="/assets/index-1.js"></script>';
const STYLESHEET = '<link rel="stylesheet" crossorigin href="/assets/index-1.css">';
/** A prerendered page's whole stylesheet, after the page and for print until the app turns it on. */
const DEFERRED_STYLESHEET =
  '<link rel="stylesheet" media="print" data-app-styles crossorigin href="/assets/index-1.css">';
const LANGUAGES = ['en', 'hi', 'ta', 'te', 'mr'];
/** What the build prerendered for a page in a language (apps/web/scripts/prerender.mjs). */
const prerendered = (page: string, language: string) => `<main>${page} in ${language}</main>`;
/**
 * The page in a language: its lang, its public catalog named for preloading (from the build
 * manifest), and for a prerendered page its HTML inside the root. The landing starts with its
 * own first script; another prerendered page fetches the app's scripts at low priority.
 */
const pageIn = (language: string, landing = true, body = '', criticalCss = '') => {
  const page = (
    criticalCss
      ? INDEX_HTML.replace(STYLESHEET, `<style>${criticalCss}</style>`).replace(
          '</body>',
          `${DEFERRED_STYLESHEET}</body>`,
        )
      : INDEX_HTML
  )
    .replace(APP_SCRIPT, landing ? LANDING_SCRIPT : APP_SCRIPT)
    .replace('lang="en"', `lang="${language}"`)
    .replace(
      '</head>',
      `<link rel="modulepreload" crossorigin href="/assets/public-${language}.js" />${
        landing ? '' : `<link rel="modulepreload" crossorigin href="/assets/pages-${language}.js" />`
      }</head>`,
    )
    .replace('<div id="root"></div>', `<div id="root">${body}</div>`);
  return body && !landing
    ? page
        .replace('<script type="module" crossorigin src=', '<script type="module" crossorigin fetchpriority="low" src=')
        .replaceAll(
          '<link rel="modulepreload" crossorigin href=',
          '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
        )
    : page;
};
const ASSET = 'assets/index-3f9a1c.js';

let t: TestApp;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(join(tmpdir(), 'ludo-web-dist-'));
  writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
  mkdirSync(join(webDist, 'assets'));
  writeFileSync(join(webDist, ASSET), 'console.log("ludo");');
  mkdirSync(join(webDist, '.vite'));
  const catalogs = Object.fromEntries(
    ['public', 'pages'].flatMap((namespace) =>
      ['en', 'hi', 'ta', 'te', 'mr'].map((language) => [
        `src/locales/${namespace}/${language}.json`,
        { file: `assets/${namespace}-${language}.js`, isDynamicEntry: true },
      ]),
    ),
  );
  const boot = { 'src/landing-boot.ts': { file: 'assets/landing-boot-1.js', isEntry: true } };
  writeFileSync(join(webDist, '.vite', 'manifest.json'), JSON.stringify({ ...catalogs, ...boot }));
  // The landing page and the login page prerendered in every language, in each money mode.
  for (const mode of ['real', 'play']) {
    for (const language of LANGUAGES) {
      mkdirSync(join(webDist, 'prerendered', mode, language), { recursive: true });
      writeFileSync(
        join(webDist, 'prerendered', mode, language, 'index.html'),
        prerendered(`${mode} landing`, language),
      );
      writeFileSync(join(webDist, 'prerendered', mode, language, 'login.html'), prerendered(`${mode} login`, language));
      writeFileSync(join(webDist, 'prerendered', mode, language, 'login.css'), 'main{color:red}');
    }
  }
  writeFileSync(
    join(webDist, 'prerendered', 'index.json'),
    JSON.stringify({
      pages: { '/': 'index.html', '/login': 'login.html' },
      // The landing page has no critical CSS here: its stylesheet stays where it is.
      criticalCss: { '/login': 'login.css' },
    }),
  );
  t = await createTestApp({
    ...REAL_MONEY,
    WEB_DIST_DIR: webDist,
    RATE_LIMIT_REGISTER_PER_HOUR: '2',
    RATE_LIMIT_REFRESH_PER_MINUTE: '2',
  });
});
afterAll(async () => {
  await t.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('GET /healthz answers 200 ok', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('a listening server answers GET /healthz itself, as the route does, and hands the rest to Fastify', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const live = await fetch(`http://127.0.0.1:${port}/healthz`);
    const route = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.status).toBe(200);
    expect(live.headers.get('content-type')).toBe(route.headers['content-type']);
    expect(await live.text()).toBe(route.body);
    // Not the probe: Fastify's routes, hooks and errors, with the web context's security headers.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(await ready.json()).toMatchObject({ status: 'ok' });
    const head = await fetch(`http://127.0.0.1:${port}/healthz`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    const unknown = await fetch(`http://127.0.0.1:${port}/api/healthz`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get('x-content-type-options')).toBe('nosniff');
    expect(route.headers['x-content-type-options']).toBeUndefined();
    // The server Fastify was handed keeps Fastify's timeouts.
    expect(t.app.server.keepAliveTimeout).toBe(72_000);
  });

  it('GET /readyz answers 200 once the database answers, naming the kind of database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' });
  });
});

describe('unknown routes and malformed requests', () => {
  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/nope'],
    ['GET', '/api/users/nope'],
  ] as const)('%s %s answers a JSON 404 with message and code', async (method, url) => {
    const res = await t.app.inject({ method, url });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message: `No route for ${method} ${url}`, code: 'NOT_FOUND' });
  });

  it('answers malformed JSON with 400 in the same error shape', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"identifier": ',
    });
    expect(res.statusCode).toBe(400);
    const json = res.json() as { message: unknown; code: unknown };
    expect(typeof json.message).toBe('string');
    expect(typeof json.code).toBe('string');
  });
});

describe('the web app on the same origin', () => {
  it.each([
    ['/', prerendered('real landing', 'en')],
    ['/login', prerendered('real login', 'en'), 'main{color:red}'],
    ['/user/wallet', ''],
    ['/admin/users', ''],
  ])(
    'GET %s answers the web app’s index.html, with the page inside where it was prerendered',
    async (url, body, css = '') => {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      // A prerendered page's own CSS rules inline, the whole stylesheet after the page.
      expect(res.body).toBe(pageIn('en', url === '/', body, css));
    },
  );

  it('sends the page compressed as the browser takes it: brotli, else gzip, else plain', async () => {
    const get = (acceptEncoding: string) =>
      t.app.inject({ method: 'GET', url: '/login?next=%2Fuser', headers: { 'accept-encoding': acceptEncoding } });
    const page = pageIn('en', false, prerendered('real login', 'en'), 'main{color:red}');
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await get('br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(page);
    const plain = await get('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(page);
    expect(plain.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
  });

  it('in play-money mode, sends the pages prerendered for play money', async () => {
    const play = await createTestApp({ MONEY_MODE: 'play', WEB_DIST_DIR: webDist });
    try {
      const res = await play.app.inject({ method: 'GET', url: '/', headers: { 'accept-language': 'mr' } });
      expect(res.body).toContain(`<div id="root">${prerendered('play landing', 'mr')}</div>`);
      expect(res.body).toContain('<meta name="money-mode" content="play" />');
    } finally {
      await play.close();
    }
  });

  it('answers the page in the language the browser prefers, then in the one the visitor chose', async () => {
    const preferred = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { 'accept-language': 'fr, hi-IN;q=0.8' },
    });
    expect(preferred.body).toBe(pageIn('hi', true, prerendered('real landing', 'hi')));
    expect(preferred.headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/user/wallet',
      headers: { 'accept-language': 'hi-IN', cookie: 'ludo_locale=ta' },
    });
    expect(chosen.body).toBe(pageIn('ta', false));
    const unknown = await t.app.inject({ method: 'GET', url: '/', headers: { cookie: 'ludo_locale=fr' } });
    expect(unknown.body).toBe(pageIn('en', true, prerendered('real landing', 'en')));
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${ASSET}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("ludo");');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps /api 404s, missing files and non-GET requests as JSON 404s, not the page', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['GET', '/assets/missing-123.js'],
      ['POST', '/user/wallet'],
    ] as const) {
      const res = await t.app.inject({ method, url });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json(), `${method} ${url}`).toMatchObject({ code: 'NOT_FOUND' });
    }
  });
});

describe('security headers', () => {
  it.each(['/user/wallet', '/api/nope', '/api/users/profile', '/api/tournaments/upcoming'])(
    '%s carries a strict CSP and nosniff',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    },
  );
});

describe('API documentation', () => {
  it('/api/docs/json is an OpenAPI document of the routes, login included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/auth/login']?.post).toBeDefined();
    expect(doc.paths['/api/users/profile']?.get).toBeDefined();
    expect(doc.paths['/api/admin/users/{id}/suspend']?.post).toBeDefined();
    expect(JSON.stringify(doc.paths['/api/auth/login'])).toContain('identifier');
  });
});

describe('per-address rate limits (2 allowed in this file)', () => {
  it('refuses a third registration from one address with 429, while another address goes on', async () => {
    const address = '10.2.0.1';
    const attempt = (remoteAddress: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/register', payload: {}, remoteAddress });
    expect((await attempt(address)).statusCode).toBe(400);
    expect((await attempt(address)).statusCode).toBe(400);
    const third = await attempt(address);
    expect(third.statusCode).toBe(429);
    // The wait is what is left of the hour: "1 hour", or "60 minutes" once a millisecond has passed.
    expect(third.json()).toEqual({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many requests\. Please try again in (1 hour|60 minutes)\.$/),
    });
    expect((await attempt('10.2.0.2')).statusCode).toBe(400);
  });

  it('refuses a third refresh within a minute from one address with 429', async () => {
    const session = await registerAndLogin(t.app);
    let cookie = session.refreshCookie;
    const refresh = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/refresh',
        headers: { cookie },
        remoteAddress: '10.2.0.3',
      });
      if (res.statusCode === 200) cookie = refreshCookieOf(res.headers['set-cookie']);
      return res;
    };
    expect((await refresh()).statusCode).toBe(200);
    expect((await refresh()).statusCode).toBe(200);
    const third = await refresh();
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
  });
});
