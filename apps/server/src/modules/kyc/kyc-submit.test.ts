import { indiaToday } from '@ludo/shared/kyc/kyc.schemas';
import { profileSchema } from '@ludo/shared/users/users.schemas';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions, storedFiles, users } from '../../db/schema';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import {
  exifSegment,
  JPEG_SOI,
  jpeg,
  pdf,
  png,
  pngText,
  riffChunk,
  VP8X_EXIF,
  webp,
  xmpSegment,
} from '../../test/images';
import {
  fileIdOf,
  filesContaining,
  filesUnder,
  KYC_FIELDS,
  kycDocuments,
  kycForm,
  multipartBody,
  nextKycAddress,
  type SubmitAnswer,
  submitKyc,
  submitKycOk,
} from '../../test/kyc';
import { bearer, quickAdmin, quickPlayer } from '../../test/users';
import { localFilesDir } from '../files/file-storage';

/**
 * A player's identity submission (docs/product-rules.md, KYC): the form's exact messages, age and PAN
 * checks, documents recognised by their content (never their name or declared type), nothing
 * stored when anything is refused, documents encrypted at rest with their location metadata
 * removed, one submission waiting at a time, and a new one after a rejection.
 */

type Player = { accessToken: string; userId: string };

/**
 * The form's messages exactly as the product words them (docs/product-rules.md, KYC). Written out
 * here rather than imported, so a change of wording in the shared package is caught.
 */
const KYC_MESSAGES = {
  fullName: 'Full name is required',
  dob: 'Date of Birth is required',
  aadharFront: 'AadharFront Card is required',
  aadharBack: 'AadharBack Card is required',
  pancard: 'Pan Card is required',
  address: 'Address is required',
};
const UNDER_AGE_MESSAGE = 'You must be at least 18 years old to play';

let t: TestApp;
let admin: Player;
beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  admin = await quickAdmin(t.app);
});
afterAll(() => t.close());

const filesDir = () => localFilesDir(t.config.dataDir);

/** What a refused submission must leave untouched: rows and files on disk. */
const stored = async () => ({
  storedFiles: await countRows(t.database, storedFiles),
  submissions: await countRows(t.database, kycSubmissions),
  onDisk: filesUnder(filesDir()),
});

const statusOf = async (userId: string) => {
  const [row] = await t.database.db.select({ status: users.kycStatus }).from(users).where(eq(users.id, userId));
  return row?.status;
};

const get = (who: { accessToken: string }, url: string) => t.app.inject({ method: 'GET', url, headers: bearer(who) });

const download = async (who: { accessToken: string }, url: string) => {
  const response = await get(who, url);
  expect(response.statusCode, response.body).toBe(200);
  return response.rawPayload;
};

