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
    async (request) => app.admin.users(request.query),
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
      async (request) =>
        app.admin.moderate(action, {
          adminId: authOf(request).user.id,
          targetId: request.params.id,
          reason: request.body.reason,
          ipAddress: request.ip,
        }),
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
    async (request) => app.admin.auditLog(request.query),
  );
};

export default fp(adminRoutes, { name: 'admin-routes', dependencies: ['auth', 'admin'], encapsulate: true });
