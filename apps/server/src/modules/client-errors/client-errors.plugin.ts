import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClientErrorsService } from './client-errors.service';

declare module 'fastify' {
  interface FastifyInstance {
    clientErrors: ClientErrorsService;
  }
}

/**
 * Failures of the web app the team should see (docs/architecture.md, Logging): the web app
 * reports them here instead of writing to the browser's console, and they land in the server's
 * log beside the requests around them.
 */
async function clientErrorsPlugin(app: FastifyInstance) {
  app.decorate('clientErrors', new ClientErrorsService(app.log.child({ module: 'client-errors' }), app.accessTokens));
}

export default fp(clientErrorsPlugin, { name: 'client-errors', dependencies: ['auth'] });
