import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ROOM_DURATION_MINUTES, TIMING_RULES } from '@ludo/shared/limits';
import { MONEY_MODES, type MoneyMode, rupeesToPaise } from '@ludo/shared/money';
import { INDIAN_STATES } from '@ludo/shared/users/indian-states';
import { LANGUAGES, type Language } from '@ludo/shared/users/languages';
import { z } from 'zod';
import { type ClosedWindow, parseClosedWindow } from './lib/closed-window';
import { translator } from './lib/i18n';

/**
 * How the server talks to PostgreSQL unless told otherwise: the defaults of the DATABASE_*
 * variables below, and what openDatabase uses when given no settings (tools, tests).
 */
export const DEFAULT_DATABASE_CONFIG: Readonly<DatabaseConfig> = Object.freeze({
  poolSize: 10,
  connectTimeoutMs: 3000,
  queryTimeoutMs: 12_000,
  statementTimeoutMs: 10_000,
  idleInTransactionTimeoutMs: 30_000,
  keepAlive: true,
  pingTimeoutMs: 2000,
});

/**
 * Every setting comes from an environment variable whose default serves the embedded mode
 * (docs/architecture.md, Configuration). The README lists them all; keep the two in step.
 */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(DEFAULT_DATABASE_CONFIG.poolSize),
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_CONFIG.connectTimeoutMs),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_DATABASE_CONFIG.queryTimeoutMs),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).default(DEFAULT_DATABASE_CONFIG.statementTimeoutMs),
  DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(DEFAULT_DATABASE_CONFIG.idleInTransactionTimeoutMs),
  DATABASE_KEEPALIVE: z.stringbool().default(DEFAULT_DATABASE_CONFIG.keepAlive),
  DATABASE_PING_TIMEOUT_MS: z.coerce.number().int().min(100).default(DEFAULT_DATABASE_CONFIG.pingTimeoutMs),
  REDIS_URL: z.string().optional(),
  /** Where players reach the web app: links in emails and SMS. Defaults to this server on localhost. */
  PUBLIC_URL: z.url().optional(),
  /** Mail goes out through this SMTP server (smtp://user:pass@host:587); unset, mail is written to DATA_DIR/outbox. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Ludo Arena <no-reply@ludoarena.in>'),
  /** Web push keys (VAPID, base64url); unset, a pair is generated once into DATA_DIR. */
  VAPID_PUBLIC_KEY: z.string().optional(),
  VAPID_PRIVATE_KEY: z.string().optional(),
  /** Who push services contact about our pushes (a mailto: or https: address). */
  VAPID_SUBJECT: z.string().default('mailto:support@ludoarena.in'),
  /**
   * The push services browsers may name as their endpoint (comma-separated host suffixes): the
   * server posts to that endpoint, so only these are accepted, over HTTPS (tests add 127.0.0.1).
   */
  WEB_PUSH_HOSTS: z
    .string()
    .default(
      'fcm.googleapis.com,updates.push.services.mozilla.com,push.services.mozilla.com,notify.windows.com,push.apple.com',
    ),
  /** `msg91`: SMS through MSG91's Flow API with DLT templates; `sandbox` (default): SMS written to DATA_DIR/outbox. */
  SMS_PROVIDER: z.enum(['sandbox', 'msg91']).default('sandbox'),
  MSG91_AUTH_KEY: z.string().optional(),
  MSG91_API_BASE: z.url().default('https://control.msg91.com'),
  /** MSG91 flow ids of the DLT templates: the password reset code ({code}) and a notice ({title}, {link}). */
  MSG91_TEMPLATE_RESET_CODE: z.string().optional(),
  MSG91_TEMPLATE_NOTICE: z.string().optional(),
  /**
   * `real` (default): rupees, deposits, withdrawals, KYC and TDS. `play`: coins from a welcome grant
   * and a daily claim, nothing bought or cashed out (docs/decisions/0016-play-money-mode.md). A
   * database keeps the mode it was first started in.
   */
  MONEY_MODE: z.enum(MONEY_MODES).default('real'),
  /** Play-money mode: the coins a new player starts with, and the coins claimable once a day (India time). */
  PLAY_WELCOME_COINS: z.coerce.number().int().min(0).max(1_000_000).default(500),
  PLAY_DAILY_COINS: z.coerce.number().int().min(1).max(1_000_000).default(100),
  /**
   * Real money: the states whose players may not play for money (comma-separated, as named in
   * INDIAN_STATES). The default is the states whose laws restrict online games for stakes.
   */
  RESTRICTED_STATES: z.string().default('Andhra Pradesh,Assam,Nagaland,Odisha,Sikkim,Telangana'),
  /** Play reminders: after this many minutes of play in a day, then every PLAY_REMINDER_EVERY_MINUTES. */
  PLAY_REMINDER_FIRST_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
  PLAY_REMINDER_EVERY_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
  /** How often players' time played is looked at for reminders; 0 turns the loop off (tests). */
  PLAY_REMINDER_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  /**
   * Real money: how winnings are taxed (docs/decisions/0018-tax-on-net-winnings.md).
   * `per_tournament` (default): 30% of a tournament prize above ₹10,000, withheld from the prize.
   * `net_winnings`: section 194BA, 30% of the net winnings in each withdrawal.
   */
  TAX_POLICY: z.enum(['per_tournament', 'net_winnings']).default('per_tournament'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z.stringbool().default(false),
  WEB_DIST_DIR: z.string().optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL: z.coerce.number().int().min(1).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).default(30),
  REFRESH_RETRY_WINDOW_SECONDS: z.coerce.number().int().min(0).max(300).default(60),
  AUTH_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(5000),
  ADMIN_EMAILS: z.string().default(''),
  FILE_ENCRYPTION_KEY: z.string().optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z.stringbool().default(true),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'razorpay']).default('sandbox'),
  RAZORPAY_KEY_ID: z.string().optional(),
  RAZORPAY_KEY_SECRET: z.string().optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().optional(),
  RAZORPAY_API_BASE: z.url().default('https://api.razorpay.com'),
  RAZORPAYX_ACCOUNT_NUMBER: z.string().optional(),
  SANDBOX_PAYOUT_DELAY_MS: z.coerce.number().int().min(0).default(5000),
  WITHDRAWAL_AUTO_APPROVE_BELOW_RUPEES: z.coerce.number().min(0).default(0),
  ALLOW_SANDBOX_PAYMENTS: z.stringbool().default(false),
  PAYMENT_SETTLE_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
  PAYOUT_CHECK_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  GAME_APP_NAME: z.string().trim().min(1).default('Ludo King'),
  ROOM_CODE_PATTERN: z
    .string()
    .default('^[0-9]{8}$')
    .refine((source) => {
      try {
        new RegExp(source);
        return true;
      } catch {
        return false;
      }
    }, 'ROOM_CODE_PATTERN must be a regular expression'),
  // Unset: "8 digits" in each reader's language (the default pattern's).
  ROOM_CODE_HINT: z.string().optional(),
  ROOM_CODE_HINT_HI: z.string().optional(),
  ROOM_CODE_HINT_TA: z.string().optional(),
  ROOM_CODE_HINT_TE: z.string().optional(),
  ROOM_CODE_HINT_MR: z.string().optional(),
  ROOM_WAIT_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(ROOM_DURATION_MINUTES * 60),
  RESULT_CONFIRM_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(TIMING_RULES.resultSubmissionMinutes * 60),
  MATCH_REVIEW_AFTER_MINUTES: z.coerce.number().int().min(1).default(60),
  // docs/product-rules.md, Constants: a room's platform fee is ₹0, so none by default.
  MATCH_PLATFORM_FEE_PERCENT: z.coerce.number().int().min(0).max(50).default(0),
  MAX_OPEN_ROOMS_PER_PLAYER: z.coerce.number().int().min(1).default(3),
  MATCH_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(5000),
  /** The platform's own game (docs/game-rules.md): seconds a player has for a turn before it is played for them. */
  GAME_TURN_SECONDS: z.coerce.number().int().min(3).max(120).default(15),
  /** Seconds a game waits for the players' dice seeds before the server makes the missing ones. */
  GAME_SEED_WAIT_SECONDS: z.coerce.number().int().min(0).max(120).default(10),
  /** Game actions a socket may send per second after a burst of 20 (plugins/socket-throttle). */
  GAME_ACTIONS_PER_SECOND: z.coerce.number().int().min(1).default(8),
  /** How often due turns are played; 0 turns the loop off (tests). */
  GAME_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /** A daily window, India time ("00:00-05:00"), in which no match or tournament game starts; unset: none. */
  CLOSED_WINDOW_IST: z.string().optional(),
  EVENTS_DISPATCH_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
  /** Days a handled domain event is kept (for tracing a notification) before it is deleted. */
  EVENTS_KEEP_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
  NOTIFICATION_DELIVERY_INTERVAL_MS: z.coerce.number().int().min(0).default(2000),
  TOURNAMENT_GRACE_SECONDS: z.coerce
    .number()
    .int()
    .min(1)
    .default(TIMING_RULES.gracePeriodMinutes * 60),
  RATE_LIMIT_LOGIN_FAILURES_PER_IDENTIFIER: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: z.coerce.number().int().min(1).default(50),
  // Per-address limits are sized for carrier-grade NAT: one public address can carry thousands of players.
  RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE: z.coerce.number().int().min(1).default(5),
  RATE_LIMIT_LOGIN_WINDOW_MINUTES: z.coerce.number().int().min(1).default(15),
  RATE_LIMIT_REGISTER_PER_HOUR: z.coerce.number().int().min(1).default(100),
  RATE_LIMIT_REFRESH_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  RATE_LIMIT_CONTACT_PER_HOUR: z.coerce.number().int().min(1).default(30),
  RATE_LIMIT_CLIENT_ERRORS_PER_HOUR: z.coerce.number().int().min(1).default(60),
  RATE_LIMIT_ACCOUNT_MULTIPLIER: z.coerce.number().positive().default(1),
});

