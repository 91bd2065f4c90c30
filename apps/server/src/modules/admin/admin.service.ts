import type { AdminUser, AdminUserList } from '@ludo/shared/admin/admin.schemas';
import { count, desc, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { AppError, forbidden, notFound } from '../../lib/errors';
import { recordAudit } from '../audit/audit.service';
import { revokeUserSessions } from '../auth/sessions';
import { findUserByIdForUpdate, setAccountStatus } from '../users/users.repository';

function toAdminUser(user: UserRow): AdminUser {
  return {
    id: user.id,
    fullName: user.fullName,
    email: user.email,
    phone: user.phone,
    ludoPlayerId: user.ludoPlayerId,
    role: user.role,
    status: user.status,
    suspendedReason: user.suspendedReason,
    createdAt: user.createdAt.toISOString(),
  };
}

/** Escapes LIKE wildcards so a search for "50%" means the text, not a pattern. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

export async function listUsers(
  db: Database,
  query: { search?: string | undefined; page: number; pageSize: number },
): Promise<AdminUserList> {
  const pattern = query.search ? likePattern(query.search) : undefined;
  const where = pattern
    ? or(
        ilike(users.fullName, pattern),
        ilike(users.email, pattern),
        ilike(users.phone, pattern),
        ilike(users.ludoPlayerId, pattern),
      )
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), desc(users.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(users).where(where),
  ]);
  return { users: rows.map(toAdminUser), total: totals[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

export interface ModerationInput {
  adminId: string;
  targetId: string;
  reason: string;
  ipAddress: string;
}

const MODERATION = {
  suspend: { from: 'active', to: 'suspended', conflict: ['ALREADY_SUSPENDED', 'This user is already suspended.'] },
  restore: { from: 'suspended', to: 'active', conflict: ['NOT_SUSPENDED', 'This user is not suspended.'] },
} as const;

/**
 * Suspends or restores a user, with the admin's reason, in one transaction with its audit row.
 * A suspended user is signed out everywhere at once and cannot log in or refresh.
 */
export function moderateUser(
  db: Database,
  action: keyof typeof MODERATION,
  input: ModerationInput,
): Promise<AdminUser> {
  const rule = MODERATION[action];
  if (action === 'suspend' && input.adminId === input.targetId) {
    throw forbidden('You cannot suspend your own account.', 'SELF_MODERATION');
  }
  return db.transaction(async (tx) => {
    const before = await findUserByIdForUpdate(tx, input.targetId);
    if (!before) throw notFound('User not found.');
    if (before.status !== rule.from) throw new AppError(409, rule.conflict[0], rule.conflict[1]);
    const after = await setAccountStatus(tx, input.targetId, rule.to, rule.to === 'suspended' ? input.reason : null);
    if (!after) throw notFound('User not found.');
    if (rule.to === 'suspended') await revokeUserSessions(tx, input.targetId, 'account suspended');
    await recordAudit(tx, {
      actorId: input.adminId,
      action: `user.${action}`,
      targetType: 'user',
      targetId: input.targetId,
      reason: input.reason,
      before: { status: before.status, suspendedReason: before.suspendedReason },
      after: { status: after.status, suspendedReason: after.suspendedReason },
      ipAddress: input.ipAddress,
    });
    return toAdminUser(after);
  });
}
