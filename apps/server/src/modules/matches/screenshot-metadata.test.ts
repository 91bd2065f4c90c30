import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchResults, storedFiles } from '../../db/schema';
import { countRows, createTestApp, type TestApp } from '../../test/harness';
import {
  exifSegment,
  JPEG_EOI,
  JPEG_IMAGE,
  JPEG_JFIF,
  JPEG_SOI,
  plainJpeg,
  png,
  pngText,
  webp,
} from '../../test/images';
import { nextAddress, resultForm, startedMatch } from '../../test/matches';
import { bearer, creditPlayer, quickPlayer } from '../../test/users';

/**
 * A result screenshot reaches the opponent (and admins) as a picture only: the location a phone
 * wrote into it and anything appended after the image's end (an HTML page tacked onto a PNG) are
 * removed before it is stored (docs/decisions/0009). Read back through the screenshot route.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Player = { accessToken: string; userId: string };

async function match() {
  const [creator, joiner] = [await quickPlayer(t.app), await quickPlayer(t.app)];
  for (const player of [creator, joiner]) await creditPlayer(t.app.db, player.userId, { depositPaise: 10_000 });
  return { matchId: await startedMatch(t.app, creator, joiner), creator, joiner };
}

function report(player: Player, matchId: string, bytes: Buffer, name = 'result.png') {
  const form = resultForm('won', { bytes, name, type: 'image/png' });
  return t.app.inject({
    method: 'POST',
    url: `/api/matches/${matchId}/result`,
    headers: { ...bearer(player), 'content-type': form.contentType },
    payload: form.payload,
    remoteAddress: nextAddress(),
  });
}

const screenshotOf = (viewer: Player, matchId: string, author: Player) =>
  t.app.inject({
    method: 'GET',
    url: `/api/matches/${matchId}/results/${author.userId}/screenshot`,
    headers: bearer(viewer),
  });

const GPS = 'GPSLatitude 12.9716 N GPSLongitude 77.5946 E';
const HTML = '<html><body><script>location="https://phish.example"</script></body></html>';
const has = (bytes: Buffer, text: string) => bytes.includes(Buffer.from(text, 'latin1'));

describe('result screenshots', () => {
  it('reach the opponent without EXIF GPS and without the HTML appended after the JPEG', async () => {
    const { matchId, creator, joiner } = await match();
    const clean = plainJpeg();
    const sent = Buffer.concat([JPEG_SOI, exifSegment(GPS), JPEG_JFIF, JPEG_IMAGE, JPEG_EOI, Buffer.from(HTML)]);
    const reported = await report(creator, matchId, sent, 'shot.jpg');
    expect(reported.statusCode, reported.body).toBe(200);

    const served = await screenshotOf(joiner, matchId, creator);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(has(served.rawPayload, 'GPSLatitude')).toBe(false);
    expect(has(served.rawPayload, '<html>')).toBe(false);
    expect(served.rawPayload.equals(clean)).toBe(true);
  });

  it('reach the opponent without PNG text chunks and without the HTML appended after IEND', async () => {
    const { matchId, creator, joiner } = await match();
    const picture = png([pngText('GPS', GPS)]);
    const reported = await report(creator, matchId, Buffer.concat([picture, Buffer.from(HTML)]));
    expect(reported.statusCode, reported.body).toBe(200);

    const served = await screenshotOf(joiner, matchId, creator);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(has(served.rawPayload, 'GPSLatitude')).toBe(false);
    expect(has(served.rawPayload, '<html>')).toBe(false);
    // The picture itself is what was sent, byte for byte, without the text chunk.
    const textChunk = picture.indexOf(Buffer.from('tEXt', 'latin1')) - 4;
    const textLength = 12 + picture.readUInt32BE(textChunk);
    const expected = Buffer.concat([picture.subarray(0, textChunk), picture.subarray(textChunk + textLength)]);
    expect(served.rawPayload.equals(expected)).toBe(true);
  });

  it('reach the opponent without the HTML appended after a WebP', async () => {
    const { matchId, creator, joiner } = await match();
    const picture = webp();
    const reported = await report(creator, matchId, Buffer.concat([picture, Buffer.from(HTML)]), 'shot.webp');
    expect(reported.statusCode, reported.body).toBe(200);
    const served = await screenshotOf(joiner, matchId, creator);
    expect(served.rawPayload.equals(picture)).toBe(true);
  });

  it('refuse an image whose structure cannot be read with 400, storing nothing', async () => {
    const { matchId, creator } = await match();
    const before = [await countRows(t.database, storedFiles), await countRows(t.database, matchResults)];
    const broken = Buffer.concat([JPEG_SOI, JPEG_JFIF, Buffer.from(HTML)]);
    const response = await report(creator, matchId, broken, 'shot.jpg');
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json()).toEqual({
      code: 'SCREENSHOT_UNREADABLE',
      message: 'The screenshot could not be read as an image: attach the PNG, JPEG or WebP screenshot again.',
    });
    expect([await countRows(t.database, storedFiles), await countRows(t.database, matchResults)]).toEqual(before);
  });
});
