import {
  adminUserListQuerySchema,
  adminUserListSchema,
  adminUserSchema,
  auditLogQuerySchema,
  auditLogSchema,
  moderationReasonBodySchema,
  userIdParamsSchema,
} from '@ludo/shared/admin/admin.schemas';
import { apiErrorSchema } from '@ludo/shared/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../plugins/auth';
import { listAudit } from '../audit/audit.service';
import { listUsers, restoreUser, suspendUser } from './admin.service';

const security = [{ bearerAuth: [] }];
const errors = {
  400: apiErrorSchema,
  401: apiErrorSchema,
  403: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
};

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

  app.post(
    '/users/:id/suspend',
    {
      schema: {
        tags: ['admin'],
        summary: 'Suspend a user, with a reason',
        security,
        params: userIdParamsSchema,
        body: moderationReasonBodySchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      suspendUser(app.db, {
        adminId: authOf(request).user.id,
        targetId: request.params.id,
        reason: request.body.reason,
        ipAddress: request.ip,
      }),
  );

  app.post(
    '/users/:id/restore',
    {
      schema: {
        tags: ['admin'],
        summary: 'Lift a suspension, with a reason',
        security,
        params: userIdParamsSchema,
        body: moderationReasonBodySchema,
        response: { 200: adminUserSchema, ...errors },
      },
    },
    async (request) =>
      restoreUser(app.db, {
        adminId: authOf(request).user.id,
        targetId: request.params.id,
        reason: request.body.reason,
        ipAddress: request.ip,
      }),
  );

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

export default adminRoutes;
