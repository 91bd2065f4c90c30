import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer';
import { createSmsSender, type SmsSender } from '../lib/sms';
import { createPushSender, type PushSender } from '../lib/web-push';

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
    sms: SmsSender;
    push: PushSender;
  }
}

/** One mailer, one SMS sender and one web push sender for the app (password resets, notification copies). */
async function messagingPlugin(app: FastifyInstance) {
  app.decorate(
    'mailer',
    createMailer({ smtpUrl: app.config.mail.smtpUrl, from: app.config.mail.from, dataDir: app.config.dataDir }),
  );
  const sms = app.config.sms;
  app.decorate(
    'sms',
    createSmsSender(
      sms.provider === 'msg91'
        ? {
            dataDir: app.config.dataDir,
            provider: 'msg91',
            msg91: { apiBase: sms.apiBase, authKey: sms.authKey, templates: sms.templates },
          }
        : { dataDir: app.config.dataDir, provider: 'sandbox' },
    ),
  );
  app.decorate('push', createPushSender(app.config.push));
}

export default fp(messagingPlugin, { name: 'messaging' });
