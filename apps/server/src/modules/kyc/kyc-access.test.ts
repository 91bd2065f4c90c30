import { profileSchema } from '@ludo/shared/users/users.schemas';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, kycSubmissions, storedFiles, users } from '../../db/schema';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { exifSegment, JPEG_SOI, jpeg, pdf, png } from '../../test/images';
import { fileIdOf, kycDocuments, kycForm, multipartBody, submitKyc, submitKycOk } from '../../test/kyc';
import { bearer, creditPlayer, insertUsers, quickAdmin, quickPlayer } from '../../test/users';
import { reviewWarnings } from './kyc.service';

/**
 * Who may see what (docs/architecture.md, Security): a KYC document reaches its owner and admins only (anyone
 * else is told it does not exist), every admin view is audited; the review queue and decisions
 * are for admins, audited, and final; approval is what lets a player withdraw.
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let admin: Player;
let owner: Player;
let other: Player;
let cleanFront: Buffer;
let documents: ReturnType<typeof kycDocuments>;
let urls: Record<'aadharFront' | 'aadharBack' | 'pancard', string>;

beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  admin = await quickAdmin(t.app);
  owner = await quickPlayer(t.app);
  other = await quickPlayer(t.app);
  cleanFront = jpeg();
  documents = kycDocuments();
  // The front photo carries EXIF with a location; what is stored (and given back) is the clean one.
  documents.aadharFront = {
    bytes: Buffer.concat([JPEG_SOI, exifSegment(), cleanFront.subarray(2)]),
    name: 'front.jpg',
  };
  const data = await submitKycOk(t.app, owner, kycForm({}, documents));
  urls = {
    aadharFront: data.documents.aadharFront.url,
    aadharBack: data.documents.aadharBack.url,
    pancard: data.documents.pancard.url,
  };
});
afterAll(() => t.close());

const inject = (
  who: { accessToken: string } | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: Record<string, unknown>,
) =>
  t.app.inject({
    method,
    url,
    headers: who ? bearer(who) : {},
    ...(payload === undefined ? {} : { payload }),
  });

const auditRows = (action: string, targetId: string) =>
  t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.targetId, targetId)))
    .orderBy(auditLog.createdAt);

const kycStatusOf = async (userId: string) => {
  const [row] = await t.database.db
    .select({ status: users.kycStatus, reason: users.kycRejectionReason })
    .from(users)
    .where(eq(users.id, userId));
  return row;
};

/** The id of a player's pending submission, as an admin finds it in the queue. */
async function queuedSubmissionOf(userId: string): Promise<string> {
  const response = await inject(admin, 'GET', '/api/admin/kyc');
  expect(response.statusCode, response.body).toBe(200);
  const item = (response.json() as Array<{ id: string; userId: string }>).find((row) => row.userId === userId);
  if (!item) throw new Error(`no queued submission for ${userId}`);
  return item.id;
}

/** A player with a pending submission. */
async function submitted(): Promise<Player & { submissionId: string }> {
  const player = await quickPlayer(t.app);
  await submitKycOk(t.app, player);
  return { ...player, submissionId: await queuedSubmissionOf(player.userId) };
}

