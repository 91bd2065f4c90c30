import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, createSmsSender, type Mailer, type SmsSender } from '../lib/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
  }
}

/** One mailer and one SMS sender for the app (password resets, notification copies). */
async function messagingPlugin(app: FastifyInstance) {
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: app.config.mail.smtpUrl, from: app.config.mail.from, dataDir: app.config.dataDir }),
  );
  app.decorate('sms', createSmsSender({ dataDir: app.config.dataDir }));
}

export default fp(messagingPlugin, { name: 'messaging' });
