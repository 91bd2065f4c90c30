import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for the part of an S3-compatible store the platform uses (path-style PUT, GET
 * and DELETE of /{bucket}/{key}), keeping objects in memory, so the S3 driver is tested over real
 * HTTP without a bucket. Like S3 it refuses an unsigned request (403 AccessDenied) or an unknown
 * access key (403 InvalidAccessKeyId), answers 404 NoSuchKey / NoSuchBucket, and records every
 * request. It does not verify signatures: what it checks is that the driver signs at all and
 * with the configured key.
 */

export interface S3StandInRequest {
  method: string;
  bucket: string;
  key: string;
  authorization: string | undefined;
  status: number;
}

export class S3StandIn {
  readonly bucket: string;
  readonly accessKeyId: string;
  readonly secretAccessKey = 'stand-in-secret-key';
  /** Objects by key (the bucket's only), as received: for the driver they are already ciphertext. */
  readonly objects = new Map<string, Buffer>();
  readonly requests: S3StandInRequest[] = [];
  /** How many more PUTs succeed before every PUT is refused; Infinity: no failures. */
  #putsLeft = Number.POSITIVE_INFINITY;
  #server = createServer((request, response) => {
    this.#handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) this.#error(response, 500, 'InternalError', String(error));
    });
  });
  #url = '';

  private constructor(bucket: string, accessKeyId: string) {
    this.bucket = bucket;
    this.accessKeyId = accessKeyId;
  }

  static async start({ bucket = 'ludo-files', accessKeyId = 'STANDINACCESSKEY' } = {}): Promise<S3StandIn> {
    const standIn = new S3StandIn(bucket, accessKeyId);
    await new Promise<void>((resolve) => standIn.#server.listen(0, '127.0.0.1', resolve));
    const { port } = standIn.#server.address() as AddressInfo;
    standIn.#url = `http://127.0.0.1:${port}`;
    return standIn;
  }

  get url(): string {
    return this.#url;
  }

  /** The settings of S3Storage, and the env of the app, pointing here. */
  settings() {
    return {
      endpoint: this.#url,
      region: 'us-east-1',
      bucket: this.bucket,
      accessKeyId: this.accessKeyId,
      secretAccessKey: this.secretAccessKey,
      forcePathStyle: true,
    };
  }

  env(): Record<string, string> {
    return {
      S3_ENDPOINT: this.#url,
      S3_BUCKET: this.bucket,
      S3_ACCESS_KEY_ID: this.accessKeyId,
      S3_SECRET_ACCESS_KEY: this.secretAccessKey,
    };
  }

  /**
   * Lets `count` more PUTs through, then refuses every PUT (retries included) with 500 until
   * failPutsAfter(Infinity) is called.
   */
  failPutsAfter(count: number): void {
    this.#putsLeft = count;
  }

  /** Whether any stored object contains these bytes. */
  holds(needle: Buffer): boolean {
    return [...this.objects.values()].some((object) => object.includes(needle));
  }

  close(): Promise<void> {
    this.#server.closeAllConnections();
    return new Promise((resolve, reject) => this.#server.close((error) => (error ? reject(error) : resolve())));
  }

  async #handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const [bucket = '', ...rest] = url.pathname.slice(1).split('/');
    const key = rest.map((part) => decodeURIComponent(part)).join('/');
    const body = await readBody(request);
    const authorization = request.headers.authorization;
    const record: S3StandInRequest = { method: request.method ?? '', bucket, key, authorization, status: 0 };
    this.requests.push(record);
    const answer = (status: number, code?: string, message?: string) => {
      record.status = status;
      if (code) this.#error(response, status, code, message ?? code);
    };

    // AWS Signature Version 4: "AWS4-HMAC-SHA256 Credential=<key id>/<date>/<region>/s3/aws4_request, ...".
    if (!authorization?.startsWith('AWS4-HMAC-SHA256 ')) return answer(403, 'AccessDenied', 'Anonymous access denied');
    const credential = /Credential=([^/]+)\//.exec(authorization)?.[1];
    if (credential !== this.accessKeyId) return answer(403, 'InvalidAccessKeyId', 'Unknown access key');
    if (bucket !== this.bucket) return answer(404, 'NoSuchBucket', 'The specified bucket does not exist');
    if (!key) return answer(400, 'InvalidRequest', 'A key is required');

    if (request.method === 'PUT') {
      if (this.#putsLeft <= 0) return answer(500, 'InternalError', 'Injected failure');
      this.#putsLeft -= 1;
      const bytes = isAwsChunked(request) ? decodeAwsChunked(body) : body;
      this.objects.set(key, bytes);
      answer(200);
      response.writeHead(200, { ETag: `"${createHash('md5').update(bytes).digest('hex')}"` });
      return response.end();
    }
    if (request.method === 'GET' || request.method === 'HEAD') {
      const object = this.objects.get(key);
      if (!object) return answer(404, 'NoSuchKey', 'The specified key does not exist.');
      answer(200);
      response.writeHead(200, {
        'Content-Type': 'application/octet-stream',
        'Content-Length': object.length,
        ETag: `"${createHash('md5').update(object).digest('hex')}"`,
      });
      return response.end(request.method === 'GET' ? object : undefined);
    }
    if (request.method === 'DELETE') {
      this.objects.delete(key);
      answer(204);
      response.writeHead(204);
      return response.end();
    }
    return answer(405, 'MethodNotAllowed', 'The specified method is not allowed');
  }

  #error(response: ServerResponse, status: number, code: string, message: string) {
    response.writeHead(status, { 'Content-Type': 'application/xml' });
    response.end(
      `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message><RequestId>stand-in</RequestId></Error>`,
    );
  }
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

const isAwsChunked = (request: IncomingMessage) =>
  String(request.headers['content-encoding'] ?? '').includes('aws-chunked') ||
  String(request.headers['x-amz-content-sha256'] ?? '').startsWith('STREAMING-');

/** The aws-chunked body encoding: "<hex size>[;chunk-signature=…]\r\n<data>\r\n" … "0\r\n<trailers>\r\n\r\n". */
function decodeAwsChunked(body: Buffer): Buffer {
  const parts: Buffer[] = [];
  let offset = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', offset);
    if (lineEnd === -1) throw new Error('aws-chunked: missing chunk header');
    const size = Number.parseInt(body.toString('latin1', offset, lineEnd).split(';')[0] ?? '', 16);
    if (!Number.isFinite(size)) throw new Error('aws-chunked: bad chunk size');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    offset = lineEnd + 2 + size + 2;
  }
}
