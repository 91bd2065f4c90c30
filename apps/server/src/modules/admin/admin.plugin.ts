import type { AdminUser, AdminUserList, AuditLog } from '@ludo/shared/admin/admin.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { listAudit } from '../audit/audit.service';
import { listUsers, type ModerationInput, moderateUser } from './admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

/** The console's users and audit log. A moderated user's cached auth check is dropped at once. */
export class AdminService {
  constructor(
    private readonly db: Database,
    private readonly forgetAuth: (userId: string) => void,
  ) {}

  users(query: { search?: string | undefined; page: number; pageSize: number }): Promise<AdminUserList> {
    return listUsers(this.db, query);
  }

  async moderate(action: 'suspend' | 'restore', input: ModerationInput): Promise<AdminUser> {
    const moderated = await moderateUser(this.db, action, input);
    this.forgetAuth(moderated.id);
    return moderated;
  }

  auditLog(query: { targetId?: string | undefined; page: number; pageSize: number }): Promise<AuditLog> {
    return listAudit(this.db, query);
  }
}

async function adminPlugin(app: FastifyInstance) {
  app.decorate('admin', new AdminService(app.db, (userId) => app.authCache.invalidateUser(userId)));
}

export default fp(adminPlugin, { name: 'admin', dependencies: ['db', 'auth'] });
