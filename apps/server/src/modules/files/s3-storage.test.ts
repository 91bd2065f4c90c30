import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { kycSubmissions, storedFiles } from '../../db/schema';
import { countRows, createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { png } from '../../test/images';
import { filesUnder, kycDocuments, kycForm, multipartBody, submitKyc, submitKycOk } from '../../test/kyc';
import { S3StandIn } from '../../test/s3-stand-in';
import { bearer, quickPlayer } from '../../test/users';
import { EncryptedStorage, localFilesDir } from './file-storage';
import { S3Storage } from './s3-storage';

/**
 * Files on an S3-compatible bucket (S3_* settings): the driver signs its requests, stores and
 * reads back objects by key, deletes them; through EncryptedStorage the bucket only ever holds
 * ciphertext. An app configured for S3 keeps KYC documents there and nothing on local disk.
 */

let standIn: S3StandIn;
beforeAll(async () => {
  standIn = await S3StandIn.start();
});
afterAll(() => standIn.close());

const document = () =>
  Buffer.concat([Buffer.from('%PDF-1.7 Aadhaar of Asha Verma, 1234 5678 9012 '), randomBytes(2000)]);

describe('EncryptedStorage over S3Storage', () => {
  let driver: S3Storage;
  let files: EncryptedStorage;
  beforeAll(() => {
    driver = new S3Storage(standIn.settings());
    files = new EncryptedStorage(driver, randomBytes(32));
  });
  afterAll(() => driver.close());

  it('stores, reads back and deletes a file under its key, path-style in the bucket', async () => {
    const plain = document();
    const key = 'kyc/3f0c1e2a-user/8d7e-front';
    await files.put(key, plain);
    expect([...standIn.objects.keys()]).toContain(key);
    expect((await files.get(key)).equals(plain)).toBe(true);

    await files.delete(key);
    expect(standIn.objects.has(key)).toBe(false);
    await expect(files.get(key)).rejects.toThrow();
    // Deleting what is already gone is not an error.
    await expect(files.delete(key)).resolves.toBeUndefined();

    const methods = standIn.requests.filter((request) => request.key === key).map((request) => request.method);
    expect(methods).toEqual(['PUT', 'GET', 'DELETE', 'GET', 'DELETE']);
    expect(standIn.requests.every((request) => request.bucket === standIn.bucket)).toBe(true);
  });

  it('round-trips an empty file and a large one', async () => {
    await files.put('empty', Buffer.alloc(0));
    expect((await files.get('empty')).length).toBe(0);
    const large = randomBytes(3 * 1024 * 1024);
    await files.put('large', large);
    expect((await files.get('large')).equals(large)).toBe(true);
  });

  it('sends the bucket only ciphertext, different each time', async () => {
    const plain = document();
    await files.put('a', plain);
    await files.put('b', plain);
    const [a, b] = [standIn.objects.get('a') as Buffer, standIn.objects.get('b') as Buffer];
    expect(a.length).toBe(plain.length + 1 + 12 + 16);
    expect(a.equals(b)).toBe(false);
    expect(standIn.holds(Buffer.from('Aadhaar'))).toBe(false);
    expect(standIn.holds(plain.subarray(0, 16))).toBe(false);
    expect(standIn.holds(plain.subarray(1000, 1016))).toBe(false);
  });

  it('signs every request with the configured access key', () => {
    expect(standIn.requests.length).toBeGreaterThan(0);
    for (const request of standIn.requests) {
      expect(request.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=STANDINACCESSKEY\/\d{8}\/us-east-1\/s3\//);
      expect(request.status).not.toBe(403);
    }
  });

  it('fails loudly on a refused request, never as a silent success', async () => {
    const wrongKey = new S3Storage({ ...standIn.settings(), accessKeyId: 'SOMEONEELSE' });
    await expect(wrongKey.put('x', Buffer.from('x'))).rejects.toThrow();
    const wrongBucket = new S3Storage({ ...standIn.settings(), bucket: 'another-bucket' });
    await expect(wrongBucket.put('x', Buffer.from('x'))).rejects.toThrow();
    wrongKey.close();
    wrongBucket.close();
    expect(standIn.objects.has('x')).toBe(false);
    await expect(files.get('never-stored')).rejects.toThrow();
  });
});

describe('an app with S3_* settings', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...REAL_MONEY, ...standIn.env() });
  });
  afterAll(() => t.close());

  const objectsUnder = (prefix: string) => [...standIn.objects.keys()].filter((key) => key.startsWith(prefix));

  it('stores a KYC submission’s documents in the bucket, encrypted, and none on local disk', async () => {
    expect(t.config.s3).toMatchObject({ bucket: standIn.bucket, endpoint: standIn.url });
    const player = await quickPlayer(t.app);
    const documents = kycDocuments();
    const data = await submitKycOk(t.app, player, kycForm({}, documents));

    expect(objectsUnder(`kyc/${player.userId}/`)).toHaveLength(3);
    expect(filesUnder(localFilesDir(t.config.dataDir))).toEqual([]);
    for (const field of ['aadharFront', 'aadharBack', 'pancard'] as const) {
      expect(standIn.holds(documents[field].bytes), field).toBe(false);
      // Read back from the bucket through the app.
      const response = await t.app.inject({ method: 'GET', url: data.documents[field].url, headers: bearer(player) });
      expect(response.statusCode).toBe(200);
      expect(response.rawPayload.equals(documents[field].bytes)).toBe(true);
    }
    expect(standIn.holds(Buffer.from('Permanent Account Number'))).toBe(false);
  });

  it('keeps profile pictures there too, deleting the old one from the bucket', async () => {
    const player = await quickPlayer(t.app);
    const send = async () => {
      const form = multipartBody({}, [{ field: 'picture', bytes: png(), name: 'me.png' }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/users/avatar',
        headers: { ...bearer(player), 'content-type': form.contentType },
        payload: form.payload,
      });
      expect(response.statusCode, response.body).toBe(200);
    };
    await send();
    const [first] = objectsUnder(`avatars/${player.userId}/`);
    await send();
    const now = objectsUnder(`avatars/${player.userId}/`);
    expect(now).toHaveLength(1);
    expect(now).not.toContain(first);
    expect(filesUnder(localFilesDir(t.config.dataDir))).toEqual([]);
  });

  it('records nothing, and leaves nothing in the bucket, when the bucket refuses a document', async () => {
    const player = await quickPlayer(t.app);
    const objectsBefore = [...standIn.objects.keys()].sort();
    const rowsBefore = {
      files: await countRows(t.database, storedFiles),
      submissions: await countRows(t.database, kycSubmissions),
    };
    // The first two documents are stored, the third is refused (retries too).
    standIn.failPutsAfter(2);
    try {
      const response = await submitKyc(t.app, player);
      expect(response.statusCode).toBe(500);
    } finally {
      standIn.failPutsAfter(Number.POSITIVE_INFINITY);
    }
    expect({
      files: await countRows(t.database, storedFiles),
      submissions: await countRows(t.database, kycSubmissions),
    }).toEqual(rowsBefore);
    expect([...standIn.objects.keys()].sort()).toEqual(objectsBefore);
    // And the player can submit again once the bucket is back.
    const again = await submitKyc(t.app, player);
    expect(again.statusCode, again.body).toBe(201);
  });
});
