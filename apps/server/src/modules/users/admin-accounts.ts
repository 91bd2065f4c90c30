import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { hashPassword } from '../auth/passwords';
import { findUserByEmailOrPhone } from './users.repository';

/**
 * Administrators are made by the operator (`npm run admin:create`), never by whoever registers
 * an address first: emails are not verified, so an address listed in ADMIN_EMAILS is reserved —
 * the public cannot register it or move an account to it (docs/decisions/0006).
 */
export function assertEmailNotReserved(reservedEmails: readonly string[], email: string, actorIsAdmin = false): void {
  if (!actorIsAdmin && reservedEmails.includes(email)) {
    throw badRequest('EMAIL_RESERVED', 'This email address cannot be used. Please choose another one.', [
      { path: 'email', message: 'This email address cannot be used. Please choose another one.' },
    ]);
  }
}

export interface NewAdmin {
  email: string;
  password: string;
  fullName: string;
  /** Stored as +91…; admins without a phone get a placeholder that cannot collide with a player's. */
  phone?: string | undefined;
  ludoPlayerId?: string | undefined;
}

export function findUserByEmail(db: Database, email: string): Promise<UserRow | undefined> {
  return findUserByEmailOrPhone(db, { email });
}

export async function createAdminAccount(db: Database, input: NewAdmin, reason: string): Promise<UserRow> {
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        fullName: input.fullName,
        email: input.email,
        phone: input.phone ?? `admin:${input.email}`,
        ludoPlayerId: input.ludoPlayerId ?? `admin:${input.email}`,
        passwordHash,
        role: 'admin',
      })
      .returning();
    if (!row) throw new Error('admin insert returned no row');
    await recordAudit(tx, {
      actorId: null,
      action: 'user.create_admin',
      targetType: 'user',
      targetId: row.id,
      reason,
      after: { email: row.email, role: 'admin' },
    });
    return row;
  });
}

/** Makes an existing account an admin; the operator has checked that the account is theirs. */
export async function promoteToAdmin(db: Database, user: UserRow, reason: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(users).set({ role: 'admin' }).where(eq(users.id, user.id));
    await recordAudit(tx, {
      actorId: null,
      action: 'user.promote',
      targetType: 'user',
      targetId: user.id,
      reason,
      before: { role: user.role },
      after: { role: 'admin' },
    });
  });
}

/**
 * Start-up check: a listed address already held by a player account was registered before it was
 * reserved, by someone unknown. It is not promoted; the operator is told what to do.
 */
export async function reportSquattedAdminEmails(db: Database, reservedEmails: readonly string[]): Promise<string[]> {
  const warnings: string[] = [];
  for (const email of reservedEmails) {
    const user = await findUserByEmail(db, email);
    if (user && user.role !== 'admin') {
      warnings.push(
        `ADMIN_EMAILS lists ${email}, which belongs to a player account (created ${user.createdAt.toISOString()}, phone ${user.phone}). ` +
          'It was not made an admin. If it is yours, run: npm run admin:create -- --email ' +
          `${email} --promote-existing`,
      );
    }
  }
  return warnings;
}
