import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { promoteListedAdmins } from './modules/users/admin-accounts';

async function main() {
  const config = loadConfig();
  // The built web app sits beside the server's build in the monorepo unless told otherwise.
  config.webDistDir ??= fileURLToPath(new URL('../../web/dist', import.meta.url));
  const app = await buildApp({ config });
  const promoted = await promoteListedAdmins(app.db, config.adminEmails);
  if (promoted > 0) app.log.info({ promoted }, 'promoted ADMIN_EMAILS accounts to admin');

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
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});
