import { randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import type { Database } from '../db/client';
import { EncryptedStorage, LocalDiskStorage, localFilesDir, parseEncryptionKey } from '../modules/files/file-storage';
import { silentNotifier } from '../modules/matches/match-effects';
import { MatchResultsService } from '../modules/matches/match-results.service';
import { RoomsService } from '../modules/matches/rooms.service';
import { TournamentGamesService } from '../modules/matches/tournament-games.service';
import { bearer } from './users';

/** A tiny, well-formed PNG (1×1, one red pixel), enough for a screenshot or a document. */
export const PNG_BYTES = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8cfc0f01f00050001ff89993d1d0000000049454e44ae426082',
  'hex',
);

let roomCodeCounter = 10_000_000 + randomInt(80_000_000);
/** A fresh 8-digit room code. */
export const nextRoomCode = () => String(roomCodeCounter++);

/** A multipart body for POST /api/matches/{id}/result. */
export function resultForm(result: string | undefined, file?: { bytes: Buffer; name?: string; type?: string }) {
  return multipartForm(result === undefined ? {} : { result }, file);
}

/** A multipart body of these text fields and, optionally, a `screenshot` file. */
export function multipartForm(fields: Record<string, string>, file?: { bytes: Buffer; name?: string; type?: string }) {
  const boundary = `----ludo${randomBytes(8).toString('hex')}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="screenshot"; filename="${file.name ?? 'result.png'}"\r\nContent-Type: ${file.type ?? 'image/png'}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

type Player = { accessToken: string; userId: string };

let addressCounter = 0;
/**
 * A different client address for each call, as players on many networks would have. Room
 * creation and results are limited per account (lib/rate-limits.ts), so this no longer decides
 * whether a test is refused; the shared-address tests send everything from one address instead.
 */
export const nextAddress = () => {
  addressCounter += 1;
  return `10.${(addressCounter >> 16) & 255}.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
};

export async function createRoom(app: FastifyInstance, player: Player, stake = 50, roomId = nextRoomCode()) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/rooms',
    remoteAddress: nextAddress(),
    headers: bearer(player),
    payload: { roomId, stake, durationMinutes: 10 },
  });
  if (response.statusCode !== 201) throw new Error(`create room: ${response.statusCode} ${response.body}`);
  return response.json() as { matchId: string; roomId: string };
}

export async function requestToJoin(app: FastifyInstance, player: Player, matchId: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/rooms/${matchId}/request`,
    remoteAddress: nextAddress(),
    headers: bearer(player),
  });
  if (response.statusCode !== 201) throw new Error(`request: ${response.statusCode} ${response.body}`);
  return (response.json() as { requestId: string }).requestId;
}

export async function acceptRequest(app: FastifyInstance, owner: Player, matchId: string, requestId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/requests/${requestId}/accept`,
    headers: bearer(owner),
  });
}

export async function reportResult(app: FastifyInstance, player: Player, matchId: string, result: 'won' | 'lost') {
  const form = resultForm(result, { bytes: PNG_BYTES });
  return app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/result`,
    remoteAddress: nextAddress(),
    headers: { ...bearer(player), 'content-type': form.contentType },
    payload: form.payload,
  });
}

/** Two funded players and a started match between them. */
export async function startedMatch(app: FastifyInstance, creator: Player, joiner: Player, stake = 50) {
  const { matchId } = await createRoom(app, creator, stake);
  const requestId = await requestToJoin(app, joiner, matchId);
  const accepted = await acceptRequest(app, creator, matchId, requestId);
  if (accepted.statusCode !== 200) throw new Error(`accept: ${accepted.statusCode} ${accepted.body}`);
  return matchId;
}

/**
 * The match services on a test app's database, for driving the timers (expiry, deadlines, review)
 * directly. Realtime notices go nowhere.
 */
export function matchServices(t: { database: { db: Database }; config: AppConfig }) {
  const files = new EncryptedStorage(
    new LocalDiskStorage(localFilesDir(t.config.dataDir)),
    parseEncryptionKey(t.config.fileEncryptionKey),
  );
  // No tournament listens here: drive tournament games through the app's own services.
  const games = new TournamentGamesService(t.database.db, t.config.matches, silentNotifier);
  return {
    rooms: new RoomsService(t.database.db, t.config.matches, silentNotifier),
    results: new MatchResultsService(t.database.db, t.config.matches, files, silentNotifier, games),
  };
}