describe('GET /api/kyc/documents/:fileId', () => {
  it('gives the owner each document: the PDF as uploaded, images without their metadata', async () => {
    const pancard = await inject(owner, 'GET', urls.pancard);
    expect(pancard.statusCode).toBe(200);
    expect(pancard.rawPayload.equals(documents.pancard.bytes)).toBe(true);
    expect(pancard.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'content-disposition': "inline; filename*=UTF-8''pan-card.pdf",
    });

    const front = await inject(owner, 'GET', urls.aadharFront);
    expect(front.statusCode).toBe(200);
    expect(front.headers['content-type']).toBe('image/jpeg');
    expect(front.rawPayload.equals(cleanFront)).toBe(true);
    expect(front.rawPayload.includes(Buffer.from('GPSLatitude'))).toBe(false);

    const back = await inject(owner, 'GET', urls.aadharBack);
    expect(back.rawPayload.equals(documents.aadharBack.bytes)).toBe(true);

    const asDownload = await inject(owner, 'GET', `${urls.pancard}?download=1`);
    expect(asDownload.headers['content-disposition']).toBe("attachment; filename*=UTF-8''pan-card.pdf");
  });

  it('writes no audit row when the owner looks at their own documents', async () => {
    expect(await auditRows('kyc.document_view', owner.userId)).toEqual([]);
  });

  it('tells another player the document does not exist, exactly as for an unknown id', async () => {
    const unknown = await inject(other, 'GET', '/api/kyc/documents/00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    for (const url of Object.values(urls)) {
      const response = await inject(other, 'GET', url);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(unknown.json());
      expect(response.json()).toEqual({ message: 'Document not found.', code: 'DOCUMENT_NOT_FOUND' });
    }
  });

  it('does not serve other kinds of stored files (a profile picture) through this address', async () => {
    const form = multipartBody({}, [{ field: 'picture', bytes: png(), name: 'me.png' }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/users/avatar',
      headers: { ...bearer(other), 'content-type': form.contentType },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const [row] = await t.database.db.select().from(users).where(eq(users.id, other.userId));
    const avatarId = row?.avatarFileId as string;
    expect(avatarId).toBeTruthy();
    for (const who of [other, admin]) {
      expect((await inject(who, 'GET', `/api/kyc/documents/${avatarId}`)).statusCode).toBe(404);
    }
  });

  it('gives an admin each document, recording one audit row per view', async () => {
    const before = await auditRows('kyc.document_view', owner.userId);
    const first = await inject(admin, 'GET', urls.pancard);
    expect(first.statusCode).toBe(200);
    expect(first.rawPayload.equals(documents.pancard.bytes)).toBe(true);
    const second = await inject(admin, 'GET', urls.pancard);
    expect(second.statusCode).toBe(200);
    const front = await inject(admin, 'GET', urls.aadharFront);
    expect(front.rawPayload.equals(cleanFront)).toBe(true);

    const after = await auditRows('kyc.document_view', owner.userId);
    expect(after.length).toBe(before.length + 3);
    expect(after.slice(-3)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        targetType: 'user',
        targetId: owner.userId,
        after: { fileId: fileIdOf(urls.pancard), purpose: 'kyc_pancard' },
        ipAddress: '127.0.0.1',
      }),
      expect.objectContaining({
        actorId: admin.userId,
        after: { fileId: fileIdOf(urls.pancard), purpose: 'kyc_pancard' },
      }),
      expect.objectContaining({
        actorId: admin.userId,
        after: { fileId: fileIdOf(urls.aadharFront), purpose: 'kyc_aadhar_front' },
      }),
    ]);
  });

  it('writes no audit row when an admin asks for a document that does not exist', async () => {
    const before = await countRows(t.database, auditLog);
    const response = await inject(admin, 'GET', '/api/kyc/documents/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(await countRows(t.database, auditLog)).toBe(before);
  });

  it.each([
    ['no token', {}],
    ['a malformed token', { authorization: 'Bearer not-a-token' }],
  ])('answers 401 with %s', async (_name, headers) => {
    const response = await t.app.inject({ method: 'GET', url: urls.pancard, headers });
    expect(response.statusCode).toBe(401);
    expect(response.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
  });

  it('refuses an id that is not a document id', async () => {
    const response = await inject(owner, 'GET', '/api/kyc/documents/..%2F..%2Fsecrets.json');
    expect(response.statusCode).toBe(400);
  });
});

describe('admin routes are for admins', () => {
  const routes = (id: string) =>
    [
      ['GET', '/api/admin/kyc', undefined],
      ['GET', `/api/admin/kyc/${id}`, undefined],
      ['POST', `/api/admin/kyc/${id}/approve`, undefined],
      ['POST', `/api/admin/kyc/${id}/reject`, { reason: 'The documents appear to be altered' }],
    ] as const;

  it('answers 403 to a player and 401 without a token, changing nothing', async () => {
    const id = await queuedSubmissionOf(owner.userId);
    for (const [method, url, payload] of routes(id)) {
      const asPlayer = await inject(owner, method, url, payload);
      expect(asPlayer.statusCode, `${method} ${url}`).toBe(403);
      const anonymous = await inject(null, method, url, payload);
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
    expect(await kycStatusOf(owner.userId)).toEqual({ status: 'pending', reason: null });
    expect(await auditRows('kyc.approve', owner.userId)).toEqual([]);
    expect(await auditRows('kyc.reject', owner.userId)).toEqual([]);
  });

  it('answers 404 for a submission that does not exist', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await inject(admin, 'GET', `/api/admin/kyc/${missing}`)).statusCode).toBe(404);
    expect((await inject(admin, 'POST', `/api/admin/kyc/${missing}/approve`)).statusCode).toBe(404);
  });
});

