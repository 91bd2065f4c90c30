import {
  outboxListSchema,
  outboxMessageBodySchema,
  outboxMessageParamsSchema,
} from '@ludo/shared/admin/outbox.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../lib/errors';
import { errorResponses, bearerAuth as security } from '../../lib/route-schemas';
import { authOf } from '../../plugins/auth';

/**
 * /api/admin/outbox: the emails and SMS written to DATA_DIR/outbox on the embedded default, for
 * admins, with reset links and codes hidden. Empty (and `enabled: false`) when both go out for real.
 */
const outboxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.authenticate);
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/',
    {
      schema: {
        tags: ['admin'],
        summary: 'The outbox: emails and SMS written to the data folder, newest first',
        security,
        response: { 200: outboxListSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ enabled: app.outbox.enabled, messages: await app.outbox.list() }),
  );

  app.get(
    '/:name',
    {
      schema: {
        tags: ['admin'],
        summary: 'One message of the outbox as text, reset links and codes hidden; audited',
        security,
        params: outboxMessageParamsSchema,
        response: { 200: outboxMessageBodySchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const text = await app.outbox.read(request.params.name, {
        adminId: authOf(request).user.id,
        ipAddress: request.ip,
      });
      if (text === null) throw notFound('This message is not in the outbox.', 'OUTBOX_MESSAGE_NOT_FOUND');
      return { name: request.params.name, text };
    },
  );
};

export default fp(outboxRoutes, {
  name: 'admin-outbox-routes',
  dependencies: ['auth', 'outbox'],
  encapsulate: true,
});
