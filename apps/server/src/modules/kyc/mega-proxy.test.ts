import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles } from '../../db/schema';
import { createTestApp, REAL_MONEY, type TestApp } from '../../test/harness';
import { fileIdOf, kycDocuments, kycForm, submitKycOk } from '../../test/kyc';
import { bearer, quickPlayer } from '../../test/users';
import { EncryptedStorage, LocalDiskStorage, localFilesDir, parseEncryptionKey } from '../files/file-storage';

/**
 * GET /api/mega-proxy?url= (docs/product-rules.md, Calls) is kept for the client, but it never fetches
 * anything: it answers only for the address of one of the caller's own KYC documents, read from
 * our own storage, and refuses every other address (another player's document, outside sites,
 * loopback, private and metadata addresses, file: and data: URLs, other kinds of files).
 */

type Player = { accessToken: string; userId: string };

let t: TestApp;
let owner: Player;
let other: Player;
let documents: ReturnType<typeof kycDocuments>;
let own: Record<'aadharFront' | 'aadharBack' | 'pancard', string>;
let theirs: string;

beforeAll(async () => {
  t = await createTestApp(REAL_MONEY);
  owner = await quickPlayer(t.app);
  other = await quickPlayer(t.app);
  documents = kycDocuments();
  const data = await submitKycOk(t.app, owner, kycForm({}, documents));
  own = {
    aadharFront: data.documents.aadharFront.url,
    aadharBack: data.documents.aadharBack.url,
    pancard: data.documents.pancard.url,
  };
  theirs = (await submitKycOk(t.app, other)).documents.pancard.url;
});
afterAll(() => t.close());

const proxy = (who: { accessToken: string } | null, url: string | undefined, host?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/mega-proxy',
    query: url === undefined ? {} : { url },
    headers: { ...(who ? bearer(who) : {}), ...(host ? { host } : {}) },
  });

async function expectRefused(url: string | undefined, host?: string) {
  const response = await proxy(owner, url, host);
  expect(response.statusCode, `${url}: ${response.body}`).toBe(400);
  const body = response.json() as Record<string, unknown>;
  expect(Object.keys(body)).toEqual(['error']);
  expect(typeof body.error).toBe('string');
  expect(response.body).not.toContain(documents.pancard.bytes.toString('base64').slice(0, 20));
  return body.error as string;
}

describe('the caller’s own documents', () => {
  it('answers {base64} for a relative address, the bytes being the stored document', async () => {
    for (const field of ['aadharFront', 'aadharBack', 'pancard'] as const) {
      const response = await proxy(owner, own[field]);
      expect(response.statusCode, response.body).toBe(200);
      const body = response.json() as { base64: string; contentType: string };
      expect(Buffer.from(body.base64, 'base64').equals(documents[field].bytes)).toBe(true);
    }
    const pan = (await proxy(owner, own.pancard)).json();
    expect(pan).toEqual({ base64: documents.pancard.bytes.toString('base64'), contentType: 'application/pdf' });
  });

  it('answers for an absolute address on the request’s own host', async () => {
    for (const [host, url] of [
      ['ludo.example.in', `https://ludo.example.in${own.pancard}`],
      ['ludo.example.in', `http://ludo.example.in${own.pancard}`],
      ['localhost:3000', `http://localhost:3000${own.pancard}`],
    ] as const) {
      const response = await proxy(owner, url, host);
      expect(response.statusCode, `${url}: ${response.body}`).toBe(200);
      const body = response.json() as { base64: string };
      expect(Buffer.from(body.base64, 'base64').equals(documents.pancard.bytes)).toBe(true);
    }
  });

  it('answers 401 without a token', async () => {
    const response = await proxy(null, own.pancard);
    expect(response.statusCode).toBe(401);
  });
});

