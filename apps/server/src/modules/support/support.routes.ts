import { messageResponseSchema } from '@ludo/shared/auth/auth.schemas';
import { apiErrorSchema } from '@ludo/shared/errors';
import { contactMessageBodySchema } from '@ludo/shared/support/support.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../lib/rate-limits';

const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/messages',
    {
      config: perAddress(app.config.rateLimit.contactPerHour, '1 hour'),
      schema: {
        tags: ['support'],
        summary: 'Send a message to the support team (public contact form)',
        body: contactMessageBodySchema,
        response: { 201: messageResponseSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      await app.support.contact(request.body, request.ip);
      return reply.status(201).send({ message: "Thanks! We'll get back to you as soon as possible." });
    },
  );
};

export default fp(supportRoutes, { name: 'support-routes', dependencies: ['support'], encapsulate: true });
