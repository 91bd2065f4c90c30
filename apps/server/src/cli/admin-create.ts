/**
 * npm run admin:create -- --email a@b.in --password '...' [--name 'Full Name'] [--phone 98…] [--ludo-id X]
 *
 * Makes an account an administrator: an existing account with that email is promoted (its
 * password is left alone); otherwise a new admin account is created. Uses the same DATA_DIR /
 * DATABASE_URL as the server; with the embedded database, run it while the server is stopped.
 */
import { parseArgs } from 'node:util';
import { emailSchema, passwordSchema, phoneSchema } from '@ludo/shared/auth/auth.schemas';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { users } from '../db/schema';
import { recordAudit } from '../modules/audit/audit.service';
import { COMMON_PASSWORD_MESSAGE, hashPassword, isCommonPassword } from '../modules/auth/passwords';

async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string', default: 'Administrator' },
      phone: { type: 'string' },
      'ludo-id': { type: 'string' },
    },
  });
  const email = emailSchema.parse(values.email ?? '');
  const config = loadConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: config.pgliteDir });
  try {
    const [existing] = await handle.db.select().from(users).where(eq(users.email, email));
    if (existing) {
      if (existing.role === 'admin') {
        console.warn(`${email} is already an administrator.`);
        return;
      }
      await handle.db.transaction(async (tx) => {
        await tx.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
        await recordAudit(tx, {
          actorId: null,
          action: 'user.promote',
          targetType: 'user',
          targetId: existing.id,
          reason: 'admin:create command',
          before: { role: existing.role },
          after: { role: 'admin' },
        });
      });
      console.warn(`${email} is now an administrator.`);
      return;
    }
    const password = passwordSchema.parse(values.password ?? '');
    if (isCommonPassword(password)) throw new Error(COMMON_PASSWORD_MESSAGE);
    // Admin accounts need a unique phone and Ludo id like any account; placeholders are derived
    // from the email so they never collide with a player's real ones.
    const phone = values.phone ? phoneSchema.parse(values.phone) : `admin:${email}`;
    await handle.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(users)
        .values({
          fullName: values.name ?? 'Administrator',
          email,
          phone,
          ludoPlayerId: values['ludo-id'] ?? `admin:${email}`,
          passwordHash: await hashPassword(password),
          role: 'admin',
        })
        .returning({ id: users.id });
      await recordAudit(tx, {
        actorId: null,
        action: 'user.create_admin',
        targetType: 'user',
        targetId: row?.id ?? null,
        reason: 'admin:create command',
        after: { email, role: 'admin' },
      });
    });
    console.warn(`Created administrator ${email}.`);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