export interface RateLimitConfig {
  /** Failed logins for one account from one address. */
  loginFailuresPerIdentifier: number;
  /** Failed logins for one account from all addresses together. */
  loginFailuresPerAccount: number;
  loginFailuresPerAddress: number;
  /** Failed logins through one trusted device cookie; past it the cookie is no longer trusted. */
  loginFailuresPerDevice: number;
  loginWindowMinutes: number;
  registerPerHour: number;
  refreshPerMinute: number;
  contactPerHour: number;
  /** Failure reports of the web app (POST /api/client-errors), per address: they need no account. */
  clientErrorsPerHour: number;
  /** Scales every per-account route limit (lib/rate-limits.ts) at once. */
  accountLimitMultiplier: number;
}

export interface PaymentsConfig {
  provider: 'sandbox' | 'razorpay';
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Razorpay's API address; a local stand-in in tests. */
  apiBase: string;
  /** How often unpaid orders and sent payouts are settled with the provider; 0 turns the loop off (tests). */
  settleIntervalMs: number;
  /**
   * How often the payout loop looks for sent payouts due a check (each payout's own back-off
   * decides when it is due: withdrawals/payout-checks.ts); 0, or settling turned off, stops it.
   */
  payoutCheckIntervalMs: number;
  /** RazorpayX business account that payouts are made from. */
  payoutAccountNumber: string;
  /** How long the sandbox's bank takes to settle a payout. */
  sandboxPayoutDelayMs: number;
  /** Withdrawals below this (of KYC-verified players) are approved without an admin; 0: all manual. */
  autoApproveBelowPaise: number;
}

