import { messageResponseSchema } from '@ludo/shared/auth/auth.schemas';
import { clientErrorReportSchema } from '@ludo/shared/client-errors/client-errors.schemas';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { perAddress } from '../../lib/rate-limits';
import { errorResponses } from '../../lib/route-schemas';
import { bearerToken } from '../../plugins/auth';

/**
 * A report is a few hundred bytes. Its longest, a stack of CLIENT_ERROR_STACK_MAX characters and a
 * message of 500, fits in 16 KB even in a script of three bytes a character (Tamil, Telugu).
 */
const REPORT_BODY_LIMIT = 16 * 1024;

/** /api/client-errors: the web app's failure reports (no account needed: pages fail signed out too). */
const clientErrorsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/',
    {
      bodyLimit: REPORT_BODY_LIMIT,
      config: perAddress(app.config.rateLimit.clientErrorsPerHour, '1 hour'),
      schema: {
        tags: ['client-errors'],
        summary: 'Report a failure of the web app to the team (written to the server log)',
        body: clientErrorReportSchema,
        response: { 202: messageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await app.clientErrors.record(request.body, { accessToken: bearerToken(request), requestId: request.id });
      return reply.status(202).send({ message: 'Reported' });
    },
  );
};

export default fp(clientErrorsRoutes, {
  name: 'client-errors-routes',
  dependencies: ['client-errors'],
  encapsulate: true,
});
