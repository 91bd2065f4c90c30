import { fileURLToPath } from 'node:url';
import { pino } from 'pino';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { loggerOptions } from './lib/log-redaction';
import { reportSquattedAdminEmails } from './modules/users/admin-accounts';

async function main() {
  const config = loadConfig();
  // The built web app sits beside the server's build in the monorepo unless told otherwise.
  config.webDistDir ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({ config });
  for (const warning of await reportSquattedAdminEmails(app.db, config.adminEmails)) app.log.warn(warning);

  // A library's forgotten promise (a Redis publish during an outage, say) must not stop a server
  // that holds players' sessions and money flows: log it and carry on.
  process.on('unhandledRejection', (reason) => app.log.error({ err: reason }, 'unhandled rejection'));

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      app.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
  await app.listen({ host: config.host, port: config.port });
}

main().catch((error: unknown) => {
  // Before the app (and its logger) exists, or after it failed: the same redacted log lines, on
  // stderr, written at once since the process exits next.
  const log = pino(loggerOptions('info'), pino.destination({ dest: 2, sync: true }));
  if (error instanceof ConfigError) log.fatal(error.message);
  else log.fatal({ err: error }, 'the server could not start');
  process.exit(1);
});
