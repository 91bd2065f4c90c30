import { existsSync } from 'node:fs';
import { join } from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { ApiErrorCode } from '@ludo/shared/errors';
import { setMoneyMode } from '@ludo/shared/money';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/client';
import { LIVE, serverAnsweringLiveness } from './lib/liveness';
import { type LogStream, loggerOptions } from './lib/log-redaction';
import { pinMoneyMode } from './lib/money-mode';
import { assertBuiltRateLimit, rateLimitError } from './lib/rate-limits';
import { registerSecurityHeaders } from './lib/security-headers';
import { webPages } from './lib/web-page';
import adminPlugin from './modules/admin/admin.plugin';
import adminRoutes from './modules/admin/admin.routes';
import authRoutes from './modules/auth/auth.routes';
import authServicePlugin from './modules/auth/auth-service.plugin';
import clientErrorsPlugin from './modules/client-errors/client-errors.plugin';
import clientErrorsRoutes from './modules/client-errors/client-errors.routes';
import gamesPlugin from './modules/games/games.plugin';
import gamesRoutes from './modules/games/games.routes';
import kycPlugin from './modules/kyc/kyc.plugin';
import { adminKycRoutes, kycRoutes, megaProxyRoutes } from './modules/kyc/kyc.routes';
import ledgerPlugin from './modules/ledger/ledger.plugin';
import ledgerAdminRoutes from './modules/ledger/ledger.routes';
import adminMatchesRoutes from './modules/matches/matches.admin.routes';
import matchesPlugin from './modules/matches/matches.plugin';
import { leaderboardRoutes, matchesRoutes } from './modules/matches/matches.routes';
import roomsRoutes from './modules/matches/rooms.routes';
import notificationsPlugin from './modules/notifications/notifications.plugin';
import notificationsRoutes from './modules/notifications/notifications.routes';
import outboxPlugin from './modules/outbox/outbox.plugin';
import outboxRoutes from './modules/outbox/outbox.routes';
import paymentsPlugin from './modules/payments/payments.plugin';
import paymentsRoutes from './modules/payments/payments.routes';
import responsibleGamingPlugin from './modules/responsible-gaming/responsible-gaming.plugin';
import responsibleGamingRoutes, {
  adminResponsibleGamingRoutes,
} from './modules/responsible-gaming/responsible-gaming.routes';
import reviewsPlugin from './modules/reviews/reviews.plugin';
import { adminReviewsRoutes, reviewsRoutes } from './modules/reviews/reviews.routes';
import adminSupportRoutes from './modules/support/support.admin.routes';
import supportPlugin from './modules/support/support.plugin';
import supportRoutes from './modules/support/support.routes';
import ticketsRoutes from './modules/support/tickets.routes';
import taxPlugin from './modules/tax/tax.plugin';
import { adminTaxRoutes, taxRoutes } from './modules/tax/tax.routes';
import adminTournamentsRoutes from './modules/tournaments/tournaments.admin.routes';
import tournamentsPlugin from './modules/tournaments/tournaments.plugin';
import tournamentsRoutes from './modules/tournaments/tournaments.routes';
import usersPlugin from './modules/users/users.plugin';
import usersRoutes from './modules/users/users.routes';
import coinsRoutes from './modules/wallet/coins.routes';
import walletPlugin from './modules/wallet/wallet.plugin';
import walletRoutes from './modules/wallet/wallet.routes';
import withdrawalsPlugin from './modules/withdrawals/withdrawals.plugin';
import { adminWithdrawalsRoutes, withdrawalsRoutes } from './modules/withdrawals/withdrawals.routes';
import accountClosurePlugin from './plugins/account-closure';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import domainEventsPlugin from './plugins/domain-events';
import errorsPlugin from './plugins/errors';
import messagingPlugin from './plugins/messaging';
import realtimePlugin from './plugins/realtime';
import redisPlugin from './plugins/redis';
import storagePlugin from './plugins/storage';

