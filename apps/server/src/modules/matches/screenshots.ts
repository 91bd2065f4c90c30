import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { matches, matchResults, storedFiles } from '../../db/schema';
import { isPlayerOf, matchNotFound } from './match-records';
import type { Viewer } from './match-views';

/** A result's screenshot, for the match's two players and admins; anyone else is told it does not exist. */
export async function readScreenshot(app: FastifyInstance, viewer: Viewer, matchId: string, userId: string) {
  const [row] = await app.db
    .select({ match: matches, storageKey: storedFiles.storageKey, contentType: storedFiles.contentType })
    .from(matchResults)
    .innerJoin(matches, eq(matches.id, matchResults.matchId))
    .innerJoin(storedFiles, eq(storedFiles.id, matchResults.screenshotFileId))
    .where(and(eq(matchResults.matchId, matchId), eq(matchResults.userId, userId)));
  if (!row || !(viewer.isAdmin || isPlayerOf(row.match, viewer.id))) throw matchNotFound();
  return { bytes: await app.files.get(row.storageKey), contentType: row.contentType };
}