describe('one submission, for the admin', () => {
  it('shows the details with the full PAN, the age, the documents and warnings', async () => {
    const id = await queuedSubmissionOf(owner.userId);
    const response = await inject(admin, 'GET', `/api/admin/kyc/${id}`);
    expect(response.statusCode).toBe(200);
    const submission = response.json() as Record<string, unknown>;
    const [account] = await t.database.db.select().from(users).where(eq(users.id, owner.userId));
    expect(submission).toMatchObject({
      id,
      userId: owner.userId,
      status: 'pending',
      accountName: account?.fullName,
      email: account?.email,
      fullName: 'Asha Verma',
      dob: '1994-03-15',
      panNumber: 'ABCDE1234F',
      reviewedAt: null,
      rejectionReason: null,
      documents: {
        aadharFront: { url: urls.aadharFront, contentType: 'image/jpeg', fileName: 'front.jpg' },
        aadharBack: { url: urls.aadharBack, contentType: 'image/png' },
        pancard: { url: urls.pancard, contentType: 'application/pdf' },
      },
      warnings: [`The KYC name “Asha Verma” differs from the account name “${account?.fullName}”.`],
    });
    expect(submission.age).toBeGreaterThanOrEqual(31);
  });
});

describe('approving', () => {
  let player: Awaited<ReturnType<typeof submitted>>;
  beforeAll(async () => {
    player = await submitted();
  });

  it('verifies the player, records who and when, and audits it', async () => {
    const response = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/approve`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'KYC approved',
      submission: { id: player.submissionId, status: 'verified', reviewedAt: expect.any(String) },
    });
    expect(await kycStatusOf(player.userId)).toEqual({ status: 'verified', reason: null });
    const [row] = await t.database.db.select().from(kycSubmissions).where(eq(kycSubmissions.id, player.submissionId));
    expect(row).toMatchObject({ status: 'verified', reviewedBy: admin.userId, rejectionReason: null });

    const audits = await auditRows('kyc.approve', player.userId);
    expect(audits).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        targetType: 'user',
        reason: null,
        before: { kycStatus: 'pending', submissionId: player.submissionId },
        after: { kycStatus: 'verified', submissionId: player.submissionId },
      }),
    ]);

    // The player sees it at once, and the submission leaves the queue.
    const profile = await inject(player, 'GET', '/api/users/profile');
    expect(profileSchema.parse(profile.json()).kycDetails).toMatchObject({ status: 'verified', rejectionReason: null });
    const queue = (await inject(admin, 'GET', '/api/admin/kyc')).json() as Array<{ id: string }>;
    expect(queue.map((item) => item.id)).not.toContain(player.submissionId);
  });

  it('is final: approving or rejecting again answers 409 and changes nothing', async () => {
    const approveAgain = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/approve`);
    expect(approveAgain.statusCode).toBe(409);
    expect(approveAgain.json()).toMatchObject({ code: 'KYC_DECIDED' });
    const reject = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/reject`, {
      reason: 'The documents appear to be altered',
    });
    expect(reject.statusCode).toBe(409);
    expect(await kycStatusOf(player.userId)).toEqual({ status: 'verified', reason: null });
    expect(await auditRows('kyc.approve', player.userId)).toHaveLength(1);
    expect(await auditRows('kyc.reject', player.userId)).toEqual([]);
  });

  it('refuses a new submission from a verified player with 409, storing nothing', async () => {
    const before = await countRows(t.database, storedFiles);
    const response = await submitKyc(t.app, player);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'KYC_VERIFIED' });
    expect(await countRows(t.database, storedFiles)).toBe(before);
  });
});

describe('rejecting', () => {
  let player: Awaited<ReturnType<typeof submitted>>;
  beforeAll(async () => {
    player = await submitted();
  });

  it.each([
    ['no body', undefined],
    ['no reason', {}],
    ['an empty reason', { reason: '' }],
    ['a reason of two characters', { reason: ' ok ' }],
  ])('needs a reason: refuses %s with 400 and changes nothing', async (_name, payload) => {
    const response = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/reject`, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await kycStatusOf(player.userId)).toEqual({ status: 'pending', reason: null });
    expect(await auditRows('kyc.reject', player.userId)).toEqual([]);
  });

  it('says what a reason needs', async () => {
    const response = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/reject`, { reason: 'no' });
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_ERROR',
      message: 'Give a reason of at least 3 characters',
    });
  });

  it('rejects with the reason, which the player sees, and audits it with the reason', async () => {
    const reason = 'The name on the documents does not match';
    const response = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/reject`, {
      reason: `  ${reason}  `,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'KYC rejected',
      submission: { status: 'rejected', rejectionReason: reason },
    });
    expect(await kycStatusOf(player.userId)).toEqual({ status: 'rejected', reason });
    expect(await auditRows('kyc.reject', player.userId)).toEqual([
      expect.objectContaining({
        actorId: admin.userId,
        reason,
        before: { kycStatus: 'pending', submissionId: player.submissionId },
        after: { kycStatus: 'rejected', submissionId: player.submissionId },
      }),
    ]);
    const seen = await inject(player, 'GET', '/api/kyc');
    expect(seen.json()).toMatchObject({ status: 'rejected', rejectionReason: reason });
  });

  it('is final: deciding again answers 409', async () => {
    const approve = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/approve`);
    expect(approve.statusCode).toBe(409);
    const reject = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/reject`, {
      reason: 'The documents appear to be altered',
    });
    expect(reject.statusCode).toBe(409);
    expect(await kycStatusOf(player.userId)).toMatchObject({ status: 'rejected' });
    expect(await auditRows('kyc.approve', player.userId)).toEqual([]);
    expect(await auditRows('kyc.reject', player.userId)).toHaveLength(1);
  });
});