export interface BuildAppOptions {
  config: AppConfig;
  /** A database opened by the caller (tests); otherwise the app opens one from the config. */
  database?: DatabaseHandle;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: LogStream;
  /** Handed the context that holds the domain services once they are registered (tests drive their timers). */
  onServices?: (services: FastifyInstance) => void;
}

export async function buildApp({ config, database, logStream, onServices }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    // No bodies, query strings, credentials or statement values in the logs (lib/log-redaction).
    logger: config.logLevel === 'silent' ? false : loggerOptions(config.logLevel, logStream),
    // Fastify logs each request at info level; above it, skip building those log lines at all.
    logController: new LogController({ disableRequestLogging: !['info', 'debug', 'trace'].includes(config.logLevel) }),
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    serverFactory: serverAnsweringLiveness,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);

  await app.register(errorsPlugin);
  await app.register(dbPlugin, { handle: database });
  // Coins and rupees never share a ledger: a database keeps the mode it was first started in.
  await pinMoneyMode(app.db, config.money.mode);
  setMoneyMode(config.money.mode);
  await app.register(redisPlugin);
  // Probes answer outside the web context: no security headers, cookies or rate limits to
  // compute for a load balancer that asks many times a second. A listening server answers
  // GET /healthz before Fastify (lib/liveness); this route serves HEAD and `inject`.
  app.get('/healthz', { schema: { hide: true } }, async () => LIVE);
  app.get('/readyz', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch (error) {
      app.log.warn({ err: error }, 'readiness check failed');
      return reply.status(503).send({ status: 'unavailable', database: app.database.kind });
    }
  });

  // Razorpay's checkout script and frames are allowed only when that provider is on.
  const razorpayOn = config.payments.provider === 'razorpay';
  const razorpayOrigins = {
    script: razorpayOn ? ['https://checkout.razorpay.com'] : [],
    frame: razorpayOn ? ['https://api.razorpay.com', 'https://checkout.razorpay.com'] : [],
    connect: razorpayOn ? ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'] : [],
  };
  await app.register(async (web) => {
    await web.register(cookie);
    // Forms with files are read by the routes that take them (lib/multipart-form), with their own limits.
    await web.register(multipart);
    // The same headers @fastify/helmet would set, computed once rather than on every request.
    await registerSecurityHeaders(web, {
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", ...razorpayOrigins.script],
          // Radix and sonner position elements with inline style attributes.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          connectSrc: ["'self'", ...razorpayOrigins.connect],
          frameSrc: ["'self'", ...razorpayOrigins.frame],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Behind TLS in production; on http://localhost it would break every asset request.
          upgradeInsecureRequests: config.env === 'production' ? [] : null,
        },
      },
    });
    await web.register(rateLimit, {
      global: false,
      // Shared by all instances when Redis is there (and not a reason to refuse requests when
      // Redis is briefly away); per instance otherwise.
      ...(app.redis ? { redis: app.redis.main, skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => rateLimitError(context.after),
    });
    // Every route limit is counted per account or per address as lib/rate-limits decides.
    web.addHook('onRoute', assertBuiltRateLimit);
    await web.register(swagger, {
      openapi: {
        info: { title: 'Ludo Arena API', version: '1.0.0' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
      transform: jsonSchemaTransform,
    });
    await web.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
    await web.register(authPlugin);
    await web.register(realtimePlugin);
    await web.register(storagePlugin);
    await web.register(accountClosurePlugin);
    await web.register(messagingPlugin);
    await web.register(domainEventsPlugin);
    await web.register(notificationsPlugin);
    await web.register(ledgerPlugin);
    await web.register(walletPlugin);
    await web.register(usersPlugin);
    await web.register(adminPlugin);
    await web.register(outboxPlugin);
    await web.register(responsibleGamingPlugin);
    await web.register(authServicePlugin);
    await web.register(gamesPlugin);
    await web.register(matchesPlugin);
    await web.register(tournamentsPlugin);
    // Play-money mode has no way for money in or out: no deposits, withdrawals, payouts or KYC
    // (docs/decisions/0016-play-money-mode.md). Their routes are not there, so they answer 404.
    const realMoney = config.money.mode === 'real';
    if (realMoney) {
      await web.register(withdrawalsPlugin);
      await web.register(paymentsPlugin);
      await web.register(kycPlugin);
      await web.register(taxPlugin);
    }
    await web.register(supportPlugin);
    await web.register(reviewsPlugin);
    await web.register(clientErrorsPlugin);
    onServices?.(web);

    // Each routes plugin names the plugins whose decorations it uses, so registering it before
    // them fails at start-up; it stays encapsulated, so its hooks guard only its own routes.

    await web.register(authRoutes, { prefix: '/api/auth' });
    await web.register(usersRoutes, { prefix: '/api/users' });
    await web.register(responsibleGamingRoutes, { prefix: '/api/responsible-gaming' });
    await web.register(adminResponsibleGamingRoutes, { prefix: '/api/admin/responsible-gaming' });
    await web.register(adminRoutes, { prefix: '/api/admin' });
    await web.register(ledgerAdminRoutes, { prefix: '/api/admin/ledger' });
    await web.register(tournamentsRoutes, { prefix: '/api/tournaments' });
    await web.register(adminTournamentsRoutes, { prefix: '/api/admin/tournaments' });
    await web.register(supportRoutes, { prefix: '/api/support' });
    await web.register(ticketsRoutes, { prefix: '/api/support/tickets' });
    await web.register(adminSupportRoutes, { prefix: '/api/admin/support' });
    await web.register(notificationsRoutes, { prefix: '/api/notifications' });
    await web.register(reviewsRoutes, { prefix: '/api/reviews' });
    await web.register(outboxRoutes, { prefix: '/api/admin/outbox' });
    await web.register(adminReviewsRoutes, { prefix: '/api/admin/reviews' });
    await web.register(clientErrorsRoutes, { prefix: '/api/client-errors' });
    if (realMoney) {
      await web.register(paymentsRoutes, { prefix: '/api/payment' });
      await web.register(withdrawalsRoutes, { prefix: '/api/withdrawals' });
      await web.register(adminWithdrawalsRoutes, { prefix: '/api/admin/withdrawals' });
      await web.register(taxRoutes, { prefix: '/api/tax' });
      await web.register(adminTaxRoutes, { prefix: '/api/admin/tax' });
    } else {
      await web.register(coinsRoutes, { prefix: '/api/coins' });
    }
    await web.register(walletRoutes, { prefix: '/api/transactions' });
    await web.register(roomsRoutes, { prefix: '/api/rooms' });
    await web.register(matchesRoutes, { prefix: '/api/matches' });
    await web.register(gamesRoutes, { prefix: '/api/games' });
    await web.register(leaderboardRoutes, { prefix: '/api/leaderboard' });
    await web.register(adminMatchesRoutes, { prefix: '/api/admin/matches' });
    if (realMoney) {
      await web.register(kycRoutes, { prefix: '/api/kyc' });
      await web.register(megaProxyRoutes, { prefix: '/api/mega-proxy' });
      await web.register(adminKycRoutes, { prefix: '/api/admin/kyc' });
    }

    const webDist = config.webDistDir;
    const serveWeb = webDist !== undefined && existsSync(join(webDist, 'index.html'));
    if (serveWeb) {
      await web.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders: (reply, path) => {
          // Vite puts a content hash in every asset name, so assets never change under one URL.
          const immutable = path.includes(`${join(webDist, 'assets')}`);
          reply.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }

    // The page in the visitor's language, naming its texts' catalog; in play money, saying so.
    const pageFor = serveWeb ? webPages(webDist, !realMoney) : undefined;

    web.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      const isPage = request.method === 'GET' && !path.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(path);
      // Client-side routes (/user/wallet…) are the web app's: answer them with its index page.
      if (pageFor && isPage) {
        const page = pageFor(request);
        reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language, Accept-Encoding');
        if (page.encoding) reply.header('Content-Encoding', page.encoding);
        return reply.type('text/html; charset=utf-8').send(page.body);
      }
      return reply
        .status(404)
        .send({ message: `No route for ${request.method} ${path}`, code: 'NOT_FOUND' satisfies ApiErrorCode });
    });
  });

  return app;
}
