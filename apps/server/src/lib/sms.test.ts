import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createSmsSender, msg91Mobile } from './sms';

/**
 * SMS through MSG91's Flow API (DLT templates), against a local stand-in that answers as MSG91
 * does, and the sandbox's outbox files.
 */

interface Received {
  path: string | undefined;
  authKey: string | undefined;
  body: { template_id: string; short_url: string; recipients: Array<Record<string, string>> };
}

let server: Server;
let base = '';
const received: Received[] = [];
let answer: { status: number; body: object } = { status: 200, body: { type: 'success', message: '3663686e' } };

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let data = '';
    request.on('data', (chunk) => {
      data += chunk;
    });
    request.on('end', () => resolve(data));
  });

beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      path: request.url,
      authKey: request.headers.authkey as string | undefined,
      body: JSON.parse(await readBody(request)),
    });
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const msg91 = () =>
  createSmsSender({
    dataDir: '/nonexistent',
    provider: 'msg91',
    msg91: { apiBase: base, authKey: 'key-123', templates: { reset_code: 'flow-reset', notice: 'flow-notice' } },
  });

describe('MSG91', () => {
  it('sends a message on its DLT template, with its variables and the number with the country code', async () => {
    answer = { status: 200, body: { type: 'success', message: '3663686e' } };
    await msg91().send('+919876543210', {
      template: 'reset_code',
      text: 'AB2C-D3EF is your Ludo Arena password reset code.',
      vars: { code: 'AB2C-D3EF' },
    });
    expect(received.at(-1)).toEqual({
      path: '/api/v5/flow',
      authKey: 'key-123',
      body: { template_id: 'flow-reset', short_url: '0', recipients: [{ mobiles: '919876543210', code: 'AB2C-D3EF' }] },
    });
    await msg91().send('+919876543210', {
      template: 'notice',
      text: 'Ludo Arena: Withdrawal paid. https://x',
      vars: { title: 'Withdrawal paid', link: 'https://x' },
    });
    expect(received.at(-1)?.body.template_id).toBe('flow-notice');
  });

  it('throws on a refusal, so the caller retries', async () => {
    answer = { status: 200, body: { type: 'error', message: 'Invalid template' } };
    await expect(
      msg91().send('+919876543210', { template: 'notice', text: 't', vars: { title: 't', link: 'l' } }),
    ).rejects.toThrow('MSG91 refused the SMS (200): Invalid template');
    answer = { status: 401, body: { type: 'error', message: 'Unauthorized' } };
    await expect(
      msg91().send('+919876543210', { template: 'notice', text: 't', vars: { title: 't', link: 'l' } }),
    ).rejects.toThrow('(401)');
  });

  it('takes numbers in any of our forms', () => {
    expect(msg91Mobile('+919876543210')).toBe('919876543210');
    expect(msg91Mobile('9876543210')).toBe('919876543210');
  });

  it('is configured only with its key and both templates', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'msg91', DATA_DIR: mkdtempSync(join(tmpdir(), 'sms-')) })).toThrow(
      'SMS_PROVIDER=msg91 needs MSG91_AUTH_KEY, MSG91_TEMPLATE_RESET_CODE, MSG91_TEMPLATE_NOTICE.',
    );
  });
});

describe('the sandbox', () => {
  it('writes each message to the outbox with its template', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'sms-'));
    await createSmsSender({ dataDir, provider: 'sandbox' }).send('+919876543210', {
      template: 'reset_code',
      text: 'AB2C-D3EF is your code.',
      vars: { code: 'AB2C-D3EF' },
    });
    const dir = join(dataDir, 'outbox');
    const [name] = readdirSync(dir);
    expect(readFileSync(join(dir, name as string), 'utf8')).toBe(
      'To: +919876543210\nTemplate: reset_code\n\nAB2C-D3EF is your code.\n',
    );
  });
});