/** A YYYY-MM-DD date `years` years before today in India (ages are counted in IST), moved by `days`. */
function yearsAgo(years: number, days = 0): string {
  const date = indiaToday();
  date.setUTCFullYear(date.getUTCFullYear() - years);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Submits and expects a 400 that stored nothing and left the player's status as it was. */
async function expectRefused(player: Player, form: { payload: Buffer; contentType: string }) {
  const before = await stored();
  const statusBefore = await statusOf(player.userId);
  const response = await submitKyc(t.app, player, form);
  expect(response.statusCode, response.body).toBe(400);
  expect(await stored()).toEqual(before);
  expect(await statusOf(player.userId)).toBe(statusBefore);
  return response.json() as SubmitAnswer;
}

describe('the form’s messages (docs/product-rules.md, KYC)', () => {
  let player: Player;
  beforeAll(async () => {
    player = await quickPlayer(t.app);
  });

  it.each([
    ['fullName', KYC_MESSAGES.fullName],
    ['dob', KYC_MESSAGES.dob],
    ['address', KYC_MESSAGES.address],
  ] as const)('refuses a form without %s with “%s”, storing nothing', async (field, message) => {
    const answer = await expectRefused(player, kycForm({ [field]: undefined }));
    expect(answer).toEqual({
      success: false,
      error: message,
      details: { fieldErrors: { [field]: message } },
      message,
      code: 'VALIDATION_ERROR',
    });
  });

  it.each([
    ['fullName', KYC_MESSAGES.fullName],
    ['dob', KYC_MESSAGES.dob],
    ['address', KYC_MESSAGES.address],
  ] as const)('gives the same message for a blank %s', async (field, message) => {
    const answer = await expectRefused(player, kycForm({ [field]: '   ' }));
    expect(answer).toMatchObject({ success: false, error: message, details: { fieldErrors: { [field]: message } } });
  });

  it.each([
    ['aadharFront', KYC_MESSAGES.aadharFront],
    ['aadharBack', KYC_MESSAGES.aadharBack],
    ['pancard', KYC_MESSAGES.pancard],
  ] as const)('refuses a form without the %s file with “%s”, storing nothing', async (field, message) => {
    const answer = await expectRefused(player, kycForm({}, { [field]: null }));
    expect(answer).toEqual({
      success: false,
      error: message,
      details: { fieldErrors: { [field]: message } },
      message,
      code: 'VALIDATION_ERROR',
    });
  });

  it('treats an empty file as a missing one', async () => {
    const answer = await expectRefused(player, kycForm({}, { pancard: { bytes: Buffer.alloc(0), name: 'pan.pdf' } }));
    expect(answer).toMatchObject({
      error: KYC_MESSAGES.pancard,
      details: { fieldErrors: { pancard: KYC_MESSAGES.pancard } },
    });
  });

  it('lists every missing field at once', async () => {
    const answer = await expectRefused(player, multipartBody({}, []));
    expect(answer.success).toBe(false);
    expect(answer.details?.fieldErrors).toEqual(KYC_MESSAGES);
    expect(Object.values(KYC_MESSAGES)).toContain(answer.error);
  });

  it.each([
    ['17 years old', yearsAgo(17)],
    ['18 tomorrow', yearsAgo(18, 1)],
  ])('refuses a player %s with the under-age message', async (_name, dob) => {
    const answer = await expectRefused(player, kycForm({ dob }));
    expect(answer).toMatchObject({
      success: false,
      error: UNDER_AGE_MESSAGE,
      details: { fieldErrors: { dob: UNDER_AGE_MESSAGE } },
      code: 'VALIDATION_ERROR',
    });
  });

  it.each([
    ['a date that does not exist', '1995-02-30'],
    ['another format', '15/03/1994'],
  ])('refuses %s as a date of birth', async (_name, dob) => {
    const answer = await expectRefused(player, kycForm({ dob }));
    expect(answer.details?.fieldErrors?.dob).toBe('Enter the date of birth as a valid date');
  });

  it.each([
    ['ten characters of the wrong shape', 'ABCDE12345'],
    ['too short', 'ABCD1234F'],
    ['letters where digits go', 'ABCDEFGHIJ'],
  ])('refuses an invalid PAN (%s)', async (_name, panNumber) => {
    const answer = await expectRefused(player, kycForm({ panNumber }));
    expect(answer).toMatchObject({
      success: false,
      error: 'Enter a valid PAN, like ABCDE1234F',
      details: { fieldErrors: { panNumber: 'Enter a valid PAN, like ABCDE1234F' } },
    });
  });

  it('refuses a form that is not multipart', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/submit',
      headers: bearer(player),
      payload: KYC_FIELDS,
      remoteAddress: nextKycAddress(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'MULTIPART_REQUIRED' });
  });

  it('refuses an anonymous submission with 401', async () => {
    const form = kycForm();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kyc/submit',
      headers: { 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('documents are checked by their content, and a refused one stores nothing', () => {
  let player: Player;
  beforeAll(async () => {
    player = await quickPlayer(t.app);
  });

  it('refuses HTML named photo.png, naming the file and the reason', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(document.cookie)</script></html>');
    const answer = await expectRefused(
      player,
      kycForm({}, { aadharFront: { bytes: html, name: 'photo.png', type: 'image/png' } }),
    );
    expect(answer).toMatchObject({
      success: false,
      code: 'DOCUMENT_TYPE_NOT_ALLOWED',
      details: { field: 'aadharFront' },
    });
    expect(answer.error).toBe(
      'photo.png (Aadhar front) is not a JPEG, PNG, WebP or PDF file. Upload a photo or a PDF of the document.',
    );
    expect(await statusOf(player.userId)).toBe('not_submitted');
  });

  it.each([
    ['an SVG named card.jpg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>'), 'card.jpg'],
    ['a GIF', Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 'back.gif'],
    ['a ZIP named scan.pdf', Buffer.from('PK\x03\x04 not a document', 'latin1'), 'scan.pdf'],
  ])('refuses %s', async (_name, bytes, name) => {
    const answer = await expectRefused(player, kycForm({}, { aadharBack: { bytes, name } }));
    expect(answer.code).toBe('DOCUMENT_TYPE_NOT_ALLOWED');
    expect(answer.error).toContain(`${name} (Aadhar back) is not a JPEG, PNG, WebP or PDF file`);
  });

  it('refuses a document over 5 MB, naming it', async () => {
    const big = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 + 1 - pdf().length, 0x20)]);
    expect(big.length).toBe(5 * 1024 * 1024 + 1);
    const answer = await expectRefused(
      player,
      kycForm({}, { pancard: { bytes: big, name: 'pan-scan.pdf', type: 'application/pdf' } }),
    );
    expect(answer).toMatchObject({ success: false, code: 'FILE_TOO_LARGE' });
    expect(answer.error).toBe('pan-scan.pdf is too large: files can be at most 5 MB.');
  });

  it('refuses an image whose structure cannot be read, naming it', async () => {
    const broken = Buffer.concat([JPEG_SOI, Buffer.from([0xff, 0xe1, 0x7f, 0xff]), Buffer.from('GPSLatitude')]);
    const answer = await expectRefused(player, kycForm({}, { aadharFront: { bytes: broken, name: 'front.jpg' } }));
    expect(answer).toMatchObject({ code: 'DOCUMENT_UNREADABLE', details: { field: 'aadharFront' } });
    expect(answer.error).toBe('front.jpg (Aadhar front) could not be read as an image. Upload it again.');
  });

  it('refuses a fourth file', async () => {
    const form = multipartBody(KYC_FIELDS, [
      ...Object.entries(kycDocuments()).map(([field, file]) => ({ field, ...file })),
      { field: 'selfie', bytes: png(), name: 'selfie.png' },
    ]);
    const answer = await expectRefused(player, form);
    expect(answer).toMatchObject({ success: false, code: 'TOO_MANY_FILES' });
  });

  it('refuses a file under another field name', async () => {
    const form = multipartBody(KYC_FIELDS, [
      { field: 'aadharFront', bytes: jpeg() },
      { field: 'aadharBack', bytes: png() },
      { field: 'passport', bytes: pdf() },
    ]);
    const answer = await expectRefused(player, form);
    expect(answer.details?.fieldErrors).toEqual({ pancard: KYC_MESSAGES.pancard });
  });

  it('accepts JPEG, PNG, WebP and PDF by their content, whatever their names and declared types', async () => {
    const someone = await quickPlayer(t.app);
    const documents = {
      aadharFront: { bytes: jpeg(), name: 'front.pdf', type: 'application/pdf' },
      aadharBack: { bytes: webp(), name: 'back.txt', type: 'text/plain' },
      pancard: { bytes: pdf(), name: 'pan.png', type: 'image/png' },
    };
    const data = await submitKycOk(t.app, someone, kycForm({}, documents));
    expect(data.documents).toMatchObject({
      aadharFront: { fileName: 'front.pdf', contentType: 'image/jpeg' },
      aadharBack: { fileName: 'back.txt', contentType: 'image/webp' },
      pancard: { fileName: 'pan.png', contentType: 'application/pdf' },
    });
    for (const [field, expected] of [
      ['aadharFront', 'image/jpeg'],
      ['aadharBack', 'image/webp'],
      ['pancard', 'application/pdf'],
    ] as const) {
      const response = await get(someone, data.documents[field].url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(expected);
      expect(response.rawPayload.equals(documents[field].bytes)).toBe(true);
    }

    const other = await quickPlayer(t.app);
    const pngAsJpeg = await submitKycOk(
      t.app,
      other,
      kycForm({}, { aadharBack: { bytes: png(), name: 'back.jpeg', type: 'image/jpeg' } }),
    );
    expect(pngAsJpeg.documents.aadharBack).toMatchObject({ fileName: 'back.jpeg', contentType: 'image/png' });
  });

  it('keeps only a clean file name: no folders, no markup', async () => {
    const someone = await quickPlayer(t.app);
    const data = await submitKycOk(
      t.app,
      someone,
      kycForm({}, { pancard: { bytes: pdf(), name: '..\\..\\etc\\pan<card>\u0007.pdf' } }),
    );
    expect(data.documents.pancard.fileName).toBe('pan_card__.pdf');
  });

  it('accepts a document of exactly 5 MB', async () => {
    const someone = await quickPlayer(t.app);
    const exact = Buffer.concat([pdf(), Buffer.alloc(5 * 1024 * 1024 - pdf().length, 0x20)]);
    const data = await submitKycOk(t.app, someone, kycForm({}, { pancard: { bytes: exact, name: 'pan.pdf' } }));
    expect((await download(someone, data.documents.pancard.url)).equals(exact)).toBe(true);
  });

  it('accepts a player who turns 18 today, and a PAN typed in lower case', async () => {
    const someone = await quickPlayer(t.app);
    const data = await submitKycOk(t.app, someone, kycForm({ dob: yearsAgo(18), panNumber: ' abcde1234f ' }));
    expect(data.kycDetails).toMatchObject({ status: 'pending', dob: yearsAgo(18), panNumber: 'XXXXXX234F' });
  });

  it('accepts a form without a PAN', async () => {
    const someone = await quickPlayer(t.app);
    const data = await submitKycOk(t.app, someone, kycForm({ panNumber: undefined }));
    expect(data.kycDetails.panNumber).toBeNull();
  });
});

