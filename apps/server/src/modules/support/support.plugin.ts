import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { SupportService } from './support.service';
import { supportClosure } from './support-closure';

declare module 'fastify' {
  interface FastifyInstance {
    support: SupportService;
  }
}

/**
 * Support tickets: the service the player's and the admin console's routes share. A team answer
 * reaches the player as a notification through the outbox (the domain-events plugin), so nothing
 * here sends anything itself.
 */
async function supportPlugin(app: FastifyInstance) {
  app.decorate('support', new SupportService(app.db, app.files));
  app.accountClosure.register('support', supportClosure(app.files));
}

export default fp(supportPlugin, {
  name: 'support',
  dependencies: ['db', 'storage', 'domain-events', 'account-closure'],
});