export interface MatchesConfig {
  /** The external Ludo app the matches are played in, named in messages. */
  appName: string;
  roomCodePattern: string;
  /** How the pattern is described to players ("8 digits"), in each language. */
  roomCodeHint: Record<Language, string>;
  /** How long an open room waits for an opponent before it expires and refunds its creator. */
  roomWaitSeconds: number;
  /** After one player's result, how long the other has to answer before the first claim stands. */
  resultConfirmSeconds: number;
  /** An active match with no result this long after it started goes to an admin. */
  reviewAfterMinutes: number;
  /** Percent of both stakes kept by the platform (docs/product-rules.md, Constants: ₹0). */
  platformFeePercent: number;
  maxOpenRoomsPerPlayer: number;
  /** How long a tournament game's host has to post the room code before forfeiting. */
  tournamentGraceSeconds: number;
  /** The daily window in which no match or tournament game starts (lib/closed-window); null: none. */
  closedWindow: ClosedWindow | null;
  /** How often expiries and result deadlines are swept; 0 turns the loop off (tests). */
  sweepIntervalMs: number;
}

export interface GamesConfig {
  turnSeconds: number;
  seedWaitSeconds: number;
  /** Away this long, a player's turns are played for them instead of passing (docs/product-rules.md: 2 minutes). */
  reconnectWindowSeconds: number;
  actionsPerSecond: number;
  sweepIntervalMs: number;
}