describe('every other address is refused with 400 {error}', () => {
  it('refuses another player’s document, relative or absolute, exactly like an unknown one', async () => {
    const unknown = await expectRefused(`/api/kyc/documents/${randomUUID()}`);
    expect(await expectRefused(theirs)).toBe(unknown);
    expect(await expectRefused(`http://ludo.example.in${theirs}`, 'ludo.example.in')).toBe(unknown);
  });

  it('refuses a missing or empty address', async () => {
    await expectRefused(undefined);
    await expectRefused('');
  });

  it.each([
    ['an outside site', 'https://example.com/x'],
    ['an outside site with a document’s path', () => `https://example.com${own.pancard}`],
    ['a protocol-relative address', () => `//example.com${own.pancard}`],
    ['loopback by IP', 'http://127.0.0.1/'],
    ['loopback with a document’s path', () => `http://127.0.0.1${own.pancard}`],
    ['localhost on another port than the request’s host', () => `http://localhost:3000${own.pancard}`],
    ['the cloud metadata address', 'http://169.254.169.254/latest/meta-data'],
    ['the metadata address with a document’s path', () => `http://169.254.169.254${own.pancard}`],
    ['a private address', 'http://10.0.0.1/'],
    ['another private address', 'http://192.168.1.1/admin'],
    ['IPv6 loopback', 'http://[::1]/'],
    ['IPv6 loopback with a document’s path', () => `http://[::1]${own.pancard}`],
    ['a decimal IP', 'http://2130706433/'],
    ['a file: URL', 'file:///etc/passwd'],
    ['a file: URL with a document’s path', () => `file://${own.pancard}`],
    ['a data: URL', 'data:text/plain;base64,SGVsbG8='],
    ['a javascript: URL', 'javascript:alert(1)'],
    ['an ftp: URL', 'ftp://ludo.example.in/x'],
    ['a gopher: URL', 'gopher://127.0.0.1:6379/_INFO'],
    ['a query string', () => `${own.pancard}?download=1`],
    ['a fragment', () => `${own.pancard}#x`],
    ['a path that climbs out', () => `/api/kyc/documents/../../users/avatar`],
    ['an encoded path', () => `/api/kyc/documents/%2e%2e%2f${fileIdOf(own.pancard)}`],
    ['extra path after the id', () => `${own.pancard}/x`],
    ['some other page of the site', '/api/users/profile'],
    ['not a URL', 'http://'],
  ])('refuses %s', async (_name, url) => {
    await expectRefused(typeof url === 'function' ? url() : url, 'ludo.example.in');
  });

  it('refuses localhost:3000 when the request came for another host (the default one too)', async () => {
    await expectRefused(`http://localhost:3000${own.pancard}`, 'ludo.example.in');
    await expectRefused(`http://localhost:3000${own.pancard}`);
  });

  it('refuses a match screenshot, a profile picture, and the address of any non-KYC file', async () => {
    // A screenshot owned by the caller, stored as the match module stores one.
    const key = `match-screenshots/${randomUUID()}/${randomUUID()}`;
    const files = new EncryptedStorage(
      new LocalDiskStorage(localFilesDir(t.config.dataDir)),
      parseEncryptionKey(t.config.fileEncryptionKey),
    );
    await files.put(key, documents.aadharBack.bytes);
    const [screenshot] = await t.database.db
      .insert(storedFiles)
      .values({
        ownerId: owner.userId,
        purpose: 'match_screenshot',
        storageKey: key,
        contentType: 'image/png',
        sizeBytes: 1,
      })
      .returning({ id: storedFiles.id });
    const screenshotId = screenshot?.id as string;

    await expectRefused(`/api/matches/${randomUUID()}/results/${owner.userId}/screenshot`);
    await expectRefused(`/api/kyc/documents/${screenshotId}`);
    await expectRefused(`/api/users/avatar?v=${screenshotId}`);
  });
});

describe('no outbound connection is ever opened', () => {
  let server: Server;
  let port: number;
  let connections = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      connections += 1;
      socket.destroy();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('neither for a refused address nor for one that names this host, answered from storage', async () => {
    const address = `http://127.0.0.1:${port}${own.pancard}`;
    // The request came for another host: refused.
    await expectRefused(address);
    await expectRefused(`http://127.0.0.1:${port}/latest/meta-data`, `127.0.0.1:${port}`);
    await expectRefused(`http://127.0.0.1:${port}${theirs}`, `127.0.0.1:${port}`);
    // The request came for that host: the caller's own document, read from storage, not fetched.
    const answered = await proxy(owner, address, `127.0.0.1:${port}`);
    expect(answered.statusCode).toBe(200);
    expect(Buffer.from((answered.json() as { base64: string }).base64, 'base64').equals(documents.pancard.bytes)).toBe(
      true,
    );

    // Give any connection attempt time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(connections).toBe(0);
  });
});
