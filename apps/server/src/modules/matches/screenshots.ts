import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { matches, matchResults, storedFiles } from '../../db/schema';
import { badRequest } from '../../lib/errors';
import type { SniffedType } from '../../lib/file-types';
import type { EncryptedStorage } from '../files/file-storage';
import { stripImageMetadata, UnreadableImageError } from '../files/strip-metadata';
import { isPlayerOf, matchNotFound } from './match-records';
import type { Viewer } from './match-views';

export type ScreenshotType = Extract<SniffedType, `image/${string}`>;

/**
 * A result screenshot as it may be stored and shown to the opponent: without its metadata (EXIF
 * with the GPS position, XMP, text chunks) and without whatever was appended after the image's end
 * (an HTML page tacked onto a PNG), as for KYC documents and pictures (docs/decisions/0009). An
 * image whose structure cannot be walked is refused rather than stored uncleaned.
 */
export function cleanScreenshot(type: ScreenshotType, bytes: Buffer): Buffer {
  try {
    return stripImageMetadata(type, bytes);
  } catch (error) {
    if (error instanceof UnreadableImageError) {
      throw badRequest(
        'SCREENSHOT_UNREADABLE',
        'The screenshot could not be read as an image: attach the PNG, JPEG or WebP screenshot again.',
      );
    }
    throw error;
  }
}

/** A result's screenshot, for the match's two players and admins; anyone else is told it does not exist. */
export async function readScreenshot(
  db: DbOrTx,
  files: EncryptedStorage,
  viewer: Viewer,
  matchId: string,
  userId: string,
) {
  const [row] = await db
    .select({ match: matches, storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .innerJoin(storedFiles, eq(storedFiles.id, matchResults.screenshotFileId))
    .where(and(eq(matchResults.matchId, matchId), eq(matchResults.userId, userId)));
  if (!row || !(viewer.isAdmin || isPlayerOf(row.match, viewer.id))) throw matchNotFound();
  return { bytes: await files.get(row.storageKey), contentType: row.contentType };
}