/** How the server talks to PostgreSQL (unused by the embedded database); times in milliseconds. */
export interface DatabaseConfig {
  poolSize: number;
  /** Opening a connection, or waiting for a free one in a full pool. */
  connectTimeoutMs: number;
  /** Client side: a query with no answer this long fails, and its connection is dropped; 0 turns it off. */
  queryTimeoutMs: number;
  /** Server side (statement_timeout): PostgreSQL cancels a statement running this long; 0 turns it off. */
  statementTimeoutMs: number;
  /** Server side: a session idle inside an open transaction this long is ended, releasing its locks; 0 turns it off. */
  idleInTransactionTimeoutMs: number;
  /** TCP keepalive on every connection, so a peer gone without a word is noticed. */
  keepAlive: boolean;
  /** How long the readiness probe waits for the database. */
  pingTimeoutMs: number;
}

export interface S3Config {
  endpoint: string | undefined;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  forcePathStyle: boolean;
}

export interface MoneyConfig {
  mode: MoneyMode;
  /** How winnings are taxed (real money only; play money is not taxed). */
  taxPolicy: 'per_tournament' | 'net_winnings';
  /** Real money: players who live in these states may not play or add money. */
  restrictedStates: string[];
  /** Play-money mode: coins given once at registration, and once per India day on a claim (stored as paise are). */
  welcomeGrantPaise: number;
  dailyGrantPaise: number;
}

export interface ResponsibleGamingConfig {
  reminderFirstMinutes: number;
  reminderEveryMinutes: number;
  /** 0 turns the reminder loop off (tests call it). */
  reminderIntervalMs: number;
}

export interface AppConfig {
  money: MoneyConfig;
  responsibleGaming: ResponsibleGamingConfig;
  /** How often the outbox of domain events is dispatched (notifications); 0 turns the loop off (tests). */
  eventsDispatchIntervalMs: number;
  /** Days a handled domain event is kept before the hourly purge deletes it. */
  eventsKeepDays: number;
  /** How often due email and SMS copies of notifications are sent; 0 turns the loop off (tests). */
  notificationDeliveryIntervalMs: number;
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  /** Unset: embedded PostgreSQL (PGlite) under dataDir; ':memory:' keeps it in memory (tests). */
  databaseUrl: string | undefined;
  pgliteDir: string | undefined;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** The web app's origin for links in mail and SMS, without a trailing slash. */
  publicUrl: string;
  mail: { smtpUrl: string | undefined; from: string };
  push: { publicKey: string; privateKey: string; subject: string; hosts: string[] };
  sms:
    | { provider: 'sandbox' }
    | {
        provider: 'msg91';
        apiBase: string;
        authKey: string;
        templates: { reset_code: string; notice: string };
      };
  logLevel: string;
  trustProxy: boolean;
  /** The built web app served on the same origin; unset in API-only tests. */
  webDistDir: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  /** How long an exchanged refresh token may be retried for the same successor (docs/decisions/0027-refresh-retries.md); 0: never. */
  refreshRetryWindowSeconds: number;
  /** How long a live session is remembered without asking the database; 0 turns it off. */
  authCacheTtlMs: number;
  adminEmails: string[];
  fileEncryptionKey: string;
  /** Set: files go to this S3-compatible bucket; unset: local disk under DATA_DIR/files. */
  s3: S3Config | undefined;
  payments: PaymentsConfig;
  matches: MatchesConfig;
  games: GamesConfig;
  rateLimit: RateLimitConfig;
}

