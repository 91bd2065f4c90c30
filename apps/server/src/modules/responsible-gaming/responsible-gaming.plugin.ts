import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ResponsibleGamingService } from './responsible-gaming.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' own limits and breaks: asked before deposits, play and login. */
    responsibleGaming: ResponsibleGamingService;
  }
}

async function responsibleGamingPlugin(app: FastifyInstance) {
  app.decorate(
    'responsibleGaming',
    new ResponsibleGamingService(app.db, (userId) => app.authCache.invalidateUser(userId)),
  );
}

export default fp(responsibleGamingPlugin, { name: 'responsible-gaming', dependencies: ['db', 'auth'] });
