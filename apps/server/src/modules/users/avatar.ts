import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { type UserRow, users } from '../../db/schema';
import { namedFile } from '../../lib/error-messages';
import { badRequest, notFound } from '../../lib/errors';
import { isImageType, sniffContentType } from '../../lib/file-types';
import type { MultipartForm } from '../../lib/multipart-form';
import type { EncryptedStorage } from '../files/file-storage';
import { forgetStoredFiles, recordStoredFile, storedFile } from '../files/stored-files';
import { stripImageMetadata, UnreadableImageError } from '../files/strip-metadata';
import { lockPlayerRow } from './users.repository';

export const AVATAR_MAX_BYTES = 2 * 1024 * 1024;

/** Replaces the profile picture: an image only, its metadata removed; the old one is deleted. */
export async function replaceAvatar(db: Database, files: EncryptedStorage, user: UserRow, form: MultipartForm) {
  const file = form.files.find((candidate) => candidate.field === 'picture');
  if (!file) throw badRequest('PICTURE_REQUIRED', 'Choose a picture');
  const type = sniffContentType(file.bytes);
  if (!isImageType(type)) {
    throw badRequest('PICTURE_NOT_AN_IMAGE', { id: 'error.avatar.notAnImage', values: namedFile(file.fileName) });
  }
  let bytes: Buffer;
  try {
    bytes = stripImageMetadata(type, file.bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw badRequest('PICTURE_UNREADABLE', { id: 'error.avatar.unreadable', values: namedFile(file.fileName) });
    }
    throw error;
  }
  const storageKey = `avatars/${user.id}/${randomUUID()}`;
  await files.put(storageKey, bytes);
  let previous: string | null = null;
  try {
    await db.transaction(async (tx) => {
      const locked = await lockPlayerRow(tx, user.id);
      if (!locked) throw notFound('Account not found.');
      const fileId = await recordStoredFile(tx, {
        ownerId: user.id,
        purpose: 'avatar',
        storageKey,
        contentType: type,
        sizeBytes: bytes.length,
        fileName: 'avatar',
      });
      if (locked.avatarFileId) {
        previous = (await forgetStoredFiles(tx, [locked.avatarFileId]))[0] ?? null;
      }
      await tx.update(users).set({ avatarFileId: fileId, updatedAt: new Date() }).where(eq(users.id, user.id));
    });
  } catch (error) {
    await files.delete(storageKey).catch(() => undefined);
    throw error;
  }
  if (previous) await files.delete(previous).catch(() => undefined);
}

/** A player's picture, by the file their account names (the profile's, or a game's player list's). */
export async function readAvatar(db: Database, files: EncryptedStorage, user: Pick<UserRow, 'avatarFileId'>) {
  if (!user.avatarFileId) throw notFound('No picture yet.', 'NO_AVATAR');
  const file = await storedFile(db, user.avatarFileId);
  if (!file) throw notFound('No picture yet.', 'NO_AVATAR');
  return { bytes: await files.get(file.storageKey), contentType: file.contentType };
}