interface GeneratedSecrets {
  jwtSecret: string;
  fileEncryptionKey: string;
  /** The sandbox payment provider signs with these, as Razorpay signs with a merchant's keys. */
  sandboxKeySecret: string;
  sandboxWebhookSecret: string;
  /** Web push (VAPID): a P-256 key pair, base64url, as browsers and the web-push package take them. */
  vapidPublicKey: string;
  vapidPrivateKey: string;
}

/**
 * The room code's hint in every language: the operator's text for that language
 * (ROOM_CODE_HINT_HI…), else their ROOM_CODE_HINT (a deployment that only ever set the English
 * one keeps showing it), else the default pattern's "8 digits" in that language.
 */
function roomCodeHints(env: z.infer<typeof envSchema>): Record<Language, string> {
  const given: Record<Language, string | undefined> = {
    en: env.ROOM_CODE_HINT,
    hi: env.ROOM_CODE_HINT_HI,
    ta: env.ROOM_CODE_HINT_TA,
    te: env.ROOM_CODE_HINT_TE,
    mr: env.ROOM_CODE_HINT_MR,
  };
  const hintIn = (language: Language) =>
    given[language] || env.ROOM_CODE_HINT || translator(language)('match.roomCode.defaultHint');
  return Object.fromEntries(LANGUAGES.map((language) => [language, hintIn(language)])) as Record<Language, string>;
}

