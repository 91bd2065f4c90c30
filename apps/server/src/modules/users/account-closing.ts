import { formatPaise, isPlayMoney } from '@ludo/shared/money';
import { CLOSED_ACCOUNT_NAME } from '@ludo/shared/users/closed-account';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { type UserRow, userSettings, users } from '../../db/schema';
import type { AccountClosure, AfterClosure } from '../../lib/account-closure';
import { AppError, badRequest, conflict } from '../../lib/errors';
import type { Message } from '../../lib/i18n';
import { recordAudit } from '../audit/audit.service';
import { verifyPassword } from '../auth/passwords';
import type { EncryptedStorage } from '../files/file-storage';
import { forgetStoredFiles } from '../files/stored-files';
import { kycClosure } from '../kyc/kyc-closure';
import { userBalance } from '../ledger/ledger.service';
import { returnCoinsOnClosing } from '../wallet/coins';

export const WRONG_PASSWORD_MESSAGE = 'That password is not correct.';

/** What closing needs from the app. */
export interface AccountClosingDeps {
  db: Database;
  files: Pick<EncryptedStorage, 'delete'>;
  closure: AccountClosure;
  /** Drops the player's cached sessions, so their open tabs and sockets stop at once. */
  forgetSessions: (userId: string) => void;
  log: FastifyBaseLogger;
}

/**
 * "Delete Account" (docs/decisions/0015): with the player's password, and only when nothing of
 * theirs is open (money in the wallet, a match, a tournament, a withdrawal on its way), one
 * transaction ends every session and erases or anonymises their personal data: the account keeps
 * its id (the ledger, wallet transactions and finished games refer to it) under a placeholder name
 * and unreachable contacts; identity documents, the profile picture, support tickets, settings and
 * notifications go. Stored files leave the store after the commit. Refusals change nothing.
 */
export async function closeAccount(
  deps: AccountClosingDeps,
  user: UserRow,
  password: string,
  ipAddress: string | null,
): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw badRequest('WRONG_PASSWORD', WRONG_PASSWORD_MESSAGE, [{ path: 'password', message: WRONG_PASSWORD_MESSAGE }]);
  }
  const after = await deps.db.transaction(async (tx) => {
    // The user row first: a second close, or a registration or deposit racing this one, waits.
    const [locked] = await tx.select().from(users).where(eq(users.id, user.id)).for('update');
    if (!locked || locked.status === 'closed') throw conflict('ACCOUNT_CLOSED', 'This account is closed already.');

    const reasons: Message[] = [];
    const balance = await userBalance(tx, user.id);
    const held = balance.depositPaise + balance.winningsPaise;
    if (held > 0 && !isPlayMoney()) {
      reasons.push({ id: 'error.account.moneyInWallet', values: { amount: formatPaise(held) } });
    }
    reasons.push(...(await deps.closure.blockers(tx, user.id)));
    if (reasons.length > 0) {
      // "Your account cannot be closed yet." and each reason, one sentence after another.
      throw new AppError(
        409,
        'ACCOUNT_NOT_CLOSABLE',
        { id: 'error.account.notClosable', values: { reasons } },
        { reasons },
      );
    }

    if (isPlayMoney()) await returnCoinsOnClosing(tx, user.id);
    const work: AfterClosure[] = [
      ...(await deps.closure.erase(tx, user.id)),
      ...((await kycClosure(deps.files).erase?.(tx, user.id)) ?? []),
    ];
    await tx.delete(userSettings).where(eq(userSettings.userId, user.id));
    await tx
      .update(users)
      .set({
        fullName: CLOSED_ACCOUNT_NAME,
        email: `closed-${user.id}@closed.invalid`,
        phone: `closed-${user.id}`,
        ludoPlayerId: `closed-${user.id}`,
        // Never a valid hash: no password opens it again.
        passwordHash: '!closed',
        status: 'closed',
        suspendedReason: null,
        referredByCode: null,
        kycStatus: 'not_submitted',
        kycRejectionReason: null,
        state: null,
        avatarFileId: null,
        updatedAt: new Date(),
      })
      .where(eq(users.id, user.id));
    if (locked.avatarFileId) {
      for (const key of await forgetStoredFiles(tx, [locked.avatarFileId])) work.push(() => deps.files.delete(key));
    }
    await recordAudit(tx, {
      actorId: user.id,
      action: 'account.close',
      targetType: 'user',
      targetId: user.id,
      ipAddress,
    });
    return work;
  });
  deps.forgetSessions(user.id);
  for (const job of after) {
    await job().catch((error: unknown) => {
      deps.log.error({ err: error, userId: user.id }, 'a closed account’s stored file could not be deleted');
    });
  }
}
