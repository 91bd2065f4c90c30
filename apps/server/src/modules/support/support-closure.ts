import { eq, inArray } from 'drizzle-orm';
import { contactMessages, supportReplies, supportTickets } from '../../db/schema';
import type { AccountClosureParticipant, AfterClosure } from '../../lib/account-closure';
import type { EncryptedStorage } from '../files/file-storage';
import { forgetStoredFiles } from '../files/stored-files';

/**
 * Support and closing an account: the player's tickets, their threads and attachments, and the
 * contact-form messages sent while signed in, are personal and are deleted (an open ticket needs
 * no answer from an account that no longer exists). Attachments leave the store after the commit.
 */
export function supportClosure(files: Pick<EncryptedStorage, 'delete'>): AccountClosureParticipant {
  return {
    async erase(tx, userId) {
      const tickets = await tx
        .select({ id: supportTickets.id, attachmentFileId: supportTickets.attachmentFileId })
        .from(supportTickets)
        .where(eq(supportTickets.userId, userId));
      const ticketIds = tickets.map((ticket) => ticket.id);
      const fileIds = tickets.flatMap((ticket) => (ticket.attachmentFileId ? [ticket.attachmentFileId] : []));
      if (ticketIds.length > 0) {
        await tx.delete(supportReplies).where(inArray(supportReplies.ticketId, ticketIds));
        await tx.delete(supportTickets).where(inArray(supportTickets.id, ticketIds));
      }
      await tx.delete(contactMessages).where(eq(contactMessages.userId, userId));
      if (fileIds.length === 0) return [];
      const keys = await forgetStoredFiles(tx, fileIds);
      return keys.map(
        (key): AfterClosure =>
          () =>
            files.delete(key),
      );
    },
  };
}
