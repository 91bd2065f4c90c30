import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, users } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import {
  exifSegment,
  JPEG_SOI,
  jpeg,
  PNG_SIGNATURE,
  pdf,
  png,
  pngChunk,
  pngText,
  riffChunk,
  VP8X_EXIF,
  webp,
} from '../../test/images';
import { type FilePart, filesContaining, filesUnder, multipartBody } from '../../test/kyc';
import { bearer, quickPlayer } from '../../test/users';
import { localFilesDir } from '../files/file-storage';

/**
 * The profile picture: an image only (JPEG, PNG or WebP by its content), at most 2 MB, its
 * metadata removed, encrypted at rest, shown back to its owner; a new picture replaces the old
 * one, whose file is deleted.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let uploads = 0;
const upload = (who: { accessToken: string } | null, files: Array<Omit<FilePart, 'field'> & { field?: string }>) => {
  const form = multipartBody(
    {},
    files.map((file) => ({ field: 'picture', ...file })),
  );
  uploads += 1;
  return t.app.inject({
    method: 'POST',
    url: '/api/users/avatar',
    headers: { ...(who ? bearer(who) : {}), 'content-type': form.contentType },
    payload: form.payload,
    // Changing the picture is limited per address.
    remoteAddress: `10.79.${Math.floor(uploads / 250)}.${(uploads % 250) + 1}`,
  });
};

const getAvatar = (who: { accessToken: string }) =>
  t.app.inject({ method: 'GET', url: '/api/users/avatar', headers: bearer(who) });
const getProfile = async (who: { accessToken: string }) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: bearer(who) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { avatarUrl: string | null };
};

const avatarDir = (player: Player) => join(localFilesDir(t.config.dataDir), 'avatars', player.userId);
const stored = async () => ({
  rows: await countRows(t.database, storedFiles),
  onDisk: filesUnder(localFilesDir(t.config.dataDir)),
});
const avatarIdOf = async (player: Player) => {
  const [row] = await t.database.db.select({ id: users.avatarFileId }).from(users).where(eq(users.id, player.userId));
  return row?.id ?? null;
};

/** A PNG of exactly `size` bytes: a private chunk pads it. */
function pngOfSize(size: number): Buffer {
  const base = png();
  const padding = size - base.length - 12;
  return Buffer.concat([base.subarray(0, 33), pngChunk('paDd', Buffer.alloc(padding, 7)), base.subarray(33)]);
}

describe('changing the picture', () => {
  let player: Player;
  beforeAll(async () => {
    player = await quickPlayer(t.app);
  });

  it('has none at first', async () => {
    expect((await getProfile(player)).avatarUrl).toBeNull();
    const response = await getAvatar(player);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NO_AVATAR' });
  });

  it('takes a PNG, shows it in the profile and gives it back, encrypted on disk', async () => {
    const picture = png();
    const response = await upload(player, [{ bytes: picture, name: 'me.png', type: 'image/png' }]);
    expect(response.statusCode, response.body).toBe(200);
    const id = await avatarIdOf(player);
    expect((response.json() as { avatarUrl: string }).avatarUrl).toBe(`/api/users/avatar?v=${id}`);
    expect((await getProfile(player)).avatarUrl).toBe(`/api/users/avatar?v=${id}`);

    const shown = await getAvatar(player);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/png');
    expect(shown.rawPayload.equals(picture)).toBe(true);

    expect(filesUnder(avatarDir(player))).toHaveLength(1);
    expect(filesContaining(localFilesDir(t.config.dataDir), picture.subarray(33, 60))).toEqual([]);
  });

  it('replaces it: a new address, the new picture shown, the old file and row deleted', async () => {
    const oldId = await avatarIdOf(player);
    const [oldRow] = await t.database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.id, oldId as string));
    const oldPath = join(localFilesDir(t.config.dataDir), oldRow?.storageKey as string);
    expect(filesUnder(avatarDir(player))).toEqual([oldPath]);

    const picture = jpeg();
    const response = await upload(player, [{ bytes: picture, name: 'new.jpg' }]);
    expect(response.statusCode, response.body).toBe(200);
    const newId = await avatarIdOf(player);
    expect(newId).not.toBe(oldId);
    expect((await getProfile(player)).avatarUrl).toBe(`/api/users/avatar?v=${newId}`);

    const shown = await getAvatar(player);
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.rawPayload.equals(picture)).toBe(true);

    expect(
      await t.database.db
        .select()
        .from(storedFiles)
        .where(eq(storedFiles.id, oldId as string)),
    ).toEqual([]);
    const remaining = filesUnder(avatarDir(player));
    expect(remaining).toHaveLength(1);
    expect(remaining).not.toContain(oldPath);
    const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, player.userId));
    expect(rows.map((row) => row.purpose)).toEqual(['avatar']);
  });

  it('removes the metadata of a JPEG, a PNG and a WebP', async () => {
    const marker = 'GPSLatitude 12.9716 N';
    const cleanJpeg = jpeg();
    const cleanPng = png();
    const cases = [
      { bytes: Buffer.concat([JPEG_SOI, exifSegment(marker), cleanJpeg.subarray(2)]), clean: cleanJpeg },
      {
        bytes: Buffer.concat([cleanPng.subarray(0, 33), pngText('Location', marker), cleanPng.subarray(33)]),
        clean: cleanPng,
      },
      {
        bytes: webp({ flags: VP8X_EXIF, after: [riffChunk('EXIF', Buffer.from(`MM\0*${marker}`, 'latin1'))] }),
        clean: webp({ flags: 0 }),
      },
    ];
    for (const { bytes, clean } of cases) {
      const response = await upload(player, [{ bytes, name: 'photo' }]);
      expect(response.statusCode, response.body).toBe(200);
      const shown = (await getAvatar(player)).rawPayload;
      expect(shown.includes(Buffer.from('GPSLatitude'))).toBe(false);
      expect(shown.equals(clean)).toBe(true);
    }
    // Still one picture on disk.
    expect(filesUnder(avatarDir(player))).toHaveLength(1);
  });

  it('takes a picture of exactly 2 MB', async () => {
    const picture = pngOfSize(2 * 1024 * 1024);
    expect(picture.length).toBe(2 * 1024 * 1024);
    const response = await upload(player, [{ bytes: picture, name: 'big.png' }]);
    expect(response.statusCode, response.body).toBe(200);
    expect((await getAvatar(player)).rawPayload.equals(picture)).toBe(true);
  });
});