describe('a successful submission', () => {
  let player: Player;
  let documents: ReturnType<typeof kycDocuments>;
  let data: Awaited<ReturnType<typeof submitKycOk>>;
  let before: Awaited<ReturnType<typeof stored>>;
  beforeAll(async () => {
    player = await quickPlayer(t.app);
    documents = kycDocuments();
    before = await stored();
    const response = await submitKyc(t.app, player, kycForm({}, documents));
    expect(response.statusCode, response.body).toBe(201);
    const answer = response.json() as SubmitAnswer;
    expect(answer.success).toBe(true);
    data = answer.data as typeof data;
  });

  it('answers with the documents (url, fileName, contentType) and the pending details', () => {
    const url = expect.stringMatching(/^\/api\/kyc\/documents\/[0-9a-f-]{36}$/);
    expect(data.documents).toEqual({
      aadharFront: { url, fileName: 'aadhar-front.jpg', contentType: 'image/jpeg' },
      aadharBack: { url, fileName: 'aadhar-back.png', contentType: 'image/png' },
      pancard: { url, fileName: 'pan-card.pdf', contentType: 'application/pdf' },
    });
    expect(new Set(Object.values(data.documents).map((document) => document.url)).size).toBe(3);
    expect(data.kycDetails).toEqual({
      status: 'pending',
      rejectionReason: null,
      fullName: KYC_FIELDS.fullName,
      dob: KYC_FIELDS.dob,
      address: KYC_FIELDS.address,
      panNumber: 'XXXXXX234F',
      submittedAt: expect.any(String),
      reviewedAt: null,
      documents: data.documents,
    });
    expect(Math.abs(Date.now() - new Date(data.kycDetails.submittedAt as string).getTime())).toBeLessThan(60_000);
  });

  it('shows the same details in the profile and in GET /api/kyc', async () => {
    const profile = await get(player, '/api/users/profile');
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profileSchema.parse(profile.json()).kycDetails).toEqual(data.kycDetails);
    const kyc = await get(player, '/api/kyc');
    expect(kyc.json()).toEqual(data.kycDetails);
    expect(await statusOf(player.userId)).toBe('pending');
  });

  it('records one submission and three documents', async () => {
    const after = await stored();
    expect(after.submissions).toBe(before.submissions + 1);
    expect(after.storedFiles).toBe(before.storedFiles + 3);
    expect(after.onDisk.length).toBe(before.onDisk.length + 3);
    const rows = await t.database.db.select().from(storedFiles).where(eq(storedFiles.ownerId, player.userId));
    expect(rows.map((row) => row.purpose).sort()).toEqual(['kyc_aadhar_back', 'kyc_aadhar_front', 'kyc_pancard']);
  });

  it('gives back each document to its owner as uploaded', async () => {
    for (const field of ['aadharFront', 'aadharBack', 'pancard'] as const) {
      expect((await download(player, data.documents[field].url)).equals(documents[field].bytes)).toBe(true);
    }
  });

  it('keeps no plaintext of any document on disk', async () => {
    const dir = filesDir();
    expect(filesUnder(dir).length).toBeGreaterThan(0);
    for (const field of ['aadharFront', 'aadharBack', 'pancard'] as const) {
      const bytes = documents[field].bytes;
      // The whole file, and a distinctive 16-byte piece of its middle.
      expect(filesContaining(dir, bytes), field).toEqual([]);
      const middle = Math.floor(bytes.length / 2);
      expect(filesContaining(dir, bytes.subarray(middle - 8, middle + 8)), field).toEqual([]);
    }
    expect(filesContaining(dir, Buffer.from('Permanent Account Number'))).toEqual([]);
    expect(filesContaining(dir, Buffer.from('%PDF-'))).toEqual([]);
  });

  it('refuses a second submission while the first is waiting, storing nothing', async () => {
    const again = await stored();
    const response = await submitKyc(t.app, player);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'KYC_PENDING', error: expect.any(String) });
    expect(await stored()).toEqual(again);
    expect((await get(player, '/api/kyc')).json()).toEqual(data.kycDetails);
  });
});

