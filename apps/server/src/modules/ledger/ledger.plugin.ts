import type { LedgerAccountView, LedgerEntryView } from '@ludo/shared/ledger/ledger.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { listAccounts, listEntries } from './ledger.admin';

declare module 'fastify' {
  interface FastifyInstance {
    ledger: LedgerBooks;
  }
}

/**
 * The books as administrators read them. Money moves through the ledger service's functions
 * (`ledger.service.ts`), which take the transaction of the change that moves it, so they are not
 * on this object (docs/architecture.md, Money).
 */
export class LedgerBooks {
  constructor(private readonly db: Database) {}

  /** A player's accounts, or (without a user) the platform's own. */
  accounts(userId: string | undefined): Promise<LedgerAccountView[]> {
    return listAccounts(this.db, userId);
  }

  entries(
    accountId: number,
    page: { page: number; pageSize: number },
  ): Promise<{ account: LedgerAccountView; entries: LedgerEntryView[]; total: number }> {
    return listEntries(this.db, accountId, page);
  }
}

async function ledgerPlugin(app: FastifyInstance) {
  app.decorate('ledger', new LedgerBooks(app.db));
}

export default fp(ledgerPlugin, { name: 'ledger', dependencies: ['db'] });
