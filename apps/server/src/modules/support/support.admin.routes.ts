import {
  adminContactMessageSchema,
  adminSupportQueueQuerySchema,
  adminSupportQueueSchema,
  adminSupportTicketDetailSchema,
  contactMessageParamsSchema,
  contactMessageStatusBodySchema,
  supportAssignBodySchema,
  supportReplyBodySchema,
  supportStatusBodySchema,
  supportTicketParamsSchema,
} from '@ludo/shared/support/support.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAccount } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 403, 404, 409, 429);

/** /api/admin/support: the team's queue of tickets and contact messages, answers, status and assignment. */
const adminSupportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/tickets',
    {
      schema: {
        tags: ['admin'],
        summary:
          'The queue: tickets waiting for the team first, by response deadline (overdue ones marked), then the contact form’s messages',
        security,
        querystring: adminSupportQueueQuerySchema,
        response: { 200: adminSupportQueueSchema, ...errors },
      },
    },
    async (request) => app.support.queue(request.query),
  );

  app.get(
    '/tickets/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One ticket with its thread, the player’s contact details and the assignee',
        security,
        params: supportTicketParamsSchema,
        response: { 200: adminSupportTicketDetailSchema, ...errors },
      },
    },
    async (request) => app.support.adminDetail(request.params.id),
  );

  app.post(
    '/tickets/:id/replies',
    {
      config: perAccount(120, '1 hour'),
      schema: {
        tags: ['admin'],
        summary: 'Answer the player (the ticket becomes answered; the player is notified; audited)',
        security,
        params: supportTicketParamsSchema,
        body: supportReplyBodySchema,
        response: { 201: adminSupportTicketDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const ticket = await app.support.adminReply(
        authOf(request).user,
        request.params.id,
        request.body.message,
        request.ip,
      );
      return reply.status(201).send(ticket);
    },
  );

  app.post(
    '/tickets/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Set the status: open (waits for the team again), answered or closed (audited)',
        security,
        params: supportTicketParamsSchema,
        body: supportStatusBodySchema,
        response: { 200: adminSupportTicketDetailSchema, ...errors },
      },
    },
    async (request) => app.support.setStatus(authOf(request).user, request.params.id, request.body.status, request.ip),
  );

  app.post(
    '/tickets/:id/assign',
    {
      schema: {
        tags: ['admin'],
        summary: 'Assign the ticket to an administrator, or null to unassign (audited)',
        security,
        params: supportTicketParamsSchema,
        body: supportAssignBodySchema,
        response: { 200: adminSupportTicketDetailSchema, ...errors },
      },
    },
    async (request) => app.support.assign(authOf(request).user, request.params.id, request.body.assigneeId, request.ip),
  );

  app.post(
    '/messages/:id/status',
    {
      schema: {
        tags: ['admin'],
        summary: 'Close or reopen a message of the public contact form (audited)',
        security,
        params: contactMessageParamsSchema,
        body: contactMessageStatusBodySchema,
        response: { 200: adminContactMessageSchema, ...errors },
      },
    },
    async (request) =>
      app.support.setContactStatus(authOf(request).user, request.params.id, request.body.status, request.ip),
  );
};

export default fp(adminSupportRoutes, {
  name: 'admin-support-routes',
  dependencies: ['auth', 'support'],
  encapsulate: true,
});