describe('location metadata is removed before a document is stored', () => {
  it('removes EXIF/XMP from a JPEG, text chunks from a PNG and EXIF from a WebP; the images stay intact', async () => {
    const player = await quickPlayer(t.app);
    const marker = 'GPSLatitude 12.9716 N GPSLongitude 77.5946 E';

    const cleanJpeg = jpeg();
    const jpegWithExif = Buffer.concat([JPEG_SOI, exifSegment(marker), xmpSegment(), cleanJpeg.subarray(2)]);
    const cleanPng = png();
    const headerEnd = 8 + 25; // signature, IHDR
    const pngWithText = Buffer.concat([
      cleanPng.subarray(0, headerEnd),
      pngText('Comment', marker),
      cleanPng.subarray(headerEnd),
    ]);
    const webpWithExif = webp({
      flags: VP8X_EXIF,
      after: [riffChunk('EXIF', Buffer.from(`MM\0*${marker}`, 'latin1'))],
    });
    for (const bytes of [jpegWithExif, pngWithText, webpWithExif])
      expect(bytes.includes(Buffer.from(marker))).toBe(true);

    const data = await submitKycOk(
      t.app,
      player,
      kycForm(
        {},
        {
          aadharFront: { bytes: jpegWithExif, name: 'IMG_2041.jpg' },
          aadharBack: { bytes: pngWithText, name: 'back.png' },
          pancard: { bytes: webpWithExif, name: 'pan.webp' },
        },
      ),
    );

    const front = await download(player, data.documents.aadharFront.url);
    const back = await download(player, data.documents.aadharBack.url);
    const pan = await download(player, data.documents.pancard.url);
    for (const bytes of [front, back, pan]) {
      expect(bytes.includes(Buffer.from('GPSLatitude'))).toBe(false);
      expect(bytes.includes(Buffer.from('GPSLongitude'))).toBe(false);
    }
    // What is left is exactly the picture without its metadata.
    expect(front.equals(cleanJpeg)).toBe(true);
    expect(back.equals(cleanPng)).toBe(true);
    expect(pan.equals(webp({ flags: 0 }))).toBe(true);
    // The admin sees the same clean files.
    expect((await download(admin, data.documents.aadharFront.url)).equals(cleanJpeg)).toBe(true);
  });
});