describe('an admin’s own submission', () => {
  it('cannot be decided by that admin', async () => {
    const selfReviewer = await quickAdmin(t.app);
    await submitKycOk(t.app, selfReviewer);
    const id = await queuedSubmissionOf(selfReviewer.userId);
    const response = await inject(selfReviewer, 'POST', `/api/admin/kyc/${id}/approve`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'OWN_KYC' });
    expect(await kycStatusOf(selfReviewer.userId)).toMatchObject({ status: 'pending' });
    // Another admin can.
    expect((await inject(admin, 'POST', `/api/admin/kyc/${id}/approve`)).statusCode).toBe(200);
  });
});

describe('the review queue', () => {
  /** A submission written straight to the database (the route refuses an under-18 date of birth). */
  async function insertSubmission(
    account: { fullName: string },
    kyc: { fullName: string; dob: string },
    createdAt: Date,
  ): Promise<{ userId: string; id: string }> {
    const [user] = await insertUsers(t.database.db, [{ fullName: account.fullName, kycStatus: 'pending' }]);
    if (!user) throw new Error('no user');
    const files = await t.database.db
      .insert(storedFiles)
      .values(
        (['kyc_aadhar_front', 'kyc_aadhar_back', 'kyc_pancard'] as const).map((purpose) => ({
          ownerId: user.id,
          purpose,
          storageKey: `kyc/${user.id}/${purpose}`,
          contentType: 'application/pdf',
          sizeBytes: 10,
          fileName: `${purpose}.pdf`,
        })),
      )
      .returning({ id: storedFiles.id });
    const [row] = await t.database.db
      .insert(kycSubmissions)
      .values({
        userId: user.id,
        fullName: kyc.fullName,
        dob: kyc.dob,
        address: 'Somewhere',
        aadharFrontFileId: files[0]?.id as string,
        aadharBackFileId: files[1]?.id as string,
        pancardFileId: files[2]?.id as string,
        createdAt,
      })
      .returning({ id: kycSubmissions.id });
    return { userId: user.id, id: row?.id as string };
  }

  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);
  const sixteenYearsAgo = () => {
    const date = new Date();
    date.setUTCFullYear(date.getUTCFullYear() - 16);
    return date.toISOString().slice(0, 10);
  };

  it('lists pending submissions oldest first, with warnings for a different name and an under-18 birth date', async () => {
    const matching = await insertSubmission(
      { fullName: 'Ravi Kumar' },
      { fullName: 'RAVI  kumar.', dob: '1990-01-01' },
      daysAgo(3),
    );
    const renamed = await insertSubmission(
      { fullName: 'Meera Iyer' },
      { fullName: 'Meena Iyer', dob: '1990-01-01' },
      daysAgo(2),
    );
    const young = await insertSubmission(
      { fullName: 'Kabir Shah' },
      { fullName: 'Kabir Shah', dob: sixteenYearsAgo() },
      daysAgo(1),
    );
    const viaRoute = await submitted();

    const response = await inject(admin, 'GET', '/api/admin/kyc');
    expect(response.statusCode).toBe(200);
    const queue = response.json() as Array<{ id: string; userId: string; warnings: string[]; submittedAt: string }>;
    const mine = queue.filter((item) => [matching.id, renamed.id, young.id, viaRoute.submissionId].includes(item.id));
    expect(mine.map((item) => item.id)).toEqual([matching.id, renamed.id, young.id, viaRoute.submissionId]);
    // The whole queue is in order of submission.
    const times = queue.map((item) => new Date(item.submittedAt).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));

    expect(mine[0]).toMatchObject({ accountName: 'Ravi Kumar', kycName: 'RAVI  kumar.', warnings: [] });
    expect(mine[1]).toMatchObject({
      warnings: ['The KYC name “Meena Iyer” differs from the account name “Meera Iyer”.'],
    });
    expect(mine[2]).toMatchObject({ warnings: ['The date of birth makes the player 16: under 18.'] });
    // Decided submissions are not in the queue.
    const decided = await t.database.db
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(eq(kycSubmissions.status, 'verified'));
    for (const { id } of decided) expect(queue.map((item) => item.id)).not.toContain(id);

    const detail = await inject(admin, 'GET', `/api/admin/kyc/${young.id}`);
    expect(detail.json()).toMatchObject({ age: 16, warnings: ['The date of birth makes the player 16: under 18.'] });
  });

  it('reviewWarnings: names compared without case, spaces or punctuation; age on the day', () => {
    const today = new Date('2026-06-15T10:00:00Z');
    expect(reviewWarnings('Asha Verma', { fullName: ' asha   VERMA ', dob: '1990-01-01' }, today)).toEqual([]);
    expect(reviewWarnings('Asha Verma', { fullName: 'Asha-Verma', dob: '1990-01-01' }, today)).toEqual([]);
    expect(reviewWarnings('Asha Verma', { fullName: 'Asha Sharma', dob: '1990-01-01' }, today)).toEqual([
      'The KYC name “Asha Sharma” differs from the account name “Asha Verma”.',
    ]);
    // 18 on the day: no warning; a day short: 17.
    expect(reviewWarnings('A B', { fullName: 'A B', dob: '2008-06-15' }, today)).toEqual([]);
    expect(reviewWarnings('A B', { fullName: 'A B', dob: '2008-06-16' }, today)).toEqual([
      'The date of birth makes the player 17: under 18.',
    ]);
    expect(reviewWarnings('A B', { fullName: 'C D', dob: '2010-01-01' }, today)).toHaveLength(2);
  });
});

