import type { AuditLog } from '@ludo/shared/admin/admin.schemas';
import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { auditLog, users } from '../../db/schema';

export interface AuditRecord {
  /** Null when the system acts on its own (admin:create, ADMIN_EMAILS). */
  actorId: string | null;
  action: string;
  targetType: string;
  targetId: string | null;
  reason?: string | null;
  before?: unknown;
  after?: unknown;
  ipAddress?: string | null;
}

/** Writes one audit row; call it inside the transaction of the change it records. */
export async function recordAudit(tx: DbOrTx, record: AuditRecord): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: record.actorId,
    action: record.action,
    targetType: record.targetType,
    targetId: record.targetId,
    reason: record.reason ?? null,
    before: record.before ?? null,
    after: record.after ?? null,
    ipAddress: record.ipAddress ?? null,
  });
}

export async function listAudit(
  db: DbOrTx,
  query: { targetId?: string | undefined; page: number; pageSize: number },
): Promise<AuditLog> {
  const actor = alias(users, 'actor');
  const where = query.targetId ? eq(auditLog.targetId, query.targetId) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: auditLog.id,
        actorId: auditLog.actorId,
        actorEmail: actor.email,
        action: auditLog.action,
        targetType: auditLog.targetType,
        targetId: auditLog.targetId,
        reason: auditLog.reason,
        before: auditLog.before,
        after: auditLog.after,
        createdAt: auditLog.createdAt,
      })
      .from(auditLog)
      .leftJoin(actor, eq(actor.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  return {
    entries: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: totals[0]?.total ?? 0,
  };
}
