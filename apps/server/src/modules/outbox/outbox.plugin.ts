import type { OutboxMessage } from '@ludo/shared/admin/outbox.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { recordAudit } from '../audit/audit.service';
import { listOutbox, readOutboxMessage } from './outbox';

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxService;
  }
}

/**
 * The emails and SMS written to DATA_DIR/outbox on the embedded default, for admins, with reset
 * links and codes hidden; nothing (`enabled` false) when both go out for real. Every message read
 * is audited.
 */
export class OutboxService {
  constructor(
    private readonly db: Database,
    private readonly dataDir: string,
    readonly enabled: boolean,
  ) {}

  list(): Promise<OutboxMessage[]> {
    return this.enabled ? listOutbox(this.dataDir) : Promise.resolve([]);
  }

  /** The message's text, or null when it is not in the outbox. */
  async read(name: string, reader: { adminId: string; ipAddress: string }): Promise<string | null> {
    const text = this.enabled ? await readOutboxMessage(this.dataDir, name) : null;
    if (text === null) return null;
    await recordAudit(this.db, {
      actorId: reader.adminId,
      action: 'outbox.read',
      targetType: 'outbox_message',
      targetId: null,
      after: { name },
      ipAddress: reader.ipAddress,
    });
    return text;
  }
}

async function outboxPlugin(app: FastifyInstance) {
  const enabled = app.mailer.kind === 'outbox' || app.sms.kind === 'sandbox';
  app.decorate('outbox', new OutboxService(app.db, app.config.dataDir, enabled));
}

export default fp(outboxPlugin, { name: 'outbox', dependencies: ['db', 'messaging'] });
