/**
 * npm run admin:create -- --email a@b.in --password '...' [--name 'Full Name'] [--phone 98…] [--ludo-id X]
 * npm run admin:create -- --email a@b.in --promote-existing
 *
 * Creates an administrator account. An account that already holds the email is promoted only
 * with --promote-existing, after its details are shown: emails are not verified, so the account
 * may not be the operator's. Uses the same DATA_DIR / DATABASE_URL as the server; with the
 * embedded database, run it while the server is stopped.
 */
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, phoneSchema } from '@ludo/shared/auth/auth.schemas';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from '../modules/auth/passwords';
import { createAdminAccount, findUserByEmail, promoteToAdmin } from '../modules/users/admin-accounts';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
      phone: { type: 'string' },
      'ludo-id': { type: 'string' },
      'promote-existing': { type: 'boolean', default: false },
    },
  });
  const email = emailSchema.parse(values.email ?? '');
  const config = loadConfig();
  const handle = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    postgres: config.database,
  });
  try {
    const existing = await findUserByEmail(handle.db, email);
    if (existing) {
      const details = `${existing.fullName}, phone ${existing.phone}, created ${existing.createdAt.toISOString()}`;
      if (existing.role === 'admin') {
        console.warn(`${email} is already an administrator (${details}).`);
      } else if (!values['promote-existing']) {
        console.error(
          `${email} belongs to an existing player account (${details}). The password was not changed and ` +
            'the account was not promoted. If the account is yours, run again with --promote-existing.',
        );
        process.exitCode = 1;
      } else {
        await promoteToAdmin(handle.db, existing, 'admin:create --promote-existing');
        console.warn(`${email} is now an administrator (${details}).`);
      }
      return;
    }
    const password = passwordSchema.parse(values.password ?? '');
    if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD_MESSAGE);
    await createAdminAccount(
      handle.db,
      {
        email,
        password,
        fullName: values.name ?? 'Administrator',
        phone: values.phone ? phoneSchema.parse(values.phone) : undefined,
        ludoPlayerId: values['ludo-id'],
      },
      'admin:create command',
    );
    console.warn(`Created administrator ${email}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