describe('after a rejection', () => {
  it('shows the player the status and reason, and takes a new submission with new documents', async () => {
    const player = await quickPlayer(t.app);
    const first = await submitKycOk(t.app, player);

    const queue = await get(admin, '/api/admin/kyc');
    const item = (queue.json() as Array<{ id: string; userId: string }>).find((row) => row.userId === player.userId);
    expect(item).toBeDefined();
    const reason = 'The document images are unclear or cut off';
    const rejected = await t.app.inject({
      method: 'POST',
      url: `/api/admin/kyc/${item?.id}/reject`,
      headers: bearer(admin),
      payload: { reason },
    });
    expect(rejected.statusCode, rejected.body).toBe(200);

    const seen = (await get(player, '/api/kyc')).json();
    expect(seen).toMatchObject({ status: 'rejected', rejectionReason: reason, reviewedAt: expect.any(String) });
    const profile = (await get(player, '/api/users/profile')).json() as { kycDetails: unknown };
    expect(profile.kycDetails).toMatchObject({ status: 'rejected', rejectionReason: reason });
    expect(await statusOf(player.userId)).toBe('rejected');

    const second = await submitKycOk(t.app, player, kycForm({ fullName: 'Asha R. Verma' }));
    expect(second.kycDetails).toMatchObject({ status: 'pending', rejectionReason: null, fullName: 'Asha R. Verma' });
    for (const field of ['aadharFront', 'aadharBack', 'pancard'] as const) {
      expect(second.documents[field].url).not.toBe(first.documents[field].url);
    }
    expect((await get(player, '/api/kyc')).json()).toEqual(second.kycDetails);
    const submissions = await t.database.db
      .select({ status: kycSubmissions.status })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.userId, player.userId))
      .orderBy(kycSubmissions.createdAt);
    expect(submissions.map((row) => row.status)).toEqual(['rejected', 'pending']);
    const waiting = (await get(admin, '/api/admin/kyc')).json() as Array<{ userId: string; kycName: string }>;
    expect(waiting.filter((row) => row.userId === player.userId)).toMatchObject([{ kycName: 'Asha R. Verma' }]);
    expect(fileIdOf(second.documents.pancard.url)).not.toBe(fileIdOf(first.documents.pancard.url));
  });
});
