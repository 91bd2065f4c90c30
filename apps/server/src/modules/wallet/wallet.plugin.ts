import type { CoinsClaim, CoinsStatus } from '@ludo/shared/wallet/coins.schemas';
import type { Transaction } from '@ludo/shared/wallet/wallet.schemas';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client';
import { type CoinsSettings, claimDailyCoins, coinsStatus } from './coins';
import { listTransactions } from './wallet.service';

declare module 'fastify' {
  interface FastifyInstance {
    wallet: WalletService;
  }
}

/**
 * The player's wallet as its routes read it: their history and, with play money, their coins. The
 * money itself moves through the ledger, in the transactions of the modules that move it.
 */
export class WalletService {
  constructor(
    private readonly db: Database,
    private readonly coins: CoinsSettings,
  ) {}

  transactions(userId: string, limit: number): Promise<Transaction[]> {
    return listTransactions(this.db, userId, limit);
  }

  coinsStatus(userId: string): Promise<CoinsStatus> {
    return coinsStatus(this.db, userId, this.coins);
  }

  claimDailyCoins(userId: string): Promise<CoinsClaim> {
    return claimDailyCoins(this.db, userId, this.coins);
  }
}

async function walletPlugin(app: FastifyInstance) {
  app.decorate('wallet', new WalletService(app.db, app.config.money));
}

export default fp(walletPlugin, { name: 'wallet', dependencies: ['db'] });
