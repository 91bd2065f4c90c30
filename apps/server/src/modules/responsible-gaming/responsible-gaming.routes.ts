import {
  activityStatementQuerySchema,
  activityStatementSchema,
  adminExclusionsSchema,
  depositLimitsBodySchema,
  exclusionBodySchema,
  playTimeLimitBodySchema,
  responsibleGamingSchema,
} from '@ludo/shared/responsible-gaming/responsible-gaming.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount } from '../../lib/rate-limits';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

/** /api/responsible-gaming: the player's own deposit limits and breaks. */
const responsibleGamingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const service = app.responsibleGaming;

  app.get(
    '/',
    {
      schema: {
        tags: ['responsible gaming'],
        summary: 'The player’s deposit limits (with raises waiting their 24 hours) and any break in force',
        security: bearerAuth,
        response: { 200: responsibleGamingSchema, ...errorResponses(401) },
      },
    },
    async (request) => service.status(authOf(request).user.id),
  );

  app.put(
    '/deposit-limits',
    {
      config: perAccount(20, '1 hour'),
      schema: {
        tags: ['responsible gaming'],
        summary: 'Set the daily, weekly and monthly deposit limits: lower at once, higher after 24 hours',
        security: bearerAuth,
        body: depositLimitsBodySchema,
        response: { 200: responsibleGamingSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.setDepositLimits(authOf(request).user.id, request.body, request.ip),
  );

  app.put(
    '/play-time-limit',
    {
      config: perAccount(20, '1 hour'),
      schema: {
        tags: ['responsible gaming'],
        summary: 'Set the daily play time limit in minutes: lower at once, higher after 24 hours',
        security: bearerAuth,
        body: playTimeLimitBodySchema,
        response: { 200: responsibleGamingSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.setPlayTimeLimit(authOf(request).user.id, request.body.minutes, request.ip),
  );

  app.post(
    '/exclusion',
    {
      config: perAccount(10, '1 hour'),
      schema: {
        tags: ['responsible gaming'],
        summary:
          'Take a break: a cool-off (1 day to 6 weeks) or self-exclusion (6 months or more); it cannot be undone',
        security: bearerAuth,
        body: exclusionBodySchema,
        response: { 200: responsibleGamingSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request) => service.startExclusion(authOf(request).user, request.body, request.ip),
  );

  app.get(
    '/statement',
    {
      schema: {
        tags: ['responsible gaming'],
        summary: 'One month (India time) of the player’s games, time played, deposits, withdrawals and net result',
        security: bearerAuth,
        querystring: activityStatementQuerySchema,
        response: { 200: activityStatementSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => app.responsibleGaming.activityStatement(authOf(request).user.id, request.query.month),
  );
};

export default fp(responsibleGamingRoutes, {
  name: 'responsible-gaming-routes',
  dependencies: ['auth', 'responsible-gaming'],
  encapsulate: true,
});

/** /api/admin/responsible-gaming: who is on a break. Read only: no one may lift a player's break. */
const adminResponsibleGamingRoutesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/exclusions',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every player on a cool-off or self-exclusion now, ending soonest first',
        security: bearerAuth,
        response: { 200: adminExclusionsSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ exclusions: await app.responsibleGaming.listActive() }),
  );
};

export const adminResponsibleGamingRoutes = fp(adminResponsibleGamingRoutesPlugin, {
  name: 'admin-responsible-gaming-routes',
  dependencies: ['auth', 'responsible-gaming'],
  encapsulate: true,
});
