import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { type UserRow, users } from '../../db/schema';

export async function findUserById(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

/**
 * Takes the player's row for the rest of the transaction (FOR NO KEY UPDATE): the point where a
 * player's own actions of one kind wait for each other (orders, withdrawals, rooms, a KYC
 * submission), so a limit counted inside cannot race. NO KEY UPDATE, so that rows elsewhere
 * pointing at the player (a prize paid at the same moment) check their foreign key without waiting.
 */
export async function lockPlayerRow(tx: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await tx.select().from(users).where(eq(users.id, id)).for('no key update');
  return row;
}

/** Locks the user's row for the rest of the transaction (moderation, profile edits). */
export async function findUserByIdForUpdate(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function findUserByEmailOrPhone(
  db: DbOrTx,
  by: { email?: string | undefined; phone?: string | undefined },
): Promise<UserRow | undefined> {
  const conditions = [
    by.email ? eq(users.email, by.email) : undefined,
    by.phone ? eq(users.phone, by.phone) : undefined,
  ];
  if (!by.email && !by.phone) return undefined;
  const [row] = await db
    .select()
    .from(users)
    .where(or(...conditions));
  return row;
}

export type DuplicateField = 'email' | 'phone' | 'ludoPlayerId';

/** Which of the unique fields another account already uses, checked in the form's order. */
export async function findTakenField(
  db: DbOrTx,
  fields: { email: string; phone: string; ludoPlayerId?: string | undefined },
  exceptUserId?: string,
): Promise<DuplicateField | undefined> {
  const rows = await db
    .select({ id: users.id, email: users.email, phone: users.phone, ludoPlayerId: users.ludoPlayerId })
    .from(users)
    .where(
      or(
        eq(users.email, fields.email),
        eq(users.phone, fields.phone),
        fields.ludoPlayerId ? sql`lower(${users.ludoPlayerId}) = lower(${fields.ludoPlayerId})` : undefined,
      ),
    );
  const others = rows.filter((row) => row.id !== exceptUserId);
  if (others.some((row) => row.email === fields.email)) return 'email';
  if (others.some((row) => row.phone === fields.phone)) return 'phone';
  if (
    fields.ludoPlayerId &&
    others.some((row) => row.ludoPlayerId.toLowerCase() === fields.ludoPlayerId?.toLowerCase())
  ) {
    return 'ludoPlayerId';
  }
  return undefined;
}

const CONSTRAINT_FIELDS: Record<string, DuplicateField> = {
  users_email_key: 'email',
  users_phone_key: 'phone',
  users_ludo_player_id_key: 'ludoPlayerId',
};

export function duplicateFieldOfConstraint(constraint: string): DuplicateField | undefined {
  return CONSTRAINT_FIELDS[constraint];
}

/**
 * The account's standing as an administrator set it: active, or suspended with the reason the
 * player is told. Answers the row as it is now, or undefined when there is no such user.
 */
export async function setAccountStatus(
  tx: DbOrTx,
  userId: string,
  status: 'active' | 'suspended',
  suspendedReason: string | null,
): Promise<UserRow | undefined> {
  const [row] = await tx
    .update(users)
    .set({ status, suspendedReason, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}

/** Where the player's identity check stands, as the KYC module decided it, with the reason for a rejection. */
export async function setKycStatus(
  tx: DbOrTx,
  userId: string,
  kycStatus: UserRow['kycStatus'],
  kycRejectionReason: string | null,
): Promise<void> {
  await tx.update(users).set({ kycStatus, kycRejectionReason, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
