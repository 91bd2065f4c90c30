import { and, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { recordAudit } from '../audit/audit.service';

/**
 * Gives the admin role to the existing accounts whose email is listed in ADMIN_EMAILS. Runs at
 * start-up; registering with a listed email makes an admin directly.
 */
export async function promoteListedAdmins(db: Database, emails: string[]): Promise<number> {
  if (emails.length === 0) return 0;
  return db.transaction(async (tx) => {
    const promoted = await tx
      .update(users)
      .set({ role: 'admin', updatedAt: sql`now()` })
      .where(and(inArray(users.email, emails), ne(users.role, 'admin')))
      .returning({ id: users.id });
    for (const { id } of promoted) {
      await recordAudit(tx, {
        actorId: null,
        action: 'user.promote',
        targetType: 'user',
        targetId: id,
        reason: 'Email listed in ADMIN_EMAILS',
        before: { role: 'player' },
        after: { role: 'admin' },
      });
    }
    return promoted.length;
  });
}
