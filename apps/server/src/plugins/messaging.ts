import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createMailer, type Mailer } from '../lib/mailer';
import { createSmsSender, type SmsSender } from '../lib/sms';

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
}

export default fp(messagingPlugin, { name: 'messaging' });
