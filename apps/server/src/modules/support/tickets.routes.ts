import { apiErrorSchema } from '@ludo/shared/errors';
import { SUPPORT_ATTACHMENT_MAX_MB } from '@ludo/shared/limits';
import {
  SUPPORT_ATTACHMENT_MAX_BYTES,
  supportReplyBodySchema,
  supportTicketDetailSchema,
  supportTicketListSchema,
  supportTicketParamsSchema,
} from '@ludo/shared/support/support.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerLanguage } from '../../lib/error-messages';
import { readMultipartForm } from '../../lib/multipart-form';
import { perAccount } from '../../lib/rate-limits';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

const errors = errorResponses(400, 401, 404, 409, 429);

/** /api/support/tickets: a signed-in player's support tickets, their threads and attachments. */
const ticketsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const viewerOf = (request: Parameters<typeof authOf>[0]) => {
    const { user } = authOf(request);
    return { id: user.id, isAdmin: user.role === 'admin', language: answerLanguage(request) };
  };

  app.post(
    '/',
    {
      config: perAccount(10, '1 hour'),
      schema: {
        tags: ['support'],
        summary: `Raise a ticket (multipart: subject, category, priority, message, matchId?, transactionId?, attachment? JPEG, PNG, WebP or PDF up to ${SUPPORT_ATTACHMENT_MAX_MB} MB)`,
        security,
        consumes: ['multipart/form-data'],
        response: { 201: supportTicketDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const form = await readMultipartForm(request, {
        maxFileBytes: SUPPORT_ATTACHMENT_MAX_BYTES,
        maxFiles: 1,
        describeLimit: `${SUPPORT_ATTACHMENT_MAX_MB} MB`,
      });
      return reply.status(201).send(await app.support.create(authOf(request).user, form, answerLanguage(request)));
    },
  );

  app.get(
    '/',
    {
      schema: {
        tags: ['support'],
        summary: 'The player’s tickets, newest first',
        security,
        response: { 200: supportTicketListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ tickets: await app.support.listMine(authOf(request).user.id) }),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['support'],
        summary: 'One ticket with its replies, oldest first: for its owner and admins (anyone else: 404)',
        security,
        params: supportTicketParamsSchema,
        response: { 200: supportTicketDetailSchema, ...errors },
      },
    },
    async (request) => app.support.detail(request.params.id, viewerOf(request)),
  );

  app.post(
    '/:id/replies',
    {
      config: perAccount(30, '1 hour'),
      schema: {
        tags: ['support'],
        summary: 'Write in the ticket’s thread (its owner, while it is not closed)',
        security,
        params: supportTicketParamsSchema,
        body: supportReplyBodySchema,
        response: { 201: supportTicketDetailSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      const ticket = await app.support.playerReply(
        user,
        request.params.id,
        request.body.message,
        answerLanguage(request),
      );
      return reply.status(201).send(ticket);
    },
  );

  app.get(
    '/:id/attachment',
    {
      schema: {
        tags: ['support'],
        summary: 'The ticket’s attachment, for its owner and admins only (anyone else: 404)',
        security,
        params: supportTicketParamsSchema,
        response: { 200: z.any().describe('The file'), 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const file = await app.support.readAttachment(authOf(request).user, request.params.id, request.ip);
      const disposition = (request.query as { download?: string }).download === '1' ? 'attachment' : 'inline';
      return reply
        .header('Content-Type', file.contentType)
        .header('Cache-Control', 'private, no-store')
        .header('Content-Disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`)
        .send(file.bytes);
    },
  );
};

export default fp(ticketsRoutes, { name: 'tickets-routes', dependencies: ['auth', 'support'], encapsulate: true });
