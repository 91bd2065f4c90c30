import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATABASE_CONFIG, loadConfig } from './config';

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'ludo-config-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const productionSecrets = { JWT_SECRET: 'x'.repeat(40), FILE_ENCRYPTION_KEY: 'k'.repeat(44) };

describe('configuration', () => {
  it('generates secrets once into the data folder, readable only by the owner, and reuses them', () => {
    const DATA_DIR = dataDir();
    const first = loadConfig({ DATA_DIR });
    const second = loadConfig({ DATA_DIR });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(second.jwtSecret).toBe(first.jwtSecret);
    expect(second.payments.keySecret).toBe(first.payments.keySecret);
    expect(statSync(join(DATA_DIR, 'secrets.json')).mode & 0o777).toBe(0o600);
  });

  it('refuses to start in production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /JWT_SECRET, FILE_ENCRYPTION_KEY/,
    );
  });

  it('refuses the sandbox payment provider in production unless a demo is asked for explicitly', () => {
    const env = { NODE_ENV: 'production', DATA_DIR: dataDir(), ...productionSecrets };
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(/sandbox in production/);
    expect(loadConfig({ ...env, ALLOW_SANDBOX_PAYMENTS: 'true' }).payments.provider).toBe('sandbox');
  });

  it('needs the Razorpay keys when Razorpay is the provider', () => {
    const env = { DATA_DIR: dataDir(), PAYMENT_PROVIDER: 'razorpay' };
    expect(() => loadConfig(env)).toThrow(/RAZORPAY_KEY_ID, RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    const config = loadConfig({
      ...env,
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 's',
      RAZORPAY_WEBHOOK_SECRET: 'w',
    });
    expect(config.payments).toMatchObject({
      provider: 'razorpay',
      keyId: 'rzp_live_x',
      keySecret: 's',
      webhookSecret: 'w',
    });
  });

  it('describes the room code to each player in their language: the operator’s words, else “8 digits” translated', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).matches.roomCodeHint).toEqual({
      en: '8 digits',
      hi: '8 अंक',
      ta: '8 இலக்கங்கள்',
      te: '8 అంకెలు',
      mr: '8 अंक',
    });
    // A deployment that set only the English hint keeps it in every language it has not translated.
    const own = loadConfig({
      DATA_DIR: dataDir(),
      ROOM_CODE_HINT: '2 letters and 4 digits',
      ROOM_CODE_HINT_HI: '2 अक्षर और 4 अंक',
    }).matches.roomCodeHint;
    expect(own).toMatchObject({ en: '2 letters and 4 digits', hi: '2 अक्षर और 4 अंक', ta: '2 letters and 4 digits' });
    expect(loadConfig({ DATA_DIR: dataDir(), ROOM_CODE_HINT_TE: '8 సంఖ్యలు' }).matches.roomCodeHint).toMatchObject({
      en: '8 digits',
      te: '8 సంఖ్యలు',
      mr: '8 अंक',
    });
  });

  it('names every invalid setting', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', ACCESS_TOKEN_TTL: '0' })).toThrow(
      /PORT[\s\S]*ACCESS_TOKEN_TTL/,
    );
  });

  it('bounds every wait on PostgreSQL by default, and reads each bound from the environment', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).database).toEqual(DEFAULT_DATABASE_CONFIG);
    // The one place the numbers are written out: the env schema and openDatabase take them from the constant.
    expect(DEFAULT_DATABASE_CONFIG).toEqual({
      poolSize: 10,
      connectTimeoutMs: 3000,
      queryTimeoutMs: 12_000,
      statementTimeoutMs: 10_000,
      idleInTransactionTimeoutMs: 30_000,
      keepAlive: true,
      pingTimeoutMs: 2000,
    });
    const config = loadConfig({
      DATA_DIR: dataDir(),
      DATABASE_POOL_SIZE: '25',
      DATABASE_CONNECT_TIMEOUT_MS: '1500',
      DATABASE_QUERY_TIMEOUT_MS: '0',
      DATABASE_STATEMENT_TIMEOUT_MS: '60000',
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: '5000',
      DATABASE_KEEPALIVE: 'false',
      DATABASE_PING_TIMEOUT_MS: '1000',
    });
    expect(config.database).toEqual({
      poolSize: 25,
      connectTimeoutMs: 1500,
      queryTimeoutMs: 0,
      statementTimeoutMs: 60_000,
      idleInTransactionTimeoutMs: 5000,
      keepAlive: false,
      pingTimeoutMs: 1000,
    });
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), DATABASE_POOL_SIZE: '0', DATABASE_CONNECT_TIMEOUT_MS: '0' }),
    ).toThrow(/DATABASE_POOL_SIZE[\s\S]*DATABASE_CONNECT_TIMEOUT_MS/);
  });
});
