import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { startPolling } from '../../lib/polling';
import { stateOf } from '../users/users.service';
import { ResponsibleGamingService } from './responsible-gaming.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Players' own limits and breaks: asked before deposits, play and login. */
    responsibleGaming: ResponsibleGamingService;
  }
}

async function responsibleGamingPlugin(app: FastifyInstance) {
  const money = app.config.money;
  const settings = app.config.responsibleGaming;
  const service = new ResponsibleGamingService(
    app.db,
    (userId) => app.authCache.invalidateUser(userId),
    {
      // Coins are not money: the states' rules on money games do not reach play money.
      restricted: money.mode === 'real' ? money.restrictedStates : [],
      stateOf,
    },
    { firstMinutes: settings.reminderFirstMinutes, everyMinutes: settings.reminderEveryMinutes },
  );
  app.decorate('responsibleGaming', service);
  startPolling(app, 'play reminders', settings.reminderIntervalMs, async () => {
    await service.sendPlayReminders();
  });
}

export default fp(responsibleGamingPlugin, { name: 'responsible-gaming', dependencies: ['db', 'auth'] });