describe('what is refused, storing nothing and keeping the current picture', () => {
  let player: Player;
  let current: Buffer;
  beforeAll(async () => {
    player = await quickPlayer(t.app);
    current = png();
    expect((await upload(player, [{ bytes: current, name: 'me.png' }])).statusCode).toBe(200);
  });

  async function expectRefused(files: Parameters<typeof upload>[1]) {
    const before = await stored();
    const avatarBefore = await avatarIdOf(player);
    const response = await upload(player, files);
    expect(response.statusCode, response.body).toBe(400);
    expect(await stored()).toEqual(before);
    expect(await avatarIdOf(player)).toBe(avatarBefore);
    expect((await getAvatar(player)).rawPayload.equals(current)).toBe(true);
    return response.json() as { message: string; code: string };
  }

  it('refuses HTML named picture.png', async () => {
    const html = Buffer.from('<html><body onload="alert(1)">hi</body></html>');
    const answer = await expectRefused([{ bytes: html, name: 'picture.png', type: 'image/png' }]);
    expect(answer).toEqual({
      code: 'PICTURE_NOT_AN_IMAGE',
      message: 'picture.png is not an image: choose a JPEG, PNG or WebP picture.',
    });
  });

  it('refuses a PDF: a picture must be an image', async () => {
    const answer = await expectRefused([{ bytes: pdf(), name: 'me.jpg', type: 'image/jpeg' }]);
    expect(answer.code).toBe('PICTURE_NOT_AN_IMAGE');
  });

  it('refuses a picture over 2 MB, naming it', async () => {
    const answer = await expectRefused([{ bytes: pngOfSize(2 * 1024 * 1024 + 1), name: 'huge.png' }]);
    expect(answer).toEqual({ code: 'FILE_TOO_LARGE', message: 'huge.png is too large: files can be at most 2 MB.' });
  });

  it('refuses an image whose structure cannot be read', async () => {
    const broken = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', Buffer.alloc(13)).subarray(0, 10)]);
    const answer = await expectRefused([{ bytes: broken, name: 'cut.png' }]);
    expect(answer).toEqual({ code: 'PICTURE_UNREADABLE', message: 'cut.png could not be read as an image.' });
  });

  it('refuses a form without a picture', async () => {
    const answer = await expectRefused([{ field: 'photo', bytes: png(), name: 'me.png' }]);
    expect(answer).toEqual({ code: 'PICTURE_REQUIRED', message: 'Choose a picture' });
    const empty = await expectRefused([]);
    expect(empty.code).toBe('PICTURE_REQUIRED');
  });

  it('refuses two pictures at once', async () => {
    const answer = await expectRefused([
      { bytes: png(), name: 'a.png' },
      { bytes: png(), name: 'b.png' },
    ]);
    expect(answer.code).toBe('TOO_MANY_FILES');
  });
});

describe('access', () => {
  it('answers 401 without a token', async () => {
    expect((await upload(null, [{ bytes: png(), name: 'me.png' }])).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/users/avatar' })).statusCode).toBe(401);
  });

  it('shows each player their own picture only', async () => {
    const [a, b] = [await quickPlayer(t.app), await quickPlayer(t.app)];
    const [pictureA, pictureB] = [png(), jpeg()];
    expect((await upload(a, [{ bytes: pictureA }])).statusCode).toBe(200);
    expect((await upload(b, [{ bytes: pictureB }])).statusCode).toBe(200);
    expect((await getAvatar(a)).rawPayload.equals(pictureA)).toBe(true);
    expect((await getAvatar(b)).rawPayload.equals(pictureB)).toBe(true);
    // The ?v= of the address only breaks caches: it never selects someone else's picture.
    const bId = await avatarIdOf(b);
    const response = await t.app.inject({ method: 'GET', url: `/api/users/avatar?v=${bId}`, headers: bearer(a) });
    expect(response.rawPayload.equals(pictureA)).toBe(true);
  });
});
