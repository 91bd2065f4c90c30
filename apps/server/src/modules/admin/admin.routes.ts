import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  auditLogQuerySchema,
  auditLogSchema,
  moderationReasonBodySchema,
  userIdParamsSchema,
} from '@ludo/shared/admin/admin.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerAuth, errorResponses } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';
import { listAudit } from '../audit/audit.service';
import { listUsers, moderateUser } from './admin.service';

const security = bearerAuth;
const errors = errorResponses(400, 401, 403, 404, 409);

/** Every route here is for administrators; the role is read from the database row. */
const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Search users',
        security,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListSchema, ...errors },
      },
    },
    async (request) => listUsers(app.db, request.query),
  );

  for (const action of ['suspend', 'restore'] as const) {
    app.post(
      `/users/:id/${action}`,
      {
        schema: {
          tags: ['admin'],
          summary: action === 'suspend' ? 'Suspend a user, with a reason' : 'Lift a suspension, with a reason',
          security,
          params: userIdParamsSchema,
          body: moderationReasonBodySchema,
          response: { 200: adminUserSchema, ...errors },
        },
      },
      async (request) => {
        const moderated = await moderateUser(app.db, action, {
          adminId: authOf(request).user.id,
          targetId: request.params.id,
          reason: request.body.reason,
          ipAddress: request.ip,
        });
        app.authCache.invalidateUser(moderated.id);
        return moderated;
      },
    );
  }

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first',
        security,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogSchema, ...errors },
      },
    },
    async (request) => listAudit(app.db, request.query),
  );
};

export default fp(adminRoutes, { name: 'admin-routes', dependencies: ['db', 'auth'], encapsulate: true });