/** A new VAPID key pair: the public key as an uncompressed point, the private key as its scalar. */
function newVapidKeys(): { vapidPublicKey: string; vapidPrivateKey: string } {
  const { publicKey, privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const pub = publicKey.export({ format: 'jwk' });
  const priv = privateKey.export({ format: 'jwk' });
  const point = Buffer.concat([
    Buffer.from([4]),
    Buffer.from(pub.x as string, 'base64url'),
    Buffer.from(pub.y as string, 'base64url'),
  ]);
  return { vapidPublicKey: point.toString('base64url'), vapidPrivateKey: priv.d as string };
}

const newSecrets = (): GeneratedSecrets => ({
  jwtSecret: randomBytes(48).toString('base64url'),
  fileEncryptionKey: randomBytes(32).toString('base64'),
  sandboxKeySecret: randomBytes(24).toString('base64url'),
  sandboxWebhookSecret: randomBytes(24).toString('base64url'),
  ...newVapidKeys(),
});

/**
 * Secrets left unset in embedded mode are generated once into DATA_DIR so sessions and encrypted
 * files survive a restart; in production a missing secret stops the start instead.
 */
function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = join(dataDir, 'secrets.json');
  const stored = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Partial<GeneratedSecrets>) : {};
  // A data folder from an older version may lack newer secrets: add them, keep the rest.
  const secrets = { ...newSecrets(), ...stored };
  if (Object.keys(stored).length !== Object.keys(secrets).length) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
    chmodSync(file, 0o600);
  }
  return secrets;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(environment: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(environment);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const production = env.NODE_ENV === 'production';
  if (production) {
    const missing = (['JWT_SECRET', 'FILE_ENCRYPTION_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Missing required secrets for production: ${missing.join(', ')}. Set them in the environment.`,
      );
    }
  }
  // The sandbox lets anyone "pay" with a button: in production it would mint real balance.
  if (production && env.PAYMENT_PROVIDER === 'sandbox' && !env.ALLOW_SANDBOX_PAYMENTS) {
    throw new ConfigError(
      'PAYMENT_PROVIDER is sandbox in production. Set PAYMENT_PROVIDER=razorpay, or ALLOW_SANDBOX_PAYMENTS=true for a demo without real money.',
    );
  }
  if (env.PAYMENT_PROVIDER === 'razorpay') {
    const missing = (['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) throw new ConfigError(`PAYMENT_PROVIDER=razorpay needs ${missing.join(', ')}.`);
  }
  if (env.SMS_PROVIDER === 'msg91') {
    const missing = (['MSG91_AUTH_KEY', 'MSG91_TEMPLATE_RESET_CODE', 'MSG91_TEMPLATE_NOTICE'] as const).filter(
      (name) => !env[name],
    );
    if (missing.length > 0) throw new ConfigError(`SMS_PROVIDER=msg91 needs ${missing.join(', ')}.`);
  }
  const s3Named = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  if (s3Named.some((name) => env[name])) {
    const missing = (['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const).filter((name) => !env[name]);
    if (missing.length > 0) throw new ConfigError(`File storage on S3 needs ${missing.join(', ')}.`);
  }
  let closedWindow: ClosedWindow | null;
  try {
    closedWindow = parseClosedWindow(env.CLOSED_WINDOW_IST);
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  const restrictedStates = env.RESTRICTED_STATES.split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknownStates = restrictedStates.filter((name) => !(INDIAN_STATES as readonly string[]).includes(name));
  if (unknownStates.length > 0) {
    throw new ConfigError(`RESTRICTED_STATES names no state of India: ${unknownStates.join(', ')}.`);
  }
  const generated = loadOrCreateSecrets(dataDir);
  return {
    responsibleGaming: {
      reminderFirstMinutes: env.PLAY_REMINDER_FIRST_MINUTES,
      reminderEveryMinutes: env.PLAY_REMINDER_EVERY_MINUTES,
      reminderIntervalMs: env.PLAY_REMINDER_INTERVAL_MS,
    },
    money: {
      mode: env.MONEY_MODE,
      taxPolicy: env.TAX_POLICY,
      restrictedStates,
      welcomeGrantPaise: rupeesToPaise(env.PLAY_WELCOME_COINS),
      dailyGrantPaise: rupeesToPaise(env.PLAY_DAILY_COINS),
    },
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    pgliteDir: env.DATABASE_URL ? undefined : join(dataDir, 'pglite'),
    database: {
      poolSize: env.DATABASE_POOL_SIZE,
      connectTimeoutMs: env.DATABASE_CONNECT_TIMEOUT_MS,
      queryTimeoutMs: env.DATABASE_QUERY_TIMEOUT_MS,
      statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      idleInTransactionTimeoutMs: env.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS,
      keepAlive: env.DATABASE_KEEPALIVE,
      pingTimeoutMs: env.DATABASE_PING_TIMEOUT_MS,
    },
    redisUrl: env.REDIS_URL,
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    mail: { smtpUrl: env.SMTP_URL || undefined, from: env.MAIL_FROM },
    push: {
      publicKey: env.VAPID_PUBLIC_KEY ?? generated.vapidPublicKey,
      privateKey: env.VAPID_PRIVATE_KEY ?? generated.vapidPrivateKey,
      subject: env.VAPID_SUBJECT,
      hosts: env.WEB_PUSH_HOSTS.split(',')
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    },
    sms:
      env.SMS_PROVIDER === 'msg91'
        ? {
            provider: 'msg91',
            apiBase: env.MSG91_API_BASE,
            authKey: env.MSG91_AUTH_KEY ?? '',
            templates: { reset_code: env.MSG91_TEMPLATE_RESET_CODE ?? '', notice: env.MSG91_TEMPLATE_NOTICE ?? '' },
          }
        : { provider: 'sandbox' },
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    jwtSecret: env.JWT_SECRET ?? generated.jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    refreshRetryWindowSeconds: env.REFRESH_RETRY_WINDOW_SECONDS,
    authCacheTtlMs: env.AUTH_CACHE_TTL_MS,
    adminEmails: env.ADMIN_EMAILS.split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    fileEncryptionKey: env.FILE_ENCRYPTION_KEY ?? generated.fileEncryptionKey,
    s3: env.S3_BUCKET
      ? {
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          bucket: env.S3_BUCKET,
          accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
          secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    payments:
      env.PAYMENT_PROVIDER === 'razorpay'
        ? {
            provider: 'razorpay',
            keyId: env.RAZORPAY_KEY_ID ?? '',
            keySecret: env.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiBase: env.RAZORPAY_API_BASE,
            settleIntervalMs: env.PAYMENT_SETTLE_INTERVAL_MS,
            payoutCheckIntervalMs: env.PAYOUT_CHECK_INTERVAL_MS,
            payoutAccountNumber: env.RAZORPAYX_ACCOUNT_NUMBER ?? '',
            sandboxPayoutDelayMs: env.SANDBOX_PAYOUT_DELAY_MS,
            autoApproveBelowPaise: Math.round(env.WITHDRAWAL_AUTO_APPROVE_BELOW_RUPEES * 100),
          }
        : {
            provider: 'sandbox',
            keyId: 'rzp_test_sandbox',
            keySecret: generated.sandboxKeySecret,
            webhookSecret: generated.sandboxWebhookSecret,
            apiBase: env.RAZORPAY_API_BASE,
            settleIntervalMs: env.PAYMENT_SETTLE_INTERVAL_MS,
            payoutCheckIntervalMs: env.PAYOUT_CHECK_INTERVAL_MS,
            payoutAccountNumber: 'sandbox',
            sandboxPayoutDelayMs: env.SANDBOX_PAYOUT_DELAY_MS,
            autoApproveBelowPaise: Math.round(env.WITHDRAWAL_AUTO_APPROVE_BELOW_RUPEES * 100),
          },
    eventsDispatchIntervalMs: env.EVENTS_DISPATCH_INTERVAL_MS,
    eventsKeepDays: env.EVENTS_KEEP_DAYS,
    notificationDeliveryIntervalMs: env.NOTIFICATION_DELIVERY_INTERVAL_MS,
    matches: {
      appName: env.GAME_APP_NAME,
      roomCodePattern: env.ROOM_CODE_PATTERN,
      roomCodeHint: roomCodeHints(env),
      roomWaitSeconds: env.ROOM_WAIT_SECONDS,
      resultConfirmSeconds: env.RESULT_CONFIRM_SECONDS,
      reviewAfterMinutes: env.MATCH_REVIEW_AFTER_MINUTES,
      platformFeePercent: env.MATCH_PLATFORM_FEE_PERCENT,
      maxOpenRoomsPerPlayer: env.MAX_OPEN_ROOMS_PER_PLAYER,
      sweepIntervalMs: env.MATCH_SWEEP_INTERVAL_MS,
      tournamentGraceSeconds: env.TOURNAMENT_GRACE_SECONDS,
      closedWindow,
    },
    games: {
      turnSeconds: env.GAME_TURN_SECONDS,
      seedWaitSeconds: env.GAME_SEED_WAIT_SECONDS,
      reconnectWindowSeconds: TIMING_RULES.reconnectWindowMinutes * 60,
      actionsPerSecond: env.GAME_ACTIONS_PER_SECOND,
      sweepIntervalMs: env.GAME_SWEEP_INTERVAL_MS,
    },
    rateLimit: {
      loginFailuresPerIdentifier: env.RATE_LIMIT_LOGIN_FAILURES_PER_IDENTIFIER,
      loginFailuresPerAccount: env.RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT,
      loginFailuresPerAddress: env.RATE_LIMIT_LOGIN_FAILURES_PER_ADDRESS,
      loginFailuresPerDevice: env.RATE_LIMIT_LOGIN_FAILURES_PER_DEVICE,
      loginWindowMinutes: env.RATE_LIMIT_LOGIN_WINDOW_MINUTES,
      registerPerHour: env.RATE_LIMIT_REGISTER_PER_HOUR,
      refreshPerMinute: env.RATE_LIMIT_REFRESH_PER_MINUTE,
      contactPerHour: env.RATE_LIMIT_CONTACT_PER_HOUR,
      clientErrorsPerHour: env.RATE_LIMIT_CLIENT_ERRORS_PER_HOUR,
      accountLimitMultiplier: env.RATE_LIMIT_ACCOUNT_MULTIPLIER,
    },
  };
}
