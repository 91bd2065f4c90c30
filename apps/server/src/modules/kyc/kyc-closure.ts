import { eq } from 'drizzle-orm';
import { kycSubmissions } from '../../db/schema';
import type { AccountClosureParticipant, AfterClosure } from '../../lib/account-closure';
import type { EncryptedStorage } from '../files/file-storage';
import { forgetStoredFiles } from '../files/stored-files';

/**
 * Identity documents and closing an account: every submission (name, birth date, address, PAN,
 * the Aadhaar and PAN images) is deleted, and the images leave the store after the commit. They
 * are the most sensitive data we hold; tax records that must outlive the account are issue 12's
 * (docs/decisions/0015).
 */
export function kycClosure(files: Pick<EncryptedStorage, 'delete'>): AccountClosureParticipant {
  return {
    async erase(tx, userId) {
      const submissions = await tx.select().from(kycSubmissions).where(eq(kycSubmissions.userId, userId));
      if (submissions.length === 0) return [];
      const fileIds = submissions.flatMap((row) => [row.aadharFrontFileId, row.aadharBackFileId, row.pancardFileId]);
      await tx.delete(kycSubmissions).where(eq(kycSubmissions.userId, userId));
      const keys = await forgetStoredFiles(tx, fileIds);
      return keys.map(
        (key): AfterClosure =>
          () =>
            files.delete(key),
      );
    },
  };
}