describe('withdrawals wait for verification', () => {
  let withdrawals = 0;
  const withdraw = (player: Player) => {
    withdrawals += 1;
    return t.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      headers: bearer(player),
      payload: { amount: 500, destination: { type: 'upi', upiId: 'asha@okbank' } },
      remoteAddress: `10.78.0.${withdrawals}`,
    });
  };

  it('refuses a player with winnings until an admin approves their KYC through the queue', async () => {
    const player = await quickPlayer(t.app);
    await creditPlayer(t.database.db, player.userId, { winningsPaise: 200_000 });

    const before = await withdraw(player);
    expect(before.statusCode).toBe(422);
    expect(before.json()).toMatchObject({ code: 'KYC_REQUIRED' });

    await submitKycOk(t.app, player, kycForm({}, { aadharFront: { bytes: pdf(), name: 'front.pdf' } }));
    const whilePending = await withdraw(player);
    expect(whilePending.statusCode).toBe(422);
    expect(whilePending.json()).toMatchObject({ code: 'KYC_REQUIRED' });

    const id = await queuedSubmissionOf(player.userId);
    expect((await inject(admin, 'POST', `/api/admin/kyc/${id}/approve`)).statusCode).toBe(200);

    const after = await withdraw(player);
    expect(after.statusCode, after.body).toBe(201);
    expect(after.json()).toMatchObject({ withdrawal: { id: expect.any(String) } });
  });

  it('still refuses a player whose KYC was rejected', async () => {
    const player = await submitted();
    await creditPlayer(t.database.db, player.userId, { winningsPaise: 200_000 });
    const rejected = await inject(admin, 'POST', `/api/admin/kyc/${player.submissionId}/reject`, {
      reason: 'A document is missing or is not the one asked for',
    });
    expect(rejected.statusCode).toBe(200);
    const response = await withdraw(player);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'KYC_REQUIRED' });
  });
});
