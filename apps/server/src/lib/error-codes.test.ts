import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES, SERVICE_UNAVAILABLE } from '@ludo/shared/errors';
import { describe, expect, it } from 'vitest';

/**
 * The shared list of error codes (packages/shared/src/errors.ts) is what the server may answer:
 * the compiler holds every `AppError` to it. This keeps the list honest the other way: no code in
 * it that nothing answers any more, and none twice.
 */

const sources = (root: string) =>
  readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts'))
    .map((path) => readFileSync(join(root, path), 'utf8'));

const serverSrc = fileURLToPath(new URL('..', import.meta.url));
const sharedSrc = fileURLToPath(new URL('../../../../packages/shared/src', import.meta.url));
// The server's code, and the shared modules it throws some codes from (tournaments, responsible
// gaming), without the list itself.
const code = [
  ...sources(serverSrc),
  ...sources(sharedSrc).filter((text) => !text.includes('export const API_ERROR_CODES')),
].join('\n');

describe('the API’s error codes', () => {
  it('are each listed once', () => {
    expect(new Set(API_ERROR_CODES).size).toBe(API_ERROR_CODES.length);
  });

  it('are each answered somewhere by the server', () => {
    const unused = API_ERROR_CODES.filter(
      (errorCode) => errorCode !== SERVICE_UNAVAILABLE && !code.includes(`'${errorCode}'`),
    );
    expect(unused).toEqual([]);
    // The search sees the codes as the server writes them.
    expect(code).toContain("'WRONG_PASSWORD'");
  });
});
